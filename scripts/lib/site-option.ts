/**
 * `--site DIR`, as every script that reads a site or its build takes it: the folder holding that
 * site's pages.config/ (and its build/), e.g. sites/starter; without it, the project's own site.
 * It sets CONTENT_ROOT, so every module that asks contentRoot() or buildDir(), and every process the
 * script starts (a build step, the server), works on that one site.
 */
import { existsSync, lstatSync, mkdirSync, statSync, symlinkSync, unlinkSync } from "node:fs";
import { createRequire } from "node:module";
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
  if (!existsSync(root)) fail(`there is no folder ${shownPath(root)}: name the folder that holds the site's ${CONTENT_DIR}/, e.g. --site sites/starter`);
  if (!statSync(root).isDirectory())
    fail(`${shownPath(root)} is a file, not a folder: name the folder that holds the site's ${CONTENT_DIR}/, e.g. --site sites/starter`);
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

/**
 * Lets a build kept outside the kernel's folder find the kernel's packages. The prerender's server
 * build and the bundled server import react-router, react, hono and the database drivers by name,
 * and Node looks for them in node_modules folders above the importing file: in a site folder
 * elsewhere there are none (or not these). A link DIR/build/node_modules to the kernel's own
 * node_modules gives them the very packages the kernel was built and tested with. Nothing is done
 * when the build folder already finds the kernel's copy (a site inside the kernel's folder).
 */
export function linkKernelPackages(outDir: string): void {
  const kernelCopy = createRequire(import.meta.url).resolve("react-router/package.json");
  let found: string | undefined;
  try {
    found = createRequire(path.resolve(outDir, "index.js")).resolve("react-router/package.json");
  } catch {
    found = undefined;
  }
  if (found === kernelCopy) return;
  const link = path.resolve(outDir, "node_modules");
  // A link left by an earlier build to a kernel since moved is replaced; a real folder is someone's.
  if (isLink(link)) unlinkSync(link);
  else if (existsSync(link))
    throw new Error(`${shownPath(link)} holds other packages than the kernel's: delete it (the build links the kernel's node_modules there)`);
  mkdirSync(path.resolve(outDir), { recursive: true });
  // A junction on Windows needs no special rights; elsewhere the type is ignored.
  symlinkSync(path.dirname(path.dirname(kernelCopy)), link, "junction");
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
