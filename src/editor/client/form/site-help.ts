/**
 * The site's own help texts (its editor-help.json, src/content/editor-help.ts), laid over the
 * uiSchema the editor derives from a form's schema: `ui:description` for a group or a list,
 * `ui:help` for a single field. The schema itself is never changed, so the form still finds its
 * precompiled validator, which rjsf looks up by the schema's hash, descriptions included.
 */
import { createContext } from "react";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { EditorHelp } from "../../../content/editor-help.ts";

/** Each form's help texts by the editor's name for the form ("site", "block/hero"), as /api/schemas serves them. */
export const SiteHelp = createContext<EditorHelp>({});

type Schema = RJSFSchema & Record<string, unknown>;
const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The uiSchema and schema node at a field path ("broker.name", "items.title", "privacy.recipients[]"); undefined when the form has no such field. */
function nodeAt(ui: UiSchema, schema: Schema, fieldPath: string): { ui: UiSchema; schema: Schema } | undefined {
  let at = { ui, schema };
  for (const segment of fieldPath === "" ? [] : fieldPath.split(".")) {
    // A list's items have no name of their own: a path goes through them to their fields.
    while (at.schema.type === "array" && asObject(at.schema.items)) at = { ui: (asObject(at.ui.items) ?? {}) as UiSchema, schema: at.schema.items as Schema };
    const name = segment.replace(/\[\]$/, "");
    const child = asObject(at.schema.properties)?.[name];
    const childUi = asObject(at.ui[name]);
    if (!asObject(child) || !childUi) return undefined;
    at = { ui: childUi as UiSchema, schema: child as Schema };
    if (segment.endsWith("[]")) {
      const items = asObject(at.schema.items);
      const itemsUi = asObject(at.ui.items);
      if (!items || !itemsUi) return undefined;
      at = { ui: itemsUi as UiSchema, schema: items as Schema };
    }
  }
  return at;
}

/**
 * The uiSchema with the site's words in place of the kernel's for each field `help` names, and
 * its label for each field `labels` names (a fresh tree from uiSchemaFor, changed in place). A field the form lacks is left alone: `npm run
 * validate` reports that entry at its line.
 */
export function withSiteHelp(
  ui: UiSchema,
  schema: RJSFSchema,
  help: Readonly<Record<string, string>> | undefined,
  labels?: Readonly<Record<string, string>>,
): UiSchema {
  for (const [fieldPath, text] of Object.entries(help ?? {})) {
    const at = nodeAt(ui, schema as Schema, fieldPath);
    if (!at) continue;
    // Groups and lists show their `ui:description` above their fields; a single field its `ui:help` under the box.
    if ("ui:description" in at.ui) at.ui["ui:description"] = text;
    else at.ui["ui:help"] = text;
  }
  for (const [fieldPath, text] of Object.entries(labels ?? {})) {
    // "" is the form's own name (a block type's, blockLabel), not a title drawn over the form.
    const at = fieldPath === "" ? undefined : nodeAt(ui, schema as Schema, fieldPath);
    if (at) at.ui["ui:title"] = text;
  }
  return ui;
}
