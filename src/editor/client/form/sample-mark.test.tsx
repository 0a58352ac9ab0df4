// @vitest-environment node
/**
 * A field holding a sample still to replace is marked "Sample: replace before going live" where
 * staff edit it (issue 50 item 1): a single field above its box, a group (the broker, the office)
 * in its fieldset, and no field the list does not name. (Node, as site-settings-form.test.tsx:
 * the schemas are read from files.)
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import validator from "@rjsf/validator-ajv8";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import type { Json } from "../../api-types.ts";
import { editorSchemas } from "../../server/schemas.ts";

const { document: page } = new Window();
globalThis.document ??= page as unknown as Document;
const { GeneratedForm } = await import("./EditorForm.tsx");

const site = JSON.parse(readFileSync("sites/westline/pages.config/site.json", "utf8")) as Json;
const MARK = "Sample: replace before going live";

async function siteSettings(samples: Array<Array<string | number>>): Promise<Document> {
  const { site: schema } = await editorSchemas();
  const html = renderToStaticMarkup(
    <GeneratedForm schema={schema as never} data={site} onChange={() => {}} idPrefix="root" label="Site settings" validator={validator} samples={samples} />,
  );
  const { document } = new Window();
  document.body.innerHTML = html.replace(/<img\b[^>]*>/g, "");
  return document as unknown as Document;
}

const marks = (document: Document) => [...document.querySelectorAll("p")].filter((p) => p.textContent === MARK);

describe("a sample's field in the editor", () => {
  it("is marked above its box, and a sample group in its fieldset; nothing else is", async () => {
    const document = await siteSettings([["legal", "creditRepresentative"], ["broker"]]);
    const found = marks(document);
    expect(found).toHaveLength(2);
    const fieldMark = found.find((mark) => mark.parentElement?.querySelector("#root_legal_creditRepresentative"));
    expect(fieldMark, "the mark shares a cell with the credit representative box").toBeDefined();
    expect(found.some((mark) => mark.parentElement?.id === "root_broker" && mark.parentElement.tagName === "FIELDSET")).toBe(true);
  });

  it("is not shown when no sample is left", async () => {
    expect(marks(await siteSettings([]))).toHaveLength(0);
  });

  it("leaves the developer-only lists and groups out of the form, hint-hidden in the schema", async () => {
    const { site: schema } = await editorSchemas();
    const hidden = Object.entries((schema as { properties: Record<string, { type?: string; editor?: { widget?: string } }> }).properties)
      .filter(([, property]) => property.editor?.widget === "hidden" && (property.type === "array" || property.type === "object"))
      .map(([key]) => key);
    expect(hidden).toContain("placeholders");
    const document = await siteSettings([]);
    for (const key of hidden) expect(document.querySelector(`[id^="root_${key}"]`), key).toBeNull();
  });
});
