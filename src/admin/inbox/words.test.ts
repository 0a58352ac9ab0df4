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

  it("is the title a site's own form's schema gives it, as the server loaded the form", () => {
    // The broker's own form (sites/westline/forms/): its titles reach the inbox from the server's copy, not the kernel.
    const schema = JSON.parse(readFileSync(path.join(root, "sites/westline/forms/suburb-request.schema.json"), "utf8")) as SubmissionForm["schema"];
    const own = ownFormTitles(new Map([["suburb-request", { name: "suburb-request", schema, validators: {} } as unknown as SubmissionForm]]));
    const title = schema.properties["requested_suburb"]?.title;
    expect(title).toBeTruthy();
    expect(fieldLabel("suburb-request", "requested_suburb", own)).toBe(title);
    // A CSV column takes it whatever the form.
    expect(anyFormFieldLabel("requested_suburb", own)).toBe(title);
  });
});

type OwnSchema = SubmissionForm["schema"] & { inbox?: SubmissionForm["inbox"] };
/** A site form as the server loads it from the build (its module carries the schema's "inbox"). */
function loaded(file: string): { name: string; schema: OwnSchema; form: SubmissionForm } {
  const schema = JSON.parse(readFileSync(path.join(root, file), "utf8")) as OwnSchema;
  const name = path.basename(file, ".schema.json");
  return { name, schema, form: { name, schema, validators: {}, ...(schema.inbox && { inbox: schema.inbox }) } as unknown as SubmissionForm };
}

describe("the inbox's one line about a site form's lead", () => {
  const broker = ["sites/westline/forms/suburb-reports.schema.json", "sites/westline/forms/suburb-request.schema.json"].map(loaded);
  const forms = new Map(broker.map(({ name, form }) => [name, form]));
  const titles = ownFormTitles(forms);
  const inbox = ownFormInbox(forms);
  const line = (form: string, fields: Record<string, string>) => ownFormSummary(fields, titles[form] ?? {}, inbox[form]);

  it("reads the broker's staff the words they read before the forms declared them", () => {
    const lead = { name: "Ann", email: "ann@example.com", mobile: "0412345678" };
    expect(line("suburb-reports", { ...lead, suburb: "Blacktown", timeframe: "0-3" })).toBe("Suburb report: Blacktown (buying in 0-3 months)");
    expect(line("suburb-reports", { ...lead, suburb: "Blacktown" })).toBe("Suburb report: Blacktown");
    // The index page's form presets no suburb: its leads had no line, and have none.
    expect(line("suburb-reports", { ...lead, timeframe: "3-6" })).toBe("");
    expect(line("suburb-request", { name: "Di", email: "di@example.com", phone: "0298765432", requested_suburb: "Merrylands" })).toBe(
      "Asked for a report on Merrylands",
    );
  });

  it("calls the broker's forms' leads what the inbox called them", () => {
    expect(formLabel("suburb-reports", inbox)).toBe("Suburb reports");
    expect(formLabel("suburb-request", inbox)).toBe("Suburb request");
  });

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
});
