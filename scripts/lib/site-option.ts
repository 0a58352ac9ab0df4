/**
 * `--site DIR`, as every script that reads a site or its build takes it: the folder holding that
 * site's pages.config/ (and its build/), e.g. sites/starter; without it, the project's own site.
 * It sets CONTENT_ROOT, so every module that asks contentRoot() or buildDir(), and every process the
 * script starts (a build step, the server), works on that one site.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildDir, CONTENT_DIR, CONTENT_ROOT_VARIABLE, contentRoot, defaultSiteRoot } from "../../src/content/content-files.ts";

export interface SiteOption {
  /** The arguments other than `--site DIR`, in their order. */
  rest: string[];
  /** The folder holding the site's pages.config/, absolute. */
  root: string;
}

/** Takes `--site DIR` out of the arguments; `fail` is called with the reason when DIR is missing or holds no site. */
export function takeSiteOption(args: readonly string[], fail: (problem: string) => never): SiteOption {
  const at = args.indexOf("--site");
  const dir = at < 0 ? undefined : args[at + 1];
  if (at >= 0 && (dir === undefined || dir.startsWith("-"))) fail(`--site needs the folder holding the site's ${CONTENT_DIR}/, e.g. --site sites/starter`);
  if (dir !== undefined) process.env[CONTENT_ROOT_VARIABLE] = path.resolve(dir);
  const root = contentRoot();
  if (!existsSync(path.join(root, CONTENT_DIR)))
    fail(`there is no ${CONTENT_DIR}/ folder in ${root}: name the folder that holds the site's ${CONTENT_DIR}/, e.g. --site sites/starter`);
  return { rest: at < 0 ? [...args] : args.filter((_, i) => i !== at && i !== at + 1), root };
}

/** The built pages of the site --site named (or the project's): build/client, or DIR/build/client. */
export function builtClientDir(): string {
  return path.join(buildDir(), "client");
}

/** The command that builds the site --site named, for "run it first" messages. */
export function buildCommand(): string {
  const root = contentRoot();
  return root === defaultSiteRoot() ? "npm run build" : `npm run build -- --site ${path.relative(process.cwd(), root)}`;
}

/**
 * The folder paths in messages are relative to: where the person ran the command. `pagekit` runs
 * the kernel's scripts in the kernel's folder and says in PAGEKIT_CWD where it was run, so a CI
 * annotation for a site kept elsewhere in a repository names the file from the repository's top.
 */
export function messageBase(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return path.resolve(env.PAGEKIT_CWD || process.cwd());
}

/** A file or folder as messages name it: relative to messageBase() ("." for that folder itself). */
export function shownPath(file: string): string {
  return path.relative(messageBase(), path.resolve(file)) || ".";
}
