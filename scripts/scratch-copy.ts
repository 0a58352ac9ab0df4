/**
 * A throwaway copy of the project in a temporary folder, with node_modules linked rather than
 * copied: what the suburb benchmark and the "twelfth suburb" test build in, so they never touch
 * the real content or build/.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PROJECT = path.resolve(import.meta.dirname, "..");
/** What `npm run validate` and `npm run build` read. */
const NEEDED = ["pages.config", "public", "schemas", "src", "scripts", "react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json"];
/** The code among them: five sixths of the files, and nothing a publish with a stand-in build reads or writes. */
const CODE = new Set(["src", "scripts"]);
/** A site's own folders: a site kept in a folder of its own (CONTENT_ROOT) has both, and the copy takes them from there. */
const SITE = new Set(["pages.config", "public"]);

/**
 * `from` is the project to copy (this one unless given); `into` the folder the copy is made in (the
 * system's temporary folder unless given: a publish makes it beside its builds, so the finished
 * build moves into place by a rename). With `linkCode`, src/ and scripts/ are links to `from`'s,
 * as node_modules is, and a copy of the copy (a publish's) links them too: for tests whose build
 * is a stand-in, where copying the code was most of the time spent. Nothing may write below those
 * links (npm run gen would write into `from`'s src/generated/). With `site`, a site kept in a folder
 * of its own (examples/starter/), the copy's pages.config/ and public/ are that site's: the copy is
 * then a project whose own site it is, built with no CONTENT_ROOT.
 */
export function scratchCopy(
  prefix = "westline-scratch-",
  { from = PROJECT, into = os.tmpdir(), linkCode = false, site = from }: { from?: string; into?: string; linkCode?: boolean; site?: string } = {},
): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(into, prefix));
  for (const entry of NEEDED)
    if (linkCode && CODE.has(entry)) symlinkSync(path.join(from, entry), path.join(root, entry), "dir");
    else cpSync(path.join(SITE.has(entry) ? site : from, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(from, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
