/**
 * Content images end to end, in a scratch copy of the real content: the broker's photo added to
 * site.json as an author would, each mistake an author can make with it and the line `npm run
 * validate` prints for it, then a 3000×4000 photo made with sharp taken through the pipeline, the
 * build's image step and the broker profile as a page renders it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeImageCopies } from "../../scripts/lib/image-copies.ts";
import { BrokerProfile } from "../../src/blocks/broker-profile/BrokerProfile.tsx";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { readImageHeader } from "../../src/lib/image-header.ts";
import { SiteProvider } from "../../src/site/site-context.tsx";
import { copySiteParts } from "../../src/content/site-folder.ts";

const project = path.resolve(import.meta.dirname, "../../sites/westline");
const SITE = "pages.config/site.json";
const PHOTO = "pages.config/images/broker.jpg";
const ALT = "Sam Carter at his desk in the Parramatta office";
/** What an author adds to the broker in site.json, right after the role. */
const ROLE_LINE = '"role": "Principal mortgage broker",';

let root: string;
let siteText: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "westline-images-"));
  copySiteParts(project, root);
  mkdirSync(path.join(root, "pages.config/images"), { recursive: true });
  siteText = readFileSync(path.join(root, SITE), "utf8");
  if (!siteText.includes(ROLE_LINE)) throw new Error(`${SITE} no longer holds ${ROLE_LINE}`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** site.json with this photo field written in by hand, as an unsaved draft over the scratch copy. */
const withPhoto = (photo: string) => ({ [SITE]: siteText.replace(ROLE_LINE, `${ROLE_LINE}\n    "photo": ${photo},`) });
/** line:column where needle starts in the draft's text. */
const where = (text: string, needle: string) => {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`the draft does not hold ${needle}`);
  const lines = text.slice(0, at).split("\n");
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
};
/** What `npm run validate` prints about site.json for this photo field. */
const siteLines = (photo: string) => {
  const overrides = withPhoto(photo);
  const lines = loadSite(root, { overrides })
    .problems.filter((p) => p.file === SITE)
    .map(formatProblem);
  return { lines, text: overrides[SITE] ?? "" };
};
const photoFile = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#35627f" } })
    .jpeg()
    .toFile(path.join(root, PHOTO));

describe("an image's size and kind, read from its first bytes", () => {
  // Each file made by sharp at a size chosen here; its format is what it was written as.
  const cases = [
    ["a JPEG", () => sharp({ create: { width: 301, height: 207, channels: 3, background: "#123456" } }).jpeg(), { format: "jpeg", width: 301, height: 207 }],
    [
      "a progressive JPEG",
      () => sharp({ create: { width: 64, height: 900, channels: 3, background: "#123456" } }).jpeg({ progressive: true }),
      { format: "jpeg", width: 64, height: 900 },
    ],
    [
      "a phone photo stored on its side (EXIF orientation 6)",
      () =>
        sharp({ create: { width: 400, height: 300, channels: 3, background: "#123456" } })
          .jpeg()
          .withMetadata({ orientation: 6 }),
      { format: "jpeg", width: 300, height: 400 },
    ],
    ["a PNG", () => sharp({ create: { width: 513, height: 17, channels: 4, background: "#12345680" } }).png(), { format: "png", width: 513, height: 17 }],
    [
      "a lossy WebP",
      () => sharp({ create: { width: 333, height: 222, channels: 3, background: "#123456" } }).webp(),
      { format: "webp", width: 333, height: 222 },
    ],
    [
      "a lossless WebP",
      () => sharp({ create: { width: 1001, height: 77, channels: 3, background: "#123456" } }).webp({ lossless: true }),
      { format: "webp", width: 1001, height: 77 },
    ],
    [
      "a WebP with transparency (VP8X)",
      () => sharp({ create: { width: 640, height: 480, channels: 4, background: "#12345680" } }).webp(),
      { format: "webp", width: 640, height: 480 },
    ],
  ] as const;
  for (const [name, make, expected] of cases)
    it(`knows ${name}`, async () => {
      expect(readImageHeader(await make().toBuffer())).toEqual(expected);
    });

  it("knows a PNG named .jpg by its content, and no picture in a PDF, a GIF or an empty file", async () => {
    const png = await sharp({ create: { width: 10, height: 20, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(readImageHeader(png)?.format).toBe("png");
    for (const bytes of [
      Buffer.from("%PDF-1.7\n"),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
      Buffer.alloc(0),
    ])
      expect(readImageHeader(bytes)).toBeUndefined();
  });
});

describe("the mistakes an author can make with the broker's photo, as npm run validate prints them", () => {
  it("a file that is not there: names it and the fix", () => {
    rmSync(path.join(root, PHOTO), { force: true });
    const { lines, text } = siteLines(`{ "src": "${PHOTO}", "alt": "${ALT}" }`);
    expect(lines).toEqual([`${SITE}:${where(text, `"${PHOTO}"`)}  broker.photo.src  ${PHOTO} does not exist; add the file or correct the name`]);
  });

  it("a file of another name nearby: suggests it", async () => {
    await photoFile(600, 800);
    const { lines, text } = siteLines(`{ "src": "pages.config/images/brokr.jpg", "alt": "${ALT}" }`);
    expect(lines).toEqual([
      `${SITE}:${where(text, '"pages.config/images/brokr.jpg"')}  broker.photo.src  pages.config/images/brokr.jpg does not exist; add the file or correct the name (did you mean "${PHOTO}"?)`,
    ]);
  });

  it("empty or missing alt text: asks for words describing the picture", async () => {
    await photoFile(600, 800);
    for (const alt of ['""', '"   "']) {
      const { lines, text } = siteLines(`{ "src": "${PHOTO}", "alt": ${alt} }`);
      expect(lines).toEqual([
        `${SITE}:${where(text, `"alt": ${alt}`).replace(/:(\d+)$/, (_, col: string) => `:${Number(col) + 7}`)}  broker.photo.alt  the image needs alt text: describe in a few words what it shows, for people who cannot see it (e.g. "Sam Carter at his desk in Parramatta")`,
      ]);
    }
    const { lines, text } = siteLines(`{ "src": "${PHOTO}" }`);
    expect(lines).toEqual([
      `${SITE}:${where(text, `{ "src": "${PHOTO}" }`)}  broker.photo.alt  missing required field "alt" (what the image shows, in a few words, for people who cannot see it, e.g. "Sam Carter at his desk in Parramatta")`,
    ]);
  });

  it("a file that is not a picture by its content, whatever its name: says what it is and how to fix it", () => {
    writeFileSync(path.join(root, PHOTO), "%PDF-1.7\n%…");
    const { lines, text } = siteLines(`{ "src": "${PHOTO}", "alt": "${ALT}" }`);
    expect(lines).toEqual([
      `${SITE}:${where(text, `"${PHOTO}"`)}  broker.photo.src  ${PHOTO} is not a JPEG, PNG or WebP picture by its content (it is a PDF document): open it in a photo editor and export it as JPEG (a photograph) or PNG (a drawing), then save it under this name`,
    ]);
  });

  it("a PNG saved with a .jpg name is a picture all the same", async () => {
    await sharp({ create: { width: 600, height: 600, channels: 3, background: "#35627f" } })
      .png()
      .toFile(path.join(root, PHOTO));
    expect(siteLines(`{ "src": "${PHOTO}", "alt": "${ALT}" }`).lines).toEqual([]);
  });

  it("a picture too small for where it is shown: says the size it has and the size it needs", async () => {
    // The portrait is shown 128 pixels wide (site.schema.json), so it needs twice that for high-density screens.
    await photoFile(200, 300);
    const { lines, text } = siteLines(`{ "src": "${PHOTO}", "alt": "${ALT}" }`);
    expect(lines).toEqual([
      `${SITE}:${where(text, `"${PHOTO}"`)}  broker.photo.src  ${PHOTO} is 200×300 pixels, too small for where it is shown: it is shown 128 pixels wide, so it needs to be at least 256 pixels wide to look sharp on phone and laptop screens; use a larger original`,
    ]);
  });
});

describe("a 3000×4000 photo of the broker, through the pipeline, the build's image step and the page", () => {
  it("is shown as a responsive <picture> of AVIF and WebP copies, no wider than needed, that a second build reuses", async () => {
    // Smooth shapes and gradients, so the copies weigh what a photograph's would rather than a flat colour's.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1c3d5a"/><stop offset="1" stop-color="#e0b58a"/></linearGradient></defs><rect width="3000" height="4000" fill="url(#g)"/><circle cx="1500" cy="1500" r="800" fill="#c98f6b"/><rect x="600" y="2400" width="1800" height="1600" rx="400" fill="#2b4a6b"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(path.join(root, PHOTO));
    writeFileSync(path.join(root, SITE), withPhoto(`{ "src": "${PHOTO}", "alt": "${ALT}", "focal": { "x": 50, "y": 35 } }`)[SITE] ?? "");

    const loaded = loadSite(root);
    expect(loaded.problems.map(formatProblem)).toEqual([]);
    const out = path.join(root, "build/client");
    const cache = path.join(root, "cache");
    const first = await writeImageCopies(root, loaded.images, out, cache);

    const block = loaded.pages.flatMap(({ doc }) => doc.blocks).find((b) => b.type === "broker-profile");
    if (!block || block.type !== "broker-profile" || !loaded.site) throw new Error("no page shows the broker profile");
    const html = renderToStaticMarkup(createElement(SiteProvider, { value: loaded.site }, createElement(BrokerProfile, block)));
    const { document } = new Window();
    document.body.innerHTML = html;
    const picture = document.querySelector("picture");
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("alt")).toBe(ALT);
    // The portrait is shown 128 pixels wide; its place is held at the photo's own shape.
    expect(img?.getAttribute("width")).toBe("128");
    expect(img?.getAttribute("height")).toBe(String(Math.round((128 * 4000) / 3000)));
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.getAttribute("style")).toMatch(/object-position:\s*50% 35%/);
    expect(document.querySelector("svg[role=img]")).toBeNull();

    const candidates = (srcset: string | null | undefined) => (srcset ?? "").split(",").map((c) => c.trim().split(/\s+/) as [string, string]);
    const seen: Array<{ url: string; format: string; width: number; bytes: number }> = [];
    for (const [type, format] of [
      ["image/avif", "heif"],
      ["image/webp", "webp"],
      [undefined, "jpeg"],
    ] as const) {
      const element = type ? picture?.querySelector(`source[type="${type}"]`) : img;
      expect(element?.getAttribute("sizes")).toBe("128px");
      const list = candidates(element?.getAttribute("srcset"));
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const [url, descriptor] of list) {
        // Each address is a file of the site, of the kind and width it claims, and never wider than twice the shown width.
        const file = path.join(out, url);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe(format);
        expect(`${meta.width}w`).toBe(descriptor);
        expect(meta.width).toBeLessThanOrEqual(256);
        expect(meta.height).toBe(Math.round((meta.width * 4000) / 3000));
        expect(url).toMatch(/^\/assets\/images\/broker-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
        seen.push({ url, format, width: meta.width, bytes: readFileSync(file).length });
      }
    }
    expect(seen.map((s) => s.url)).toContain(img?.getAttribute("src"));
    expect(first).toEqual({ images: 1, copies: seen.length, encoded: seen.length, reused: 0 });
    console.log(`copies of the 3000×4000 test photo: ${seen.map((s) => `${s.format} ${s.width}w ${(s.bytes / 1024).toFixed(1)} kB`).join(", ")}`);

    // A second build with the photo unchanged encodes nothing.
    rmSync(out, { recursive: true });
    expect(await writeImageCopies(root, loadSite(root).images, out, cache)).toEqual({ images: 1, copies: seen.length, encoded: 0, reused: seen.length });
    for (const { url } of seen) expect(readFileSync(path.join(out, url)).length).toBeGreaterThan(0);
  });
});
