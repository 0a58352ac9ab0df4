import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { Cta } from "./Cta.tsx";

describe("Cta", () => {
  it('renders each action, dialling the broker for "phone"', () => {
    const doc = render(
      <Cta
        type="cta"
        heading="Ready?"
        actions={[
          { label: "Call us", to: "phone" },
          { label: "FAQ", to: "/faq" },
        ]}
      />,
    );
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toBe("Call us");
    expect(doc.querySelector('a[href="/faq"]')?.textContent).toBe("FAQ");
  });
});
