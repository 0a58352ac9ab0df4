/**
 * What each visitor form does once its values pass the schema, in the browser (src/forms/enhance-forms.ts):
 * a form listed here sends by script with its own states; any other posts natively to its
 * thank-you page (the call-back form). A site's own form brings its script in its folder (src/forms/site-form-script.ts).
 */
import type { FormName } from "../../generated/forms.ts";
import { contactScript } from "../contact/contact.script.ts";
import { enquiryScript } from "../enquiry/enquiry.script.ts";
import type { FormScript } from "../site-form-script.ts";

/** The same contract as a site form's script (src/forms/site-form-script.ts), listed by name rather than found beside the form. */
export const FORM_SCRIPTS: Partial<Record<FormName, FormScript>> = {
  contact: contactScript,
  enquiry: enquiryScript,
};
