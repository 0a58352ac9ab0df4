import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../tests/render.tsx";
import type { BookingWidgetBlock } from "../../generated/content-types.ts";
import { PagePathProvider, SiteProvider } from "../../site/site-context.tsx";
import { BookingWidget } from "./BookingWidget.tsx";

/** Renders as the build's prerender does: waiting for the call-back form's chunk. */
async function render(block: BookingWidgetBlock): Promise<Document> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={["/book"]}>
      <SiteProvider value={site}>
        <PagePathProvider value="/book">
          <BookingWidget {...block} />
        </PagePathProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${await new Response(prelude).text()}</body>`, "text/html");
}

describe("BookingWidget", () => {
  let doc: Document;
  let box: HTMLElement | null;
  beforeAll(async () => {
    doc = await render({
      type: "booking-widget",
      id: "booking-calendar",
      heading: "Choose a time",
      intro: "A free 15-minute call.",
      points: ["15 minutes by phone or video"],
      badge: { src: "/badges/member-mark.svg", alt: "Member of a finance brokers' association" },
    });
    box = doc.querySelector<HTMLElement>("[data-booking-embed]");
  });

  it("sizes the calendar 740 pixels high and the box at least 320 wide, keeping no empty height before it comes", () => {
    expect([...(box?.classList ?? [])].filter((name) => name.startsWith("min-h"))).toEqual([]);
    expect(box?.classList).toContain("min-w-[320px]");
    expect(box?.querySelector("[data-booking-slot]")?.classList).toContain("h-[740px]");
    expect(box?.hasAttribute("style")).toBe(false);
    expect(doc.querySelector("#booking-calendar h2")?.textContent).toBe("Choose a time");
  });

  it("holds a link to the booking page and the phone number, so it works without JavaScript", () => {
    const book = box?.querySelector("a[data-booking]");
    expect(book?.getAttribute("href")).toBe(site.bookingUrl);
    expect(book?.getAttribute("data-booking")).toBe("inline-widget");
    expect(box?.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toContain(site.phone.display);
    expect(doc.querySelector("iframe")).toBeNull();
  });

  it("offers a call back in the calendar's place: name, phone and best time, posted natively as a lead", () => {
    const form = box?.querySelector<HTMLFormElement>("[data-booking-placeholder] form");
    expect(form?.querySelector<HTMLInputElement>('input[name="form-name"]')?.value).toBe("call-back");
    expect(form?.method).toBe("post");
    expect(form?.hasAttribute("data-netlify")).toBe(true);
    const labels = [...(form?.querySelectorAll("label") ?? [])].map((label) => label.textContent?.replace("*", "").trim());
    expect(labels).toEqual(expect.arrayContaining(["Name", "Phone", "Best time to call"]));
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Call Me Back");
    // What it collects and why, as under every form.
    expect(box?.querySelector("[data-collection-notice]")?.textContent).toContain(site.privacy.forms["call-back"]?.purpose);
    // Never an apology alone: the failure line names the way forward.
    expect(box?.querySelector("[data-booking-failed]")?.textContent).not.toMatch(/could not load here\.$/);
  });

  it("shows the badge with its text and the short facts", async () => {
    const badge = doc.querySelector("img[data-testid=badge]");
    expect(badge?.getAttribute("alt")).toBe("Member of a finance brokers' association");
    expect(badge?.hasAttribute("hidden")).toBe(false);
    expect(doc.querySelector("li")?.textContent).toBe("15 minutes by phone or video");
    expect((await render({ type: "booking-widget", heading: "Book" })).querySelector("img")).toBeNull();
  });

  it("names the association membership in words from site.json, at a readable size, when asked", async () => {
    const mark = (await render({ type: "booking-widget", heading: "Book", membership: true })).querySelector("[data-testid=membership]");
    expect(mark?.textContent).toMatch(new RegExp(`^Member of the${site.legal.associationName} \\(${site.legal.association}\\)`));
    // The fixture gives no evidence of the membership: a sample, labelled as one for visitors.
    expect("associationEvidence" in site.legal).toBe(false);
    expect(mark?.textContent).toMatch(/\)Example: /);
    // Nothing smaller than 14 pixels (Tailwind's text-sm), and no image standing in for the association's own mark.
    expect(mark?.innerHTML).not.toMatch(/text-xs|text-\[\d/);
    expect(mark?.querySelector("img")).toBeNull();
    expect(doc.querySelector("[data-testid=membership]")).toBeNull();
  });

  it("puts the broker beside the calendar when asked, with name, role and licence", async () => {
    const withBroker = await render({ type: "booking-widget", heading: "Book", broker: true });
    const card = withBroker.querySelector(`article[aria-label="About ${site.broker.name}"]`);
    expect(card?.textContent).toContain(site.broker.role);
    expect(card?.textContent).toContain(site.legal.creditRepresentative);
    // Beside, not inside: the calendar's box holds no card.
    expect(withBroker.querySelector("[data-booking-embed] article")).toBeNull();
    expect(doc.querySelector("article")).toBeNull();
  });
});
