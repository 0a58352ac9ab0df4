import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fieldLabel } from "./words.ts";

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
