/**
 * Builds the browser scripts of the production pages with esbuild, before `react-router build`
 * prerenders them (root.tsx reads the manifest written here):
 * - `chrome`: the vanilla behaviours every page needs (src/client/chrome-entry.ts), no React;
 * - `islands`: hydrates the interactive blocks of a page (src/client/islands.tsx), with one lazily
 *   loaded chunk per interactive block folder the site's pages use (the kernel's and the site's
 *   own), bundled by Rolldown (Vite's own bundler; see ISLAND_CHUNKS);
 * - `behaviour-<type>`: one small script per block with a behaviour.ts (no React), which installs
 *   it; a page loads only those of the blocks it has. The visitor forms' schemas and validators are
 *   scripts of their own (`form-<name>`), which the forms' behaviour loads for the forms on the page:
 *   the kernel's from src/generated/, the site's own compiled here (scripts/lib/site-form-validators.ts),
 *   for the forms site.json lists alone.
 * Output goes to .tmp/client-entries/, or another site's own folder (clientEntriesDir; postbuild copies it into build/client/assets/), named by
 * content hash so the server can cache it for a year.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { build as rolldown, type OutputChunk } from "rolldown";
import { clientEntriesDir, manifestFile, type ClientManifest } from "../src/client/assets.server.ts";
import { BEHAVIOUR_FILES } from "../src/generated/block-behaviours.ts";
import { BROWSER_FORM_FILES } from "../src/generated/browser-forms.ts";
import { blockDefinitions } from "../src/generated/block-registry.ts";
import type { SiteForm } from "../src/content/site-forms.ts";
import type { LoadedSite } from "../src/content/load-site.ts";
import { contentRoot } from "../src/content/content-files.ts";
import { SITE_BLOCKS_DIR, siteBlockFolders } from "../src/content/site-blocks.ts";
import { isFormName, type FormName } from "../src/generated/forms.ts";
import { compileSiteForms } from "./lib/site-form-validators.ts";
import { interactiveSiteBlocks, siteBlockIslandImports } from "./lib/site-blocks-plugin.ts";

/**
 * How the islands' code is split. Split by which blocks use each module alone (esbuild's only way,
 * and Rolldown's default), a calculator's hydration fetched dozens of scripts, most under a
 * kilobyte: the modules each set of blocks shares, and those the islands entry shares with any
 * block, which esbuild moved out of the entry into chunks of their own although a block's chunk
 * is only ever loaded after it. Rolldown keeps in the entry what it imports, and copies a shared
 * chunk under 40 kB (before minifying) into each chunk that uses it instead of making it a
 * request of its own. Hydrating /calculators/repayments fetched 43 scripts, and fetches 9;
 * React (in the entry) and rjsf, far over that size, are each in one file still. The option is
 * marked experimental in Rolldown 1.2 (pinned); every browser test hydrates through its output.
 */
const ISLAND_CHUNKS = { experimentalInlineCommonChunks: { maxSize: 40_000 } };

/** What every browser script is built for and with, by either bundler: the same browsers, React's production build. */
const TARGET = "es2022";
const DEFINE = { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false" };

/** What of a site its browser scripts are built for: the islands its pages have, the forms it lists. */
export interface ClientSite {
  /** The site's folder, which holds its own blocks (blocks/<type>/). */
  root: string;
  /** Every block type the site's pages use: only those of them that are interactive get an island's chunk. */
  blockTypes: ReadonlySet<string>;
  /** The forms site.json lists, the kernel's and its own: only those get a validator. */
  forms: readonly string[];
  /** The site's own forms (forms/<name>.schema.json) among them. */
  siteForms: readonly SiteForm[];
}

/** The scripts' site, from the content the build loaded from `root`. */
export const clientSiteOf = (root: string, loaded: Pick<LoadedSite, "pages" | "site" | "siteForms">): ClientSite => ({
  root,
  blockTypes: new Set(loaded.pages.flatMap(({ doc }) => doc.blocks.map((block) => block.type))),
  forms: loaded.site?.forms ?? [],
  siteForms: loaded.siteForms,
});

/**
 * Builds the scripts and writes the manifest: an island's chunk for each interactive block type the
 * pages use, a validator for each form the site lists (a script each for its own forms) and none
 * for any other, so a site never ships the code of blocks and forms it does not have; returns its one-line report.
 */
export async function buildClient({ root, blockTypes, forms, siteForms }: ClientSite): Promise<string> {
  const CLIENT_ENTRIES_DIR = clientEntriesDir();
  const OUT_DIR = path.join(CLIENT_ENTRIES_DIR, "assets");
  rmSync(CLIENT_ENTRIES_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });

  const common = {
    outdir: OUT_DIR,
    bundle: true,
    format: "esm",
    target: TARGET,
    platform: "browser",
    minify: true,
    jsx: "automatic",
    define: DEFINE,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  } as const;
  // The chrome module is one file with no shared chunk, so a static page makes exactly one request.
  const chromeResult = await build({ ...common, entryPoints: { chrome: "src/client/chrome-entry.ts" }, entryNames: "[name]-[hash]" });
  const islands = await buildIslands(OUT_DIR, root, blockTypes);

  // Each behaviour is its own script: one small request on the pages that use it, and what one imports on demand (a form's validator) a script of its own.
  const BEHAVIOUR_ENTRIES_DIR = path.join(CLIENT_ENTRIES_DIR, "behaviour-entries");
  mkdirSync(BEHAVIOUR_ENTRIES_DIR, { recursive: true });
  const behaviourEntries = Object.fromEntries(
    Object.entries(BEHAVIOUR_FILES).map(([type, file]) => {
      const entry = path.join(BEHAVIOUR_ENTRIES_DIR, `${type}.ts`);
      writeFileSync(entry, `import install from ${JSON.stringify(path.resolve(file))};\ninstall(document);\n`);
      return [`behaviour-${type}`, entry];
    }),
  );
  // Each visitor form's schema and validator is a script of its own (form-<name>), which the forms'
  // behaviour imports for the forms a page shows: all five together would be some 85 kB.
  const siteFormFiles = siteFormEntries(await compileSiteForms(siteForms), siteForms, path.join(CLIENT_ENTRIES_DIR, "site-form-entries"));
  const kernelForms = forms.filter(isFormName);
  const formEntries = Object.fromEntries(kernelForms.map((name) => [`form-${name}`, BROWSER_FORM_FILES[name]]));
  const behaviourResult = await build({
    ...common,
    entryPoints: { ...behaviourEntries, ...formEntries },
    entryNames: "[name]-[hash]",
    splitting: true,
    chunkNames: "behaviour-chunk-[hash]",
    // A site listing every kernel form (the broker) gets the module as it is: the same script, byte for byte, as before.
    plugins: kernelForms.length < Object.keys(BROWSER_FORM_FILES).length ? [listedFormsOnly(kernelForms)] : [],
  });
  // A site form's script, built on its own: split with the forms' behaviour, the parts of it they
  // share (form-kit's sending) became a chunk every page with a form fetched as it loads.
  const siteFormResult = await build({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(siteFormFiles).map(([name, file]) => [`form-${name}`, file])),
    entryNames: "[name]-[hash]",
    plugins: [siteFormApi],
  });

  const url = (file: string) => `/assets/${path.basename(file)}`;
  const outputs = [
    ...Object.entries(chromeResult.metafile.outputs),
    ...Object.entries(behaviourResult.metafile.outputs),
    ...Object.entries(siteFormResult.metafile.outputs),
  ];
  const entry = (name: string) => {
    const found = outputs.find(([, output]) => output.entryPoint?.endsWith(name));
    if (!found) throw new Error(`esbuild wrote no output for ${name}`);
    return found;
  };
  const [chrome] = entry("src/client/chrome-entry.ts");

  const manifest: ClientManifest = {
    chrome: url(chrome),
    ...(islands.entry && { islands: url(islands.entry) }),
    builtFor: { blockTypes: [...blockTypes].sort(), forms: [...forms] },
    behaviours: Object.fromEntries(Object.keys(BEHAVIOUR_FILES).map((type) => [type, url(entry(path.join(BEHAVIOUR_ENTRIES_DIR, `${type}.ts`))[0])])),
    ...(siteForms.length && { forms: Object.fromEntries(Object.entries(siteFormFiles).map(([name, file]) => [name, url(entry(file)[0])])) }),
  };
  writeFileSync(manifestFile(), `${JSON.stringify(manifest, null, 2)}\n`);
  return `build-client: ${outputs.filter(([file]) => file.endsWith(".js")).length + islands.files} scripts in ${OUT_DIR}`;
}

/**
 * Where a kernel form's browser script is, as src/forms/enhance/form-scripts.ts lists it: the form's
 * folder's `<name>.script.ts`, exporting `<name in camel case>Script` (tests/unit/form-scripts.test.ts
 * holds the list to it).
 */
export function kernelFormScript(name: FormName): { file: string; exported: string } {
  const camel = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return { file: path.resolve("src/forms", name, `${name}.script.ts`), exported: `${camel}Script` };
}

/**
 * The forms' script loads a kernel form's validator by name from src/generated/browser-forms.ts,
 * which lists all the kernel's forms, and takes what each does once sent from form-scripts.ts, which
 * imports all of theirs: here both list only the site's, so the validators and scripts of the forms
 * it does not list (the contact and enquiry forms on a plumber's site) are no part of its build.
 */
function listedFormsOnly(listed: readonly FormName[]): Plugin {
  const scripts = listed.map((name) => ({ name, ...kernelFormScript(name) })).filter(({ file }) => existsSync(file));
  return {
    name: "listed-forms-only",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]generated[\\/]browser-forms\.ts$/ }, () => ({
        loader: "ts",
        contents: [
          "export const browserForms = {",
          ...listed.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.resolve(BROWSER_FORM_FILES[name]))}),`),
          "};",
        ].join("\n"),
      }));
      build.onLoad({ filter: /[\\/]src[\\/]forms[\\/]enhance[\\/]form-scripts\.ts$/ }, () => ({
        loader: "ts",
        contents: [
          ...scripts.map(({ file, exported }) => `import { ${exported} } from ${JSON.stringify(file)};`),
          `export const FORM_SCRIPTS = { ${scripts.map(({ name, exported }) => `${JSON.stringify(name)}: ${exported}`).join(", ")} };`,
        ].join("\n"),
      }));
    },
  };
}

/** What a site form's script imports as `pagekit/form-script`: the kernel's module (src/forms/site-form-script.ts). */
const siteFormApi: Plugin = {
  name: "pagekit-form-script",
  setup(build) {
    build.onResolve({ filter: /^pagekit\/form-script$/ }, () => ({ path: path.resolve("src/forms/site-form-script.ts") }));
  },
};

/**
 * Each site form's browser script: its compiled schema and validator (`modules`, by name) and, for
 * a form with a script of its own (`forms/<form-name>.script.ts`), an entry written into `dir`
 * that adds it as the module's `script`, which the forms' script calls (src/forms/enhance-forms.ts).
 */
function siteFormEntries(modules: Record<string, string>, forms: readonly SiteForm[], dir: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(modules).map(([name, file]) => {
      const script = forms.find((form) => form.name === name)?.script;
      if (!script) return [name, file];
      const entry = path.join(dir, `${name}.ts`);
      writeFileSync(
        entry,
        `export { default } from ${JSON.stringify(path.resolve(file))};\nexport { default as script } from ${JSON.stringify(path.resolve(contentRoot(), script))};\n`,
      );
      return [name, entry];
    }),
  );
}

/**
 * The islands entry, written here as the behaviours' are: src/client/islands.tsx started with a
 * loader for each interactive block type the site's pages use (`blockTypes`): the kernel's whose
 * definition says `interactive: true`, and the site's own (`<root>/blocks/<type>/block.ts`) whose
 * definition says so, bundled from the site's folder. Each gets a chunk of its own, from its folder
 * alone; a type no page uses gets none. Returns the entry's file, how many files were written and
 * the types it hydrates.
 */
async function buildIslands(outDir: string, root: string, blockTypes: ReadonlySet<string>): Promise<{ entry?: string; files: number; types: string[] }> {
  const file = path.resolve(clientEntriesDir(), "islands-entry.ts");
  const kernel = Object.entries(blockDefinitions)
    .filter(([type, definition]) => definition.interactive && blockTypes.has(type))
    .map(([type]) => [type, path.resolve("src/blocks", type, "block.ts")] as const);
  const own = (
    await interactiveSiteBlocks(
      root,
      siteBlockFolders(root).filter((type) => blockTypes.has(type)),
      clientEntriesDir(),
    )
  ).map((type) => [type, path.join(root, SITE_BLOCKS_DIR, type, "block.ts")] as const);
  // No page has an island: no entry, and so no React, in the site's build.
  if (!kernel.length && !own.length) return { files: 0, types: [] };
  const loaders = [...kernel, ...own].map(([type, block]) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(block)}),`);
  writeFileSync(
    file,
    `import { hydrateIslands } from ${JSON.stringify(path.resolve("src/client/islands.tsx"))};\n\nvoid hydrateIslands({\n${loaders.join("\n")}\n});\n`,
  );
  const result = await rolldown({
    input: { islands: file },
    platform: "browser",
    plugins: [siteBlockIslandImports(root)],
    // Required by the copying of shared chunks: the entry exports nothing anyone imports.
    preserveEntrySignatures: false,
    transform: {
      target: TARGET,
      jsx: { runtime: "automatic" },
      define: DEFINE,
    },
    // rjsf's and sonner's "use client" lines mean nothing here: every island runs in the browser.
    checks: { moduleLevelDirective: false },
    logLevel: "warn",
    output: {
      dir: outDir,
      format: "es",
      minify: true,
      comments: { legal: false },
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: "chunk-[hash].js",
      codeSplitting: ISLAND_CHUNKS,
    },
  });
  const chunks = result.output.filter((output): output is OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("Rolldown wrote no islands entry");
  return { entry: entry.fileName, files: chunks.length, types: [...kernel, ...own].map(([type]) => type) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadSite } = await import("../src/content/load-site.ts");
  console.log(await buildClient(clientSiteOf(contentRoot(), loadSite(contentRoot()))));
}
