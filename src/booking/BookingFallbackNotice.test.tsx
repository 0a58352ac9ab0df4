import { describe, expect, it } from "vitest";
import { render, site } from "../../tests/render.tsx";
import { BookingFallbackNotice } from "./BookingFallbackNotice.tsx";

const url = `${site.bookingUrl}?utm_source=website&utm_medium=hero&utm_campaign=strategy_call`;

describe("BookingFallbackNotice", () => {
  it("tells the visitor the booking page opened in a new tab and offers the phone number", () => {
    const doc = render(<BookingFallbackNotice url={url} opened onClose={() => {}} />);
    const notice = doc.querySelector("[role=alert]");
    expect(notice?.textContent).toContain("opened in a new tab");
    expect(notice?.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toBe(site.phone.display);
    expect(notice?.querySelector("a[target=_blank]")?.getAttribute("href")).toBe(url);
  });

  it("says so when the new tab was blocked, keeping the link to open it", () => {
    const doc = render(<BookingFallbackNotice url={url} opened={false} onClose={() => {}} />);
    expect(doc.querySelector("[role=alert]")?.textContent).toContain("could not open here");
    expect(doc.querySelector("button")?.textContent).toBe("Close");
  });
});
