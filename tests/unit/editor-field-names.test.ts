/**
 * The back office names a problem's field as the form labels it, never by the validator's path.
 * Expectations are the words on the form: the schemas' labels as the editor shows them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockLabel, fieldName } from "../../src/editor/client/field-names.ts";
import { siteEditorSchemas } from "../../src/editor/server/schemas.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";

/** The broker's site: the suburb report form is its collection's own schema. */
const BROKER = path.resolve(import.meta.dirname, "../../sites/westline");

describe("a problem's field in staff words", () => {
  it("names a suburb report's list item and field as the form does, and a whole-file problem not at all", async () => {
    const { entries } = await siteEditorSchemas(BROKER);
    const forms = { schema: entries.suburbs! };
    expect(fieldName("reasons[0].title", forms)).toBe("Suburb reason 1 › Title");
    expect(fieldName("faqs[5].answer", forms)).toBe("FAQ item 6 › Answer");
    expect(fieldName("snapshot.medianRentPerWeek", forms)).toBe("Snapshot › Median rent per week");
    expect(fieldName("(whole file)", forms)).toBe("");
    for (const path of ["reasons[0].title", "faqs[5].answer", "snapshot.medianRentPerWeek"]) expect(fieldName(path, forms)).not.toMatch(/[[\].]|\bjson\b/);
  });
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every label a form shows, with where it is: each field's and group's title, each list's item name. */
function labelsOf(schema: Node, ui: Node, where: string, out: Array<{ where: string; label: unknown }>) {
  if (ui["ui:widget"] === "hidden") return;
  if (isNode(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) {
      const childUi = isNode(ui[name]) ? ui[name] : {};
      if (!isNode(child) || childUi["ui:widget"] === "hidden" || name === "$schema") continue;
      out.push({ where: `${where}.${name}`, label: childUi["ui:title"] });
      labelsOf(child, childUi, `${where}.${name}`, out);
    }
  if (isNode(schema.additionalProperties))
    labelsOf(schema.additionalProperties, isNode(ui.additionalProperties) ? ui.additionalProperties : {}, `${where}.*`, out);
  if (isNode(schema.items)) {
    out.push({ where: `${where}[] item`, label: (ui["ui:options"] as Node | undefined)?.itemLabel });
    labelsOf(schema.items, isNode(ui.items) ? ui.items : {}, `${where}[]`, out);
  }
}

/** A label written for code: missing, starting in lower case ("name"), or words run together ("FormPrivacy", "ctaTo", "form_name", "Growth 12months"). */
const codeLike = (label: unknown) => typeof label !== "string" || !/^[A-Z0-9]/.test(label) || /[a-z][A-Z]|_|\b[0-9]+[a-z]{2,}/.test(label);

describe("every editor form's labels are words for people", () => {
  it("gives each field, group and list item of every form a sentence-case label", async () => {
    const { entries, page, site, blocks, facts } = await siteEditorSchemas(BROKER);
    // A page's blocks are not a field of its form: each block has a form of its own (below).
    const pageFields = { ...page, properties: Object.fromEntries(Object.entries(page.properties as Node).filter(([name]) => name !== "blocks")) };
    const forms: Record<string, Node> = {
      suburb: entries.suburbs!,
      page: pageFields,
      site,
      ...Object.fromEntries(Object.entries(blocks).map(([type, schema]) => [`block ${type}`, schema])),
      ...Object.fromEntries(Object.entries(facts).map(([name, schema]) => [`fact ${name}`, schema])),
    };
    const bad: string[] = [];
    for (const [form, schema] of Object.entries(forms)) {
      const labels: Array<{ where: string; label: unknown }> = [];
      labelsOf(schema, uiSchemaFor(schema as never) as Node, form, labels);
      bad.push(...labels.filter(({ label }) => codeLike(label)).map(({ where, label }) => `${where}: ${JSON.stringify(label)}`));
    }
    expect(bad).toEqual([]);
  });
});

describe("a field and a block type in the site's own words (issue 51 item 5)", () => {
  /** The broker's help file and the kernel's site schema, read raw: the expectations. */
  const help = JSON.parse(readFileSync(path.join(BROKER, "editor-help.json"), "utf8")) as Record<string, Record<string, string>>;
  const raw = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../schemas/site.schema.json"), "utf8")) as {
    properties: { broker: { editor: { label: string }; properties: { startedBroking: { editor: { label: string } } } } };
  };

  it("names a site settings field with the kernel's neutral labels, or the site's where its help file gives them", async () => {
    const { site } = await siteEditorSchemas(BROKER);
    const kernel = [raw.properties.broker.editor.label, raw.properties.broker.properties.startedBroking.editor.label].join(" › ");
    expect(fieldName("broker.startedBroking", { schema: site })).toBe(kernel);
    expect(kernel).not.toMatch(/\bbrok(er|ing)/i);
    const own = help["labels/site"]!;
    expect(fieldName("broker.startedBroking", { schema: site, help, formKey: "site" })).toBe(`${own.broker} › ${own["broker.startedBroking"]}`);
  });

  it("names the profile block neutrally, and as the broker's staff know it in the broker's editor", () => {
    expect(blockLabel("broker-profile")).not.toMatch(/\bbrok(er|ing)/i);
    expect(blockLabel("broker-profile", help)).toBe(help["labels/block/broker-profile"]?.[""]);
    expect(blockLabel("hero", help)).toBe(blockLabel("hero"));
  });
});
