import { loadContent } from "../../src/content/load-content.ts";

export const content = loadContent();
export const site = content.site;
