/**
 * The Content-Security-Policy names the scheduling service's hosts only when the site declares its
 * embed (site.json's bookingEmbed), which each page then carries: the kernel knows no scheduling
 * host of its own. Expectations come from the raw site.json, and the main site's policy is the one
 * it has always had, written out.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bookingEmbedAttributes } from "../../src/lib/booking-embed.ts";
import { policiesForSite } from "../../src/server/security-headers.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const mainSite = JSON.parse(readFileSync(path.join(root, "pages.config/site.json"), "utf8")) as {
  bookingUrl: string;
  bookingEmbed: { script: string; stylesheet: string };
};
/** Every host the main site's scheduling service uses. */
const schedulingHosts = [mainSite.bookingEmbed.script, mainSite.bookingEmbed.stylesheet, mainSite.bookingUrl].map((address) => new URL(address).host);

const scratches: string[] = [];
afterEach(() => scratches.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The policy the server (and _headers) gives a prerendered page with this <html> start tag. */
function policyOfPage(htmlStartTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "csp-"));
  scratches.push(dir);
  const file = path.join(dir, "index.html");
  writeFileSync(file, `<!DOCTYPE html>${htmlStartTag}<head></head><body><a href="${mainSite.bookingUrl}" data-booking="hero">Book</a></body></html>`);
  return policiesForSite(dir).get(file) ?? "";
}

describe("the scheduling service's hosts in the Content-Security-Policy", () => {
  it("are none on a page of a site that declares no embed, which frames nothing", () => {
    const policy = policyOfPage('<html lang="en-GB">');
    for (const host of schedulingHosts) expect(policy).not.toContain(host);
    expect(policy).toContain("frame-src 'none'");
  });

  it("are the main site's embed and booking page on its pages, in the policy it has always had", () => {
    const attributes = Object.entries(bookingEmbedAttributes(mainSite.bookingEmbed, mainSite.bookingUrl)).map(([name, value]) => ` ${name}="${value}"`);
    expect(policyOfPage(`<html lang="en-AU"${attributes.join("")}>`)).toBe(
      "default-src 'self'; script-src 'self' https://assets.calendly.com https://www.googletagmanager.com; style-src 'self' 'unsafe-inline' https://assets.calendly.com; " +
        "img-src 'self' data: https://www.googletagmanager.com https://*.google-analytics.com; font-src 'self'; " +
        "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com; " +
        "frame-src https://calendly.com; frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'",
    );
  });
});
