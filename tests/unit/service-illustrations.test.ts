// @vitest-environment happy-dom
/**
 * Issue 52 item 7: the nine service heroes were the same navy gradient, heading and buttons ("a
 * visitor cannot tell SMSF from asset finance at a glance"). Each service page now declares its own
 * drawing, which the hero shows beside the heading: decorative, inline, small, in the theme's colours.
 */
import { describe, expect, it } from "vitest";
import { rawPages } from "../raw-content.ts";
import { prerenderedPage } from "../site-page.ts";

const services = rawPages().filter((page) => page.path.startsWith("/services/"));

describe("the service pages' illustrations", () => {
  it("give every service page its own drawing, hidden from screen readers, a few kB at most", async () => {
    expect(services.length).toBeGreaterThan(1);
    const drawings = new Map<string, string>();
    for (const { path } of services) {
      const doc = await prerenderedPage(path);
      const svg = doc.querySelector("section svg[data-illustration]");
      expect(svg, path).not.toBeNull();
      expect(svg?.getAttribute("aria-hidden"), path).toBe("true");
      // Its box is sized by the stylesheet before it paints, and its colours are the theme's.
      expect(svg?.getAttribute("class"), path).toMatch(/\bsize-\d+/);
      expect(svg?.innerHTML, path).toMatch(/accent-/);
      expect(svg?.innerHTML, path).not.toMatch(/#[0-9a-f]{3,6}\b/i);
      expect(new TextEncoder().encode(svg?.outerHTML ?? "").length, path).toBeLessThan(3 * 1024);
      drawings.set(path, svg?.innerHTML ?? "");
    }
    // Told apart: no two pages share a drawing.
    expect(new Set(drawings.values()).size).toBe(services.length);
  });
});
