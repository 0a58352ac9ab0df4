import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { render, site } from "../../tests/render.tsx";
import type { MeasuredImage } from "../lib/image-variants.ts";
import { imagePreload, pageMeta } from "../site/head-tags.ts";
import type { PageDocument } from "../generated/content-types.ts";
import { Picture } from "./Picture.tsx";

/** A 1600×900 photo shown 600 pixels wide, as loadSite would hand it over. */
const hero: MeasuredImage = {
  src: "pages.config/images/Office Front.JPG",
  alt: "The office's front door on Macquarie Street",
  measure: { width: 1600, height: 900, hash: "0123456789", displayWidth: 600 },
};
const candidates = (srcset: string | null | undefined) => (srcset ?? "").split(", ").map((c) => c.split(" "));

describe("Picture", () => {
  it("offers AVIF, then WebP, then JPEG at one to two pixels per point, never wider than the file", () => {
    const doc = render(<Picture image={hero} sizes="(min-width: 640px) 600px, 100vw" />);
    const sources = [...doc.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const img = doc.querySelector("picture > img");
    // 300 (half, for phones), 600, 900 and 1200 pixels wide, each of the photo's shape.
    for (const [element, ext] of [
      [sources[0], "avif"],
      [sources[1], "webp"],
      [img, "jpg"],
    ] as const) {
      expect(candidates(element?.getAttribute("srcset"))).toEqual(
        [300, 600, 900, 1200].map((w) => [`/assets/images/office-front-0123456789-${w}.${ext}`, `${w}w`]),
      );
      expect(element?.getAttribute("sizes")).toBe("(min-width: 640px) 600px, 100vw");
    }
    expect(img?.getAttribute("src")).toBe("/assets/images/office-front-0123456789-600.jpg");
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("alt")]).toEqual(["600", "338", hero.alt]);
  });

  it("never makes a copy wider than the file", () => {
    const small = { ...hero, measure: { ...hero.measure, width: 1000, height: 500 } };
    const doc = render(<Picture image={small} />);
    expect(candidates(doc.querySelector("source")?.getAttribute("srcset")).map(([, w]) => w)).toEqual(["300w", "600w", "900w", "1000w"]);
    expect(doc.querySelector("img")?.getAttribute("sizes")).toBe("600px");
  });

  it("waits below the fold, and is fetched first, with a preload link in the head, when it is the largest thing on the first screen", () => {
    const lazy = render(<Picture image={hero} />).querySelector("img");
    expect([lazy?.getAttribute("loading"), lazy?.getAttribute("decoding"), lazy?.getAttribute("fetchpriority")]).toEqual(["lazy", "async", null]);
    const first = render(<Picture image={hero} priority />);
    const img = first.querySelector("img");
    expect([img?.getAttribute("loading"), img?.getAttribute("fetchpriority")]).toEqual([null, "high"]);

    const page = { path: "/", title: "Home loans in Western Sydney", description: "A page.", blocks: [] } as unknown as PageDocument;
    const link = pageMeta(site, page, { largestImage: hero }).find((tag) => "rel" in tag && tag.rel === "preload");
    expect(link).toEqual(imagePreload(hero));
    const attributes = Object.fromEntries(Object.entries(link ?? {}).filter(([key]) => key !== "tagName"));
    const head = new DOMParser().parseFromString(renderToStaticMarkup(createElement("link", attributes)), "text/html").querySelector("link");
    expect(head?.getAttribute("imagesrcset")).toBe(first.querySelector('source[type="image/avif"]')?.getAttribute("srcset"));
    expect([head?.getAttribute("as"), head?.getAttribute("type"), head?.getAttribute("imagesizes"), head?.getAttribute("fetchpriority")]).toEqual([
      "image",
      "image/avif",
      "600px",
      "high",
    ]);
  });

  it("keeps its focal point in view when cropped", () => {
    const doc = render(<Picture image={{ ...hero, focal: { x: 30, y: 20 } }} />);
    expect(doc.querySelector("img")?.getAttribute("style")).toMatch(/object-position:\s*30% 20%/);
  });
});
