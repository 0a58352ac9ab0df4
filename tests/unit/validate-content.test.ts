import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { checkFile } from "../../src/content/checked-file.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem, type Problem } from "../../src/content/problems.ts";
import { schemaChecker } from "../../src/content/schema-messages.ts";

const root = path.resolve(import.meta.dirname, "../..");

function problemsIn(fixture: string): string[] {
  const problems: Problem[] = [];
  const file = `tests/fixtures/bad-pages/${fixture}`;
  checkFile({ file, text: readFileSync(path.join(root, file), "utf8") }, "page.schema.json", schemaChecker(path.join(root, "schemas")), problems);
  return problems.map(formatProblem);
}

// Each bad page file and the exact lines `npm run validate` prints for it.
const badPages: Array<[string, string[]]> = [
  ["unknown-block-type.json", ['tests/fixtures/bad-pages/unknown-block-type.json:6:15  blocks[0].type  unknown block type "heor" (did you mean "hero"?)']],
  [
    "nested-typo.json",
    [
      'tests/fixtures/bad-pages/nested-typo.json:11:9  blocks[1].cards[1].title  missing required field "title" (the card\'s title)',
      'tests/fixtures/bad-pages/nested-typo.json:11:11  blocks[1].cards[1].titel  unknown field "titel" (did you mean "title"?)',
      'tests/fixtures/bad-pages/nested-typo.json:11:36  blocks[1].cards[1].icon  "hom" is not one of the allowed values (did you mean "home"?)',
    ],
  ],
  [
    "wrong-types.json",
    [
      'tests/fixtures/bad-pages/wrong-types.json:2:11  path  "/Fixture Page/" must be an address like "/" or "/services/home-loans": lowercase words joined by dashes, no trailing slash',
      "tests/fixtures/bad-pages/wrong-types.json:3:12  title  must be at least 10 characters long (it has 5)",
      "tests/fixtures/bad-pages/wrong-types.json:4:18  description  must be at least 70 characters long (it has 10)",
      `tests/fixtures/bad-pages/wrong-types.json:9:83  blocks[0].readingMinutes  must be a whole number: remove the quotes (write 5, not "5")`,
      'tests/fixtures/bad-pages/wrong-types.json:11:75  blocks[1].actions[0].to  "services/home-loans" must start with "/" (a page), "#" (an anchor), "https://", or be one of "booking", "phone", "email"',
    ],
  ],
  ["trailing-comma.json", ["tests/fixtures/bad-pages/trailing-comma.json:4:40  (whole file)  this is not valid JSON: remove the comma after the last item"]],
  ["no-blocks.json", ['tests/fixtures/bad-pages/no-blocks.json:5:14  blocks[0]  a block needs a "type" naming its kind, e.g. "hero"']],
];

describe("page validation messages", () => {
  it.each(badPages)("%s", (fixture, expected) => {
    expect(problemsIn(fixture)).toEqual(expected);
  });
});

describe("checks a schema cannot express", () => {
  it("reports duplicates, broken links and anchors, unknown references and missing files", () => {
    // On a fixed day: the copy's income tax, set for each income year, cannot carry a review date decades away.
    const { problems } = loadSite(path.join(root, "tests/fixtures/cross-check"), { today: "2026-11-25" });
    expect(problems.map(formatProblem)).toEqual([
      'pages.config/pages:1:1  (folder)  no page has "status": 404, so unknown addresses would have no not-found page',
      'pages.config/pages/faq.json:7:113  blocks[0].logos[2].src  no file public/lender/c.svg (did you mean "/lenders/c.svg"?)',
      "pages.config/pages/home.json:3:12  title  the same title as pages.config/pages/faq.json; every page needs its own",
      "pages.config/pages/home.json:4:18  description  the same description as pages.config/pages/faq.json; every page needs its own",
      "pages.config/pages/home.json:6:54  blocks[0].heading  {phnoe} names no fact (did you mean {phone}?): text can name facts such as {phone}, {email}, {brand} or {claims.lenders}; docs/editing-content.md lists them all",
      'pages.config/pages/home.json:8:30  blocks[2].id  anchor "about" is used twice on this page; each anchor must be unique',
      'pages.config/pages/services/home-loans.json:2:11  path  the path "/faq" is already used by pages.config/pages/faq.json',
      "pages.config/pages/services/home-loans.json:3:12  title  is 64 characters as shown; search results want 10 to 60",
      'pages.config/pages/services/home-loans.json:5:88  blocks[0].actions[0].to  link to "/#contcat": the page "/" has no anchor "contcat"',
      'pages.config/site.json:34:13  nav[2].to  link to "/servces/home-loans" goes to no page',
      'pages.config/site.json:38:13  nav[3].to  link to "/#abuot": the page "/" has no anchor "abuot" (did you mean "about"?)',
      'pages.config/site.json:57:19  footer.columns[0].links[1].to  "#top" needs a page before the "#", because this link appears on every page',
      'pages.config/site.json:83:12  forms  lists forms, and the notice under each form links to the privacy policy at /privacy, but no page has that path: add pages.config/pages/privacy.json with a "form-collection" block (it lists what each form collects)',
    ]);
  });

  it("finds the site's own content clean", () => {
    expect(loadSite(path.join(root, "sites/westline")).problems.map(formatProblem)).toEqual([]);
  });
});

describe("npm run validate", () => {
  const run = (dir: string) => {
    try {
      return { code: 0, out: execFileSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", dir], { cwd: root, encoding: "utf8", stdio: "pipe" }) };
    } catch (error) {
      const e = error as { status: number; stderr: string };
      return { code: e.status, out: e.stderr };
    }
  };

  // Its run over bad content (exit 1, every problem with file:line:col) is in validate-formats.test.ts,
  // which runs it over the same fixture anyway to compare the other formats with.
  it("exits 2 when the tool itself cannot run", () => {
    expect(run("tests/fixtures/no-such-folder").code).toBe(2);
  });
});

// A process checks several copies of the project (a scratch copy, a draft's): each is held to the
// schemas in its own folder, however alike the folders are.
describe("schemas in another folder", () => {
  const titleProblems = (schemas: string) => {
    const problems: Problem[] = [];
    const text = JSON.stringify({ path: "/fixture-page", title: "Short", description: "d".repeat(80), blocks: [] });
    checkFile({ file: "pages/fixture.json", text }, "page.schema.json", schemaChecker(schemas), problems);
    return problems.filter((p) => p.path === "title").map((p) => p.message);
  };

  it("a copy with the same schemas judges a page as the original does, and a copy whose schema differs by its own", () => {
    const copies = mkdtempSync(path.join(os.tmpdir(), "westline-schemas-"));
    try {
      const same = path.join(copies, "same");
      const changed = path.join(copies, "changed");
      cpSync(path.join(root, "schemas"), same, { recursive: true });
      cpSync(path.join(root, "schemas"), changed, { recursive: true });
      const pageSchema = JSON.parse(readFileSync(path.join(changed, "page.schema.json"), "utf8")) as { properties: { title: { minLength: number } } };
      pageSchema.properties.title.minLength = 3;
      writeFileSync(path.join(changed, "page.schema.json"), JSON.stringify(pageSchema));

      const original = titleProblems(path.join(root, "schemas"));
      expect(original).toEqual(["must be at least 10 characters long (it has 5)"]);
      expect(titleProblems(same)).toEqual(original);
      expect(titleProblems(changed)).toEqual([]);
    } finally {
      rmSync(copies, { recursive: true, force: true });
    }
  });
});
