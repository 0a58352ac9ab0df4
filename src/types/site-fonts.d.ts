/** The site's font files to preload, as the build serves them (scripts/lib/site-theme-plugin.ts writes the module). */
declare module "virtual:pagekit/site-fonts" {
  export const fontPreloads: string[];
}
