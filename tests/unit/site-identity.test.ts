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

describe("booking is optional", () => {
  const file = "pages.config/site.json";
  const starterText = readFileSync(path.join(PROJECT, SITES.starter, file), "utf8");

  it("the starter names no booking page and is valid without one", () => {
    expect(raw(SITES.starter).bookingUrl).toBeUndefined();
    expect(loaded.starter.problems).toEqual([]);
  });

  it("a booking button on a site without a booking page is one problem at its place", () => {
    const site = JSON.parse(starterText) as { navCta: { to: string } };
    site.navCta.to = "booking";
    const { problems } = loadSite(path.join(PROJECT, SITES.starter), { overrides: { [file]: JSON.stringify(site, null, 2) } });
    expect(problems.map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      expect.stringMatching(/^pages\.config\/site\.json navCta\.to leads to the booking page, but this site has none/),
    ]);
  });
});
