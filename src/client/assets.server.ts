/**
 * What a production page loads, read at prerender time: the browser scripts built by
 * scripts/build-client.ts (from its manifest) and the stylesheet's text, which the page carries
 * inline so that no stylesheet request blocks the first paint.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildDir } from "../content/content-files.ts";

// Outside build/: react-router build empties that folder before it prerenders.
export const CLIENT_ENTRIES_DIR = ".tmp/client-entries";
export const MANIFEST_FILE = path.join(CLIENT_ENTRIES_DIR, "manifest.json");
/** Where build-client compiles the site's own forms (scripts/lib/site-form-validators.ts), for postbuild to copy beside the pages. */
export const SITE_FORMS_CACHE = path.join(CLIENT_ENTRIES_DIR, "site-forms");

/** The built browser scripts, as site-absolute URLs. */
export interface ClientManifest {
  /** The vanilla chrome module every page loads. */
  chrome: string;
  /** The islands entry, for pages with interactive blocks. */
  islands: string;
  /** Each block type's behaviour script (src/blocks/<type>/behaviour.ts), for the pages with that block. */
  behaviours: Record<string, string>;
  /** Each of the site's own forms' schema and validator (scripts/lib/site-form-validators.ts), by form name. */
  forms?: Record<string, string>;
}

export interface ProductionAssets {
  scripts: ClientManifest;
  /** The whole stylesheet, inlined. */
  css: string;
}

export function productionAssets(stylesheetHref: string): ProductionAssets {
  if (!existsSync(MANIFEST_FILE)) throw new Error(`${MANIFEST_FILE} is missing: \`npm run build\` runs scripts/build-client.ts before react-router build`);
  return {
    scripts: JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as ClientManifest,
    css: readFileSync(path.join(buildDir(), "client", stylesheetHref), "utf8"),
  };
}
