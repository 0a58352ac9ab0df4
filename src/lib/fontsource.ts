/**
 * Where a Fontsource package a site's theme names is installed: in the site's own folder first (a
 * site outside the kernel lists its font in its own package.json), then in the kernel's. The
 * package's metadata.json says the rest (its family, files and characters: src/site/site-fonts.ts).
 */
import { createRequire } from "node:module";
import path from "node:path";

/** The path of `request` (a package's file, e.g. "@fontsource/lora/metadata.json") from the site's folder, else the kernel's; undefined when neither has it. */
export function resolveFromSite(siteRoot: string, request: string): string | undefined {
  for (const base of [path.join(siteRoot, "package.json"), import.meta.filename]) {
    try {
      return createRequire(base).resolve(request);
    } catch {
      // Not installed there: try the next.
    }
  }
  return undefined;
}

/** The advice for a font package that is not installed, the same from `npm run validate` and the build. */
export const notInstalled = (name: string) =>
  `names the font package ${name}, which is not installed: run \`npm install ${name}\` in the site's folder (it goes into the site's package.json), or name another font`;
