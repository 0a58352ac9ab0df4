import { loadContent } from "../../src/content/load-content.ts";
import { fillPlaceholders } from "../../src/content/placeholders.ts";

export const content = loadContent();
export const site = content.site;
/** Every page a visitor can reach, i.e. all but the not-found page, with placeholders filled in as shown. */
export const routes = content.pages.filter(({ doc }) => doc.status !== 404).map(({ doc }) => fillPlaceholders(doc, site));
/** The routes search engines may list: the sitemap's entries. */
export const indexedRoutes = routes.filter((page) => page.indexable !== false);
