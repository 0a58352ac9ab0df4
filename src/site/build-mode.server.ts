/**
 * Whether this build is a demo: scripts/build.ts decides (placeholders remain and --production was
 * not given) and tells the steps it runs through SITE_BUILD_MODE, read here and nowhere else. A
 * demo build marks every page noindex and has robots.txt disallow all crawling, so sample licence
 * numbers and a fictional phone number never end up in search results.
 */
import { buildsLive, type Placeholder } from "../content/sample-values.ts";

export const BUILD_MODE_VARIABLE = "SITE_BUILD_MODE";

export type BuildMode = "demo" | "live";

/** True for a demo build. Unset means live: `react-router build` run on its own, or `react-router dev`. */
export function isDemoBuild(env: Record<string, string | undefined> = process.env): boolean {
  const mode = env[BUILD_MODE_VARIABLE];
  if (mode === undefined || mode === "" || mode === "live") return false;
  if (mode === "demo") return true;
  throw new Error(
    `${BUILD_MODE_VARIABLE} is "${mode}", but it can only be "demo" or "live" (npm run build sets it): unset it, and use \`npm run build -- --production\` for a live site`,
  );
}

/**
 * The mode of a build: content with problems is not built (the validate step reports it), else it
 * is live only once no sample is left and an owner has gone live (site.json records who and when).
 */
export const buildModeOf = ({
  site,
  placeholders,
  problems,
}: {
  site: unknown;
  placeholders: readonly Placeholder[];
  problems: readonly unknown[];
}): BuildMode => (problems.length || buildsLive(site, placeholders) ? "live" : "demo");
