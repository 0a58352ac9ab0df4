/** Registers the site's own block types when imported (scripts/lib/site-blocks-plugin.ts writes it for each build). */
declare module "virtual:pagekit/site-blocks" {}
