/**
 * A build after a change, from the build it replaces: `npm run build -- --changed-from DIR`, where
 * DIR is that build's client folder (the live site). It copies DIR into this build's client
 * folder, renders again only the pages whose inputs changed (scripts/lib/page-inputs.ts: all of
 * them when site.json, the day or the renderer changed), removes the pages that are gone, and
 * refreshes what lists every page (sitemap.xml, robots.txt, _headers, 404.html) and the changed
 * pages' cards and compressed copies (postbuild). The result is byte for byte what a full build of
 * the same content writes (tests/unit/build-changed.test.ts).
 *
 * It renders with build/page-renderer/, which a full `npm run build` keeps: the publish job calls
 * it in a copy of the project whose own build/ has none, so it names the project's
 * (`--renderer DIR`). Without a renderer or a record of DIR's inputs it cannot tell what changed:
 * plannedChange says so, and scripts/build.ts builds everything instead.
 */
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { manifestFile } from "../src/client/assets.server.ts";
import { buildDir } from "../src/content/content-files.ts";
import type { LoadedSite } from "../src/content/load-site.ts";
import { isDemoBuild } from "../src/site/build-mode.server.ts";
import { ogImagePath } from "../src/site/urls.ts";
import { changedPages, pageInputs, readPageInputs } from "./lib/page-inputs.ts";
export { cannotBuildChanged } from "./lib/changed-build-check.ts";
import { renderPages, RENDERER_MANIFEST, rendererDigest } from "./lib/page-renderer.ts";
import { pageFile, postbuild } from "./postbuild.ts";

export interface ChangedBuild {
  /** The project folder holding the new content (pages.config/). */
  root: string;
  /** The content loaded from root, without problems. */
  loaded: LoadedSite;
  /** The client folder of the build this one replaces; read, never changed. */
  previous: string;
  /** The folder build/page-renderer/ of the full build that made `previous`. */
  renderer: string;
}

/** Makes this build's client folder (build/client) from `previous` and the change; returns the step's report lines. */
export async function buildChanged({ root, loaded, previous, renderer }: ChangedBuild): Promise<string[]> {
  const client = path.join(buildDir(), "client");
  const inputs = pageInputs(loaded, isDemoBuild() ? "demo" : "live", rendererDigest(renderer));
  const { render, removed, all } = changedPages(readPageInputs(previous), inputs);
  rmSync(client, { recursive: true, force: true });
  cpSync(previous, client, { recursive: true });
  for (const page of removed) {
    // A page's folder may hold other pages (/resources holds the reports): only its own files go.
    for (const suffix of ["", ".br", ".gz"]) rmSync(path.join(client, `${pageFile(page)}${suffix}`), { force: true });
    rmSync(path.join(client, ogImagePath({ path: page })), { force: true });
    const folder = path.dirname(path.join(client, pageFile(page)));
    if (folder !== client && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  // The pages name the browser scripts of the build the renderer came with, which `previous` has.
  mkdirSync(path.dirname(manifestFile()), { recursive: true });
  cpSync(path.join(renderer, RENDERER_MANIFEST), manifestFile());
  await renderPages(renderer, render, client);
  const lines = await postbuild(root, loaded, { rendered: new Set(render), renderer });
  return [
    `changed: ${render.length} of ${Object.keys(inputs.pages).length} pages rendered again${all ? " (site.json, the day or the renderer changed: all of them)" : ""}, ${removed.length} removed`,
    ...lines,
  ];
}
