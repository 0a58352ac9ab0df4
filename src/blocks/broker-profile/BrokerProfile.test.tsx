import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import type { SiteConfig } from "../../generated/content-types.ts";
import { yearsBroking } from "../../ui/BrokerCard.tsx";
import { BrokerProfile } from "./BrokerProfile.tsx";

/** A site whose broker has supplied exactly `fields` of the optional ones, the rest from a fixture broker. */
const withBroker = (fields: Partial<SiteConfig["broker"]>): SiteConfig => ({
  ...site,
  broker: { name: "Alex Fixture", role: "Mortgage broker", bio: "A fixture broker's bio.", ...fields },
});
const supplied = withBroker({ startedBroking: 2015, languages: ["English", "Greek", "Auslan"], accreditation: "Member of a fixture association since 2016." });

describe("BrokerProfile", () => {
  it("shows the broker from site.json with their licence and association in full words", () => {
    const doc = render(<BrokerProfile type="broker-profile" heading="Who you'll talk to" />);
    const text = doc.body.textContent ?? "";
    expect(doc.querySelector("h2")?.textContent).toBe("Who you'll talk to");
    for (const fact of [site.broker.name, site.broker.role, site.broker.bio, site.legal.creditRepresentative, site.legal.creditLicence, site.legal.association])
      expect(text).toContain(fact);
    expect(text).toMatch(/Credit Representative Number/);
    expect(text).toMatch(/Australian Credit Licence/);
  });

  it("draws an illustration, said to be one, until a photo is configured: no initials, no face", () => {
    const doc = render(<BrokerProfile type="broker-profile" />);
    const portrait = doc.querySelector("article svg[role=img]");
    expect(portrait?.getAttribute("aria-label")).toMatch(/^An illustration standing in for a photo of /);
    expect(portrait?.querySelector("text")).toBeNull();
    expect(doc.querySelector("img")).toBeNull();
    expect(doc.querySelector("h2")).toBeNull();
  });

  it("shows the years in the business counted from the build day, the languages and the accreditation, when the broker has supplied them", () => {
    const doc = render(<BrokerProfile type="broker-profile" />, "/", { site: supplied, builtOn: "2026-11-26" });
    const facts = [...doc.querySelectorAll("article ul[aria-label$=experience] li")].map((li) => li.textContent);
    expect(facts).toEqual(["11 years in the business, since 2015", "Speaks English, Greek and Auslan", "Member of a fixture association since 2016."]);
    const nextYear = render(<BrokerProfile type="broker-profile" />, "/", { site: supplied, builtOn: "2027-01-02" });
    expect(nextYear.body.textContent).toContain("12 years in the business, since 2015");
  });

  it("says only what is supplied: one field alone, the year alone without a build day, and nothing at all when none is", () => {
    const languagesOnly = render(<BrokerProfile type="broker-profile" />, "/", { site: withBroker({ languages: ["English"] }), builtOn: "2026-11-26" });
    expect([...languagesOnly.querySelectorAll("article ul[aria-label$=experience] li")].map((li) => li.textContent)).toEqual(["Speaks English"]);
    expect(render(<BrokerProfile type="broker-profile" />, "/", { site: supplied }).body.textContent).toContain("Broking since 2015");
    const none = render(<BrokerProfile type="broker-profile" />, "/", { site: withBroker({}), builtOn: "2026-11-26" });
    expect(none.querySelector("article ul[aria-label$=experience]")).toBeNull();
    expect(none.body.textContent).not.toMatch(/years in the business|Speaks|since/);
  });

  it("counts the years from the year the broker started to the build day's year", () => {
    expect(yearsBroking(2015, "2026-11-26")).toBe(11);
    expect(yearsBroking(2026, "2026-01-01")).toBe(0);
  });

  it("offers its buttons", () => {
    const doc = render(<BrokerProfile type="broker-profile" actions={[{ label: "Call {phone}", to: "phone" }]} />);
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(`tel:${site.phone.dial}`);
  });
});
