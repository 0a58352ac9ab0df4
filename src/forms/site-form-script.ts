/**
 * What a site's own form imports as `pagekit/form-script` in its `forms/<form-name>.script.ts`: what
 * it does in the browser once its values pass the schema, the same contract as a kernel form's
 * script (src/forms/enhance/form-scripts.ts), and the parts it builds on. The build bundles the file
 * with the form's validator into the form's script (scripts/build-client.ts), which the forms' script
 * (src/forms/enhance-forms.ts) loads when a visitor starts on the form, then calls its default export
 * once; a form without one posts natively to its thank-you page.
 *
 *   export default function script(form: EnhancedForm): FormHooks { return { send: (fields) => … } }
 */
import type { EnhancedForm, FormHooks } from "./enhance/form-kit.ts";

export type { EnhancedForm, FormHooks } from "./enhance/form-kit.ts";
export { partCopy, replaceWithPart, sendWithToasts, submitButton } from "./enhance/form-kit.ts";

/** A form's browser behaviour: given the form once, what happens when Send is pressed and its values pass. */
export type FormScript = (form: EnhancedForm) => FormHooks;
