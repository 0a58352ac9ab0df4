import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { SITE_BLOCKS_DIR, siteBlockFolders } from "../../src/content/site-blocks.ts";

/** The module src/routes/page.tsx imports: it registers the site's own block types before any page renders. */
export const SITE_BLOCKS_MODULE = "virtual:pagekit/site-blocks";
const RESOLVED = `\0${SITE_BLOCKS_MODULE}`;

const KERNEL = path.resolve(import.meta.dirname, "../..");
/** What a site block imports as `pagekit/block`: the contract and the parts a site block may build on. */
const SITE_BLOCK_API = path.join(KERNEL, "src/blocks/site-block.ts");
/** A kernel module bare imports are resolved from, as if the kernel had written them. */
const KERNEL_IMPORTER = path.join(KERNEL, "src/root.tsx");

/**
 * A site's own block types (`<site>/blocks/<type>/block.ts`, src/blocks/site-block.ts) in the
 * renderer, from a site folder anywhere:
 * - the module src/routes/page.tsx imports registers each folder's definition, so the prerender
 *   (and `pagekit dev`) renders them as it renders the kernel's;
 * - what a site block's files import by name (React, `pagekit/block`) is found in the kernel: a site
 *   folder outside the kernel's tree has no React of its own, and two Reacts would break its hooks.
 *   In the server build those stay imports by name, as the kernel's own are, which the build's
 *   node_modules link serves;
 * - Tailwind reads the site's block folders for the classes they use (`@source`): it reads the
 *   kernel's folder by itself, and a site's may be anywhere.
 */
export function siteBlocks(siteRoot: string): Plugin {
  const blocksDir = path.join(siteRoot, SITE_BLOCKS_DIR);
  const stylesheet = path.join(KERNEL, "src/app.css");
  return {
    name: "kernel:site-blocks",
    enforce: "pre",
    config: () => ({ server: { fs: { allow: [KERNEL, blocksDir] } } }),
    async resolveId(id, importer) {
      if (id === SITE_BLOCKS_MODULE) return RESOLVED;
      if (!importer?.split("?")[0]?.startsWith(blocksDir + path.sep)) return undefined;
      if (id === "pagekit/block") return SITE_BLOCK_API;
      if (/^[./\0]|^[a-z]+:/i.test(id)) return undefined;
      if (this.environment.name === "ssr" && this.environment.config.command === "build") return { id, external: true };
      return this.resolve(id, KERNEL_IMPORTER, { skipSelf: true });
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Validation, which ran first, has refused a folder without its definition or schema.
      const folders = siteBlockFolders(siteRoot).filter((folder) => existsSync(path.join(blocksDir, folder, "block.ts")));
      for (const folder of folders) this.addWatchFile(path.join(blocksDir, folder, "block.ts"));
      return [
        `import { registerSiteBlocks } from ${JSON.stringify(SITE_BLOCK_API)};`,
        ...folders.map((folder, index) => `import block${index} from ${JSON.stringify(path.join(blocksDir, folder, "block.ts"))};`),
        `registerSiteBlocks([${folders
          .map(
            (folder, index) =>
              `{ file: ${JSON.stringify(`${SITE_BLOCKS_DIR}/${folder}/block.ts`)}, folder: ${JSON.stringify(folder)}, definition: block${index} }`,
          )
          .join(", ")}]);`,
      ].join("\n");
    },
    transform(code, id) {
      // Not `app.css?url` itself (a module exporting the address); Vite then compiles the stylesheet under its own id.
      if (id.split("?")[0] !== stylesheet || /[?&](?:url|raw)\b/.test(id) || !siteBlockFolders(siteRoot).length) return undefined;
      return { code: `${code}\n@source ${JSON.stringify(blocksDir)};\n`, map: null };
    },
  };
}
