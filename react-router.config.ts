import type { Config } from "@react-router/dev/config";
import { loadSite } from "./src/content/load-site.ts";
import { ContentProblemsError } from "./src/content/problems.ts";

/** `react-router dev` keeps serving broken content and lists its problems on every page instead. */
const devServer = process.argv.slice(2).includes("dev");

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A static site: every route is prerendered at build time, and the server only serves files.
  ssr: false,
  async prerender() {
    const { pages, problems } = loadSite(process.cwd());
    // A build refuses invalid content with the same lines `npm run validate` prints.
    if (problems.length && !devServer) throw new ContentProblemsError(problems);
    return pages.map(({ doc }) => doc.path);
  },
} satisfies Config;
