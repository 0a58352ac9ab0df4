/**
 * Which forms a form-name field offers (the form block's and the next-steps block's "form", the
 * items of site settings' "forms"): the site's, from the editor's offer (src/editor/server/offer.ts),
 * not the schema's list, which holds the kernel's forms only. A site's own forms (its forms/ folder)
 * are known to the content checks, which take them; here they become choices too.
 */
import { createContext } from "react";
import type { EditorOffer } from "../../api-types.ts";

/** The offer's two lists of forms, as App provides them. */
export const OfferedForms = createContext<Pick<EditorOffer, "forms" | "formNames"> | undefined>(undefined);

/** The choices a form-name field of the form `formKey` offers: every form the site may list in its settings, else those it lists. */
export function formChoicesFor(formKey: string, offered: Pick<EditorOffer, "forms" | "formNames"> | undefined): readonly string[] | undefined {
  if (!offered) return undefined;
  return formKey === "site" ? offered.formNames : offered.forms;
}

/** What a form's fields read from rjsf's formContext: the form names to offer, when the editor knows the site's. */
export interface FormChoicesContext {
  formChoices?: readonly string[];
}
