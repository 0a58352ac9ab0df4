/**
 * What a visitor form brings with it, so that adding one is a schema and a folder: its privacy
 * entry and its thank-you page, from the "privacy" its schema (schemas/forms/<form-name>.schema.json)
 * states. A site words them its own way in site.json's privacy.forms and in
 * pages.config/pages/thank-you/<form-name>.json; until it does, these stand in.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { thankYouPath } from "../lib/thank-you-path.ts";
import { PAGES_DIR } from "./content-files.ts";
import { readSchema } from "./schema-files.ts";

/** What the privacy policy calls a form and why it collects what the form sends. */
export interface FormPrivacy {
  name: string;
  purpose: string;
}

type FormFields = Record<string, { maxLength?: number }>;

/**
 * The fields a page may preset on each form (a form block's "presets"): every field its schema
 * lists but "form-name" and the honeypots (filled, they mark the lead as a bot's), a kernel form's
 * from schemas/forms/, a sound one of the site's own from its forms/ folder (one with a problem
 * of its own is left out: its fields are not known).
 */
export function presetFields(
  forms: readonly string[],
  schemasDir: string,
  kernel: readonly string[],
  own: readonly { name: string; schema: { properties: object } }[],
): Record<string, string[]> {
  const fieldsOf = (form: string) =>
    (kernel.includes(form) ? readSchema(`forms/${form}.schema.json`, schemasDir).properties : own.find((entry) => entry.name === form)?.schema.properties) as
      FormFields | undefined;
  return Object.fromEntries(
    forms.flatMap((form) => {
      const fields = fieldsOf(form);
      return fields ? [[form, Object.entries(fields).flatMap(([field, rule]) => (field === "form-name" || rule.maxLength === 0 ? [] : [field]))]] : [];
    }),
  );
}

/** The schema's own privacy entry, or undefined when it states none (`npm run gen` asks for one). */
export function schemaPrivacy(schemasDir: string, form: string): FormPrivacy | undefined {
  const privacy = readSchema(`forms/${form}.schema.json`, schemasDir).privacy as Partial<FormPrivacy> | undefined;
  return typeof privacy?.name === "string" && typeof privacy.purpose === "string" ? { name: privacy.name, purpose: privacy.purpose } : undefined;
}

/** Where a form's thank-you page is written: pages.config/pages/thank-you/<form-name>.json. */
export const thankYouFile = (form: string) => `${PAGES_DIR}${thankYouPath(form)}.json`;

/** "Contact form" reads "contact form" inside a sentence; a name starting with an acronym stays as written. */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/** A plain thank-you page for a form the site has written none for, named after the form. */
export function defaultThankYouPage(form: string, privacy: FormPrivacy | undefined): string {
  const name = privacy?.name ?? form;
  const page = {
    path: thankYouPath(form),
    indexable: false,
    title: `${name}: sent | {brand}`,
    description: `Thank you for sending the ${inSentence(name)} on the {brand} website. We have your details and will be in touch.`,
    blocks: [
      {
        type: "hero",
        heading: "Thank you",
        text: "We have your details and will be in touch soon.",
        actions: [{ label: "Back to Home", to: "/", variant: "primary" }],
      },
      // The form's steps from site.json's nextSteps when it states them, and always who to call and when.
      { type: "next-steps", form },
    ],
  };
  return `${JSON.stringify(page, null, 2)}\n`;
}

/**
 * The thank-you pages the content under root lacks, as file texts by path: what loadSite reads as
 * if the site had written them, so every form's post lands on a page.
 */
export function missingThankYouPages(
  root: string,
  privacyOf: (form: string) => FormPrivacy | undefined,
  forms: string[],
  written: (file: string) => boolean,
): Record<string, string> {
  const missing = forms.filter((form) => !written(thankYouFile(form)) && !existsSync(path.join(root, thankYouFile(form))));
  return Object.fromEntries(missing.map((form) => [thankYouFile(form), defaultThankYouPage(form, privacyOf(form))]));
}
