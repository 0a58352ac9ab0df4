/**
 * A stand-in build for the publish job's process (PublisherOptions.buildModule): a home page
 * quoting Blacktown's weekly rent from the copy's content, a not-found page and one hashed script,
 * in the time a real build takes to start.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildStep } from "../../src/admin/publish/engine.ts";
import { DEFAULT_SITE } from "../../src/content/content-files.ts";

export const BLACKTOWN = "pages.config/suburbs/blacktown.json";

export const rentIn = (text: string) => (JSON.parse(text) as { snapshot: { medianRentPerWeek: number } }).snapshot.medianRentPerWeek;

/** Writes the stand-in site for the content of the project at `root` (its default site's) into `out`. */
export function standInSite(root: string, out: string): void {
  const rent = rentIn(readFileSync(path.join(root, DEFAULT_SITE, BLACKTOWN), "utf8"));
  mkdirSync(path.join(out, "404"), { recursive: true });
  mkdirSync(path.join(out, "assets"), { recursive: true });
  writeFileSync(path.join(out, "index.html"), `<!doctype html><title>Home</title><p>Rent ${rent} a week</p><script src="/assets/app-${rent}.js"></script>`);
  writeFileSync(path.join(out, "404", "index.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(out, "assets", `app-${rent}.js`), `console.log(${rent})`);
}

const build: BuildStep = async (root) => (standInSite(root, path.join(root, "build", "client")), { ok: true });
export default build;
