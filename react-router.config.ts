import type { Config } from "@react-router/dev/config";
import { buildDir, contentRoot } from "./src/content/content-files.ts";
import { loadSite } from "./src/content/load-site.ts";
import { ContentProblemsError } from "./src/content/problems.ts";
import { builtContent } from "./src/content/site-content.server.ts";

const command = process.argv.slice(2).find((arg) => !arg.startsWith("-"));

/**
 * The paths of the content's pages, checked; a build refuses it (before bundling anything) with
 * the lines `npm run validate` prints. Under `npm run build`, the content it has already checked.
 */
function pagePaths(): string[] {
  const handed = builtContent();
  if (handed) return handed.pages.map((doc) => doc.path);
  const loaded = loadSite(contentRoot());
  // `react-router dev` keeps serving broken content and lists its problems on every page instead.
  if (loaded.problems.length && command !== "dev") throw new ContentProblemsError(loaded.problems);
  return loaded.pages.map(({ doc }) => doc.path);
}
if (command === "build") pagePaths();

export default {
  appDirectory: "src",
  // build/ for the main site; sites/starter/build for `npm run build -- --site sites/starter`.
  buildDirectory: buildDir(),
  // A static site: every route is prerendered at build time, and the server only serves files.
  ssr: false,
  // React Router v8's behaviour, adopted now (which also silences the build's future-flag
  // warnings) where it changes nothing here: no middleware, no client loaders, same files built.
  // Two stay off on purpose: pass-through requests make prerendering the not-found page's data
  // fail (a 404 from entry.server), and trailing-slash-aware data requests would have the client
  // fetch /resources/suburb-reports/<slug>/_.data for the reports' canonical "…/<slug>/" links,
  // which the prerender does not write.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // Under `npm run dev` this list decides which paths get loader data too; vite.config.ts has it
  // worked out again whenever pages.config/ changes.
  // Under `npm run build`, React Router prerenders one page for each of the two routes (it refuses
  // a route with a loader that it prerenders nowhere): scripts/build.ts renders every page with
  // the server build it kept (scripts/lib/page-renderer.ts), as a publish does.
  async prerender() {
    const handed = builtContent();
    if (!handed) return pagePaths();
    return [
      "/",
      ...handed.pages
        .map((doc) => doc.path)
        .filter((page) => page !== "/")
        .slice(0, 1),
    ];
  },
} satisfies Config;
