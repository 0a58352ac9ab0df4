/**
 * The uiSchema the editor derives from a JSON Schema, so that every form is generated, never written
 * by hand: labels from the property names, help from each schema description, long text in text
 * areas, icons in a picker that shows them, numbers and true/false in controls of their own. A
 * field's own `editor` hint in its schema (src/content/editor-hints.ts) wins over these guesses:
 * that is how a block's schema says how its fields are edited without the editor naming the block.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { EditorHint, EditorWidget } from "../../../content/editor-hints.ts";
import { fromTitle, humanize, singular } from "./labels.ts";

type Schema = RJSFSchema & Record<string, unknown>;

/** The `display`s (src/content/schema-display.ts) of a figure in whole dollars. */
const WHOLE_DOLLARS = new Set(["dollars", "price"]);

const WIDGETS: Record<Exclude<EditorWidget, "related-entry">, string> = { textarea: "textarea", line: "text", "icon-picker": "IconWidget", hidden: "hidden" };
/** Hints whose control edits a whole object: a field of the editor's own (EditorForm's FIELDS). */
const FIELDS: Record<Extract<EditorWidget, "related-entry">, string> = { "related-entry": "RelatedEntryField" };

/** The guessed uiSchema with the field's own hints applied over it. */
function withHint(ui: UiSchema, hint: EditorHint | undefined): UiSchema {
  if (!hint) return ui;
  const hinted: UiSchema = { ...ui };
  if (hint.label) hinted["ui:title"] = hint.label;
  if (hint.order) hinted["ui:order"] = [...hint.order, "*"];
  if (hint.itemLabel) hinted["ui:options"] = { ...(ui["ui:options"] as object | undefined), itemLabel: hint.itemLabel };
  if (hint.widget === "related-entry") {
    hinted["ui:field"] = FIELDS[hint.widget];
    hinted["ui:options"] = { ...(hinted["ui:options"] as object | undefined), collection: hint.collection };
  } else if (hint.widget) {
    hinted["ui:widget"] = WIDGETS[hint.widget];
    if (hint.widget === "textarea") {
      hinted["ui:options"] = { rows: 3, ...(hinted["ui:options"] as object | undefined) };
      hinted["ui:classNames"] = "sm:col-span-2";
    } else delete hinted["ui:classNames"];
  }
  return hinted;
}

/** Paragraph-sized text gets a text area; a label-sized one a line. */
function isLongText(schema: Schema, key: string): boolean {
  if (typeof schema.maxLength === "number" && schema.maxLength <= 80) return false;
  return (
    (schema.minLength ?? 0) >= 20 || ["text", "story", "answer", "intro", "body", "description", "note", "outcome", "excerpt", "summary", "quote"].includes(key)
  );
}

/**
 * One entry of a map keyed by name (site settings' privacy.forms, nextSteps): headed by its key in
 * words ("Call back"), not the schema's type name, and never offered "Remove this group", since
 * each name the site has needs its entry.
 */
function mapEntryUiSchema(schema: Schema): UiSchema {
  const ui = uiSchemaFor(schema, "");
  delete ui["ui:title"];
  return { ...ui, "ui:options": { ...(ui["ui:options"] as object | undefined), mapEntry: true }, "ui:enableOptionalDataFieldForType": [] };
}

export function uiSchemaFor(schema: Schema, key = "", label?: string): UiSchema {
  const hint = schema.editor as EditorHint | undefined;
  // The form library hides only single values by widget: a hidden list or group needs a field that draws nothing.
  if (hint?.widget === "hidden" && (schema.type === "array" || schema.type === "object")) return { "ui:field": "HiddenField", "ui:widget": "hidden" };
  return withHint(guessedUiSchema(schema, key, label), hint);
}

function guessedUiSchema(schema: Schema, key: string, label: string | undefined): UiSchema {
  const title = label ?? (key ? humanize(key) : undefined);
  const common: UiSchema = {};
  if (title) common["ui:title"] = title;
  if (key === "$schema" || (schema.const !== undefined && schema.const !== true)) return { "ui:widget": "hidden" };
  if (schema.const === true) return { ...common, "ui:widget": "ConstTrueWidget", "ui:label": false, "ui:help": schema.description };

  if (schema.type === "object" && (schema.properties || typeof schema.additionalProperties === "object")) {
    const ui: UiSchema = { ...common, "ui:description": schema.description };
    for (const [name, child] of Object.entries(schema.properties ?? {})) if (typeof child === "object") ui[name] = uiSchemaFor(child as Schema, name);
    if (typeof schema.additionalProperties === "object") ui.additionalProperties = mapEntryUiSchema(schema.additionalProperties as Schema);
    // A picture (common/image.schema.json, shown displayWidth wide): an upload control, and alt text said to be required.
    if (typeof schema.displayWidth === "number") {
      ui["ui:field"] = "ImageField";
      // The field shows the picture and its name (ImageField); a path in a text box means nothing to staff.
      ui.src = { "ui:widget": "hidden" };
      ui.alt = { ...(ui.alt as UiSchema), "ui:title": "Alt text (required): what the picture shows" };
    }
    return ui;
  }
  if (schema.type === "array" && schema.items && typeof schema.items === "object" && !Array.isArray(schema.items)) {
    const items = schema.items as Schema;
    const itemLabel =
      (schema.editor as EditorHint | undefined)?.itemLabel ?? (typeof items.title === "string" ? fromTitle(items.title) : key ? singular(key) : "Item");
    return {
      ...common,
      "ui:description": schema.description,
      "ui:options": { orderable: true, removable: true, addable: true, itemLabel },
      items: { ...uiSchemaFor(items, "", itemLabel), "ui:listMin": schema.minItems ?? 0 },
    };
  }
  const ui: UiSchema = { ...common };
  if (schema.description) ui["ui:help"] = schema.description;
  if (schema.title === "IconName") ui["ui:widget"] = "IconWidget";
  // A form's name: the site's forms, not the schema's list of the kernel's (form-choices.ts).
  else if (schema.title === "FormName") ui["ui:widget"] = "FormNameWidget";
  // Whole dollars, as the schema's display marks them: typed as people write money ("$600", "1.05m").
  else if (schema.type === "integer" && WHOLE_DOLLARS.has(String(schema.display)) && !Array.isArray(schema.enum)) ui["ui:widget"] = "PriceWidget";
  else if (schema.type === "integer" || schema.type === "number") ui["ui:widget"] = Array.isArray(schema.enum) ? "NumberSelectWidget" : "NumberWidget";
  else if (schema.type === "boolean") {
    ui["ui:widget"] = "CheckboxWidget";
    // The checkbox carries its own label.
    ui["ui:label"] = false;
  } else if (schema.richText === true) {
    // Takes links, emphasis and lists (schemas/common/rich-text.schema.json): a text area with its toolbar.
    ui["ui:widget"] = "RichTextWidget";
    ui["ui:options"] = { rows: 4 };
    ui["ui:classNames"] = "sm:col-span-2";
  } else if (schema.type === "string" && !schema.enum && isLongText(schema, key)) {
    ui["ui:widget"] = "textarea";
    ui["ui:options"] = { rows: 3 };
  }
  if (ui["ui:widget"] === "textarea") ui["ui:classNames"] = "sm:col-span-2";
  return ui;
}
