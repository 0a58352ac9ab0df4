/**
 * A site's own kinds of fact: a schema in its folder's facts/ (facts/<name>.schema.json), beside the
 * kernel's schemas/facts/, for figures only that site states (the broker's market data, say). The pipeline files each among the kernel's schemas as facts/<name>.schema.json, as
 * it files a collection's entry schema (collection-schemas.ts), so pages.config/facts/<name>.json is
 * checked, dated and referred to like any fact; the build compiles its check into the site's build
 * cache and writes its type beside it (scripts/lib/site-block-types.ts). Its references to the
 * kernel's schemas are written from its own folder ("../../../schemas/common/review-by.schema.json"),
 * which VS Code follows.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { filedText } from "./collection-schemas.ts";
import { factNames } from "./schema-files.ts";

/** Where a site keeps its own fact schemas, relative to its folder. */
export const SITE_FACTS_DIR = "facts";

export interface SiteFactSchema {
  /** The fact's name: its file in pages.config/facts/ is <name>.json. */
  name: string;
  /** The name the pipeline files it under among the kernel's schemas: facts/<name>.schema.json. */
  id: string;
  /** Relative to the site's folder: facts/<name>.schema.json. */
  file: string;
  /** The schema as the pipeline files it: its references to the kernel's schemas made relative to facts/ there. */
  text: string;
}

const SCHEMA = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.schema\.json$/;

/**
 * The site's own fact schemas, by name; one named as a kernel fact is left out (the site is told:
 * siteFactClashes) so the kernel's is never shadowed.
 */
export function siteFactSchemas(root: string, kernelSchemasDir: string): SiteFactSchema[] {
  const dir = path.join(root, SITE_FACTS_DIR);
  if (!existsSync(dir)) return [];
  const kernel = new Set(factNames(kernelSchemasDir));
  return readdirSync(dir)
    .flatMap((entry) => {
      const name = SCHEMA.exec(entry)?.[1];
      if (!name || kernel.has(name)) return [];
      const file = `${SITE_FACTS_DIR}/${entry}`;
      return [{ name, id: `facts/${entry}`, file, text: filedText(readFileSync(path.join(root, file), "utf8"), "../") }];
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The site's fact schemas named as one of the kernel's facts, by file. */
export function siteFactClashes(root: string, kernelSchemasDir: string): string[] {
  const dir = path.join(root, SITE_FACTS_DIR);
  if (!existsSync(dir)) return [];
  const kernel = new Set(factNames(kernelSchemasDir));
  return readdirSync(dir)
    .filter((entry) => kernel.has(SCHEMA.exec(entry)?.[1] ?? ""))
    .map((entry) => `${SITE_FACTS_DIR}/${entry}`);
}
