/**
 * Editor hints: how the editor (`npm run edit`) shows a field, written beside the field in its
 * schema as the `editor` keyword, so a block's schema carries its own hints and nothing outside
 * names its type. The editor's form (src/editor/client/form/ui-schema.ts) reads them; ajv accepts
 * the keyword and checks its shape, so a mistyped hint is a schema error, not a silent no-op.
 *
 *   "story": { "type": "string", "description": "…", "editor": { "widget": "textarea", "label": "The client's story" } }
 */

/** The controls a hint may ask for. */
export const EDITOR_WIDGETS = ["textarea", "line", "icon-picker", "hidden", "related-entry"] as const;
export type EditorWidget = (typeof EDITOR_WIDGETS)[number];

export interface EditorHint {
  /** The field's label, when its property name reads badly as words ("ctaTo" → "Button link"). */
  label?: string;
  /**
   * The control: a text area for paragraphs, one line for a label, the icon picker, or none; for a
   * related entry ({ name, slug, noReport }), "related-entry": a list of the entries of the
   * collection `collection` names there are, plus "none yet" with its name, in the words that
   * collection's declaration gives (relatedEntry).
   */
  widget?: EditorWidget;
  /** For "related-entry": the site's collection whose entries it picks from, by name (its folder under collections/). */
  collection?: string;
  /** For a list: what one item is called ("Add question"). */
  itemLabel?: string;
  /** For an object: the order its fields are shown in; fields not named follow in schema order. */
  order?: string[];
  /**
   * For a whole file's form (site settings): the sections staff open one at a time, each a short
   * form of the fields it names, in that order. The one place the sections are declared.
   */
  sections?: EditorSection[];
}

/** One section of a file's form, as its hint declares it. */
export interface EditorSection {
  /** Its name in the list of sections, in staff words ("Office and hours"). */
  title: string;
  /** One sentence under its name saying what it holds. */
  description: string;
  /** The file's top-level fields it shows, in order. */
  fields: string[];
}

/** The `editor` keyword's own schema, for ajv. */
export const EDITOR_HINT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    label: { type: "string", minLength: 1 },
    widget: { enum: [...EDITOR_WIDGETS] },
    collection: { type: "string", minLength: 1 },
    itemLabel: { type: "string", minLength: 1 },
    order: { type: "array", items: { type: "string" }, uniqueItems: true },
    sections: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "description", "fields"],
        properties: {
          title: { type: "string", minLength: 1 },
          description: { type: "string", minLength: 1 },
          fields: { type: "array", minItems: 1, items: { type: "string" }, uniqueItems: true },
        },
      },
    },
  },
} as const;
