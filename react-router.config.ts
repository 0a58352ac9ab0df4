import type { Config } from "@react-router/dev/config";
import { loadSite } from "./src/content/load-site.ts";
import { ContentProblemsError } from "./src/content/problems.ts";

const command = process.argv.slice(2).find((arg) => !arg.startsWith("-"));

/** The content, checked; a build refuses it (before bundling anything) with the lines `npm run validate` prints. */
function content() {
  const loaded = loadSite(process.cwd());
  // `react-router dev` keeps serving broken content and lists its problems on every page instead.
  if (loaded.problems.length && command !== "dev") throw new ContentProblemsError(loaded.problems);
  return loaded;
}
if (command === "build") content();

export default {
  appDirectory: "src",
  buildDirectory: "build",
  // A static site: every route is prerendered at build time, and the server only serves files.
  ssr: false,
  async prerender() {
    return content().pages.map(({ doc }) => doc.path);
  },
} satisfies Config;
