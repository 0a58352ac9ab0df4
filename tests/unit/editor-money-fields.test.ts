/**
 * Every whole-dollar money field takes money as people type it ("$600", "$1,050,000", "1.05m"), not
 * only the ones named …Price: the schema marks a money field with `display` ("dollars" or "price"),
 * and the editor gives each such whole-number field the price box.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteEditorSchemas } from "../../src/editor/server/schemas.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";
import { parsePrice } from "../../src/editor/client/form/price.ts";

/** The broker's site: the suburb report form is its collection's own schema. */
const BROKER = path.resolve(import.meta.dirname, "../../sites/westline");

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** Each field of a form with its schema and the uiSchema it is drawn with. */
function fieldsOf(schema: Node, ui: Node, where: string, out: Array<{ where: string; schema: Node; ui: Node }>) {
  if (isNode(schema.properties))
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!isNode(child)) continue;
      const childUi = isNode(ui[name]) ? ui[name] : {};
      out.push({ where: `${where}.${name}`, schema: child, ui: childUi });
      fieldsOf(child, childUi, `${where}.${name}`, out);
    }
  if (isNode(schema.items)) fieldsOf(schema.items, isNode(ui.items) ? ui.items : {}, `${where}[]`, out);
  if (isNode(schema.additionalProperties))
    fieldsOf(schema.additionalProperties, isNode(ui.additionalProperties) ? ui.additionalProperties : {}, `${where}.*`, out);
}

async function everyField() {
  const { entries, page, site, blocks, facts } = await siteEditorSchemas(BROKER);
  const forms: Record<string, Node> = {
    suburb: entries.suburbs!,
    page,
    site,
    ...Object.fromEntries(Object.entries(blocks).map(([type, schema]) => [`block ${type}`, schema])),
    ...Object.fromEntries(Object.entries(facts).map(([name, schema]) => [`fact ${name}`, schema])),
  };
  const fields: Array<{ where: string; schema: Node; ui: Node }> = [];
  for (const [form, schema] of Object.entries(forms)) fieldsOf(schema, uiSchemaFor(schema as never) as Node, form, fields);
  return fields;
}

describe("money fields", () => {
  it("take a weekly rent typed as $600, like a price", async () => {
    const fields = await everyField();
    const rent = fields.find(({ where }) => where === "suburb.snapshot.medianRentPerWeek");
    const price = fields.find(({ where }) => where === "suburb.snapshot.medianHousePrice");
    expect(rent?.ui["ui:widget"]).toBe(price?.ui["ui:widget"]);
    expect(rent?.ui["ui:widget"]).toBe("PriceWidget");
    expect(parsePrice("$600")).toBe(600);
  });

  it("give every whole-dollar field the price box, and mark every field said to be in whole dollars", async () => {
    const fields = await everyField();
    const wholeDollars = fields.filter(({ schema }) => schema.type === "integer" && /\bin (whole )?dollars\b/i.test(String(schema.description ?? "")));
    expect(wholeDollars.length).toBeGreaterThan(10);
    expect(wholeDollars.filter(({ schema }) => schema.display !== "dollars" && schema.display !== "price").map(({ where }) => where)).toEqual([]);
    const money = fields.filter(({ schema }) => schema.type === "integer" && (schema.display === "dollars" || schema.display === "price"));
    expect(money.filter(({ ui }) => ui["ui:widget"] !== "PriceWidget").map(({ where }) => where)).toEqual([]);
  });
});
