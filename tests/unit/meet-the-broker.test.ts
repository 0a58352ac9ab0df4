// @vitest-environment happy-dom
/**
 * Issue 52 item 7: a page for the person, "Meet {broker}", with the broker's story, licence and the
 * areas served, all as site.json states them, linked from the home page's About section and from
 * the footer (the nav's About stays the spec's anchor, /#about).
 */
import { createElement as h } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { SiteFooter } from "../../src/chrome/SiteFooter.tsx";
import { fill, site } from "../raw-content.ts";
import { prerendered, prerenderedPage } from "../site-page.ts";

const raw = site as typeof site & { broker: { bio: string }; office: { serviceArea: string }; nav: { label: string; to: string }[] };
const heading = `Meet ${site.broker.name}`;
const text = (doc: Document) => (doc.body.textContent ?? "").replace(/\s+/g, " ");

describe(`the "Meet ${site.broker.name}" page`, () => {
  let page: Document;
  let pagePath: string;
  beforeAll(async () => {
    const home = await prerenderedPage("/");
    const link = [...home.querySelectorAll<HTMLAnchorElement>("#about a")].find((a) => a.textContent?.trim() === heading);
    pagePath = link?.getAttribute("href") ?? "(no link in the home page's About section)";
    page = await prerenderedPage(pagePath);
  });

  it("is linked from the home page's About section, and names the broker in its heading", () => {
    expect(page.querySelector("h1")?.textContent).toBe(heading);
  });

  it("tells the broker's story, licence and areas in site.json's words", () => {
    const body = text(page);
    expect(body).toContain(fill(raw.broker.bio));
    expect(body).toContain(site.legal.creditRepresentative);
    expect(body).toContain(raw.office.serviceArea);
  });

  it("is linked from the footer, while the nav's About stays the home page's anchor", async () => {
    const footer = await prerendered(h(SiteFooter), "/");
    const link = [...footer.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent?.trim() === heading);
    expect(link?.getAttribute("href")).toBe(pagePath);
    expect(raw.nav.find((item) => item.label === "About")?.to).toBe("/#about");
  });
});
