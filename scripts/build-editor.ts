/**
 * Puts the content editor's page for the back office (/admin/content on the production server)
 * into the site's build folder (build/editor-client for the main site). It is the page `npm run
 * edit` serves, made from the same source: built into the same cache (named after the source's
 * hash) unless `npm run edit` or another build has built it already, and copied from there.
 * Part of npm run build.
 */
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { contentRoot, editorClientDir } from "../src/content/content-files.ts";
import { EDITOR_CACHE, editorClient } from "../src/editor/server/client-build.ts";
import { siteEditorBuild } from "./lib/site-blocks-plugin.ts";

/** Puts the editor page in place; returns its one-line report. */
export async function buildEditor(): Promise<string> {
  const target = editorClientDir();
  const started = performance.now();
  const site = siteEditorBuild(contentRoot());
  let { dir, built } = await editorClient(path.resolve(EDITOR_CACHE), site, () => {});
  rmSync(target, { recursive: true, force: true });
  try {
    cpSync(dir, target, { recursive: true });
  } catch (error) {
    // An editor started on other source at the same moment cleared the cache of every other build.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    ({ dir, built } = await editorClient(path.resolve(EDITOR_CACHE), site, () => {}));
    rmSync(target, { recursive: true, force: true });
    cpSync(dir, target, { recursive: true });
  }
  return `editor page ${built ? "built" : `taken from ${EDITOR_CACHE}`}: ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildEditor());
