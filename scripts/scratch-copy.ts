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

/**
 * `from` is the project to copy (this one unless given); `into` the folder the copy is made in (the
 * system's temporary folder unless given: a publish makes it beside its builds, so the finished
 * build moves into place by a rename).
 */
export function scratchCopy(
  prefix = "westline-scratch-",
  { from = PROJECT, into = os.tmpdir() }: { from?: string; into?: string } = {},
): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(into, prefix));
  for (const entry of NEEDED) cpSync(path.join(from, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(from, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
