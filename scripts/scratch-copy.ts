/**
 * A throwaway copy of the project in a temporary folder, with node_modules linked rather than
 * copied: where the benchmarks, and the tests that add entries or build a site, work, so they
 * never touch the real content or build/.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_SITE } from "../src/content/content-files.ts";
import { copySiteParts } from "../src/content/site-folder.ts";

const PROJECT = path.resolve(import.meta.dirname, "..");
/** What `npm run validate` and `npm run build` read, besides the site. */
const NEEDED = ["schemas", "src", "scripts", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json"];
/** The code among them: five sixths of the files, and nothing a publish with a stand-in build reads or writes. */
const CODE = new Set(["src", "scripts"]);

/**
 * `from` is the project to copy (this one unless given); `into` the folder the copy is made in (the
 * system's temporary folder unless given: a publish makes it beside its builds, so the finished
 * build moves into place by a rename). With `linkCode`, src/ and scripts/ are links to `from`'s,
 * as node_modules is, and a copy of the copy (a publish's) links them too: for tests whose build
 * is a stand-in, where copying the code was most of the time spent. Nothing may write below those
 * links (npm run gen would write into `from`'s src/generated/). The copy's default site
 * (sites/westline/) is `from`'s, or with `site` another site's folder (sites/starter/): the copy is
 * then a project whose own site it is, built with no CONTENT_ROOT. With `code: false` the copy holds
 * the site and node_modules alone, until copyCode adds the rest (a publish whose build runs in the
 * job's own process needs no more).
 */
export function scratchCopy(
  prefix = "westline-scratch-",
  {
    from = PROJECT,
    into = os.tmpdir(),
    linkCode = false,
    site = path.join(from, DEFAULT_SITE),
    code = true,
  }: { from?: string; into?: string; linkCode?: boolean; site?: string; code?: boolean } = {},
): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(into, prefix));
  if (code) copyCode(from, root, { linkCode });
  copySiteParts(site, path.join(root, DEFAULT_SITE));
  symlinkSync(path.join(from, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Copies (or with linkCode, links src/ and scripts/ of) `from`'s code into the copy at `root`: what `npm run build` reads besides the site. */
export function copyCode(from: string, root: string, { linkCode = false }: { linkCode?: boolean } = {}): void {
  for (const entry of NEEDED)
    if (linkCode && CODE.has(entry)) symlinkSync(path.join(from, entry), path.join(root, entry), "dir");
    else cpSync(path.join(from, entry), path.join(root, entry), { recursive: true });
}
