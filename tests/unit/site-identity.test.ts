/**
 * A site owns its identity (issue 51, item 5): what search engines are told the business is, and
 * the rest below, come from each site's folder, never from the kernel. Both sites are loaded as
 * the build loads them; expectations come from their raw site.json files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { pageMeta } from "../../src/site/head-tags.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const SITES = { westline: "sites/westline", starter: "sites/starter" } as const;
const raw = (site: string) => JSON.parse(readFileSync(path.join(PROJECT, site, "pages.config/site.json"), "utf8")) as Record<string, unknown>;
const loaded = Object.fromEntries(Object.entries(SITES).map(([name, dir]) => [name, loadSite(path.join(PROJECT, dir))])) as Record<
  keyof typeof SITES,
  ReturnType<typeof loadSite>
>;

/** The types every page's structured data gives the business, read from the tags the head is made of. */
function businessTypes(name: keyof typeof SITES): unknown[] {
  const { site, pages } = loaded[name];
  if (!site) throw new Error(`${name} has problems`);
  return pages.flatMap(({ doc }) =>
    pageMeta(site, doc)
      .map((tag) => (tag as { "script:ld+json"?: { "@id"?: string; "@type"?: unknown } })["script:ld+json"])
      .filter((ld) => ld?.["@id"]?.endsWith("#business"))
      .map((ld) => ld?.["@type"]),
  );
}

describe("structured data: the kind of business is the site's", () => {
  for (const name of Object.keys(SITES) as (keyof typeof SITES)[])
    it(`${name}: every page's business is the type its site.json names`, () => {
      const named = (raw(SITES[name]).structuredData as { type: string }).type;
      const types = businessTypes(name);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set([named]));
    });

  it("the two sites are different kinds of business", () => {
    expect(new Set(businessTypes("starter"))).not.toEqual(new Set(businessTypes("westline")));
  });
});
