import { beforeAll, describe, expect, it } from "vitest";
import { fixturePicture, reservedHeight, schemaDisplayWidth } from "../../../tests/fixture-picture.ts";
import { render, site } from "../../../tests/render.tsx";
import type { SiteConfig } from "../../generated/content-types.ts";
import { clockTime } from "../../lib/clock-time.ts";
import type { MeasuredImage } from "../../lib/image-variants.ts";
import { OfficeDetails } from "./OfficeDetails.tsx";

let photo: MeasuredImage;
let map: MeasuredImage;
beforeAll(async () => {
  photo = await fixturePicture(1600, 1200, schemaDisplayWidth("schemas/site.schema.json", "office", "photo"), {
    alt: "The office's front door and reception desk",
  });
  map = await fixturePicture(1400, 1000, schemaDisplayWidth("schemas/site.schema.json", "office", "map"), {
    alt: "A street map with the office marked",
    credit: "Map data © OpenStreetMap contributors",
  });
});

const withOffice = (office: Partial<SiteConfig["office"]>): SiteConfig => ({ ...site, office: { ...site.office, ...office } });
const block = <OfficeDetails type="office-details" heading="Visit or call us" />;

describe("OfficeDetails", () => {
  it("shows the address, every run of opening hours, the service area, phone and email from site.json", () => {
    const doc = render(block);
    expect(doc.querySelector("address")?.textContent).toContain(site.office.streetAddress);
    expect(doc.querySelector("address")?.textContent).toContain(site.office.postcode);
    expect([...doc.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(site.office.hours.map((run) => run.label));
    expect(doc.body.textContent).toContain(site.office.serviceArea);
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)).not.toBeNull();
    expect(doc.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
  });

  it("shows no office picture and no map until the broker supplies them", () => {
    const doc = render(block, "/contact", { site: withOffice({ photo: undefined, map: undefined }) });
    expect(doc.querySelector("img, picture")).toBeNull();
    expect(doc.querySelector('a[href*="maps"]')).toBeNull();
  });

  it("shows the office's photo and its map, each loading as it nears the screen, sized before it loads, with its words and credit", () => {
    const doc = render(block, "/contact", { site: withOffice({ photo, map }) });
    const images = [...doc.querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("alt"))).toEqual([photo.alt, map.alt]);
    for (const [img, image] of [
      [images[0], photo],
      [images[1], map],
    ] as const) {
      expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual([String(image.measure.displayWidth), reservedHeight(image)]);
      expect(img?.getAttribute("loading")).toBe("lazy");
      expect(img?.hasAttribute("fetchpriority")).toBe(false);
    }
    expect(doc.body.textContent).toContain("Map data © OpenStreetMap contributors");
  });

  it("makes the map a plain link to directions to the street address, with no map script", () => {
    const doc = render(block, "/contact", { site: withOffice({ map }) });
    const link = doc.querySelector("a:has(img)");
    const href = new URL(link?.getAttribute("href") ?? "");
    expect(href.origin).toBe("https://www.google.com");
    const query = href.searchParams.get("query") ?? "";
    for (const part of [site.office.streetAddress, site.office.locality, site.office.postcode]) expect(query).toContain(part);
    expect(link?.textContent).toMatch(/directions/i);
    expect(link?.getAttribute("target")).toBeNull();
    expect(doc.querySelector("script, iframe")).toBeNull();
    // The map alone: the photo stays out until there is one.
    expect(doc.querySelectorAll("img")).toHaveLength(1);
  });

  it("writes times as people read them", () => {
    expect(clockTime("08:30")).toBe("8:30 am");
    expect(clockTime("17:00")).toBe("5 pm");
    expect(clockTime("12:15")).toBe("12:15 pm");
    expect(clockTime("00:00")).toBe("12 am");
  });
});
