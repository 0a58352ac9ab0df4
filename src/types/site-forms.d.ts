/** Registers the site's own forms' components when imported (scripts/lib/site-forms-plugin.ts writes it for each build). */
declare module "virtual:pagekit/site-forms" {}
