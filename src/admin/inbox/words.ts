/**
 * The inbox's words for a lead's form and its fields (its status's are the site's, status-words.ts): the one place the inbox's pages
 * and its CSV export take them from, so a spreadsheet's columns read as the screen does.
 */
import { createContext, use } from "react";
import { FORM_SCHEMAS } from "../../generated/form-schemas.ts";
import { fieldLabels, type FormInbox, type SubmissionForm } from "../../forms/validate-submission.ts";

/** How the inbox shows each of the site's own forms' leads, as its schema declares ("inbox"), by form. */
export type OwnFormInbox = Readonly<Record<string, FormInbox>>;

/** Each of the site's own forms' inbox declaration, from the modules the server loaded for them. */
export const ownFormInbox = (forms: ReadonlyMap<string, SubmissionForm>): OwnFormInbox =>
  Object.fromEntries([...forms].flatMap(([name, form]) => (form.inbox ? [[name, form.inbox]] : [])));

/** The declarations the inbox's pages are drawn with (src/admin/inbox/area.tsx provides the site's). */
export const OwnFormInboxContext = createContext<OwnFormInbox>({});
export const useOwnFormInbox = (): OwnFormInbox => use(OwnFormInboxContext);

/** What the inbox calls a form's leads: the name its schema's "inbox" gives, else its name in words ("appointment-request" → "Appointment request"). */
export const formLabel = (name: string, own: OwnFormInbox = {}) => own[name]?.name ?? (name.charAt(0).toUpperCase() + name.slice(1)).replace(/-/g, " ");

/** The fields a lead's card shows by themselves (its name, call and email buttons), so a summary need not repeat them. */
const ON_THE_CARD = new Set(["name", "firstName", "lastName", "email", "phone", "mobile"]);
/** How many answers a summary by labels shows, and how long a line may grow. */
const SUMMARY_ANSWERS = 2;
export const SUMMARY_LENGTH = 140;

/**
 * A site form's lead in one line: the first of its declared templates ("Appointment on {preferred_date}")
 * whose fields the lead sent, filled in (none fitting, no line); without templates, its first
 * answers the form titles and the card does not already show, as "Preferred date: 3 March".
 */
export function ownFormSummary(fields: Readonly<Record<string, string>>, titles: Readonly<Record<string, string>>, inbox: FormInbox | undefined): string {
  if (inbox?.summary) {
    const named = (line: string) => [...line.matchAll(/\{([^{}]*)\}/g)].map(([, field = ""]) => field);
    const line = inbox.summary.find((template) => named(template).every((field) => fields[field]));
    return line?.replace(/\{([^{}]*)\}/g, (_, field: string) => fields[field] ?? "") ?? "";
  }
  const answers = Object.entries(titles).flatMap(([field, title]) => (!ON_THE_CARD.has(field) && fields[field] ? [`${title}: ${fields[field]}`] : []));
  return answers.slice(0, SUMMARY_ANSWERS).join(" · ").slice(0, SUMMARY_LENGTH);
}

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
