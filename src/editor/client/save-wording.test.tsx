/**
 * The back office saves a draft even when it has problems (only publishing waits for them), while
 * npm run edit refuses to save a file with problems: the editor's words say which, in each mode.
 * The mode comes from the page itself (the back office puts its form token in a meta tag), so each
 * test sets the page up the way its server does and loads the editor afresh.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckResult } from "../api-types.ts";

const oneProblem: CheckResult = {
  own: [{ file: "pages.config/clinicians/sam-lee.json", path: "/fullName", line: 1, column: 1, message: "must not be empty" }] as CheckResult["own"],
  caused: [],
  alsoChanges: [],
  elsewhere: [],
};
const clean: CheckResult = { own: [], caused: [], alsoChanges: [], elsewhere: [] };

async function editorAs(mode: "back office" | "npm run edit") {
  document.head.innerHTML = mode === "back office" ? `<meta name="editor-base" content="/admin/content/"><meta name="form-token" content="t">` : "";
  vi.resetModules();
  const [{ ProblemList }, { App }] = await Promise.all([import("./ProblemList.tsx"), import("./App.tsx")]);
  const text = (html: string) => html.replace(/<[^>]+>/g, "");
  return {
    problems: (check: CheckResult) => text(renderToStaticMarkup(<ProblemList check={check} checking={false} />)),
    header: () => text(renderToStaticMarkup(<App />).match(/<header[\s\S]*?<\/header>/)?.[0] ?? ""),
  };
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("what the editor says stops a save", () => {
  it("in the back office, problems stop publishing, not saving", async () => {
    const editor = await editorAs("back office");
    expect(editor.problems(oneProblem)).toContain("1 to fix before publishing");
    expect(editor.problems(clean)).toContain("none: ready to publish");
    expect(editor.problems(oneProblem)).not.toMatch(/before saving|ready to save/);
    expect(editor.header()).not.toMatch(/saved only when/);
    expect(editor.header()).toMatch(/published only when it has no problems/);
  });

  it("in npm run edit, problems stop saving", async () => {
    const editor = await editorAs("npm run edit");
    expect(editor.problems(oneProblem)).toContain("1 to fix before saving");
    expect(editor.problems(clean)).toContain("none: ready to save");
    expect(editor.header()).toMatch(/saved only when it has no problems/);
  });
});
