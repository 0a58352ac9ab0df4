import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/content/load-content.ts";

export default {
  appDirectory: "src",
  buildDirectory: "build",
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
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
