import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/content/load-content.ts";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A static site: every route is prerendered at build time, and the server only serves files.
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
