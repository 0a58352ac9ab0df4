/**
 * The scheduling embed the main site names (pages.config/site.json's bookingEmbed), as the browser
 * tests read it: straight from the file, never through the site's code.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const site = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../sites/westline/pages.config/site.json"), "utf8")) as {
  bookingEmbed: { script: string; stylesheet: string };
};

export const CALENDLY_SCRIPT = site.bookingEmbed.script;
export const CALENDLY_STYLESHEET = site.bookingEmbed.stylesheet;
