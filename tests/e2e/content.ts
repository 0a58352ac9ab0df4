import { loadSite } from "../../src/content/load-site.ts";

export const content = loadSite(process.cwd());
if (!content.site) throw new Error("pages.config/site.json has problems: run npm run validate");
export const site = content.site;
/** Every page a visitor can reach, i.e. all but the not-found page, with placeholders filled in as shown. */
export const routes = content.pages.filter(({ doc }) => doc.status !== 404).map(({ doc }) => doc);
/** The routes search engines may list: the sitemap's entries. */
export const indexedRoutes = routes.filter((page) => page.indexable !== false);
