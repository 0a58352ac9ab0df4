/**
 * Editor hints: how the editor (`npm run edit`) shows a field, written beside the field in its
 * schema as the `editor` keyword, so a block's schema carries its own hints and nothing outside
 * names its type. The editor's form (src/editor/client/form/ui-schema.ts) reads them; ajv accepts
 * the keyword and checks its shape, so a mistyped hint is a schema error, not a silent no-op.
 *
 *   "story": { "type": "string", "description": "…", "editor": { "widget": "textarea", "label": "The client's story" } }
 */

/** The controls a hint may ask for. */
export const EDITOR_WIDGETS = ["textarea", "line", "icon-picker", "hidden", "suburb-report"] as const;
export type EditorWidget = (typeof EDITOR_WIDGETS)[number];

export interface EditorHint {
  /** The field's label, when its property name reads badly as words ("ctaTo" → "Button link"). */
  label?: string;
  /**
   * The control: a text area for paragraphs, one line for a label, the icon picker, or none; for a
   * related suburb ({ name, slug, noReport }), "suburb-report": a list of the reports there are, plus
   * "no report yet" with the suburb's name.
   */
  widget?: EditorWidget;
  /** For a list: what one item is called ("Add question"). */
  itemLabel?: string;
  /** For an object: the order its fields are shown in; fields not named follow in schema order. */
  order?: string[];
}

/** The `editor` keyword's own schema, for ajv. */
export const EDITOR_HINT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    label: { type: "string", minLength: 1 },
    widget: { enum: [...EDITOR_WIDGETS] },
    itemLabel: { type: "string", minLength: 1 },
    order: { type: "array", items: { type: "string" }, uniqueItems: true },
  },
} as const;
