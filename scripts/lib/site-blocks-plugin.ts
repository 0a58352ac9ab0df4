import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { hashForSchema } from "@rjsf/utils";
import { pathToFileURL } from "node:url";
import { build as esbuild } from "esbuild";
import type { Plugin as RolldownPlugin } from "rolldown";
import type { Plugin } from "vite";
import { collectionEditorSchemas, siteBlockEditorSchemas, siteFactEditorSchemas, type JsonSchema } from "../../src/content/editor-schemas.ts";
import { COLLECTIONS_DIR, collectionSchemas } from "../../src/content/collection-schemas.ts";
import { schemasDir } from "../../src/content/schema-files.ts";
import { SITE_BLOCKS_DIR, siteBlockFolders } from "../../src/content/site-blocks.ts";
import { siteFactSchemas } from "../../src/content/site-facts.ts";
import { siteForms, siteFormsKey } from "./site-forms-plugin.ts";

/** The module src/routes/page.tsx imports: it registers the site's own block types before any page renders. */
export const SITE_BLOCKS_MODULE = "virtual:pagekit/site-blocks";
const RESOLVED = `\0${SITE_BLOCKS_MODULE}`;

const KERNEL = path.resolve(import.meta.dirname, "../..");
/** What a site block imports as `pagekit/block`: the contract and the parts a site block may build on. */
const SITE_BLOCK_API = path.join(KERNEL, "src/blocks/site-block.ts");
/** A kernel module bare imports are resolved from, as if the kernel had written them. */
const KERNEL_IMPORTER = path.join(KERNEL, "src/root.tsx");

/**
 * How an import in a site block's file is found: `pagekit/block` is the kernel's module; a bare name
 * ("kernel") is resolved from the kernel, as if the kernel had written it; anything else (a relative
 * path, an import from outside the site's blocks/) as usual (undefined).
 */
function siteBlockImport(id: string, importer: string | undefined, blocksDir: string): string | "kernel" | undefined {
  if (!importer?.split("?")[0]?.startsWith(blocksDir + path.sep)) return undefined;
  if (id === "pagekit/block") return SITE_BLOCK_API;
  if (/^[./\0]|^[a-z]+:/i.test(id)) return undefined;
  return "kernel";
}

/**
 * The same resolution for the islands' bundle (scripts/build-client.ts, Rolldown), which bundles a
 * site's interactive blocks for the browser from its folder anywhere: React is the kernel's one copy.
 */
export function siteBlockIslandImports(siteRoot: string): RolldownPlugin {
  const blocksDir = path.join(siteRoot, SITE_BLOCKS_DIR);
  return {
    name: "kernel:site-block-islands",
    async resolveId(id, importer) {
      const from = siteBlockImport(id, importer, blocksDir);
      if (from !== "kernel") return from;
      return this.resolve(id, KERNEL_IMPORTER, { skipSelf: true });
    },
  };
}

/**
 * The site's block types (of `folders`) whose definitions say `interactive: true`. A definition is
 * TypeScript that imports React and `pagekit/block` from a folder that may have neither, so it is
 * bundled first (into `dir`, inside the kernel, whose packages its bare imports then find) and
 * loaded: the build asks the definition itself, as it asks the kernel's registry.
 */
export async function interactiveSiteBlocks(siteRoot: string, folders: readonly string[], dir: string): Promise<string[]> {
  if (!folders.length) return [];
  const blocksDir = path.join(siteRoot, SITE_BLOCKS_DIR);
  const file = path.resolve(dir, "site-block-definitions.mjs");
  await esbuild({
    stdin: {
      contents: folders.map((folder, index) => `export { default as b${index} } from ${JSON.stringify(path.join(blocksDir, folder, "block.ts"))};`).join("\n"),
      resolveDir: blocksDir,
      loader: "ts",
    },
    outfile: file,
    bundle: true,
    format: "esm",
    platform: "node",
    jsx: "automatic",
    logLevel: "warning",
    loader: { ".css": "empty" },
    plugins: [
      {
        name: "site-block-definitions",
        setup(build) {
          build.onResolve({ filter: /.*/ }, ({ path: id, importer }) => {
            const from = siteBlockImport(id, importer, blocksDir);
            if (from === "kernel") return { path: id, external: true };
            return from === undefined ? undefined : { path: from };
          });
          // The kernel's own modules bring their packages by name too: the kernel's, found from `dir`.
          build.onResolve({ filter: /^[^./]/ }, ({ path: id }) => ({ path: id, external: true }));
        },
      },
    ],
  });
  const definitions = (await import(pathToFileURL(file).href)) as Record<string, { interactive?: unknown } | undefined>;
  return folders.filter((_, index) => definitions[`b${index}`]?.interactive === true);
}

/**
 * A site's own block types (`<site>/blocks/<type>/block.ts`, src/blocks/site-block.ts) in the
 * renderer, from a site folder anywhere:
 * - the module src/routes/page.tsx imports registers each folder's definition, so the prerender
 *   (and `pagekit dev`) renders them as it renders the kernel's;
 * - what a site block's files import by name (React, `pagekit/block`) is found in the kernel: a site
 *   folder outside the kernel's tree has no React of its own, and two Reacts would break its hooks.
 *   In the server build those stay imports by name, as the kernel's own are, which the build's
 *   node_modules link serves;
 * - Tailwind reads the site's block folders for the classes they use (`@source`): it reads the
 *   kernel's folder by itself, and a site's may be anywhere.
 */
export function siteBlocks(siteRoot: string): Plugin {
  const blocksDir = path.join(siteRoot, SITE_BLOCKS_DIR);
  // The site's stylesheet, and the editor page's, whose preview draws the site's blocks.
  const stylesheets = [path.join(KERNEL, "src/app.css"), path.join(KERNEL, "src/editor/client/editor.css")];
  return {
    name: "kernel:site-blocks",
    enforce: "pre",
    config: () => ({ server: { fs: { allow: [KERNEL, blocksDir] } } }),
    async resolveId(id, importer) {
      if (id === SITE_BLOCKS_MODULE) return RESOLVED;
      const from = siteBlockImport(id, importer, blocksDir);
      if (from !== "kernel") return from;
      if (this.environment.name === "ssr" && this.environment.config.command === "build") return { id, external: true };
      return this.resolve(id, KERNEL_IMPORTER, { skipSelf: true });
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Validation, which ran first, has refused a folder without its definition or schema.
      const folders = siteBlockFolders(siteRoot).filter((folder) => existsSync(path.join(blocksDir, folder, "block.ts")));
      for (const folder of folders) this.addWatchFile(path.join(blocksDir, folder, "block.ts"));
      return [
        `import { registerSiteBlocks } from ${JSON.stringify(SITE_BLOCK_API)};`,
        ...folders.map((folder, index) => `import block${index} from ${JSON.stringify(path.join(blocksDir, folder, "block.ts"))};`),
        `registerSiteBlocks([${folders
          .map(
            (folder, index) =>
              `{ file: ${JSON.stringify(`${SITE_BLOCKS_DIR}/${folder}/block.ts`)}, folder: ${JSON.stringify(folder)}, definition: block${index} }`,
          )
          .join(", ")}]);`,
      ].join("\n");
    },
    transform(code, id) {
      // Not `app.css?url` itself (a module exporting the address); Vite then compiles the stylesheet under its own id.
      if (!stylesheets.includes(id.split("?")[0] ?? "") || /[?&](?:url|raw)\b/.test(id) || !siteBlockFolders(siteRoot).length) return undefined;
      return { code: `${code}\n@source ${JSON.stringify(blocksDir)};\n`, map: null };
    },
  };
}

/** The module the editor page imports to register the site's block forms' validators (src/types/site-blocks.d.ts). */
export const SITE_EDITOR_VALIDATORS_MODULE = "virtual:pagekit/site-editor-validators";
const VALIDATORS_RESOLVED = `\0${SITE_EDITOR_VALIDATORS_MODULE}`;
/** One site block's validator, a chunk of its own that the editor fetches when that block's form first opens. */
const VALIDATOR_OF = `${SITE_EDITOR_VALIDATORS_MODULE}/`;
/** One collection's entry form's validator (…-collection/<name>): not under VALIDATOR_OF, which names block types. */
const ENTRY_VALIDATOR = `${SITE_EDITOR_VALIDATORS_MODULE}-collection/`;
/** One of the site's own facts' form validators (src/content/site-facts.ts), by name. */
const FACT_VALIDATOR_OF = `${SITE_EDITOR_VALIDATORS_MODULE}-fact/`;
const VALIDATORS_REGISTRY = path.join(KERNEL, "src/editor/client/form/site-validators.ts");

/**
 * The editor's forms of a site's own block types need what `npm run gen` gives the kernel's: a
 * validator compiled ahead of time (the back office forbids compiling in the browser) and the hash
 * of the schema it was compiled from, which the editor compares with the schema its server sends.
 * The editor page built for the site (src/editor/server/client-build.ts) bundles them from here.
 */
export function siteEditorValidators(siteRoot: string): Plugin {
  let schemas: Promise<Record<string, JsonSchema>> | undefined;
  const blockSchemas = () => (schemas ??= siteBlockEditorSchemas(siteRoot, schemasDir));
  let entrySchemas: Promise<Record<string, JsonSchema>> | undefined;
  const entryFormSchemas = () => (entrySchemas ??= collectionEditorSchemas(siteRoot, schemasDir));
  let factSchemas: Promise<Record<string, JsonSchema>> | undefined;
  const ownFacts = () => (factSchemas ??= siteFactEditorSchemas(siteRoot, schemasDir));
  return {
    name: "kernel:site-editor-validators",
    resolveId(id) {
      if (id === SITE_EDITOR_VALIDATORS_MODULE || id.startsWith(ENTRY_VALIDATOR) || id.startsWith(VALIDATOR_OF) || id.startsWith(FACT_VALIDATOR_OF))
        return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === VALIDATORS_RESOLVED) {
        const entries = Object.entries(await blockSchemas()).map(
          ([type, schema]) =>
            `  ${JSON.stringify(`block/${type}`)}: { hash: ${JSON.stringify(hashForSchema(schema))}, load: () => import(${JSON.stringify(VALIDATOR_OF + type)}) },`,
        );
        // Each collection's entry form, keyed as the editor keys it ("entry/<collection>").
        for (const [name, schema] of Object.entries(await entryFormSchemas()))
          entries.push(
            `  ${JSON.stringify(`entry/${name}`)}: { hash: ${JSON.stringify(hashForSchema(schema))}, load: () => import(${JSON.stringify(ENTRY_VALIDATOR + name)}) },`,
          );
        for (const [name, schema] of Object.entries(await ownFacts()))
          entries.push(
            `  ${JSON.stringify(`fact/${name}`)}: { hash: ${JSON.stringify(hashForSchema(schema))}, load: () => import(${JSON.stringify(FACT_VALIDATOR_OF + name)}) },`,
          );
        return [
          `import { registerSiteEditorValidators } from ${JSON.stringify(VALIDATORS_REGISTRY)};`,
          "registerSiteEditorValidators({",
          ...entries,
          "});",
        ].join("\n");
      }
      if (id.startsWith(`\0${ENTRY_VALIDATOR}`)) {
        const name = id.slice(ENTRY_VALIDATOR.length + 1);
        const schema = (await entryFormSchemas())[name];
        if (!schema) throw new Error(`${COLLECTIONS_DIR}/${name}: no collection schema (npm run validate names the problem)`);
        const { collectionEditorValidator } = await import("../../src/content/generate-code.ts");
        return collectionEditorValidator(name, schema);
      }
      if (id.startsWith(`\0${FACT_VALIDATOR_OF}`)) {
        const name = id.slice(FACT_VALIDATOR_OF.length + 1);
        const schema = (await ownFacts())[name];
        if (!schema) throw new Error(`facts/${name}.schema.json: no usable fact schema (npm run validate names the problem)`);
        const { siteFactEditorValidator } = await import("../../src/content/generate-code.ts");
        return siteFactEditorValidator(name, schema);
      }
      if (!id.startsWith(`\0${VALIDATOR_OF}`)) return undefined;
      const type = id.slice(VALIDATOR_OF.length + 1);
      const schema = (await blockSchemas())[type];
      if (!schema) throw new Error(`${SITE_BLOCKS_DIR}/${type}: no usable block schema (npm run validate names the problem)`);
      // Imported here, not above: it loads the schema compilers, which only the editor page's build needs.
      const { siteBlockEditorValidator } = await import("../../src/content/generate-code.ts");
      return siteBlockEditorValidator(type, schema);
    },
  };
}

/**
 * What the editor page built for a site depends on beyond the kernel's source: every file of the
 * site's blocks/ folder, its collections' entry schemas and its own facts' schemas, hashed; "" for a site with none,
 * whose editor page is the kernel's alone.
 */
export function siteBlocksKey(siteRoot: string): string {
  const dir = path.join(siteRoot, SITE_BLOCKS_DIR);
  const entrySchemas = [...collectionSchemas(siteRoot, schemasDir), ...siteFactSchemas(siteRoot, schemasDir)];
  if (!siteBlockFolders(siteRoot).length && !entrySchemas.length) return "";
  const hash = createHash("sha256");
  const files = siteBlockFolders(siteRoot).length
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
    : [];
  for (const file of files) hash.update(path.relative(dir, file)).update("\0").update(readFileSync(file));
  for (const { file, text } of entrySchemas) hash.update(file).update("\0").update(text);
  return hash.digest("hex").slice(0, 12);
}

/** The editor page's build for the site at `siteRoot`: its cache key and the plugins that bring the site's blocks and forms' components in. */
export const siteEditorBuild = (siteRoot: string) => ({
  key: [siteBlocksKey(siteRoot), siteFormsKey(siteRoot)].filter(Boolean).join("-"),
  plugins: [siteBlocks(siteRoot), siteEditorValidators(siteRoot), siteForms(siteRoot)],
});
