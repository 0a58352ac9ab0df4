import { loadContent } from "../../src/content/load-content.ts";

export const content = loadContent();
export const site = content.site;
/** Every page a visitor can reach, i.e. all but the not-found page. */
export const routes = content.pages.filter(({ doc }) => doc.status !== 404).map(({ doc }) => doc);
/** The routes search engines may list: the sitemap's entries. */
export const indexedRoutes = routes.filter((page) => page.indexable !== false);
