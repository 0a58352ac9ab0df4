/**
 * The editor page is built once with Vite into a cache folder named after a hash of the source it
 * is made from, and served as plain files: a prebuilt bundle opens in well under the 2 s goal,
 * where Vite's development server first spends seconds optimising dependencies and then loads
 * hundreds of modules one by one. Changing any file under src/ (a block, a widget, the editor) or
 * any dependency installed changes the hash, so the next `npm run edit` or
 * build builds afresh. A site with block types of its own (its blocks/ folder) gets a page of its
 * own, holding those blocks' components (for the preview and their names) and their forms'
 * validators: named after the kernel's hash and the site's blocks' key, so a site without any shares
 * the kernel's page, and sites with blocks keep theirs beside it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { PluginOption } from "vite";
import { themeCss, themeOf } from "../../site/theme.ts";

const SRC = path.resolve(import.meta.dirname, "../..");
const CLIENT = path.resolve(import.meta.dirname, "../client");

function sourceHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes(".test.")) hash.update(path.relative(SRC, full)).update(readFileSync(full));
    }
  };
  walk(SRC);
  // The bundle holds React, rjsf and the rest: a dependency upgraded with src/ unchanged is a new
  // page. npm lists what it installed here (a scratch copy shares the original's node_modules).
  const installed = path.join(SRC, "../node_modules/.package-lock.json");
  if (existsSync(installed)) hash.update(readFileSync(installed));
  return hash.digest("hex").slice(0, 16);
}

/** Where `npm run edit` and the build keep built editor pages: shared by every checkout using this node_modules. */
export const EDITOR_CACHE = "node_modules/.cache/westline-editor";

/**
 * What the site being edited adds to the editor page (scripts/lib/site-blocks-plugin.ts,
 * siteEditorBuild): the key of its blocks ("" for none) and the plugins that bring them in, which
 * the page's modules import by name whether the site has blocks or not.
 */
export interface SiteEditorBuild {
  key: string;
  plugins: PluginOption[];
}

/** The folder holding the built editor page, building it first when the source has changed (then `built`). */
export async function editorClient(
  cacheRoot: string,
  site: SiteEditorBuild,
  log: (line: string) => void = console.log,
): Promise<{ dir: string; built: boolean }> {
  const kernel = `editor-${sourceHash()}`;
  const outDir = path.join(cacheRoot, site.key ? `${kernel}-${site.key}` : kernel);
  if (existsSync(path.join(outDir, "index.html"))) return { dir: outDir, built: false };
  log("Building the editor page (once after each change to the code)…");
  const started = performance.now();
  // Pages of older source go; another site's page of the same source stays, for that site's next editor.
  const old = (name: string) => name.startsWith("editor-") && !name.endsWith(".tmp") && name !== kernel && !name.startsWith(`${kernel}-`);
  for (const name of existsSync(cacheRoot) ? readdirSync(cacheRoot).filter(old) : []) rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  // Built beside and renamed into place, so an editor starting at the same moment never serves half a build.
  const building = `${outDir}.${process.pid}.tmp`;
  await buildEditorClient(building, site.plugins);
  try {
    renameSync(building, outDir);
  } catch {
    // Another editor finished the same build first; its copy is identical.
    rmSync(building, { recursive: true, force: true });
  }
  log(`Built the editor page in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { dir: outDir, built: true };
}

/**
 * The kernel's colours for the editor's stylesheet: src/app.css names none (each site's build adds
 * its own, scripts/lib/site-theme-plugin.ts), and the editor page is one for every site.
 */
function kernelTheme(): { name: string; enforce: "pre"; transform: (code: string, id: string) => string | undefined } {
  return {
    name: "kernel:editor-theme",
    enforce: "pre",
    transform: (code, id) =>
      id.split("?")[0]?.endsWith(`${path.sep}editor.css`) ? `${code}\n${themeCss(themeOf({ brand: "", theme: undefined }))}` : undefined,
  };
}

/**
 * Builds the editor page into outDir. Its addresses are relative ("./assets/…"), so the same files
 * serve npm run edit at / and the back office at /admin/content/.
 */
async function buildEditorClient(outDir: string, sitePlugins: PluginOption[]): Promise<void> {
  // Loaded only to build: a build that finds the page in the cache (most) spent half a CPU-second loading Vite.
  const [{ build }, { default: tailwindcss }] = await Promise.all([import("vite"), import("@tailwindcss/vite")]);
  await build({
    configFile: false,
    root: CLIENT,
    base: "./",
    logLevel: "warn",
    plugins: [kernelTheme(), ...sitePlugins, tailwindcss()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: { index: path.join(CLIENT, "index.html"), preview: path.join(CLIENT, "preview.html") },
        // React Router and Radix mark their modules "use client", which means nothing in a plain bundle.
        onwarn: (warning, warn) => {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
  });
}
