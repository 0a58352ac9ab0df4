/**
 * Under `npm run dev`, the module that is a site form's schema and validator, with its script, as the
 * browser loads it (scripts/lib/site-forms-plugin.ts compiles it on request): this prefix and its
 * name; and the address the development server serves it at, which the form's wrapper names.
 */
export const DEV_SITE_FORM_MODULE = "virtual:pagekit/site-form/";
export const devSiteFormScript = (form: string) => `/@id/__x00__${DEV_SITE_FORM_MODULE}${form}`;
