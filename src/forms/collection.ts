/**
 * What a visitor form collects, in words: the one source for the notice under every form and for the
 * privacy policy's list of forms. The fields come from the form's schema (src/generated/forms.ts),
 * so neither can disagree with the form; the purposes and recipients come from site.json's `privacy`.
 */
import { FORM_FIELDS, type FormName } from "../generated/forms.ts";
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

export function collectedBy(form: FormName): Collected {
  const { typed, added } = FORM_FIELDS[form];
  const inWords = added.flatMap((field) => ADDED_IN_WORDS[field] ?? []);
  return { typed: typed.map(inSentence), added: [...new Set([PAGE, ...inWords])] };
}

/** "This form sends us your name and email, with the page you sent it from." */
export function collectionSentence(form: FormName): string {
  const { typed, added } = collectedBy(form);
  return `This form sends us your ${listInWords(typed)}, with ${listInWords(added)}.`;
}

/** "We share them only with our licensee, …; and …": the recipients site.json's privacy lists, the same under every form as on the policy. */
export function recipientsSentence(recipients: readonly string[]): string {
  return `We share them only with ${listInWords(recipients)}.`;
}
