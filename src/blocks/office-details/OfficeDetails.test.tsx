import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { clockTime } from "../../lib/clock-time.ts";
import { OfficeDetails } from "./OfficeDetails.tsx";

describe("OfficeDetails", () => {
  it("shows the address, every run of opening hours, the service area, phone and email from site.json", () => {
    const doc = render(<OfficeDetails type="office-details" heading="Visit or call us" />);
    expect(doc.querySelector("address")?.textContent).toContain(site.office.streetAddress);
    expect(doc.querySelector("address")?.textContent).toContain(site.office.postcode);
    expect([...doc.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(site.office.hours.map((run) => run.label));
    expect(doc.body.textContent).toContain(site.office.serviceArea);
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)).not.toBeNull();
    expect(doc.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
  });

  it("writes times as people read them", () => {
    expect(clockTime("08:30")).toBe("8:30 am");
    expect(clockTime("17:00")).toBe("5 pm");
    expect(clockTime("12:15")).toBe("12:15 pm");
    expect(clockTime("00:00")).toBe("12 am");
  });
});
