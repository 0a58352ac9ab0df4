import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Testimonials } from "./Testimonials.tsx";

describe("Testimonials", () => {
  it("shows the quote, name, location and a rating screen readers can read", () => {
    const doc = render(<Testimonials type="testimonials" heading="Clients" items={[{ name: "Priya", location: "Parramatta", quote: "Great.", rating: 5 }]} />);
    expect(doc.querySelector("blockquote")?.textContent).toBe("“Great.”");
    expect(doc.querySelector("figcaption")?.textContent).toBe("PriyaParramatta");
    expect(doc.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe("Rated 5 out of 5");
  });
});
