// @vitest-environment happy-dom
/**
 * The credit guide as the pipeline builds it from pages.config/: each entity stands beside its own
 * number, the credit activities the broker is authorised for are stated (NCCP Act s 158(2)(f)(iii)),
 * the six lenders are named by the one test s 113(2)(f)(ii) sets (the lenders the licensee
 * reasonably believes it does the most business with), and the best interests and conflict priority
 * duties cite the sections of Part 3-5A that impose them. Expectations come from site.json as
 * written (tests/raw-content.ts) and from the Act, not from the loaders.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../raw-content.ts";
import { prerenderedPage, sectionText } from "../site-page.ts";

/** The sentence of `text` holding `phrase`, or "" when none does. */
const sentenceWith = (text: string, phrase: string) => text.split(/(?<=\.)\s+/).find((sentence) => sentence.includes(phrase)) ?? "";

describe("credit guide", () => {
  let guide: Document;
  beforeAll(async () => {
    guide = await prerenderedPage("/credit-guide");
  });

  it("puts each number beside the entity that holds it, and says which credit activities are authorised", () => {
    const who = sectionText(guide, "who-we-are");
    const licensee = site.legal.licensee ?? site.brand;
    expect(sentenceWith(who, site.legal.creditRepresentative)).toContain(site.brand);
    expect(sentenceWith(who, site.legal.creditLicence)).toContain(licensee);
    expect(site.legal.creditActivities, "site.json legal.creditActivities").toBeTruthy();
    expect(who).toContain(`authorises us to ${site.legal.creditActivities}`);
  });

  it("names the six lenders by one test: the licensee's reasonable belief of whom it does the most business with", () => {
    const lenders = sectionText(guide, "lenders");
    for (const lender of site.legal.mostUsedLenders ?? []) expect(lenders, lender).toContain(lender);
    expect(lenders).toMatch(/reasonably believes it does the most business with/);
    // A forecast ("expect to use") and a past count are two other tests.
    expect(lenders).not.toMatch(/\bexpect to use\b|count of past business/i);
  });

  it("cites the best interests duty and the conflict priority rule by their sections of Part 3-5A", () => {
    const duty = sectionText(guide, "best-interests");
    expect(sentenceWith(duty, "best interests")).toMatch(/158LA\b.*158LE\b/);
    expect(sentenceWith(duty, "priority")).toMatch(/158LB\b.*158LF\b/);
  });
});
