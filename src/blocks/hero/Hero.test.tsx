import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturePicture, reservedHeight, schemaDisplayWidth } from "../../../tests/fixture-picture.ts";
import { render, site } from "../../../tests/render.tsx";
import type { HeroBlock, PageDocument } from "../../generated/content-types.ts";
import type { MeasuredImage } from "../../lib/image-variants.ts";
import { pageMeta } from "../../site/head-tags.ts";
import { Hero } from "./Hero.tsx";
import { pageOpeningPicture } from "../opening-picture.ts";

let picture: MeasuredImage;
beforeAll(async () => {
  picture = await fixturePicture(1800, 1200, schemaDisplayWidth("schemas/blocks/hero.schema.json", "image"), {
    alt: "The broker's office on a weekday morning",
  });
});

const hero = (extra: Partial<HeroBlock> = {}): HeroBlock => ({
  type: "hero",
  heading: "Home loans in Western Sydney",
  text: "We compare lenders for you.",
  actions: [{ label: "Book a Free Strategy Call", to: "booking" }],
  ...extra,
});

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

  it("shows no picture until one is set", () => {
    const doc = render(<Hero {...hero()} />);
    expect(doc.querySelector("img, picture")).toBeNull();
  });

  it("shows its picture under the heading, before the text, fetched first and at once, sized before it loads", () => {
    const doc = render(<Hero {...hero({ image: picture })} />);
    const img = doc.querySelector("img");
    expect(img?.getAttribute("alt")).toBe(picture.alt);
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual([String(picture.measure.displayWidth), reservedHeight(picture)]);
    expect([img?.getAttribute("loading"), img?.getAttribute("fetchpriority")]).toEqual([null, "high"]);
    // In reading order (a phone's): heading, picture, text, button.
    const order = [doc.querySelector("h1"), img, doc.querySelector("section p"), doc.querySelector("a[data-booking]")];
    const all = [...doc.querySelectorAll("*")];
    const positions = order.map((element) => (element ? all.indexOf(element) : -1));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("has the page's head ask for the picture early, in the copy the page picks", () => {
    const doc = render(<Hero {...hero({ image: picture })} />);
    const page = { path: "/about", title: "About", description: "A page.", blocks: [hero({ image: picture })] } as unknown as PageDocument;
    const opening = pageOpeningPicture(page);
    const link = pageMeta(site, page, { largestImage: opening?.image, largestImageSizes: opening?.sizes }).find((tag) => "rel" in tag && tag.rel === "preload");
    const attributes = Object.fromEntries(Object.entries(link ?? {}).filter(([key]) => key !== "tagName"));
    const head = new DOMParser().parseFromString(renderToStaticMarkup(createElement("link", attributes)), "text/html").querySelector("link");
    const avif = doc.querySelector('source[type="image/avif"]');
    expect(head?.getAttribute("imagesrcset")).toBe(avif?.getAttribute("srcset"));
    expect(head?.getAttribute("imagesizes")).toBe(avif?.getAttribute("sizes"));
    // A page that opens with a hero without a picture, or with a picture lower down, asks for none.
    expect(pageOpeningPicture({ blocks: [hero()] })).toBeUndefined();
    expect(
      pageOpeningPicture({ blocks: [{ type: "prose", body: "Text first." }, hero({ image: picture })] as unknown as PageDocument["blocks"] }),
    ).toBeUndefined();
  });
});
