/**
 * Issue 52 item 9: on a slow first visit the font arrives after the text is on screen. The review
 * saw headings stay in the fallback face (6 of 6 slow-4G runs), since the brand font is `optional`.
 * Headings now swap to it when it arrives, over a fallback scaled to its metrics, so the page still
 * moves nowhere. The font is held back until the heading has painted in the fallback face, then let
 * through, as on a slow network. Before, the heading stayed in the fallback face on every route
 * and width here; with `swap` over the regular fallback made bold, headings that wrapped differently
 * moved the page (CLS 0.0007 to 0.03 on three of twelve).
 *
 * A fallback scaled as a whole still moved 17 of 120 route widths when the font came (0.0002 to
 * 0.025, once failing quality.spec under load): a centred heading's lines start where their width
 * puts them, text after a no-break word's box starts where that box ends, and a heading that wraps
 * differently moves what is under it. The fallback is now scaled glyph by glyph
 * (src/site/site-fonts.ts): 4 of those 120 still move, by 0.0001 to 0.0013 (text after a
 * hyphenated word's box, and a card title at the very end of its line on /deposit-cheatsheet).
 */
import { expect, test, type CDPSession } from "@playwright/test";
import { blocksOf, rawBodyFont, rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts.ts";

/** The broker's font, as its site.json names it (the headings take the body's when site.json names no other). */
const BRAND = rawBodyFont().family;
type RawHero = { actions?: unknown[]; highlights?: unknown[]; panel?: unknown; image?: unknown };
/** Every heading or title a page's blocks give, however deep. */
const titlesIn = (value: unknown, key = ""): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => titlesIn(item))
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([name, item]) => titlesIn(item, name))
      : typeof value === "string" && (key === "heading" || key === "title")
        ? [value]
        : [];
/**
 * Pages opening with a banner of heading and text alone, which a wide screen centres (Hero's
 * `bare`). Not those with a hyphenated word in a heading: text after such a word, kept whole in a
 * box, still moves by up to 0.0005 when the font comes (Chromium here rounds each glyph's advance
 * to a pixel, the font's and the fallback's differently), which this fallback cannot prevent.
 */
const banners = rawPages()
  .filter((doc) => blocksOf<RawHero>(doc, "hero").some((hero) => !hero.panel && !hero.image && !hero.actions?.length && !hero.highlights?.length))
  .filter((doc) => !titlesIn(doc.blocks).some((title) => /\w-\w/.test(title)))
  .map((doc) => doc.path);
/** The article quality.spec once failed on: its title centred on a wide screen, 'cash-flow' kept whole in a heading. */
const article = rawPages().find((doc) => doc.path === "/blog/property-investment-sydney-cash-flow-positive")?.path;
const routes = ["/", "/contact", "/services/smsf-loans", `${REPORTS}/${rawSuburbs()[0]?.slug}/`, article, ...banners].filter(
  (route): route is string => route !== undefined,
);

/** The faces the browser really drew the page's main heading in (not what the stylesheet asks for). */
async function headingFaces(cdp: CDPSession): Promise<string[]> {
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    if (!nodeId) return [];
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } catch {
    // The page replaced the node between the calls (its scripts starting): ask again.
    return [];
  }
}

for (const width of [390, 768, 1280]) {
  for (const route of routes) {
    test(`${route} at ${width} px: a late font still sets the heading, and nothing moves`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await recordLayoutShifts(page);
      let release = () => {};
      const drawn = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.woff2", async (held) => {
        await drawn;
        await held.continue();
      });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(route, { waitUntil: "commit" });
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      // Held until the heading is on screen in the fallback face: past any wait the browser allows a font.
      await expect.poll(async () => (await headingFaces(cdp)).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await headingFaces(cdp)).not.toContain(BRAND);
      release();
      await page.waitForFunction((family) => [...document.fonts].some((font) => font.family.includes(family) && font.status === "loaded"), BRAND);
      await expect.poll(() => headingFaces(cdp)).toContain(BRAND);
      // Nothing a reader sees moves (/services/smsf-loans at 1280 px scored 0.00063 with the fallback scaled as a whole).
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}
