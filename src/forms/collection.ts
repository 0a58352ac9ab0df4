/**
 * What a visitor form collects, in words: the one source for the notice under every form and for the
 * privacy policy's list of forms. The fields come from the form's schema (src/generated/forms.ts),
 * so neither can disagree with the form; the purposes and recipients come from site.json's `privacy`.
 */
import { FORM_FIELDS, isFormName, type FormName } from "../generated/forms.ts";
import { listInWords } from "../lib/list-in-words.ts";

/** The server records the page every post came from (posted, or else its Referer), whatever the schema lists. */
const PAGE = "the page you sent it from";
const CAMPAIGN = "any ad or email link you arrived by";

type AddedField = (typeof FORM_FIELDS)[FormName]["added"][number];

/**
 * The fields a page adds by itself, in words. Keyed by the generated list, so a schema that gains
 * such a field fails the typecheck until it is described here; null for one that says nothing about
 * the visitor (a random number), which the notice leaves out.
 */
const ADDED_IN_WORDS: Record<AddedField, string | null> = {
  page_path: PAGE,
  utm_source: CAMPAIGN,
  utm_medium: CAMPAIGN,
  utm_campaign: CAMPAIGN,
  calculator_summary: "any calculator figures you entered",
  submission_key: null,
};

/** "First name" reads "first name" inside a sentence; a label starting with an acronym stays as written. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

export interface Collected {
  /** What the visitor fills in, by the form's own labels, as a sentence writes them. */
  typed: string[];
  /** What is sent with it without being typed, in words, the page first. */
  added: string[];
}

/** What a form sends: a kernel form's from the generated list, a site's own form's as its schema says (src/content/site-forms.ts). */
export interface FormFields {
  typed: readonly string[];
  added: readonly string[];
}

/** A field the page adds, in words; a site's own form may add only those the kernel's forms do (src/content/site-forms.ts checks). */
const addedInWords = (field: string) => (Object.hasOwn(ADDED_IN_WORDS, field) ? ADDED_IN_WORDS[field as AddedField] : null);

/** `own`: a site's own form's fields, for a form that is not the kernel's. */
export function collectedBy(form: string, own?: FormFields): Collected {
  const fields = isFormName(form) ? FORM_FIELDS[form] : own;
  if (!fields) throw new Error(`"${form}" is neither one of the kernel's forms nor one of this site's own`);
  const { typed, added } = fields;
  const inWords = added.flatMap((field) => addedInWords(field) ?? []);
  return { typed: typed.map(inSentence), added: [...new Set([PAGE, ...inWords])] };
}

/** "This form sends us your name and email, with the page you sent it from." */
export function collectionSentence(form: string, own?: FormFields): string {
  const { typed, added } = collectedBy(form, own);
  return `This form sends us your ${listInWords(typed)}, with ${listInWords(added)}.`;
}

/** "We share them only with our licensee, …; and …": the recipients site.json's privacy lists, the same under every form as on the policy. */
export function recipientsSentence(recipients: readonly string[]): string {
  return `We share them only with ${listInWords(recipients)}.`;
}
