/**
 * The site's settings (pages.config/site.json) as the form handling uses them (its answer pages
 * name the brand and the phone): read again whenever the file changes, which a publish does right
 * after switching the live build (here or, with several instances, on each: follow.ts), so forms
 * follow the published settings without a restart.
 */
import { readFileSync, statSync } from "node:fs";
import type { SiteConfig } from "../generated/content-types.ts";

/** The settings now; a file that cannot be read or parsed leaves the last good settings in use. */
export function followSiteFile(file: string): () => SiteConfig {
  const read = () => JSON.parse(readFileSync(file, "utf8")) as SiteConfig;
  const stamp = () => {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  };
  let seen = stamp();
  let site = read();
  return () => {
    try {
      const now = stamp();
      if (now !== seen) {
        site = read();
        seen = now;
      }
    } catch {
      // Mid-rename, or a broken hand edit: the settings last read stay until the file is good again.
    }
    return site;
  };
}
