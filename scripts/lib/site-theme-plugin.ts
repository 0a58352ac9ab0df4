import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTENT_DIR } from "../../src/content/content-files.ts";
import type { SiteConfig } from "../../src/generated/content-types.ts";
import { themeCss, themeOf } from "../../src/site/theme.ts";

/**
 * Adds the site's colours (its site.json `theme`, else the kernel's) to src/app.css before
 * Tailwind reads it, so the stylesheet of each site's build carries that site's colours and no
 * other's. The build has validated site.json before Vite runs.
 */
export function siteTheme(siteRoot: string): Plugin {
  const stylesheet = path.resolve("src/app.css");
  return {
    name: "kernel:site-theme",
    enforce: "pre",
    transform(code, id) {
      // Not `app.css?url` itself (a module exporting the address); Vite then compiles the stylesheet under its own id.
      if (id.split("?")[0] !== stylesheet || /[?&](?:url|raw)\b/.test(id)) return undefined;
      const site = JSON.parse(readFileSync(path.join(siteRoot, CONTENT_DIR, "site.json"), "utf8")) as SiteConfig;
      this.addWatchFile(path.join(siteRoot, CONTENT_DIR, "site.json"));
      return { code: `${code}\n${themeCss(themeOf(site))}`, map: null };
    },
  };
}
