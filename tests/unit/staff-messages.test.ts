/**
 * What the back office's staff read when content has a problem never shows them the file: no
 * `"noReport": true`, no true or false, no key path such as related[2].slug, no file name. They
 * see the form, so the advice is in the form's words. The walk makes the mistakes the forms
 * allow, on copies of the real reports kept in memory (the way drafts are checked), and reads
 * every problem as the editor's Problems box and the Publish page show it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { problemsInStaffWords } from "../../src/admin/publish/field-labels.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { staffMessage, type Problem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
type Node = Record<string, unknown>;
const report = (slug: string) =>
  JSON.parse(readFileSync(path.join(root, `pages.config/suburbs/${slug}.json`), "utf8")) as Node & { name: string; slug: string; related: Node[] };
const file = (slug: string) => `pages.config/suburbs/${slug}.json`;
const { phone, brand } = JSON.parse(readFileSync(path.join(root, "pages.config/site.json"), "utf8")) as { phone: { display: string }; brand: string };

/** Every string and number field of a document replaced by what `change` makes of it ($schema and the slug kept). */
function everyField(value: unknown, change: (leaf: string | number) => unknown, key = ""): unknown {
  if (key === "$schema" || key === "slug") return value;
  if (Array.isArray(value)) return value.map((item) => everyField(item, change));
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyField(v, change, k)]));
  return typeof value === "string" || typeof value === "number" ? change(value) : value;
}

/**
 * Code a person at the form never sees: a backquote, a "key": pair, true/false, a key path or
 * camelCase key, a file or folder name, a reference to type in braces, a quote escaped as JSON.
 */
const CODE = [
  /`/,
  /[{}]/,
  /\\"/,
  /"[\w$]+"\s*:\s*(true|false|null|-?\d|"|\{|\[)/,
  /\b(true|false)\b/,
  /\w\[\d+\]/,
  /\b[a-z]+[A-Z]\w*/,
  /\.json\b/,
  /pages\.config|schemas\//,
  /\(whole file\)/,
];
const codeIn = (text: string) => CODE.filter((pattern) => pattern.test(text)).map(String);

const json = (value: unknown) => JSON.stringify(value, null, 2);
const blacktown = report("blacktown");
const merrylandsLike = report("greystanes");

/** Each mistake a form allows, as the drafts it would leave. */
const MISTAKES: Record<string, Record<string, string>> = {
  "every text emptied": { [file("blacktown")]: json(everyField(blacktown, (leaf) => (typeof leaf === "string" ? "" : leaf))) },
  "every text far too long": { [file("blacktown")]: json(everyField(blacktown, (leaf) => (typeof leaf === "string" ? `${leaf} `.repeat(400) : leaf))) },
  "every number negative": { [file("blacktown")]: json(everyField(blacktown, (leaf) => (typeof leaf === "number" ? -1 : leaf))) },
  "every number far too large": { [file("blacktown")]: json(everyField(blacktown, (leaf) => (typeof leaf === "number" ? 10 ** 12 : leaf))) },
  "every text left as TODO": { [file("blacktown")]: json(everyField(blacktown, (leaf) => (typeof leaf === "string" ? "TODO" : leaf))) },
  "the business name typed into a text": {
    [file("blacktown")]: json({ ...blacktown, description: `${String(blacktown.description).slice(0, 100)} Ask ${brand}.` }),
  },
  "the report's own rent typed into an answer": {
    [file("blacktown")]: json({
      ...blacktown,
      faqs: (blacktown.faqs as Node[]).map((faq, i) =>
        i === 0 ? { ...faq, answer: `The median weekly rent is around $${String((blacktown.snapshot as Node).medianRentPerWeek)}.` } : faq,
      ),
    }),
  },
  "a quote inside a text left as TODO": { [file("blacktown")]: json({ ...blacktown, region: 'TODO: region label, e.g. "Western Sydney"' }) },
  "the phone number typed into a text": { [file("blacktown")]: json({ ...blacktown, description: `${String(blacktown.description)} Call ${phone.display}.` }) },
  "a related suburb with no report, not marked as one": {
    [file("blacktown")]: json({ ...blacktown, related: [{ name: "Merrylands", slug: "merrylands" }, ...blacktown.related.slice(1)] }),
  },
  "a related suburb marked as having no report when it has one": {
    [file("blacktown")]: json({ ...blacktown, related: [{ ...blacktown.related[0], noReport: true }, ...blacktown.related.slice(1)] }),
  },
  "a related suburb under another suburb's name": {
    [file("blacktown")]: json({ ...blacktown, related: [{ ...blacktown.related[0], name: "Somewhere Else" }, ...blacktown.related.slice(1)] }),
  },
  "a slug that is not the report's address": { [file("blacktown")]: json({ ...blacktown, slug: "blacktown-west" }) },
  "a slug that misspells the name": { [file("blacktown")]: json({ ...blacktown, name: "Blaktown" }) },
  "a page saying a suburb with a report has none": {
    [file("greystanes")]: json({ ...merrylandsLike, description: `${String(merrylandsLike.description)} Blacktown has no suburb report yet.` }),
  },
};

/** The problems each mistake makes that the site as it is does not have. */
function problemsOf(overrides: Record<string, string>): Problem[] {
  const key = (p: Problem) => `${p.file}|${p.path}|${p.message}`;
  const before = new Set(loadSite(root).problems.map(key));
  return loadSite(root, { overrides }).problems.filter((problem) => !before.has(key(problem)));
}

describe("content problems as staff read them", () => {
  it("each mistake the forms allow is caught, and said without code", async () => {
    const found: string[] = [];
    for (const [mistake, overrides] of Object.entries(MISTAKES)) {
      const problems = problemsOf(overrides);
      expect(problems.length, `${mistake}: no problem found, so the walk no longer covers it`).toBeGreaterThan(0);
      const published = await problemsInStaffWords(root, problems, (file) => overrides[file] ?? readFileSync(path.join(root, file), "utf8"));
      for (const [index, problem] of problems.entries())
        for (const [where, text] of [
          ["editor", staffMessage(problem)],
          ["publish", published[index] ?? ""],
        ] as const) {
          const code = codeIn(text);
          if (code.length) found.push(`${mistake} (${where}): ${text}  [${code.join(" ")}]`);
        }
    }
    expect(found).toEqual([]);
  });
});
