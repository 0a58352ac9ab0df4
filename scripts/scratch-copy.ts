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

export function scratchCopy(prefix = "westline-scratch-"): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of NEEDED) cpSync(path.join(PROJECT, entry), path.join(root, entry), { recursive: true });
  symlinkSync(path.join(PROJECT, "node_modules"), path.join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
