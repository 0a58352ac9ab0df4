import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anyFormFieldLabel, fieldLabel, ownFormTitles } from "./words.ts";
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
