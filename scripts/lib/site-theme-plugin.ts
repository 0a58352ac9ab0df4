import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTENT_DIR } from "../../src/content/content-files.ts";
import type { SiteConfig } from "../../src/generated/content-types.ts";
import { fontCss, fontPreloads } from "../../src/site/site-fonts.ts";
import { themeCss, themeOf } from "../../src/site/theme.ts";

/** Where src/app.css wants the site's @font-face rules and font stacks. */
export const FONTS_MARKER = "/* pagekit:site-fonts */";
/** The module root.tsx imports the site's font files to preload from: `fontPreloads`, their built addresses. */
export const FONTS_MODULE = "virtual:pagekit/site-fonts";

/**
 * Adds the site's look (its site.json `theme`, else the kernel's) to src/app.css before Tailwind
 * reads it: its fonts where the stylesheet marks them (src/site/site-fonts.ts), its colours at the
 * end (src/site/theme.ts). So each site's build carries that site's colours and typefaces and no
 * other's. It also serves FONTS_MODULE, the same fonts' files for root.tsx to preload. The build has
 * validated site.json before Vite runs.
 */
export function siteTheme(siteRoot: string): Plugin {
  const stylesheet = path.resolve("src/app.css");
  const siteFile = path.join(siteRoot, CONTENT_DIR, "site.json");
  const readSite = () => JSON.parse(readFileSync(siteFile, "utf8")) as SiteConfig;
  const resolvedModule = `\0${FONTS_MODULE}`;
  return {
    name: "kernel:site-theme",
    enforce: "pre",
    resolveId: (id) => (id === FONTS_MODULE ? resolvedModule : undefined),
    load(id) {
      if (id !== resolvedModule) return undefined;
      this.addWatchFile(siteFile);
      // Vite turns each `?url` import into the built file's address, the same file the stylesheet's url() names.
      const files = fontPreloads(readSite(), siteRoot);
      const imports = files.map((file, i) => `import font${i} from ${JSON.stringify(`${file}?url`)};`);
      return `${imports.join("\n")}\nexport const fontPreloads = [${files.map((_, i) => `font${i}`).join(", ")}];\n`;
    },
    async transform(code, id) {
      // Not `app.css?url` itself (a module exporting the address); Vite then compiles the stylesheet under its own id.
      if (id.split("?")[0] !== stylesheet || /[?&](?:url|raw)\b/.test(id)) return undefined;
      const site = readSite();
      this.addWatchFile(siteFile);
      const url = (file: string) => path.relative(path.dirname(stylesheet), file).split(path.sep).join("/");
      const fonts = await fontCss(site, siteRoot, url).catch((error: unknown) => this.error(error instanceof Error ? error.message : String(error)));
      if (!code.includes(FONTS_MARKER)) this.error(`src/app.css has lost its ${FONTS_MARKER} line, where the site's fonts go: put it back above its @theme.`);
      return { code: `${code.replace(FONTS_MARKER, () => fonts)}\n${themeCss(themeOf(site))}`, map: null };
    },
  };
}
