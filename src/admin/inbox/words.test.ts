import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anyFormFieldLabel, fieldLabel, formLabel, ownFormInbox, ownFormSummary, ownFormTitles } from "./words.ts";
import type { SubmissionForm } from "../../forms/validate-submission.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const contact = JSON.parse(readFileSync(path.join(root, "schemas/forms/contact.schema.json"), "utf8")) as { properties: Record<string, { title?: string }> };

describe("the inbox's label for a lead's field", () => {
  it("is the title its kernel form's schema gives it", () => {
    expect(fieldLabel("contact", "firstName")).toBe(contact.properties.firstName?.title);
  });

  it("names a site's own form's field in words, never as its code name", () => {
    // The clinic's own form (tests/fixtures/third-site/forms/): the kernel holds no schema of it.
    expect(fieldLabel("appointment-request", "preferred_date")).toBe("Preferred date");
    expect(fieldLabel("appointment-request", "email")).toBe("Email");
  });
});

type OwnSchema = SubmissionForm["schema"] & { inbox?: SubmissionForm["inbox"] };
/** A site form as the server loads it from the build (its module carries the schema's "inbox"). */
function loaded(file: string): { name: string; schema: OwnSchema; form: SubmissionForm } {
  const schema = JSON.parse(readFileSync(path.join(root, file), "utf8")) as OwnSchema;
  const name = path.basename(file, ".schema.json");
  return { name, schema, form: { name, schema, validators: {}, ...(schema.inbox && { inbox: schema.inbox }) } as unknown as SubmissionForm };
}

describe("the inbox's label for a site form's field", () => {
  it("is the title the form's schema gives it, as the server loaded the form, and a CSV column takes it whatever the form", () => {
    const clinic = loaded("tests/fixtures/third-site/forms/appointment-request.schema.json");
    const own = ownFormTitles(new Map([[clinic.name, clinic.form]]));
    const title = clinic.schema.properties["preferred_date"]?.title;
    expect(title).toBeTruthy();
    expect(fieldLabel(clinic.name, "preferred_date", own)).toBe(title);
    expect(anyFormFieldLabel("preferred_date", own)).toBe(title);
  });
});

describe("the inbox's one line about a site form's lead", () => {
  it("is a form's first answers by their labels when it declares no summary, leaving out what the card shows", () => {
    // The clinic's own form (tests/fixtures/third-site/forms/) declares no "inbox".
    const clinic = loaded("tests/fixtures/third-site/forms/appointment-request.schema.json");
    expect(clinic.schema.inbox).toBeUndefined();
    const own = ownFormTitles(new Map([[clinic.name, clinic.form]]));
    const fields = { name: "Sam", phone: "0298765432", email: "sam@example.com", patient: "new", preferred_date: "2027-03-14" };
    const shown = Object.entries(clinic.schema.properties)
      .filter(([field, rule]) => rule.title && !["name", "phone", "email"].includes(field) && field in fields)
      .slice(0, 2)
      .map(([field, rule]) => `${rule.title}: ${fields[field as keyof typeof fields]}`);
    expect(shown).toHaveLength(2);
    expect(ownFormSummary(fields, own[clinic.name] ?? {}, undefined)).toBe(shown.join(" · "));
    expect(formLabel(clinic.name, ownFormInbox(new Map([[clinic.name, clinic.form]])))).toBe("Appointment request");
  });

  it("is the first of the form's declared templates whose fields the lead sent, and its name for the leads", () => {
    const clinic = loaded("tests/fixtures/third-site/forms/appointment-request.schema.json");
    const declared = { name: "Appointments", summary: ["{patient} patient, on {preferred_date}", "{patient} patient"] };
    const inbox = ownFormInbox(new Map([[clinic.name, { ...clinic.form, inbox: declared }]]));
    const titles = ownFormTitles(new Map([[clinic.name, clinic.form]]))[clinic.name] ?? {};
    expect(ownFormSummary({ name: "Sam", patient: "new", preferred_date: "2027-03-14" }, titles, inbox[clinic.name])).toBe("new patient, on 2027-03-14");
    expect(ownFormSummary({ name: "Sam", patient: "returning" }, titles, inbox[clinic.name])).toBe("returning patient");
    expect(ownFormSummary({ name: "Sam" }, titles, inbox[clinic.name])).toBe("");
    expect(formLabel(clinic.name, inbox)).toBe("Appointments");
  });
});
