import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import ajvErrors from "ajv-errors";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { FORM_NAMES, type FormName } from "../generated/forms.ts";
import { submissionForm, submissionForms } from "../generated/form-validators/index.ts";
import { formBody } from "./post-form.ts";
import { fieldOf, schemaErrors, trimRecord, validateSubmission } from "./validate-submission.ts";

const contact = { "form-name": "contact", firstName: "Ann", lastName: "Lee", email: "ann@example.com", phone: "0412 345 678", message: "Refinance?" };
const enquiry = { "form-name": "enquiry", email: "ann@example.com" };

const errorsOf = (form: FormName, record: Record<string, string>) => schemaErrors(submissionForms[form], record).errors;

describe("contact form schema", () => {
  it("accepts a complete message, trimmed", () => {
    const result = schemaErrors(submissionForms["contact"], { ...contact, firstName: "  Ann ", "captcha-verified": "true", "bot-field": "", website: "" });
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual({ ...contact, "captcha-verified": "true" });
  });

  it("says which fields are required, with the form's own messages", () => {
    expect(errorsOf("contact", { "form-name": "contact", firstName: "  ", email: "" })).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "lastName", message: "Last name is required" },
      { field: "email", message: "Please enter your email address" },
      { field: "phone", message: "Please enter your phone number" },
      { field: "message", message: "Please enter your message" },
    ]);
  });

  it("rejects an email of a non-standard shape", () => {
    expect(errorsOf("contact", { ...contact, email: "ann@" })).toEqual([{ field: "email", message: "Invalid email address" }]);
  });

  it("rejects an email that would add to a mailto: link (a query of recipients), with the form's own message, in every form asking for one", () => {
    for (const email of ["x?bcc=attacker@evil.example", "x&cc=attacker@evil.example", "ann@example.com?subject=hi"])
      expect(new Set(errorsOf("contact", { ...contact, email }).map((error) => `${error.field}: ${error.message}`)), email).toEqual(
        new Set(["email: Invalid email address"]),
      );
    for (const form of FORM_NAMES.filter((name) => "email" in submissionForms[name].schema.properties))
      expect(
        errorsOf(form, { "form-name": form, email: "x?bcc=attacker@evil.example" }).find((error) => error.field === "email"),
        form,
      ).toEqual({ field: "email", message: "Invalid email address" });
  });

  const phoneError = [{ field: "phone", message: "Please enter a valid Australian phone number" }];
  for (const phone of ["0412 345 678", "+61 412 345 678", "+61 (0)2 9876 5432", "02 9876 5432", "0412345678", "+61412345678"])
    it(`accepts the Australian number ${phone}`, () => expect(errorsOf("contact", { ...contact, phone })).toEqual([]));
  for (const phone of ["0112345678", "12345", "0412 345 67", "0412 345 6789", "+1 412 345 678", "+61 0412 345 678", "04123456a8"])
    it(`rejects ${phone}`, () => expect(errorsOf("contact", { ...contact, phone })).toEqual(phoneError));

  it("rejects a filled honeypot and an unsolved security flag", () => {
    expect(errorsOf("contact", { ...contact, "bot-field": "x", website: "spam.example", "captcha-verified": "false" }).map((e) => e.field)).toEqual([
      "bot-field",
      "website",
      "captcha-verified",
    ]);
  });

  it("rejects another form's name and unknown fields", () => {
    expect(errorsOf("contact", { ...contact, "form-name": "enquiry" }).map((e) => e.field)).toEqual(["form-name"]);
    expect(errorsOf("contact", { ...contact, extra: "x" })).toEqual([{ field: "extra", message: "must NOT have additional properties" }]);
  });
});

describe("enquiry form schema", () => {
  it("needs only the email", () => {
    expect(errorsOf("enquiry", enquiry)).toEqual([]);
    expect(errorsOf("enquiry", { "form-name": "enquiry", name: "Ann" })).toEqual([{ field: "email", message: "Email is required" }]);
    expect(errorsOf("enquiry", { ...enquiry, email: "nope" })).toEqual([{ field: "email", message: "Invalid email address" }]);
  });

  it("takes the UTM fields, the page path and the source", () => {
    const full = {
      ...enquiry,
      name: "Ann",
      phone: "0412 345 678",
      utm_source: "x",
      utm_medium: "cpc",
      utm_campaign: "y",
      page_path: "/services/home-loans",
      source: "personalised_options",
    };
    expect(errorsOf("enquiry", full)).toEqual([]);
    expect(errorsOf("enquiry", { ...full, source: "other" }).map((e) => e.field)).toEqual(["source"]);
    expect(errorsOf("enquiry", { ...full, page_path: "services" }).map((e) => e.field)).toEqual(["page_path"]);
  });
});

describe("every form", () => {
  it("takes the visit's campaign", () => {
    const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "equity" };
    for (const sample of [contact, enquiry]) expect(errorsOf(sample["form-name"] as FormName, { ...sample, ...campaign })).toEqual([]);
  });
});

describe("call-back schema", () => {
  const callBack = { "form-name": "call-back", name: "Ann Lee", phone: "0412 345 678", best_time: "morning" };
  it("needs a name, an Australian phone number and a time from the list", () => {
    expect(errorsOf("call-back", callBack)).toEqual([]);
    expect(errorsOf("call-back", { "form-name": "call-back" })).toEqual([
      { field: "name", message: "Please enter your name" },
      { field: "phone", message: "Please enter your phone number" },
      { field: "best_time", message: "Please choose a time for our call" },
    ]);
    expect(errorsOf("call-back", { ...callBack, phone: "12345", best_time: "midnight" })).toEqual([
      { field: "phone", message: "Please enter a valid Australian phone number" },
      { field: "best_time", message: "Please choose a time for our call" },
    ]);
  });
});

describe("junk refused on every form, with the schema's message (issue 52)", () => {
  const callBack = { "form-name": "call-back", name: "Ann Lee", phone: "0412 345 678", best_time: "morning" };
  const phoneMessage = "Please enter a valid Australian phone number";
  const nameMessage = "Please enter your name in letters (at least two)";
  const junk: [FormName, Record<string, string>, string, string][] = [
    ["enquiry", enquiry, "phone", "abc"],
    ["enquiry", enquiry, "phone", "call me"],
    ["call-back", callBack, "phone", "call me"],
    ["contact", contact, "phone", "call me"],
  ];
  for (const [form, sample, field, value] of junk)
    it(`${form}: ${field} "${value}" is refused`, () => expect(errorsOf(form, { ...sample, [field]: value })).toEqual([{ field, message: phoneMessage }]));

  for (const [form, sample] of [
    ["enquiry", enquiry],
    ["call-back", callBack],
  ] as const)
    for (const name of ["Q", "?", "??", "12", "Q."])
      it(`${form}: the name "${name}" is refused`, () =>
        expect(errorsOf(form, { ...sample, name }).filter((e) => e.field === "name")).toContainEqual({ field: "name", message: nameMessage }));

  for (const name of ["Ann", "Jo", "Mary-Jane O'Neil", "Nguyễn Văn An", "李明", "J. Smith"])
    it(`a real name, "${name}", is taken`, () => expect(errorsOf("call-back", { ...callBack, name })).toEqual([]));

  it("every phone field is checked by one rule, the contact form's (the SPEC's Australian number)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const schemaOf = (form: string) =>
      JSON.parse(readFileSync(path.join(root, `schemas/forms/${form}.schema.json`), "utf8")) as { properties: Record<string, { pattern?: string }> };
    const rule = schemaOf("contact").properties["phone"]?.pattern;
    expect(rule).toBeTruthy();
    const phoneForms = FORM_NAMES.filter((form) => schemaOf(form).properties["phone"]);
    expect(phoneForms.length).toBeGreaterThan(1);
    for (const form of phoneForms) expect(schemaOf(form).properties["phone"]?.pattern, form).toBe(rule);
  });
});

describe("the precompiled validators", () => {
  // The generated code must judge exactly as ajv compiling the schema file at run time would.
  const root = path.resolve(import.meta.dirname, "../..");
  const schemaOf = (form: string): { properties: Record<string, unknown> } =>
    JSON.parse(readFileSync(path.join(root, `schemas/forms/${form}.schema.json`), "utf8"));
  /** What any form's schema can be tried with, so a form added by docs/adding-a-form.md needs no samples here: its name alone, and every field it lists filled. */
  const derivedSamples = (form: FormName) => [
    { "form-name": form },
    { ...Object.fromEntries(Object.keys(schemaOf(form).properties).map((field) => [field, "x"])), "form-name": form },
  ];
  const samples: Partial<Record<FormName, Record<string, string>[]>> = {
    contact: [contact, { ...contact, phone: "12345", email: "x" }, { "form-name": "contact" }, { ...contact, "bot-field": "x" }],
    enquiry: [enquiry, { "form-name": "enquiry" }, { ...enquiry, email: "x", source: "y" }],
    "call-back": [
      { "form-name": "call-back", name: "Ann", phone: "0412345678", best_time: "any" },
      { "form-name": "call-back" },
      { "form-name": "call-back", name: "Ann", phone: "1", best_time: "x" },
    ],
  };
  for (const form of FORM_NAMES)
    it(`agree with ajv on the ${form} schema`, () => {
      const ajv = new Ajv({ allErrors: true, strict: false });
      addFormats(ajv);
      ajvErrors(ajv);
      const validate = ajv.compile(schemaOf(form));
      for (const sample of [...(samples[form] ?? []), ...derivedSamples(form)]) {
        validate(sample);
        const expected = (validate.errors ?? []).map((error) => ({ field: fieldOf(error), message: error.message }));
        expect(errorsOf(form, sample), JSON.stringify(sample)).toEqual(expected);
      }
    });
});

describe("validateSubmission, as the server calls it", () => {
  it("refuses an unknown form, drops unlisted fields and forgives what it is told to", () => {
    expect(validateSubmission(submissionForm("newsletter"), { email: "ann@example.com" })).toEqual({ ok: false, unknownForm: true });
    expect(
      validateSubmission(submissionForm("contact"), { ...contact, extra: "x", "form-name": "other" }, { forgiveMissing: ["captcha-verified"] }),
    ).toMatchObject({ ok: true, data: contact });
    expect(validateSubmission(submissionForm("contact"), { ...contact, "captcha-verified": "false" })).toMatchObject({
      ok: false,
      errors: [{ field: "captcha-verified" }],
    });
  });
});

describe("submission helpers", () => {
  it("trim values and leave out empty ones", () => {
    expect(trimRecord({ a: " x ", b: "  ", c: "", d: "y" })).toEqual({ a: "x", d: "y" });
  });
  it("encode a form body without empty values", () => {
    expect(formBody({ "form-name": "contact", firstName: "Ann Lee", phone: "+61 412", website: "", x: undefined })).toBe(
      "form-name=contact&firstName=Ann+Lee&phone=%2B61+412",
    );
  });
});
