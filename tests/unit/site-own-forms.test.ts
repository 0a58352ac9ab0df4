/**
 * A site's own forms, defined in its folder (forms/<name>.schema.json and .ui.json): read, checked
 * and handed to the renderer by the one pipeline, each mistake in them one problem at its file, line
 * and column, in words. On copies of the clinic (tests/fixtures/third-site), whose files the
 * expectations are read from; the positions are found in the text, not by the pipeline's locator.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { formNames } from "../../src/content/schema-files.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/third-site");
const FORM = "appointment-request";
const SCHEMA_FILE = `forms/${FORM}.schema.json`;
const UI_FILE = `forms/${FORM}.ui.json`;
const schemaText = readFileSync(path.join(FIXTURE, SCHEMA_FILE), "utf8");
const uiText = readFileSync(path.join(FIXTURE, UI_FILE), "utf8");
const schema = JSON.parse(schemaText) as { privacy: { name: string; purpose: string }; properties: Record<string, { title?: string }> };

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the clinic with `files` written over it (path → text, or null to delete). */
function clinicWith(files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-own-forms-"));
  copies.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(files))
    if (text === null) rmSync(path.join(dir, file));
    else writeFileSync(path.join(dir, file), text);
  return dir;
}

/** "line:col" of the first character of `needle` in `text`, counted here, not by the pipeline. */
function at(text: string, needle: string): string {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`${needle} is not in the text`);
  const lines = text.slice(0, index).split("\n");
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
}

/** The problems of a copy, each as "file:line:col  message" with the file relative to the copy. */
function problemsOf(root: string): string[] {
  return loadSite(root).problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`);
}

describe("a site's own form, from its folder", () => {
  it("is read with the site: listed in its order, with the privacy wording and the labels its file gives", () => {
    const loaded = loadSite(FIXTURE);
    expect(loaded.problems.map(formatProblem)).toEqual([]);
    expect(loaded.siteForms.map((form) => form.name)).toEqual([FORM]);
    const [form] = loaded.siteForms;
    expect(form?.privacy).toEqual(schema.privacy);
    expect(loaded.site?.privacy.forms[FORM]).toEqual(schema.privacy);
    // The details a visitor types, by their labels; a consent box's sentence is not one of them.
    expect(form?.fields.typed).toEqual(["name", "phone", "email", "patient", "preferred_date"].map((field) => schema.properties[field]?.title));
    expect(loaded.pages.map((page) => page.doc.path)).toContain(`/thank-you/${FORM}`);
  });

  it("reports an inbox summary naming a field the form lacks once, at the line, with the field it meant", () => {
    const declared = `"privacy": ${JSON.stringify(schema.privacy)},\n  "inbox": { "summary": ["Appointment on {prefered_date}"] },`;
    const text = schemaText.replace(/"privacy": \{[^}]*\},/, declared);
    expect(text).toContain('"inbox"');
    const problems = problemsOf(clinicWith({ [SCHEMA_FILE]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `${SCHEMA_FILE}:${at(text, '"Appointment on')}  names {prefered_date}: "prefered_date" is not one of the form's fields (did you mean "preferred_date"?)`,
    );
  });

  it("reports a misspelt rule once, at its line, with the rule it meant", () => {
    const text = schemaText.replace('"maxLength": 100', '"maxLenght": 100');
    expect(problemsOf(clinicWith({ [SCHEMA_FILE]: text }))).toEqual([
      `${SCHEMA_FILE}:${at(text, '"maxLenght"')}  unknown field "maxLenght" (did you mean "maxLength"?)`,
    ]);
  });

  it("reports a form-name that is not the file's name once, saying what it must be", () => {
    const text = schemaText.replace(`"const": "${FORM}"`, '"const": "appointment"');
    const problems = problemsOf(clinicWith({ [SCHEMA_FILE]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${SCHEMA_FILE}:${at(text, '{ "description": "Names the form')}  must be { "type": "string", "const": "${FORM}" }`);
  });

  it("reports a pattern no browser can run once, at the pattern", () => {
    const text = schemaText.replace('"^[0-9a-f]{32}$"', '"^[0-9a-f{32}$"');
    const problems = problemsOf(clinicWith({ [SCHEMA_FILE]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${SCHEMA_FILE}:${at(text, '"^[0-9a-f{32}$"')}  is not a regular expression a browser can run`));
  });

  it("reports a ui file naming a field the form lacks once, with the field it meant", () => {
    const text = uiText.replace('"preferred_date": {', '"preferred_day": {');
    const problems = problemsOf(clinicWith({ [UI_FILE]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${UI_FILE}:${at(text, '{ "ui:widget": "date"')}  "preferred_day" is not one of the form's fields \\(did you mean "preferred_date"\\?\\)`),
    );
  });

  it("reports an order that leaves fields out once, naming them", () => {
    const text = uiText.replace(', "*"]', "]");
    const problems = problemsOf(clinicWith({ [UI_FILE]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${UI_FILE}:${at(text, '["name"')}  leaves out "form-name", "utm_source"`));
  });

  it("is a form name pages may use, and a misspelt one is one problem that offers it", () => {
    const file = "pages.config/pages/contact.json";
    const text = readFileSync(path.join(FIXTURE, file), "utf8").replace(`"form": "${FORM}"`, `"form": "${FORM}s"`);
    expect(problemsOf(clinicWith({ [file]: text }))).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${at(text, `"${FORM}s"`)}  "${FORM}s" is not one of the allowed values \\(did you mean "${FORM}"\\?\\)`)),
    ]);
  });

  it("refuses a name the kernel's forms already have, once", () => {
    const kernel = formNames()[0] ?? "";
    const root = clinicWith({ [`forms/${kernel}.schema.json`]: schemaText.replace(`"const": "${FORM}"`, `"const": "${kernel}"`) });
    const problems = problemsOf(root);
    expect(problems).toEqual([
      `forms/${kernel}.schema.json:1:1  "${kernel}" is one of the kernel's forms already: list it in site.json's "forms" to use it, or give this form a name of its own`,
    ]);
  });

  it("needs the privacy page its notice links to, as the kernel's forms do: one problem at the site's list of forms", () => {
    const root = clinicWith({ "pages.config/pages/privacy.json": null });
    const site = readFileSync(path.join(root, "pages.config/site.json"), "utf8");
    const problems = problemsOf(root).filter((problem) => problem.includes("privacy policy"));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^pages\\.config/site\\.json:${at(site, '["call-back"')}  lists forms`))]);
  });
});
