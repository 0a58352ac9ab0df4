import type { Config } from "@react-router/dev/config";
import { buildDir, contentRoot } from "./src/content/content-files.ts";
import { loadSite } from "./src/content/load-site.ts";
import { ContentProblemsError } from "./src/content/problems.ts";

const command = process.argv.slice(2).find((arg) => !arg.startsWith("-"));

/** The content, checked; a build refuses it (before bundling anything) with the lines `npm run validate` prints. */
function content() {
  const loaded = loadSite(contentRoot());
  // `react-router dev` keeps serving broken content and lists its problems on every page instead.
  if (loaded.problems.length && command !== "dev") throw new ContentProblemsError(loaded.problems);
  return loaded;
}
if (command === "build") content();

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
  async prerender() {
    return content().pages.map(({ doc }) => doc.path);
  },
} satisfies Config;
