import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { initials } from "../../ui/BrokerCard.tsx";
import { BrokerProfile } from "./BrokerProfile.tsx";

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

  it("draws a monogram of the initials until a photo is configured, and the photo once it is", () => {
    const monogram = render(<BrokerProfile type="broker-profile" />);
    expect(monogram.querySelector("svg[role=img] text")?.textContent).toBe(initials(site.broker.name));
    expect(monogram.querySelector("img")).toBeNull();
    expect(monogram.querySelector("h2")).toBeNull();
  });

  it("makes initials from the first and last words", () => {
    expect(initials("Sam Carter")).toBe("SC");
    expect(initials("Mary-Anne  van der Berg")).toBe("MB");
    expect(initials("Cher")).toBe("C");
  });

  it("offers its buttons", () => {
    const doc = render(<BrokerProfile type="broker-profile" actions={[{ label: "Call {phone}", to: "phone" }]} />);
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(`tel:${site.phone.dial}`);
  });
});
