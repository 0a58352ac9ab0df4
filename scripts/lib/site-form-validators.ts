/**
 * A site's own forms (src/content/site-forms.ts), compiled by the build that builds the site: each
 * form's precompiled validator and fields, as `npm run gen` makes a kernel form's
 * (src/content/generate-code.ts, siteFormModules). Written outside build/ (siteFormsCache; react-router
 * build empties that folder after this step), build-client bundles each into the browser's
 * form-<name> script, and postbuild copies them beside the built pages (<build>/site-forms/), where
 * the server loads them to check posts (src/server/site-form-validators.ts). A build cache: in the
 * site's build/, never in git.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { siteFormsCache } from "../../src/client/assets.server.ts";
import { siteFormModules } from "../../src/content/generate-code.ts";
import type { SiteForm } from "../../src/content/site-forms.ts";
import { siteFormFile } from "../../src/server/site-form-validators.ts";

const HEADER = "compiled by `npm run build` from the site's forms/ folder, do not edit";

/** Compiles each form into the site's siteFormsCache(); returns each form's module (what the server and the browser load) by name. */
export async function compileSiteForms(forms: readonly SiteForm[]): Promise<Record<string, string>> {
  const cache = siteFormsCache();
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const modules: Record<string, string> = {};
  for (const { name, schema } of forms) {
    const { validators, form } = await siteFormModules(name, schema as unknown as Record<string, unknown>, HEADER);
    writeFileSync(path.join(cache, `${name}.validators.mjs`), validators);
    writeFileSync(path.join(cache, siteFormFile(name)), form);
    modules[name] = path.join(cache, siteFormFile(name));
  }
  return modules;
}
