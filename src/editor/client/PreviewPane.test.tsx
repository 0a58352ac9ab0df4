/**
 * While the draft has a problem that stops its page being built, the preview keeps the last page
 * it could build and says plainly that it is out of date, instead of going blank.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CheckResult } from "../api-types.ts";
import { PreviewPane, type PreviewMessage } from "./PreviewPane.tsx";
import { previewAfter } from "./preview-state.ts";

const built = { page: { path: "/team/sam-lee" }, site: { brand: "Test" }, facts: { asAt: "2026-01-01" } } as unknown as PreviewMessage;
const good: CheckResult = { own: [], caused: [], alsoChanges: [], elsewhere: [], ...built };
const broken: CheckResult = {
  own: [
    { file: "pages.config/clinicians/sam-lee.json", path: "/yearsPractising", line: 1, column: 1, message: "must be a whole number" },
  ] as CheckResult["own"],
  caused: [],
  alsoChanges: [],
  elsewhere: [],
};

describe("the preview while a draft has a problem", () => {
  it("keeps the last page it could build, marked out of date", () => {
    const first = previewAfter(good, undefined);
    expect(first).toEqual({ preview: built, stale: false });
    const after = previewAfter(broken, first);
    expect(after.preview).toEqual(built);
    expect(after.stale).toBe(true);
    expect(previewAfter(good, after)).toEqual({ preview: built, stale: false });
  });

  it("shows nothing to keep for a file that never built, and says why", () => {
    expect(previewAfter(broken, undefined)).toEqual({ stale: false });
  });

  it("tells the person the preview is out of date until the problem is fixed", () => {
    const html = renderToStaticMarkup(<PreviewPane preview={built} stale />);
    expect(html).toContain("<iframe");
    expect(html).toMatch(/out of date/i);
    expect(html).toMatch(/Problems/);
  });
});
