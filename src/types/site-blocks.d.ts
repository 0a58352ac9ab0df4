/** Registers the site's own block types when imported (scripts/lib/site-blocks-plugin.ts writes it for each build). */
declare module "virtual:pagekit/site-blocks" {}
/** Registers the editor forms' validators of the site's own block types when imported (the editor page built for the site). */
declare module "virtual:pagekit/site-editor-validators" {}
