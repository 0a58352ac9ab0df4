/**
 * The inbox's words for a lead's form and its fields (its status's are the site's, status-words.ts): the one place the inbox's pages
 * and its CSV export take them from, so a spreadsheet's columns read as the screen does.
 */
import { createContext, use } from "react";
import { FORM_SCHEMAS } from "../../generated/form-schemas.ts";
import { fieldLabels, type SubmissionForm } from "../../forms/validate-submission.ts";

/** "Suburb reports" for suburb-reports. */
export const formLabel = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/-/g, " ");

type Schemas = Record<string, { properties?: Record<string, { title?: string }> }>;

/** The site's own forms' field titles (its folder's forms/), by form then field: the kernel holds no schema of them. */
export type OwnFormTitles = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Each of the site's own forms' titles, from the validators the server loaded for them (src/server/site-form-validators.ts). */
export const ownFormTitles = (forms: ReadonlyMap<string, SubmissionForm>): OwnFormTitles =>
  Object.fromEntries([...forms].map(([name, form]) => [name, fieldLabels(form)]));

/** The titles the inbox's pages are drawn with (src/admin/inbox/area.tsx provides the site's). */
export const OwnFormTitlesContext = createContext<OwnFormTitles>({});
export const useOwnFormTitles = (): OwnFormTitles => use(OwnFormTitlesContext);

/**
 * A field's label as its form's schema gives it ("Phone"), else its name: a kernel form's from its
 * schema, a site's own form's from `own`. A field neither titles is named as anyFormFieldLabel
 * names it, in words ("preferred_date" → "Preferred date"), never as code.
 */
export function fieldLabel(form: string, name: string, own: OwnFormTitles = {}): string {
  const schema = (FORM_SCHEMAS as Schemas)[form];
  return schema ? (schema.properties?.[name]?.title ?? name) : (own[form]?.[name] ?? anyFormFieldLabel(name, own));
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
 * A field's label whatever its form: the title any form's schema gives it (the kernel's, then the
 * site's own, `own`), the lead page's word for a field the page adds, else the name in words
 * ("best_time" → "Best time"), never a code name.
 */
export function anyFormFieldLabel(name: string, own: OwnFormTitles = {}): string {
  for (const schema of Object.values(FORM_SCHEMAS as Schemas)) {
    const title = schema.properties?.[name]?.title;
    if (title) return title;
  }
  for (const titles of Object.values(own)) {
    const title = titles[name];
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
