/**
 * The precompiled validators of a site's own block forms ("block/<type>"), which the kernel's
 * generated list (src/generated/editor-validators/) cannot hold: the editor page built for a site
 * registers them here when it loads (scripts/lib/site-blocks-plugin.ts, siteEditorValidators), each
 * with its schema's hash and a loader, as `npm run gen` lists the kernel's.
 */
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";

export interface EditorValidatorEntry {
  hash: string;
  load: () => Promise<{ default: ValidatorFunctions }>;
}

export const siteEditorValidators: Record<string, EditorValidatorEntry> = {};

/** Called once by the editor page's generated module with the site's block forms. */
export function registerSiteEditorValidators(entries: Readonly<Record<string, EditorValidatorEntry>>): void {
  for (const key of Object.keys(siteEditorValidators)) delete siteEditorValidators[key];
  Object.assign(siteEditorValidators, entries);
}
