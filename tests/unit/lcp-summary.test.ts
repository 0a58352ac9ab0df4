/** What `npm run bench:lcp` and `npm run audit` print for a route from its loads, including loads whose browser recorded no LCP. */
import { describe, expect, it } from "vitest";
import { costCells, summarise, type Paint } from "../../scripts/lib/lcp.ts";

const painted = (lcp: number, element = "h1"): Paint => ({ lcp, element });
/** A load whose browser reported no largest-contentful-paint entry (e.g. the page was closed before it painted). */
const unrecorded: Paint = { element: "(none)" };

describe("a route's LCP row", () => {
  it("gives the medians, their ratio and the usual element when every load recorded a paint", () => {
    const cells = costCells(summarise([painted(1300), painted(1100), painted(1200)], [painted(1000), painted(900), painted(1100)]));
    // Medians 1200 and 1000: a ratio of 1.2, over the 1.10 flag.
    expect(cells).toEqual(["1200", "1000", "1.20", "over 1.10", "h1", ""]);
  });

  it("leaves out a load that recorded no paint, and says how many were left out", () => {
    const cells = costCells(summarise([painted(1000), unrecorded, painted(1000)], [painted(800), painted(800), painted(800)]));
    expect(cells.slice(0, 4)).toEqual(["1000", "800", "1.25", "over 1.10"]);
    expect(cells.at(-1)).toBe("1 of 3 loads with scripts recorded no LCP (left out)");
  });

  it("says plainly when no load on one side recorded a paint, with no ratio and no flag", () => {
    const cells = costCells(summarise([painted(1000), painted(1000)], [unrecorded, unrecorded]));
    expect(cells.join(" ")).not.toMatch(/NaN|undefined|Infinity/);
    expect(cells.slice(0, 4)).toEqual(["1000", "no LCP recorded", "-", "-"]);
    expect(cells.at(-1)).toBe("2 of 2 loads without scripts recorded no LCP (left out)");
  });
});
