import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import type { SiteConfig } from "../../generated/content-types.ts";
import { clockTime } from "../../lib/clock-time.ts";
import { NextSteps } from "./NextSteps.tsx";

const withSteps = (nextSteps: SiteConfig["nextSteps"]): SiteConfig => ({ ...site, nextSteps });

describe("NextSteps", () => {
  it("lists the form's steps from site.json in order, under a heading", () => {
    const doc = render(<NextSteps type="next-steps" form="call-back" />, "/thank-you/call-back", {
      site: withSteps({ "call-back": ["First we ring.", "Then we talk."] }),
    });
    expect(doc.querySelector("h2")?.textContent).toBe("What happens next");
    expect([...doc.querySelectorAll("ol li")].map((li) => li.textContent)).toEqual(["1First we ring.", "2Then we talk."]);
  });

  it("says who to call, on which number and in which hours, as site.json states them", () => {
    const doc = render(<NextSteps type="next-steps" form="contact" heading="After your message" />);
    const text = doc.body.textContent ?? "";
    expect(doc.querySelector("h2")?.textContent).toBe("After your message");
    expect(text).toContain(site.broker.name);
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toBe(site.phone.display);
    expect([...doc.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(site.office.hours.map((run) => run.label));
    const first = site.office.hours[0]!;
    expect(doc.querySelector("dd")?.textContent).toBe(`${clockTime(first.opens)} – ${clockTime(first.closes)}`);
  });

  it("without steps for the form, still says who to call and when, and lists nothing made up", () => {
    const doc = render(<NextSteps type="next-steps" form="call-back" />, "/", { site: withSteps({}) });
    expect(doc.querySelector("ol")).toBeNull();
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)).not.toBeNull();
  });
});
