/**
 * The visitor forms' script (src/forms/enhance-forms.ts, the form block's behaviour) for a form on a
 * page without a form block: the call-back form in the booking box and in the booking notice. It is
 * fetched by its built address (on <html data-form-script>), so those pages carry no copy of it and
 * most never fetch it; a page already running it gets the same module back, its forms taken over.
 */
export function loadFormScript(doc: Document): void {
  const script = doc.documentElement.dataset.formScript;
  if (script) void import(/* @vite-ignore */ script);
  // Development serves no built scripts: the module itself, as the root component installs behaviours there.
  else if (import.meta.env.DEV) void import("./enhance-forms.ts").then(({ enhanceForms }) => enhanceForms(doc));
}
