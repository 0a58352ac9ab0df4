import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { Hero } from "./Hero.tsx";

describe("Hero", () => {
  it("holds the page's one h1 and its buttons, with booking as a real link to the booking page", () => {
    const doc = render(
      <Hero
        type="hero"
        id="home"
        heading="Tailored lending"
        text="We compare 40+ lenders."
        actions={[
          { label: "Book a Free Strategy Call", to: "booking" },
          { label: "Send Us Your Details", to: "#contact" },
        ]}
      />,
    );
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect(doc.querySelector("section")?.id).toBe("home");
    const book = doc.querySelector("a[data-booking]");
    expect(book?.getAttribute("href")).toBe(site.bookingUrl);
    expect(book?.getAttribute("data-booking")).toBe("hero");
    // A plain fragment link: following it keeps the address's query (campaign parameters) intact.
    expect(doc.querySelector('a[href="#contact"]')?.textContent).toBe("Send Us Your Details");
  });
});
