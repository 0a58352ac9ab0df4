/**
 * A problem's field named as the form labels it ("Treatment 1 › Price", "Block 3 (FAQ) › FAQ 6 ›
 * Answer") instead of the validator's path ("reasons[0].title"): the back office shows staff the
 * words on their screen, never the file's structure. Labels come from the same uiSchema the form
 * is drawn with (ui-schema.ts), so the two cannot disagree.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import type { Json } from "../api-types.ts";
import { pathSegments } from "./focus-problem.ts";
import { humanize } from "./form/labels.ts";
import { blockDefinitions } from "../../generated/block-registry.ts";
import { siteBlockDefinition } from "../../blocks/site-block.ts";
import { uiSchemaFor } from "./form/ui-schema.ts";
import { withSiteHelp } from "./form/site-help.ts";
import { LABELS_PREFIX } from "../../content/editor-help-keys.ts";
import type { EditorHelp } from "../../content/editor-help.ts";

type Schema = RJSFSchema & Record<string, unknown>;

/**
 * A block type's name as the page editor shows it: the site's own word for it (its editor-help.json's
 * "labels/block/<type>", path ""), else its definition's label, the kernel's or the site's own
 * (registered where the site's definitions are loaded: the editor page built for the site).
 */
export function blockLabel(type: string, help?: EditorHelp): string {
  const own = help?.[`${LABELS_PREFIX}block/${type}`]?.[""];
  if (own) return own;
  if (type in blockDefinitions) return blockDefinitions[type as keyof typeof blockDefinitions].label;
  return siteBlockDefinition(type)?.label ?? humanize(type || "block");
}

/** The labels along a path inside one form; an array's own label gives way to its item's ("Treatment 1"). */
export function labelsAlong(ui: UiSchema, segments: Array<string | number>): string[] {
  const labels: string[] = [];
  let node: UiSchema | undefined = ui;
  for (const segment of segments) {
    if (typeof segment === "number") {
      const itemLabel = (node?.["ui:options"] as { itemLabel?: string } | undefined)?.itemLabel;
      labels.pop();
      labels.push(`${itemLabel ?? "Item"} ${segment + 1}`);
      node = node?.items as UiSchema | undefined;
    } else {
      // A map's entry (privacy.forms.contact) has no uiSchema of its own name: it shares the map's.
      node = (node?.[segment] ?? node?.additionalProperties) as UiSchema | undefined;
      labels.push(typeof node?.["ui:title"] === "string" ? node["ui:title"] : humanize(segment));
    }
  }
  return labels;
}

export interface FormsOfFile {
  /** The schema of the file's own fields. */
  schema: RJSFSchema;
  /** For a page: each block's schema by type, and the draft, to know which block is which. */
  blocks?: Record<string, RJSFSchema>;
  data?: Json;
  /** A block type's name as the page editor shows it. */
  blockLabel?: (type: string) => string;
  /** The site's own labels (its editor-help.json), and the editor's name for the file's form ("site", "entry/clinicians"), whose labels apply. */
  help?: EditorHelp;
  formKey?: string;
}

/** The editor's name for a content file's form ("site", "page", "entry/clinicians", "fact/claims"), as its help file names it. */
export function formKeyOf(kind: string, file: string, collection?: string): string {
  if (kind === "entry") return `entry/${collection ?? ""}`;
  return kind === "fact" ? `fact/${file.replace(/^.*\//, "").replace(/\.json$/, "")}` : kind;
}

/** The field a problem's path names, in the form's words; "" for a problem with the whole file. */
export function fieldName(path: string, forms: FormsOfFile): string {
  if (path === "(whole file)") return "";
  const segments = pathSegments(path);
  if (segments[0] === "blocks" && typeof segments[1] === "number" && forms.blocks) {
    const blocks = forms.data && typeof forms.data === "object" && !Array.isArray(forms.data) ? forms.data.blocks : undefined;
    const block = Array.isArray(blocks) ? blocks[segments[1]] : undefined;
    const type = block && typeof block === "object" && !Array.isArray(block) && typeof block.type === "string" ? block.type : "";
    const schema = forms.blocks[type];
    const name = `Block ${segments[1] + 1}${type ? ` (${forms.blockLabel?.(type) ?? humanize(type)})` : ""}`;
    const ui = schema && withSiteHelp(uiSchemaFor(schema as Schema), schema, undefined, forms.help?.[`${LABELS_PREFIX}block/${type}`]);
    return [name, ...(ui ? labelsAlong(ui, segments.slice(2)) : [])].join(" › ");
  }
  const labels = forms.formKey === undefined ? undefined : forms.help?.[`${LABELS_PREFIX}${forms.formKey}`];
  return labelsAlong(withSiteHelp(uiSchemaFor(forms.schema as Schema), forms.schema, undefined, labels), segments).join(" › ");
}
