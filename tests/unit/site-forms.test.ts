/**
 * A site owns its forms (site.json's "forms"): only they get thank-you pages, a page may show only
 * them, their wording is only for them, and a site with any has the privacy policy their notices
 * link to. Checked on the starter site, whose files the expectations are read from.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { formNames } from "../../src/content/schema-files.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const STARTER = path.join(PROJECT, "sites/starter");
const SITE_FILE = "pages.config/site.json";
const siteText = readFileSync(path.join(STARTER, SITE_FILE), "utf8");
const site = JSON.parse(siteText) as { placeholders: string[]; forms: string[]; privacy: { forms: Record<string, { name: string; purpose: string }> } };
const HOME = "pages.config/pages/home.json";
const home = JSON.parse(readFileSync(path.join(STARTER, HOME), "utf8")) as { blocks: unknown[] };
/** A form of the kernel's the starter does not list. */
const unlisted = formNames().find((form) => !site.forms.includes(form));

/** Line and column (1-based) just after the first occurrence of `key` in `text` (where its value starts), found without the pipeline. */
function valueAfter(text: string, key: string): string {
  const before = text.slice(0, text.indexOf(key) + key.length);
  const lines = before.split("\n");
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
}

describe("a site's forms", () => {
  it("get thank-you pages, and no other form does", () => {
    if (!unlisted) throw new Error("the starter lists every form: leave one out for this test");
    const { pages, problems } = loadSite(STARTER);
    expect(problems.map(formatProblem)).toEqual([]);
    const thanks = pages.map((page) => page.doc.path).filter((route) => route.startsWith("/thank-you/"));
    expect(thanks.sort()).toEqual(site.forms.map((form) => `/thank-you/${form}`).sort());
  });

  it("need a privacy page: without one, one problem, at the site's list of forms", () => {
    const { problems } = loadSite(STARTER, { removed: ["pages.config/pages/privacy.json"] });
    const lines = problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${SITE_FILE}:${valueAfter(siteText, '"forms": ')}  forms  .*/privacy`));
  });

  it("are the only forms a page may show: another is one problem, at the page", () => {
    const form = { type: "form", id: "ask", heading: "Ask us", form: unlisted };
    const { problems } = loadSite(STARTER, { overrides: { [HOME]: JSON.stringify({ ...home, blocks: [...home.blocks, form] }, null, 2) } });
    const lines = problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${HOME}:`);
    expect(lines[0]).toContain(`"${unlisted}" form is not one of this site's forms`);
  });

  it("are the only forms site.json may word: another's entry is one problem, at the entry", () => {
    if (!unlisted) throw new Error("the starter lists every form");
    const privacy = { ...site.privacy, forms: { ...site.privacy.forms, [unlisted]: { name: "Another form", purpose: "so we can reply" } } };
    const { problems } = loadSite(STARTER, { overrides: { [SITE_FILE]: JSON.stringify({ ...site, privacy }, null, 2) } });
    const lines = problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`privacy.forms.${unlisted}  words the "${unlisted}" form`);
  });

  it("are preset only with their own fields: another is one problem, at the preset, in the author's words", () => {
    const [form] = site.forms;
    if (!form) throw new Error("the starter lists no form: list one for this test");
    const schema = JSON.parse(readFileSync(path.join(PROJECT, `schemas/forms/${form}.schema.json`), "utf8")) as { properties: Record<string, unknown> };
    const field = Object.keys(schema.properties).find((name) => name !== "form-name");
    if (!field) throw new Error(`the ${form} form has no field to preset`);
    const withPresets = (presets: Record<string, string>) => {
      const text = JSON.stringify({ ...home, blocks: [...home.blocks, { type: "form", id: "ask", heading: "Ask us", form, presets }] }, null, 2);
      return { text, lines: loadSite(STARTER, { overrides: { [HOME]: text } }).problems.map(formatProblem) };
    };
    expect(withPresets({ [field]: "Preset" }).lines).toEqual([]);
    const { text, lines } = withPresets({ [field]: "Preset", place: "Penrith" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `${HOME}:${valueAfter(text, '"place": ')}  blocks[${home.blocks.length}].presets.place  the "${form}" form has no field "place"`,
    );
    expect(lines[0]).toContain(`"${field}"`);
  });

  it("include the call-back form when the site has a booking page, whose button falls back on it", () => {
    const forms = site.forms.filter((form) => form !== "call-back");
    const privacy = { ...site.privacy, forms: Object.fromEntries(Object.entries(site.privacy.forms).filter(([form]) => forms.includes(form))) };
    // The starter has no booking page of its own: this one is given one.
    const booking = { bookingUrl: "https://booking.example/visit", placeholders: [...site.placeholders, "/bookingUrl"] };
    const { problems } = loadSite(STARTER, { overrides: { [SITE_FILE]: JSON.stringify({ ...site, ...booking, forms, privacy }, null, 2) } });
    const lines = problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('forms  needs "call-back"');
  });
});
