import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { CONTENT_DIR } from "./src/content/content-files.ts";

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
      const contentDir = path.resolve(server.config.root, CONTENT_DIR) + path.sep;
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), routesFollowContent()],
});
