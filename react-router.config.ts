import type { Config } from "@react-router/dev/config";
import { loadContent } from "./src/content/load-content.ts";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A static site: every route is prerendered at build time, and the server only serves files.
  ssr: false,
  async prerender() {
    const content = loadContent();
    return content.pages.map((page) => page.doc.path);
  },
} satisfies Config;
