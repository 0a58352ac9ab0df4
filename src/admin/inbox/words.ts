/**
 * The inbox's words for a lead's form and its fields (its status's are the site's, status-words.ts): the one place the inbox's pages
 * and its CSV export take them from, so a spreadsheet's columns read as the screen does.
 */
import { FORM_SCHEMAS } from "../../generated/form-schemas.ts";

/** "Suburb reports" for suburb-reports. */
export const formLabel = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/-/g, " ");

type Schemas = Record<string, { properties?: Record<string, { title?: string }> }>;

/**
 * A field's label as its form's schema gives it ("Phone"), else its name. A site's own form (its
 * folder's forms/) has no schema here: its fields are named as anyFormFieldLabel names them, in
 * words ("preferred_date" → "Preferred date"), never as code.
 */
export function fieldLabel(form: string, name: string): string {
  const schema = (FORM_SCHEMAS as Schemas)[form];
  return schema ? (schema.properties?.[name]?.title ?? name) : anyFormFieldLabel(name);
}

/** Fields the page adds rather than the visitor types, so their schemas give them no title: the lead page's words for them. */
const PAGE_FIELD_LABELS: Record<string, string> = {
  utm_campaign: "Campaign",
  utm_source: "Source",
  utm_medium: "Medium",
  calculator_summary: "Calculator figures",
  source: "Offer",
};

/**
 * A field's label whatever its form: the title any form's schema gives it, the lead page's word for
 * a field the page adds, else the name in words ("best_time" → "Best time"), never a code name.
 */
export function anyFormFieldLabel(name: string): string {
  for (const schema of Object.values(FORM_SCHEMAS as Schemas)) {
    const title = schema.properties?.[name]?.title;
    if (title) return title;
  }
  const words =
    PAGE_FIELD_LABELS[name] ??
    name
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replace(/[_-]+/g, " ")
      .trim()
      .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
