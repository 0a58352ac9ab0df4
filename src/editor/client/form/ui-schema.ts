/**
 * The uiSchema the editor derives from a JSON Schema, so that every form is generated, never written
 * by hand: labels from the property names, help from each schema description, long text in text
 * areas, icons in a picker that shows them, numbers and true/false in controls of their own.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { fromTitle, humanize, singular } from "./labels.ts";

type Schema = RJSFSchema & Record<string, unknown>;

/** Paragraph-sized text gets a text area; a label-sized one a line. */
function isLongText(schema: Schema, key: string): boolean {
  if (typeof schema.maxLength === "number" && schema.maxLength <= 80) return false;
  return (schema.minLength ?? 0) >= 20 || ["text", "story", "answer", "intro", "body", "description", "note", "outcome", "excerpt", "summary", "quote"].includes(key);
}

export function uiSchemaFor(schema: Schema, key = "", label?: string): UiSchema {
  const title = label ?? (key ? humanize(key) : undefined);
  const common: UiSchema = {};
  if (title) common["ui:title"] = title;
  if (key === "$schema" || (schema.const !== undefined && schema.const !== true)) return { "ui:widget": "hidden" };
  if (schema.const === true) return { ...common, "ui:widget": "ConstTrueWidget", "ui:label": false, "ui:help": schema.description };

  if (schema.type === "object" && schema.properties) {
    const ui: UiSchema = { ...common, "ui:description": schema.description };
    for (const [name, child] of Object.entries(schema.properties)) if (typeof child === "object") ui[name] = uiSchemaFor(child as Schema, name);
    return ui;
  }
  if (schema.type === "array" && schema.items && typeof schema.items === "object" && !Array.isArray(schema.items)) {
    const items = schema.items as Schema;
    const itemLabel = typeof items.title === "string" ? fromTitle(items.title) : singular(key);
    return { ...common, "ui:description": schema.description, "ui:options": { orderable: true, removable: true, addable: true, itemLabel }, items: { ...uiSchemaFor(items, "", itemLabel), "ui:listMin": schema.minItems ?? 0 } };
  }
  const ui: UiSchema = { ...common };
  if (schema.description) ui["ui:help"] = schema.description;
  if (schema.title === "IconName") ui["ui:widget"] = "IconWidget";
  else if (schema.type === "integer" || schema.type === "number") ui["ui:widget"] = Array.isArray(schema.enum) ? "NumberSelectWidget" : "NumberWidget";
  else if (schema.type === "boolean") {
    ui["ui:widget"] = "CheckboxWidget";
    // The checkbox carries its own label.
    ui["ui:label"] = false;
  }
  else if (schema.type === "string" && !schema.enum && isLongText(schema, key)) {
    ui["ui:widget"] = "textarea";
    ui["ui:options"] = { rows: 3 };
  }
  if (ui["ui:widget"] === "textarea") ui["ui:classNames"] = "sm:col-span-2";
  return ui;
}
