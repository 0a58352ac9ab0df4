import { loadSite } from "../../src/content/load-site.ts";

export const content = loadSite(process.cwd());
if (!content.site) throw new Error("pages.config/site.json has problems: run npm run validate");
export const site = content.site;
