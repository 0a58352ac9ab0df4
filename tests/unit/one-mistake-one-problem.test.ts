/**
 * One mistake, one problem (issue 50 item 5): a value deleted or made invalid is reported once,
 * where it is, and the text that names it ({brand} on every page, {claims.lenders} in the FAQ) is
 * not reported again. `npm run validate`, the build, the editor's problem list and the publish
 * refusal all read loadSite's problems, so this holds for each of them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { SITE_REFERENCE_NAMES, siteReferences } from "../../src/content/references.ts";
import type { SiteConfig } from "../../src/generated/content-types.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const CONFIG = "pages.config";
const raw = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
const firstReport = `${CONFIG}/suburbs/${
  readdirSync(path.join(root, CONFIG, "suburbs"))
    .filter((f) => f.endsWith(".json"))
    .sort()[0]
}`;
const claims = raw(`${CONFIG}/facts/claims.json`) as { statements: Record<string, { value: unknown }> };
const firstClaim = Object.keys(claims.statements)[0] ?? "";

/** A copy of a file's JSON with one edit made, as the editor would save it. */
function edited(file: string, edit: (data: Record<string, unknown>) => void): Record<string, string> {
  const data = raw(file);
  edit(data);
  return { [file]: JSON.stringify(data, null, 2) };
}

const nav = (raw(`${CONFIG}/site.json`) as { nav: { to: string }[] }).nav.map((link) => link.to.split("#")[0] ?? "");
/** A page the top menu links to, by its file (pages/faq.json holds "/faq"): breaking it must not break every link to it. */
const linkedPage = nav
  .filter((to) => to.length > 1)
  .map((to) => `${CONFIG}/pages${to}.json`)
  .find((file) => existsSync(path.join(root, file)));

const cases: { mistake: string; overrides?: Record<string, string>; removed?: string[]; file: string; path: string }[] = [
  { mistake: "the business name deleted", overrides: edited(`${CONFIG}/site.json`, (d) => delete d.brand), file: `${CONFIG}/site.json`, path: "brand" },
  {
    mistake: "the broker's name deleted",
    overrides: edited(`${CONFIG}/site.json`, (d) => delete (d.broker as Record<string, unknown>).name),
    file: `${CONFIG}/site.json`,
    path: "broker.name",
  },
  {
    mistake: "an email address that is not one",
    overrides: edited(`${CONFIG}/site.json`, (d) => (d.email = "nope")),
    file: `${CONFIG}/site.json`,
    path: "email",
  },
  {
    mistake: "a claim's value deleted",
    overrides: edited(`${CONFIG}/facts/claims.json`, (d) => delete (d.statements as typeof claims.statements)[firstClaim]?.value),
    file: `${CONFIG}/facts/claims.json`,
    path: `statements.${firstClaim}.value`,
  },
  {
    mistake: "site.json that is no longer JSON (a colon deleted)",
    overrides: { [`${CONFIG}/site.json`]: readFileSync(path.join(root, CONFIG, "site.json"), "utf8").replace('"brand":', '"brand"') },
    file: `${CONFIG}/site.json`,
    path: "(whole file)",
  },
  { mistake: "the claims file deleted", removed: [`${CONFIG}/facts/claims.json`], file: `${CONFIG}/facts/claims.json`, path: "(whole file)" },
  ...(linkedPage
    ? [
        { mistake: "a linked page's address deleted", overrides: edited(linkedPage, (d) => delete d.path), file: linkedPage, path: "path" },
        {
          mistake: "a linked page that is no longer JSON",
          overrides: { [linkedPage]: readFileSync(path.join(root, linkedPage), "utf8").replace('"path":', '"path"') },
          file: linkedPage,
          path: "(whole file)",
        },
      ]
    : []),
  { mistake: "a suburb report's name deleted", overrides: edited(firstReport, (d) => delete d.name), file: firstReport, path: "name" },
];

describe("one mistake gives one problem", () => {
  it("the content as it is has none, so each case below starts clean", () => {
    expect(loadSite(root).problems.map(formatProblem)).toEqual([]);
  });

  it("knows every name site.json gives text, so none is reported again while site.json has a problem", () => {
    const names = Object.keys(siteReferences(raw(`${CONFIG}/site.json`) as unknown as SiteConfig));
    expect(names.filter((name) => !SITE_REFERENCE_NAMES.has(name))).toEqual([]);
  });

  it.each(cases)("$mistake: one problem, at the value", ({ overrides, removed, file, path: at }) => {
    const { problems } = loadSite(root, { overrides, removed });
    expect(problems.map(formatProblem)).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, path: at });
  });
});
