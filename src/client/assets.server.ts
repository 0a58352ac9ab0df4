/**
 * What a production page loads, read at prerender time: the browser scripts built by
 * scripts/build-client.ts (from its manifest) and the stylesheet's text, which the page carries
 * inline so that no stylesheet request blocks the first paint.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { buildDir, contentRoot, defaultSiteRoot } from "../content/content-files.ts";

/**
 * Where build-client writes the scripts and their manifest: outside build/ (react-router build
 * empties that folder before it prerenders), and a folder for each site, since a site's own forms
 * make them the site's: two sites built at once (the tests build three) would otherwise empty and
 * overwrite each other's. The default site's is .tmp/client-entries.
 */
export function clientEntriesDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const root = contentRoot(env);
  return root === defaultSiteRoot() ? ".tmp/client-entries" : path.join(".tmp/client-entries-of", createHash("sha256").update(root).digest("hex").slice(0, 16));
}
export const manifestFile = () => path.join(clientEntriesDir(), "manifest.json");
/** Where build-client compiles the site's own forms (scripts/lib/site-form-validators.ts), for postbuild to copy beside the pages. */
export const siteFormsCache = () => path.join(clientEntriesDir(), "site-forms");

/** The built browser scripts, as site-absolute URLs. */
export interface ClientManifest {
  /** The vanilla chrome module every page loads. */
  chrome: string;
  /** The islands entry, for pages with interactive blocks; none when no page has one (the site ships no React). */
  islands?: string;
  /**
   * What the scripts were built for: the block types the site's pages used (the interactive ones
   * among them have islands) and the forms site.json listed (they have validators). A build after a
   * change that needs another builds them again (scripts/lib/changed-build-check.ts).
   */
  builtFor: { blockTypes: string[]; forms: string[] };
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
  const manifest = manifestFile();
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: \`npm run build\` runs scripts/build-client.ts before react-router build`);
  return {
    scripts: JSON.parse(readFileSync(manifest, "utf8")) as ClientManifest,
    css: readFileSync(path.join(buildDir(), "client", stylesheetHref), "utf8"),
  };
}
