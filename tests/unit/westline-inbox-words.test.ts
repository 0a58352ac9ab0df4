/**
 * The broker's lead inbox reads its two own forms' leads in the words its staff read before the
 * forms declared them (sites/westline/forms/*.schema.json, "inbox"), now that the kernel's inbox
 * (src/admin/inbox/words.ts) names no form of the broker's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anyFormFieldLabel, fieldLabel, formLabel, ownFormInbox, ownFormSummary, ownFormTitles } from "../../src/admin/inbox/words.ts";
import type { SubmissionForm } from "../../src/forms/validate-submission.ts";

const FORMS = path.resolve(import.meta.dirname, "../../sites/westline/forms");

/** A form as the server loads it from the build: its module carries the schema's "inbox" (westline-forms.test checks that). */
function loaded(name: string): [string, SubmissionForm] {
  const schema = JSON.parse(readFileSync(path.join(FORMS, `${name}.schema.json`), "utf8")) as SubmissionForm["schema"] & { inbox?: SubmissionForm["inbox"] };
  return [name, { name, schema, validators: {}, ...(schema.inbox && { inbox: schema.inbox }) } as unknown as SubmissionForm];
}

describe("the broker's inbox", () => {
  const forms = new Map(["suburb-reports", "suburb-request"].map(loaded));
  const titles = ownFormTitles(forms);
  const inbox = ownFormInbox(forms);
  const line = (form: string, fields: Record<string, string>) => ownFormSummary(fields, titles[form] ?? {}, inbox[form]);

  it("reads the staff the one line they read before the forms declared it", () => {
    const lead = { name: "Ann", email: "ann@example.com", mobile: "0412345678" };
    expect(line("suburb-reports", { ...lead, suburb: "Blacktown", timeframe: "0-3" })).toBe("Suburb report: Blacktown (buying in 0-3 months)");
    expect(line("suburb-reports", { ...lead, suburb: "Blacktown" })).toBe("Suburb report: Blacktown");
    // The index page's form presets no suburb: its leads had no line, and have none.
    expect(line("suburb-reports", { ...lead, timeframe: "3-6" })).toBe("");
    expect(line("suburb-request", { name: "Di", email: "di@example.com", phone: "0298765432", requested_suburb: "Merrylands" })).toBe(
      "Asked for a report on Merrylands",
    );
  });

  it("calls the forms' leads what it called them", () => {
    expect(formLabel("suburb-reports", inbox)).toBe("Suburb reports");
    expect(formLabel("suburb-request", inbox)).toBe("Suburb request");
  });

  it("labels a field by the title the form's schema gives it", () => {
    // The broker's own form (sites/westline/forms/): its titles reach the inbox from the server's copy, not the kernel.
    const schema = JSON.parse(readFileSync(path.join(FORMS, "suburb-request.schema.json"), "utf8")) as SubmissionForm["schema"];
    const own = ownFormTitles(new Map([["suburb-request", { name: "suburb-request", schema, validators: {} } as unknown as SubmissionForm]]));
    const title = schema.properties["requested_suburb"]?.title;
    expect(title).toBeTruthy();
    expect(fieldLabel("suburb-request", "requested_suburb", own)).toBe(title);
    // A CSV column takes it whatever the form.
    expect(anyFormFieldLabel("requested_suburb", own)).toBe(title);
  });
});
