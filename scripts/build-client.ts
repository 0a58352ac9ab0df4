/**
 * Builds the browser scripts of the production pages with esbuild, before `react-router build`
 * prerenders them (root.tsx reads the manifest written here):
 * - `chrome`: the vanilla behaviours every page needs (src/client/chrome-entry.ts), no React;
 * - `islands`: hydrates the interactive blocks of a page (src/client/islands.tsx), with one lazily
 *   loaded chunk per block folder and the forms' code in chunks of their own;
 * - `behaviour-<type>`: one small script per block with a behaviour.ts (no React), which installs
 *   it; a page loads only those of the blocks it has.
 * Output goes to .tmp/client-entries/ (postbuild copies it into build/client/assets/), named by
 * content hash so the server can cache it for a year.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { CLIENT_ENTRIES_DIR, MANIFEST_FILE, type ClientManifest } from "../src/client/assets.server.ts";
import { BEHAVIOUR_FILES } from "../src/generated/block-behaviours.ts";

/** Builds the scripts and writes the manifest; returns its one-line report. */
export async function buildClient(): Promise<string> {
  const OUT_DIR = path.join(CLIENT_ENTRIES_DIR, "assets");
  rmSync(CLIENT_ENTRIES_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });

  const common = {
    outdir: OUT_DIR,
    bundle: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    minify: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false" },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  } as const;
  // The chrome module is one file with no shared chunk, so a static page makes exactly one request.
  const chromeResult = await build({ ...common, entryPoints: { chrome: "src/client/chrome-entry.ts" }, entryNames: "[name]-[hash]" });
  const result = await build({
    ...common,
    entryPoints: { islands: "src/client/islands.tsx" },
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    splitting: true,
  });

  // Each behaviour is its own script with no shared chunk: one small request on the pages that use it.
  const BEHAVIOUR_ENTRIES_DIR = path.join(CLIENT_ENTRIES_DIR, "behaviour-entries");
  mkdirSync(BEHAVIOUR_ENTRIES_DIR, { recursive: true });
  const behaviourEntries = Object.fromEntries(
    Object.entries(BEHAVIOUR_FILES).map(([type, file]) => {
      const entry = path.join(BEHAVIOUR_ENTRIES_DIR, `${type}.ts`);
      writeFileSync(entry, `import install from ${JSON.stringify(path.resolve(file))};\ninstall(document);\n`);
      return [`behaviour-${type}`, entry];
    }),
  );
  const behaviourResult = await build({ ...common, entryPoints: behaviourEntries, entryNames: "[name]-[hash]" });

  const url = (file: string) => `/assets/${path.basename(file)}`;
  const outputs = [
    ...Object.entries(chromeResult.metafile.outputs),
    ...Object.entries(result.metafile.outputs),
    ...Object.entries(behaviourResult.metafile.outputs),
  ];
  const entry = (name: string) => {
    const found = outputs.find(([, output]) => output.entryPoint?.endsWith(name));
    if (!found) throw new Error(`esbuild wrote no output for ${name}`);
    return found;
  };
  const [chrome] = entry("src/client/chrome-entry.ts");
  const [islands, islandsOutput] = entry("src/client/islands.tsx");

  const manifest: ClientManifest = {
    chrome: url(chrome),
    islands: url(islands),
    islandsImports: islandsOutput.imports.filter((imported) => imported.kind === "import-statement").map((imported) => url(imported.path)),
    behaviours: Object.fromEntries(Object.keys(BEHAVIOUR_FILES).map((type) => [type, url(entry(path.join(BEHAVIOUR_ENTRIES_DIR, `${type}.ts`))[0])])),
  };
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return `build-client: ${outputs.filter(([file]) => file.endsWith(".js")).length} scripts in ${OUT_DIR}`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildClient());
