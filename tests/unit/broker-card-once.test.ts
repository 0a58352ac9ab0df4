// @vitest-environment happy-dom
/**
 * Issue 52 item 7: the broker's card is said once a page. The home page, /contact, /book and the
 * suburb reports' index each held it twice or three times in <main> (a profile section and the
 * card beside a form or the calendar), which reads as a template repeating itself.
 */
import { describe, expect, it } from "vitest";
import { site } from "../raw-content.ts";
import { prerenderedPage } from "../site-page.ts";

describe("the broker's card", () => {
  it.each(["/", "/contact", "/book", "/resources/suburb-reports"])("appears once on %s", async (path) => {
    const doc = await prerenderedPage(path);
    const cards = doc.querySelectorAll(`article[aria-label="About ${site.broker.name}"]`);
    expect(cards.length).toBe(1);
  });
});
