/**
 * When a build after a change (a publish) may render only the changed pages with the full build's
 * browser scripts: those scripts carry the islands of the block types the pages used and the
 * validators of the forms site.json listed (scripts/build-client.ts), so content needing another
 * has everything built again. The folders here stand in for a build: what the check reads, no more.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cannotBuildChanged } from "../../scripts/lib/changed-build-check.ts";
import { pageInputsFile } from "../../scripts/lib/page-inputs-file.ts";
import { RENDERER_MANIFEST, RENDERER_SERVER } from "../../scripts/lib/page-renderer.ts";
import type { LoadedSite } from "../../src/content/load-site.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "changed-build-check-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const previous = path.join(scratch, "client");
const renderer = path.join(scratch, "page-renderer");
mkdirSync(previous);
writeFileSync(path.join(previous, "index.html"), "<p>home</p>");
writeFileSync(pageInputsFile(previous), "{}");
mkdirSync(path.join(renderer, RENDERER_SERVER), { recursive: true });
writeFileSync(path.join(renderer, RENDERER_SERVER, "index.js"), "");
const builtFor = { blockTypes: ["hero", "prose"], forms: ["call-back"] };
writeFileSync(path.join(renderer, RENDERER_MANIFEST), JSON.stringify({ chrome: "/assets/chrome.js", islands: "/assets/islands.js", behaviours: {}, builtFor }));

/** Content whose pages use `types` (one page each) and whose site.json lists `forms`. */
const content = (types: string[], forms: string[]) =>
  ({
    pages: types.map((type) => ({ file: `${type}.json`, doc: { path: `/${type}`, blocks: [{ type }] } })),
    site: { forms },
  }) as unknown as Pick<LoadedSite, "pages" | "site">;

describe("cannotBuildChanged", () => {
  it("lets a change render only its pages when the scripts were built for every block and form it has", () => {
    expect(cannotBuildChanged(previous, renderer, content(["prose", "hero"], ["call-back"]))).toBeUndefined();
  });

  it("builds everything when a page now has a block type no page had when the scripts were built", () => {
    expect(cannotBuildChanged(previous, renderer, content(["hero", "repayments-calculator"], ["call-back"]))).toBe(
      "a page now has a block of type repayments-calculator, which no page had when the browser scripts were built",
    );
  });

  it("builds everything when site.json now lists a form it did not when the scripts were built", () => {
    expect(cannotBuildChanged(previous, renderer, content(["hero"], ["call-back", "contact"]))).toBe(
      "site.json now lists the form contact, which it did not when the browser scripts were built",
    );
  });
});
