/**
 * A site's own block types, from its folder: `blocks/<type>/<type>.schema.json` beside the block's
 * `block.ts` and component, the same contract as a kernel block (schemas/blocks/<type>.schema.json
 * and src/blocks/<type>/), kept in one folder because a site has no schemas/ of its own. The
 * pipeline checks pages against these schemas with the kernel's, so a page using a site block is
 * held to its schema at file:line:col; the build renders it (scripts/lib/site-blocks-plugin.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { JsonLocator } from "./json-locations.ts";
import { contentSchemas, schemaCompiler } from "./schema-compiler.ts";
import type { SiteBlock } from "./schema-messages.ts";
import { wholeFile, type Problem } from "./problems.ts";
import { checkText, isProblem } from "./source.ts";

/** The folder of a site that holds its own block types, one folder each. */
export const SITE_BLOCKS_DIR = "blocks";

export interface SiteBlockSchema {
  type: string;
  /** Relative to the site's folder, as problems name it: "blocks/<type>/<type>.schema.json". */
  file: string;
  text: string;
}

/**
 * The content checks of the kernel's schemas and the site's blocks, compiled by the site's build into
 * its build output (git-ignored, like the kernel's src/generated/content-validators.cjs): the later
 * processes that check the site's content (serve, edit, dev, a publish) load them rather than
 * compiling the schemas again. Never written into the kernel.
 */
export const siteChecksCache = (root: string) => path.join(root, "build", ".cache", "content-validators.cjs");

/** Where the pipeline files a site block's schema among the kernel's: beside theirs, so its `../common/…` references resolve. */
export const siteBlockSchemaId = (type: string) => `blocks/${type}.schema.json`;

const TYPE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What a page's block of a refused folder's type is checked against: nothing but its type, its folder's own problem being reported. */
const standIn = (type: string, file: string): SiteBlockSchema => ({
  type,
  file,
  text: JSON.stringify({ type: "object", required: ["type"], properties: { type: { const: type } } }),
});

/** The folders of the site's `blocks/`, one a block type, sorted. */
export function siteBlockFolders(root: string): string[] {
  const dir = path.join(root, SITE_BLOCKS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Each folder of `root/blocks/` as a block type, or the problem that keeps it from being one. */
export function siteBlockSchemas(root: string, kernelTypes: readonly string[], problems: Problem[]): SiteBlockSchema[] {
  return siteBlockFolders(root).flatMap((type) => {
    const file = `${SITE_BLOCKS_DIR}/${type}/${type}.schema.json`;
    // One mistake, one problem: a page using a block whose folder is refused is not told again that its type is unknown.
    const say = (message: string, line?: number, column?: number) => {
      problems.push(wholeFile(file, message, line, column));
      return [standIn(type, file)];
    };
    if (!TYPE_NAME.test(type)) return say(`"${type}" cannot name a block type: use lowercase words joined by dashes, e.g. "price-list", for the folder`);
    if (kernelTypes.includes(type)) {
      // Its pages are checked against the kernel's block of that name.
      problems.push(
        wholeFile(file, `the kernel already has a "${type}" block: give the site's own block another name (its folder, its schema file and its "type")`),
      );
      return [];
    }
    if (!existsSync(path.join(root, file))) return say(`is missing: a site block is its schema, ${SITE_BLOCKS_DIR}/${type}/block.ts and its component`);
    if (!existsSync(path.join(root, SITE_BLOCKS_DIR, type, "block.ts")))
      return say(`has no definition beside it: add ${SITE_BLOCKS_DIR}/${type}/block.ts, default-exporting defineSiteBlock({ type: "${type}", … })`);
    const source = checkText(file, readFileSync(path.join(root, file), "utf8"));
    if (isProblem(source)) return say(source.message, source.line, source.column);
    const locator = new JsonLocator(source.text);
    let schema: Record<string, unknown>;
    try {
      schema = JSON.parse(source.text) as Record<string, unknown>;
    } catch {
      const syntax = locator.syntaxError();
      return say(syntax?.message ?? "this is not valid JSON", syntax?.position.line, syntax?.position.column);
    }
    const typeConst = (schema.properties as { type?: { const?: unknown } } | undefined)?.type?.const;
    if (typeConst !== type) {
      const at = locator.valueAt(["properties", "type"]);
      return say(`its "type" property must be { "const": "${type}" }, the folder's name, so a page's "type" picks this schema`, at.line, at.column);
    }
    return [{ type, file, text: source.text }];
  });
}

const usable = new Map<string, { blocks: SiteBlock[]; problems: Problem[] }>();

/**
 * The site's block schemas the kernel's compiler accepts, each filed among the kernel's schemas;
 * one problem at its schema file for each it refuses (not a JSON Schema, a keyword ajv does not
 * know), so a broken site block is its own problem, not a crash or one on every page using it.
 * Worked out once per process for the same schemas: the development server loads the site on every request.
 */
export function usableSiteBlocks(schemasDir: string, found: readonly SiteBlockSchema[], problems: Problem[]): SiteBlock[] {
  if (!found.length) return [];
  const key = `${schemasDir}\0${JSON.stringify(found)}`;
  let known = usable.get(key);
  if (!known) {
    const ajv = schemaCompiler(contentSchemas(schemasDir));
    const refused: Problem[] = [];
    const blocks = found.flatMap(({ type, file, text }) => {
      const id = siteBlockSchemaId(type);
      try {
        ajv.addSchema(JSON.parse(text) as Record<string, unknown>, id);
        ajv.getSchema(id);
        return [{ type, id, text }];
      } catch (error) {
        ajv.removeSchema(id);
        refused.push(wholeFile(file, `is not a block schema the kernel can use: ${error instanceof Error ? error.message : String(error)}`));
        return [{ type, id, text: standIn(type, file).text }];
      }
    });
    known = { blocks, problems: refused };
    usable.set(key, known);
  }
  problems.push(...known.problems);
  return known.blocks;
}
