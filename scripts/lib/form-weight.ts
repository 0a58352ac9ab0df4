/**
 * The script a visitor's browser fetches to use a page's form, uncompressed: the page's own
 * scripts (the chrome module and its blocks' behaviours, the forms' script among them), the
 * form's schema and validator (assets/form-<name>-<hash>.js, loaded once the visitor starts on it)
 * and every module those import. A page's islands (a calculator, the lender strip) are not counted:
 * they load for those blocks, not for the form. Issue 52 bounds it at FORM_JS_BOUND_KB.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** At most this much script, uncompressed, to use a form (issue 52 item 3; it was 614-641 kB with React). */
export const FORM_JS_BOUND_KB = 60;

export interface FormWeight {
  /** The form the figure is for: the page's heaviest to use. */
  form: string;
  /** Uncompressed bytes of every script fetched to use it. */
  bytes: number;
}

/** The modules a built script imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
const staticImports = (code: string) => [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1] ?? "");

/** `files` (site-absolute /assets/… paths) and all they import, as files in `clientDir`. */
function withImports(clientDir: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const imported of staticImports(readFileSync(file, "utf8"))) visit(path.join(path.dirname(file), imported));
  };
  for (const file of files) visit(path.join(clientDir, file));
  return seen;
}

/** The built form-<name> script of each form, by name. */
function formScripts(clientDir: string): Map<string, string> {
  const assets = path.join(clientDir, "assets");
  const scripts = new Map<string, string>();
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    const name = /^form-(.+)-[A-Z0-9]{8}\.js$/.exec(file)?.[1];
    if (name) scripts.set(name, `/assets/${file}`);
  }
  return scripts;
}

/**
 * The script to use the heaviest form of the page in `html`, or undefined when the page has no
 * form its forms' script takes over (none, or a page without the script: its forms post natively).
 */
export function formWeight(clientDir: string, html: string, scripts = formScripts(clientDir)): FormWeight | undefined {
  const pageScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "");
  if (!pageScripts.some((src) => /\/behaviour-form-/.test(src))) return undefined;
  const forms = [...new Set([...html.matchAll(/data-form="([^"]+)"/g)].map((match) => match[1] ?? ""))];
  const weights = forms.flatMap((form) => {
    const script = scripts.get(form);
    if (!script) return [];
    const files = withImports(clientDir, [...pageScripts, script]);
    return [{ form, bytes: [...files].reduce((sum, file) => sum + readFileSync(file).length, 0) }];
  });
  return weights.sort((a, b) => b.bytes - a.bytes)[0];
}
