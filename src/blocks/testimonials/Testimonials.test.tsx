import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import type { Testimonial, TestimonialsFacts } from "../../generated/content-types.ts";
import { Testimonials } from "./Testimonials.tsx";

const priya: Testimonial = { name: "Priya", location: "Parramatta", quote: "Great.", rating: 5, services: ["pre-approvals"] };
const daniel: Testimonial = { name: "Daniel", location: "Penrith", quote: "They took my BAS.", rating: 4, services: ["low-doc-self-employed", "home-loans"] };
const file = (extra: Partial<TestimonialsFacts> = {}): { testimonials: TestimonialsFacts } => ({
  testimonials: { $schema: "", testimonials: [priya, daniel], ...extra },
});
const block = (props: { service?: Testimonial["services"][number] } = {}, facts = file()) =>
  render(<Testimonials type="testimonials" heading="Clients" facts={facts} builtOn="2026-11-25" {...props} />);
const quotes = (doc: Document) => [...doc.querySelectorAll("blockquote")].map((quote) => quote.textContent);

describe("Testimonials", () => {
  it("shows the quote, name, location and a rating screen readers can read", () => {
    const doc = block({ service: "pre-approvals" });
    expect(quotes(doc)).toEqual(["“Great.”"]);
    expect(doc.querySelector("figcaption")?.textContent).toBe("PriyaParramatta");
    expect(doc.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe("Rated 5 out of 5");
  });

  it('labels example wording and words without their evidence "Example", and a client\'s evidenced words not at all', () => {
    const evidenced: Testimonial = {
      ...daniel,
      source: "Google review",
      date: "2026-05-14",
      consent: "Signed consent form, client file 2026-117",
      reviewBy: "2027-05-14",
    };
    const labels = (list: Testimonial[]) =>
      [...block({}, { testimonials: { $schema: "", testimonials: list } }).querySelectorAll("figure")].map((figure) =>
        [...figure.querySelectorAll("span")].some((span) => span.textContent === "Example: example wording, not a client's own words"),
      );
    expect(labels([priya, evidenced])).toEqual([true, false]);
    expect(labels([{ ...evidenced, sample: true }])).toEqual([true]);
  });

  it("chooses by service: a page about one service shows only the stories tagged with it", () => {
    expect(quotes(block({ service: "home-loans" }))).toEqual(["“They took my BAS.”"]);
    expect(quotes(block())).toEqual(["“Great.”", "“They took my BAS.”"]);
  });

  it("shows nothing at all, not even its heading, when no testimonial is about its service", () => {
    const doc = block({ service: "asset-finance" });
    expect(doc.body.innerHTML).toBe("");
  });
});

describe("Testimonials' overall rating", () => {
  it("is shown only when the testimonials file cites one", () => {
    expect(block().body.textContent).not.toMatch(/out of 5 from|reviews? on/);
  });

  it("shows a cited rating with its count, a link to its source and the day it was read", () => {
    const rating = { value: 4.9, count: 37, source: "Google", url: "https://g.page/example", asAt: "2026-11-01" };
    const doc = block({}, file({ rating }));
    expect(doc.body.textContent).toContain("4.9 out of 5");
    expect(doc.body.textContent).toContain("from 37 reviews on Google, as at 1 November 2026");
    expect(doc.querySelector('a[href="https://g.page/example"]')?.textContent).toBe("Google");
  });

  it("names each review's source and date when given", () => {
    const doc = block({}, file({ testimonials: [{ ...priya, source: "Google review", date: "2024-05-14" }] }));
    expect(doc.querySelector("figcaption")?.textContent).toBe("PriyaParramattaGoogle review, 14 May 2024");
  });
});
