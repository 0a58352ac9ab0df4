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

describe("Testimonials as reviews", () => {
  const item = { name: "Priya", location: "Parramatta", quote: "Great.", rating: 5 };

  it("shows no overall rating or count unless one is configured", () => {
    const doc = render(<Testimonials type="testimonials" heading="Clients" items={[item]} />);
    expect(doc.body.textContent).not.toMatch(/reviews? on|out of 5 from/);
  });

  it("shows a configured overall rating with its count and a link to its source", () => {
    const summary = { rating: 4.9, count: 37, source: "Google", url: "https://g.page/example" };
    const doc = render(<Testimonials type="testimonials" heading="Clients" summary={summary} items={[item]} />);
    expect(doc.body.textContent).toContain("4.9 out of 5");
    expect(doc.body.textContent).toContain("from 37 reviews on Google");
    expect(doc.querySelector('a[href="https://g.page/example"]')).not.toBeNull();
  });

  it("names each review's source and date when given", () => {
    const doc = render(<Testimonials type="testimonials" heading="Clients" items={[{ ...item, source: "Google review", date: "2024-05-14" }]} />);
    expect(doc.querySelector("figcaption")?.textContent).toBe("PriyaParramattaGoogle review, 14 May 2024");
  });
});
