/**
 * The broker's own forms (sites/westline/forms/: suburb-reports, the lead form on the suburb pages,
 * and suburb-request, "Don't See Your Suburb?"), judged by the validators a build compiles from
 * them (siteFormModules, as scripts/lib/site-form-validators.ts does) with the SPEC's messages: the
 * checks the kernel's validate-submission.test made of them while they were kernel forms.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Ajv from "ajv";
import ajvErrors from "ajv-errors";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFormModules } from "../../src/content/generate-code.ts";
import { fieldOf, schemaErrors, type SubmissionForm } from "../../src/forms/validate-submission.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FORMS = ["suburb-reports", "suburb-request"] as const;
type WestlineForm = (typeof FORMS)[number];
const schemaOf = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as { properties: Record<string, { pattern?: string }> };
const siteSchema = (form: WestlineForm) => schemaOf(`sites/westline/forms/${form}.schema.json`);

const lead = { "form-name": "suburb-reports", name: "Ann Lee", email: "ann@example.com", mobile: "0412345678", timeframe: "0-3" };
const request = { "form-name": "suburb-request", name: "Ann", email: "ann@example.com", phone: "0412345678", requested_suburb: "Merrylands" };

const dir = mkdtempSync(path.join(tmpdir(), "westline-forms-"));
const compiled: Partial<Record<WestlineForm, SubmissionForm>> = {};
beforeAll(async () => {
  for (const form of FORMS) {
    const { validators, form: module } = await siteFormModules(form, siteSchema(form) as Record<string, unknown>, "a test's copy");
    writeFileSync(path.join(dir, `${form}.validators.mjs`), validators);
    writeFileSync(path.join(dir, `${form}.form.mjs`), module);
    compiled[form] = ((await import(pathToFileURL(path.join(dir, `${form}.form.mjs`)).href)) as { default: SubmissionForm }).default;
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const errorsOf = (form: WestlineForm, record: Record<string, string>) => {
  const validator = compiled[form];
  if (!validator) throw new Error(`${form} was not compiled`);
  return schemaErrors(validator, record).errors;
};

describe("the suburb-report lead form", () => {
  it("accepts a lead, with or without a suburb", () => {
    expect(errorsOf("suburb-reports", lead)).toEqual([]);
    expect(errorsOf("suburb-reports", { ...lead, suburb: "Blacktown", page_path: "/resources/suburb-reports/blacktown/" })).toEqual([]);
  });

  it("takes the visit's campaign", () => {
    const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "equity" };
    expect(errorsOf("suburb-reports", { ...lead, ...campaign })).toEqual([]);
    expect(errorsOf("suburb-request", { ...request, ...campaign })).toEqual([]);
  });

  it("asks for each empty field, and for the timeframe with the form's own message", () => {
    expect(errorsOf("suburb-reports", { "form-name": "suburb-reports", name: " ", email: " ", mobile: " " })).toEqual([
      { field: "name", message: "Please enter your name" },
      { field: "email", message: "Please enter your email address" },
      { field: "mobile", message: "Please enter your mobile number" },
      { field: "timeframe", message: "Please select a buying timeframe" },
    ]);
  });

  it("checks the trimmed lengths and the timeframe", () => {
    expect(errorsOf("suburb-reports", { ...lead, name: " A ", mobile: " 041234567 ", timeframe: "12+" })).toEqual([
      { field: "name", message: "Name must be at least 2 characters" },
      // The schema's second verdict on the same mistake: the form and the server show a field's first only.
      { field: "name", message: "Please enter your name in letters (at least two)" },
      { field: "mobile", message: "Mobile must be at least 10 digits" },
      { field: "timeframe", message: "Please select a buying timeframe" },
    ]);
    expect(errorsOf("suburb-reports", { ...lead, name: ` ${"a".repeat(100)} `, mobile: ` ${"0".repeat(20)} ` })).toEqual([]);
    expect(errorsOf("suburb-reports", { ...lead, name: "a".repeat(101), mobile: "0".repeat(21) }).map((e) => e.field)).toEqual(["name", "mobile"]);
    expect(errorsOf("suburb-reports", { ...lead, email: `${"a".repeat(250)}@x.com` })).toEqual([
      { field: "email", message: "Email must be at most 255 characters" },
    ]);
    for (const timeframe of ["0-3", "3-6", "6+"]) expect(errorsOf("suburb-reports", { ...lead, timeframe })).toEqual([]);
  });

  for (const mobile of ["not a number", "call me please", "04-12-34-56-7"])
    it(`refuses the mobile "${mobile}": fewer than 10 digits`, () =>
      expect(errorsOf("suburb-reports", { ...lead, mobile })).toEqual([{ field: "mobile", message: "Mobile must be at least 10 digits" }]));
  for (const mobile of ["0412 345 678", "+61 412 345 678", "(04) 1234-5678"])
    it(`takes the mobile "${mobile}"`, () => expect(errorsOf("suburb-reports", { ...lead, mobile })).toEqual([]));
});

describe("the custom suburb request", () => {
  it("needs all four fields", () => {
    expect(errorsOf("suburb-request", request)).toEqual([]);
    expect(errorsOf("suburb-request", { "form-name": "suburb-request" })).toEqual([
      { field: "name", message: "Please enter your name" },
      { field: "email", message: "Please enter your email address" },
      { field: "phone", message: "Please enter your phone number" },
      { field: "requested_suburb", message: "Please enter the suburb you would like a report on" },
    ]);
  });

  it('refuses junk in the phone, "call me"', () =>
    expect(errorsOf("suburb-request", { ...request, phone: "call me" })).toEqual([
      { field: "phone", message: "Please enter a valid Australian phone number" },
    ]));

  for (const requested_suburb of ["?", "Q", "2150"])
    it(`refuses the suburb "${requested_suburb}"`, () =>
      expect(errorsOf("suburb-request", { ...request, requested_suburb })).toEqual([
        { field: "requested_suburb", message: "Please enter the suburb's name, e.g. Merrylands" },
      ]));
  for (const requested_suburb of ["Merrylands", "St Ives", "Dee Why", "Pemulwuy 2145", "O'Connor"])
    it(`takes the suburb "${requested_suburb}"`, () => expect(errorsOf("suburb-request", { ...request, requested_suburb })).toEqual([]));

  it("checks its phone by the contact form's rule (the SPEC's Australian number)", () => {
    const rule = schemaOf("schemas/forms/contact.schema.json").properties["phone"]?.pattern;
    expect(rule).toBeTruthy();
    expect(siteSchema("suburb-request").properties["phone"]?.pattern).toBe(rule);
  });
});

describe("both forms", () => {
  for (const [form, sample] of [
    ["suburb-request", request],
    ["suburb-reports", lead],
  ] as const) {
    for (const name of ["Q", "?", "??", "12", "Q."])
      it(`${form}: refuses the name "${name}"`, () =>
        expect(errorsOf(form, { ...sample, name }).filter((e) => e.field === "name")).toContainEqual({
          field: "name",
          message: "Please enter your name in letters (at least two)",
        }));
    for (const email of ["x?bcc=attacker@evil.example", "x&cc=attacker@evil.example"])
      it(`${form}: refuses an email that would add to a mailto: link, ${email}`, () =>
        expect(errorsOf(form, { ...sample, email }).find((error) => error.field === "email")).toEqual({ field: "email", message: "Invalid email address" }));
  }
  it("carry to the server how the lead inbox shows their leads, as their schemas declare it", () => {
    for (const form of FORMS) {
      const declared = (siteSchema(form) as { inbox?: unknown }).inbox;
      expect(declared, form).toBeDefined();
      expect(compiled[form]?.inbox, form).toEqual(declared);
    }
  });

  for (const name of ["Ann", "Jo", "Mary-Jane O'Neil", "Nguyễn Văn An", "李明", "J. Smith"])
    it(`takes a real name, "${name}"`, () => expect(errorsOf("suburb-request", { ...request, name })).toEqual([]));

  // The compiled validator must judge exactly as ajv compiling the schema file at run time would.
  const samples: Record<WestlineForm, Record<string, string>[]> = {
    "suburb-reports": [lead, { "form-name": "suburb-reports" }, { ...lead, name: "A", timeframe: "x" }],
    "suburb-request": [request, { "form-name": "suburb-request" }, { ...request, email: "x" }],
  };
  for (const form of FORMS)
    it(`${form}: the compiled validator agrees with ajv on the schema`, () => {
      const ajv = new Ajv({ allErrors: true, strict: false });
      addFormats(ajv);
      ajvErrors(ajv);
      const validate = ajv.compile(siteSchema(form));
      const filled = { ...Object.fromEntries(Object.keys(siteSchema(form).properties).map((field) => [field, "x"])), "form-name": form };
      for (const sample of [...samples[form], filled]) {
        validate(sample);
        const expected = (validate.errors ?? []).map((error) => ({ field: fieldOf(error), message: error.message }));
        expect(errorsOf(form, sample), JSON.stringify(sample)).toEqual(expected);
      }
    });
});
