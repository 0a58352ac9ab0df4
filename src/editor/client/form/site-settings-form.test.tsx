// @vitest-environment node
/**
 * Site settings as staff see them: each visitor form's privacy entry and next steps are headed by
 * the form's name in words, their fields are labelled in sentence case, and an entry every form
 * needs is never offered "Remove this group". (Node, not happy-dom: the schemas are read from files,
 * which the reference resolver would fetch over HTTP in a browser-like environment.)
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import validator from "@rjsf/validator-ajv8";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { Json } from "../../api-types.ts";
import { editorSchemas } from "../../server/schemas.ts";

// The editor's modules read the page's meta tags as they load (api.ts): give them a page first.
const { document: page } = new Window();
globalThis.document ??= page as unknown as Document;
const { GeneratedForm } = await import("./EditorForm.tsx");

const site = JSON.parse(readFileSync("sites/westline/pages.config/site.json", "utf8")) as {
  privacy: { forms: Record<string, unknown> };
  nextSteps: Record<string, unknown>;
};

async function siteSettings(): Promise<Document> {
  const { site: schema } = await editorSchemas();
  const html = renderToStaticMarkup(
    <GeneratedForm schema={schema as never} data={site as unknown as Json} onChange={() => {}} idPrefix="root" label="Site settings" validator={validator} />,
  );
  // Pictures are not part of what is checked, and happy-dom would try to fetch them.
  const { document } = new Window();
  document.body.innerHTML = html.replace(/<img\b[^>]*>/g, "");
  return document as unknown as Document;
}

const legendOf = (field: Element | null) => field?.querySelector(":scope > legend")?.textContent ?? "";

describe("site settings' per-form entries", () => {
  it("heads each privacy entry and each form's next steps by the form's name, with sentence-case labels", async () => {
    const page = await siteSettings();
    const forms = Object.keys(site.privacy.forms);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const entry = page.getElementById(`root_privacy_forms_${form}`);
      expect(legendOf(entry)).toBe(form.charAt(0).toUpperCase() + form.slice(1).replace(/-/g, " "));
      const labels = [...(entry?.querySelectorAll("label") ?? [])].map((label) => label.textContent?.trim() ?? "");
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(/^[A-Z]/);
    }
    for (const form of Object.keys(site.nextSteps)) expect(legendOf(page.getElementById(`root_nextSteps_${form}`))).not.toBe(form);
    expect(page.body.textContent).not.toMatch(/FormPrivacy/);
  });

  it("offers no Remove this group on an entry every form needs", async () => {
    const page = await siteSettings();
    const removes = [...page.querySelectorAll("button")].filter((button) => button.textContent === "Remove this group").map((button) => button.id);
    // Site settings may leave out next steps as a whole, but not one form's entry in them.
    expect(removes.filter((id) => /^root_(privacy_forms|nextSteps)_[a-z]/.test(id))).toEqual([]);
  });

  it("names the boxes inviting a visitor to get in touch, and each of their sentences, in words rather than by property name", async () => {
    const page = await siteSettings();
    const boxes = page.getElementById("root_asides");
    expect(legendOf(boxes)).toBe("Get in touch boxes");
    const labels = [...(boxes?.querySelectorAll("label") ?? [])].map((label) => label.textContent?.trim() ?? "");
    expect(labels.length).toBeGreaterThan(0);
    // Not "Form", "Faq" or "Form lead": which box each sentence goes in.
    for (const label of labels) expect(label).toMatch(/^(Above|Beside) /);
  });
});
