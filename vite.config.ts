import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { writeImageCopies } from "./scripts/lib/image-copies.ts";
import { siteTheme } from "./scripts/lib/site-theme-plugin.ts";
import { siteBlocks } from "./scripts/lib/site-blocks-plugin.ts";
import { siteForms } from "./scripts/lib/site-forms-plugin.ts";
import { pageRendererDir, RENDERER_MANIFEST, RENDERER_SERVER } from "./scripts/lib/page-renderer.ts";
import { manifestFile } from "./src/client/assets.server.ts";
import { CONTENT_DIR, contentRoot } from "./src/content/content-files.ts";
import { loadSite } from "./src/content/load-site.ts";
import { IMAGES_PATH } from "./src/lib/image-variants.ts";

/**
 * `npm run dev` serves only the paths react-router.config.ts's `prerender()` lists, as a build
 * would (any other path gets no loader data: "No result found for routeId "page""), and React
 * Router works that list out once, when it first loads its server build. The content decides the
 * list, so a change under pages.config/ makes the next request load the build again: a suburb
 * report added, or fixed after being broken when the server started, shows on reload.
 */
function routesFollowContent(): Plugin {
  return {
    name: "westline:routes-follow-content",
    apply: "serve",
    configureServer(server) {
      const contentDir = path.resolve(contentRoot(), CONTENT_DIR) + path.sep;
      const reload = (file: string) => {
        if (!path.resolve(file).startsWith(contentDir)) return;
        for (const environment of Object.values(server.environments)) {
          const build = environment.moduleGraph.getModuleById("\0virtual:react-router/server-build");
          if (build) environment.moduleGraph.invalidateModule(build);
        }
      };
      server.watcher.on("add", reload).on("change", reload).on("unlink", reload);
    },
  };
}

/**
 * The copies of the content's images, which only a build makes: under `npm run dev` a page asking
 * for one missing from .tmp/dev-images has every image's copies made there (from the build's cache
 * when it has them). Their names change with the file, so one made earlier is never out of date.
 */
function contentImages(): Plugin {
  return {
    name: "westline:content-images",
    apply: "serve",
    configureServer(server) {
      const root = contentRoot();
      const dir = path.join(server.config.root, ".tmp/dev-images");
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        if (!url.startsWith(`/${IMAGES_PATH}/`) || url.includes("..")) return next();
        const file = path.join(dir, url);
        const made = existsSync(file) ? Promise.resolve() : writeImageCopies(root, loadSite(root).images, dir);
        made
          .then(() => {
            if (!existsSync(file)) return next();
            response.setHeader("Content-Type", `image/${path.extname(file) === ".jpg" ? "jpeg" : path.extname(file).slice(1)}`);
            response.end(readFileSync(file));
          })
          .catch(next);
      });
    },
  };
}

/**
 * The production pages load none of React Router's browser scripts (root.tsx renders no
 * <Scripts/>; the site's own come from scripts/build-client.ts), yet `react-router build` must
 * build its client environment first: the prerender needs that build's manifest. So there each
 * route module's browser entry keeps its exports' names but not their code, and the client build
 * bundles React Router's runtime alone instead of every block, form and calculator again.
 * `npm run dev` (which hydrates whole pages) is untouched.
 */
function emptyBrowserRoutes(): Plugin {
  return {
    name: "westline:empty-browser-routes",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      // What would hydrate the page: nothing runs it.
      if (/\/entry\.client\.[jt]sx?$/.test(id)) return "export {};";
      if (!id.endsWith("?__react-router-build-client-route")) return;
      const reexport = /^export \{([^}]*)\} from "[^"]+";$/.exec(code.trim());
      if (!reexport) this.error(`${id}: React Router's browser entry for this route no longer looks like \`export { … } from "…"\`: update this plugin`);
      const names = (reexport[1] ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      return names.map((name) => (name === "default" ? "export default () => null;" : `export const ${name} = () => null;`)).join("\n");
    },
  };
}

/**
 * With ssr:false React Router deletes its server build once it has prerendered every page; a copy
 * is kept in build/page-renderer/ with the browser scripts' manifest the pages were rendered
 * with, so `npm run build -- --changed-from` can render the pages a change affects alone
 * (scripts/lib/page-renderer.ts). Taken before React Router's own step, which prerenders and
 * deletes.
 */
function keepPageRenderer(): Plugin {
  return {
    name: "westline:keep-page-renderer",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler(options) {
        const kept = pageRendererDir();
        rmSync(kept, { recursive: true, force: true });
        if (options.dir) cpSync(options.dir, path.join(kept, RENDERER_SERVER), { recursive: true });
        cpSync(manifestFile(), path.join(kept, RENDERER_MANIFEST));
      },
    },
  };
}

export default defineConfig({
  // The site's own files (favicon, pictures named by path): public/ for the main site, DIR/public/
  // for `--site DIR`.
  publicDir: path.join(contentRoot(), "public"),
  plugins: [
    siteTheme(contentRoot()),
    siteBlocks(contentRoot()),
    siteForms(contentRoot()),
    tailwindcss(),
    reactRouter(),
    emptyBrowserRoutes(),
    keepPageRenderer(),
    routesFollowContent(),
    contentImages(),
  ],
});
