/**
 * The visitor forms in the browser, without React: each is prerendered as a real form that posts
 * natively (src/forms/SchemaForm.tsx), and this small script, the form block's behaviour, takes it
 * over as the page starts. It turns the browser's checks off, loads the form's own schema and
 * precompiled validator once the visitor starts on it (a script of its own per form,
 * src/generated/browser-forms.ts) and, on every send, judges the values with `validateSubmission`,
 * the server's own verdict: the same messages, one a field, under each field, the first wrong field
 * focused, and the messages kept up to date as the visitor types. What a form does once its values
 * pass is its own (FORM_SCRIPTS). A site's own form (src/content/site-forms.ts) is taken over the
 * same way, its schema and validator loaded from the script its wrapper names (data-form-script),
 * which the build compiled from the site's folder with the form's own script, if it has one
 * (`forms/<form-name>.script.ts`, src/forms/site-form-script.ts): that script's hooks are the form's
 * from the moment it loads.
 *
 *   enhanceForms(document)   // every form on the page: [data-form] around a form[data-netlify]
 */
import { browserForms } from "../generated/browser-forms.ts";
import { isFormName } from "../generated/forms.ts";
import { showFieldErrors } from "./enhance/field-errors.ts";
import type { EnhancedForm, FormHooks } from "./enhance/form-kit.ts";
import { FORM_SCRIPTS } from "./enhance/form-scripts.ts";
import { showToast } from "./enhance/toast.ts";
import { DEV_SITE_FORM_MODULE } from "./dev-site-form.ts";
import { LEAD_FORMS, pageStartFields } from "./page-start-fields.ts";
import type { FormScript } from "./site-form-script.ts";
import { validateSubmission, type SubmissionForm } from "./validate-submission.ts";

/** Every named control's value, as a native post would send it (a value each). */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/** A form's module as the browser loads it: its schema and validator, and a site form's own script. */
type FormModule = { default: SubmissionForm; script?: FormScript };

/**
 * Takes one form over: a kernel form's own script at once (the contact form's question, the figures
 * a calculator attaches), its schema and validator (with a site form's script) once the visitor starts
 * on it (a page carries forms nobody uses, such as the call-back form in the booking notice, whose
 * validators it never fetches).
 */
function enhance(wrapper: HTMLElement, element: HTMLFormElement, name: string, loadForm: () => Promise<FormModule>): void {
  let hooks: FormHooks | undefined;
  let loading: Promise<SubmissionForm> | undefined;
  const load = () =>
    (loading ??= loadForm().then((module) => {
      hooks ??= module.script?.(form);
      return module.default;
    }));
  const form: EnhancedForm = {
    wrapper,
    element,
    part: (part) => wrapper.querySelector<HTMLTemplateElement>(`template[data-part="${part}"]`),
    toast: (toast) => {
      const template = wrapper.querySelector<HTMLTemplateElement>(`template[data-toast-text="${toast}"]`);
      if (template) showToast(template);
    },
  };
  hooks = isFormName(name) ? FORM_SCRIPTS[name]?.(form) : undefined;
  // The schema's messages from now on, never the browser's bubble.
  element.noValidate = true;
  element.addEventListener("focusin", () => void load(), { once: true });
  // After a refused send the form re-checks as the visitor types, so a message goes the moment its
  // field is right. Never on blur: a line vanishing at mousedown would move the button from under the pointer.
  let refused: SubmissionForm | undefined;
  const judge = (schema: SubmissionForm) => {
    const result = validateSubmission(schema, valuesOf(element));
    const errors = result.ok || "unknownForm" in result ? [] : result.errors;
    return { result, first: showFieldErrors(element, Object.keys(schema.schema.properties), errors) };
  };
  const recheck = () => {
    if (refused) judge(refused);
  };
  element.addEventListener("input", recheck);
  element.addEventListener("change", recheck);
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    // A kernel form's hooks are there at once; a site form's arrive with its module, still before its values are judged.
    const pressedEarly = hooks;
    pressedEarly?.pressed?.();
    const focusedAtSend = element.ownerDocument.activeElement;
    void load().then((schema) => {
      if (!pressedEarly) hooks?.pressed?.();
      const { result, first } = judge(schema);
      if (!result.ok) {
        refused = schema;
        // The first send waits for the validator; a visitor already typing elsewhere keeps their place.
        if (element.ownerDocument.activeElement === focusedAtSend) first?.focus();
        return;
      }
      refused = undefined;
      // Posted natively (to its thank-you page) once the schema accepts it; submit() fires no event again.
      if (!hooks?.send) return element.submit();
      hooks.send({ ...result.data, ...pageStartFields(element) });
    });
  });
  wrapper.dataset.enhanced = "true";
}

/** Only a script of the site's own (a path on this site; its Content-Security-Policy allows no other), or the development server's module. */
const ownScript = (script: string | undefined): script is string =>
  !!script && (script.startsWith("/assets/") || (import.meta.env.DEV && script.startsWith(`/@id/__x00__${DEV_SITE_FORM_MODULE}`)));

/** How a form's schema and validator are loaded: a kernel form's by its name, a site's own from the script its wrapper names. */
function formLoader(wrapper: HTMLElement, name: string | undefined): (() => Promise<FormModule>) | undefined {
  if (isFormName(name)) return browserForms[name];
  const script = wrapper.dataset.formScript;
  return name && ownScript(script) ? () => import(/* @vite-ignore */ script) as Promise<FormModule> : undefined;
}

/**
 * Takes over every visitor form on the page, and in development any that appears later (the
 * development server renders a form's chunk after the page has started); returns the uninstaller.
 */
export function enhanceForms(doc: Document): () => void {
  const takeOver = () => {
    for (const element of doc.querySelectorAll<HTMLFormElement>(LEAD_FORMS)) {
      const wrapper = element.closest<HTMLElement>("[data-form]");
      const name = wrapper?.dataset.form;
      const loadForm = wrapper && formLoader(wrapper, name);
      if (wrapper && name && loadForm && !wrapper.dataset.enhanced) enhance(wrapper, element, name, loadForm);
    }
  };
  takeOver();
  // A built page holds its forms from the start; only development renders them later.
  if (!import.meta.env.DEV) return () => {};
  const observer = new MutationObserver(takeOver);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
