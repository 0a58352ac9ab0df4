/**
 * The social sharing card of a page (og:image), drawn at build time: the brand on the site's main colour (its theme),
 * the page's own title and the phone number. Text is set in the site's heading typeface, turned into
 * outlines with fontkit (the renderer then needs no installed fonts, so every machine draws the
 * same picture), and the SVG is rasterised to PNG by resvg. Flat fills only: a gradient makes
 * resvg's WebAssembly build about six times slower (some 60 ms a card instead of 360).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import * as fontkit from "fontkit";
import type { SiteConfig } from "../generated/content-types.ts";
import { OG_HEIGHT, OG_WIDTH } from "./og-size.ts";
import { contentRoot } from "../content/content-files.ts";
import { cardFontFiles } from "./site-fonts.ts";
import { themeOf } from "./theme.ts";

const MARGIN = 80;

const require = createRequire(import.meta.url);
/**
 * What the cards are set in when the site's heading font has no static cuts to draw from (a system
 * font, or a variable font without Fontsource's static package beside it): the kernel's own.
 */
const KERNEL_CARD_FONT = "@fontsource/plus-jakarta-sans";
const loadFont = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;

let wasm: Promise<void> | undefined;
const setUp = () => (wasm ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm"))));

const loaded = new Map<string, fontkit.Font>();
function fontIn(file: string): fontkit.Font {
  let font = loaded.get(file);
  if (!font) loaded.set(file, (font = loadFont(file)));
  return font;
}
/** The card's two weights of the site's heading font (site-fonts.ts), each file read once. */
function cardFonts(site: Pick<SiteConfig, "theme">) {
  const files = cardFontFiles(site, contentRoot(), KERNEL_CARD_FONT);
  return { bold: fontIn(files.bold), medium: fontIn(files.medium) };
}

/** A word laid out once (shaping is the slow part): its advance and outline, in font units. */
interface Word {
  width: number;
  paths: string;
}
const words = new WeakMap<fontkit.Font, Map<string, Word>>();
function word(font: fontkit.Font, text: string): Word {
  let cache = words.get(font);
  if (!cache) words.set(font, (cache = new Map()));
  let laid = cache.get(text);
  if (!laid) {
    const run = font.layout(text);
    let pen = 0;
    const paths = run.glyphs.map((glyph, i) => {
      const d = glyph.path.toSVG();
      const at = pen;
      pen += run.positions[i]?.xAdvance ?? glyph.advanceWidth;
      return d ? `<path transform="translate(${at} 0)" d="${d}"/>` : "";
    });
    laid = { width: run.advanceWidth, paths: paths.join("") };
    cache.set(text, laid);
  }
  return laid;
}

const space = (font: fontkit.Font) => font.glyphForCodePoint(32).advanceWidth;
const advance = (font: fontkit.Font, text: string, size: number) =>
  (text.split(" ").reduce((sum, w, i) => sum + word(font, w).width + (i > 0 ? space(font) : 0), 0) * size) / font.unitsPerEm;

/** One line of text as outline paths, its baseline starting at (x, y). */
function outline(font: fontkit.Font, text: string, size: number, x: number, y: number, fill: string): string {
  const scale = size / font.unitsPerEm;
  let pen = 0;
  const groups = text.split(" ").map((w) => {
    const laid = word(font, w);
    const at = pen;
    pen += laid.width + space(font);
    return `<g transform="translate(${(x + at * scale).toFixed(2)} ${y}) scale(${scale} ${-scale})">${laid.paths}</g>`;
  });
  return `<g fill="${fill}">${groups.join("")}</g>`;
}

/** Greedy word wrap to a width; at most maxLines lines, the last one ending in "…" when cut. */
export function wrapWords(measure: (text: string) => number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let end = kept[maxLines - 1] ?? "";
  while (end.includes(" ") && measure(`${end}…`) > width) end = end.slice(0, end.lastIndexOf(" "));
  kept[maxLines - 1] = `${end}…`;
  return kept;
}

/** The page title without the brand, which the card shows once on its own. */
export function cardTitle(site: SiteConfig, title: string): string {
  const parts = title.split(" | ").filter((part) => part.trim() !== site.brand);
  return (parts.length > 0 ? parts : [title]).join(" | ");
}

/** The page's card as an SVG with the text in outlines. */
export async function ogCardSvg(site: SiteConfig, title: string): Promise<string> {
  await setUp();
  const { bold, medium } = cardFonts(site);
  const text = cardTitle(site, title);
  const width = OG_WIDTH - 2 * MARGIN;
  // The largest size at which the title fits in three lines.
  const size = [72, 64, 56, 48].find((s) => wrapWords((t) => advance(bold, t, s), text, width, 99).length <= 3) ?? 48;
  const lines = wrapWords((t) => advance(bold, t, size), text, width, 3);
  const lineHeight = Math.round(size * 1.15);
  const top = 300 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const footer = `${site.phone.display}  ·  ${new URL(site.origin).host}`;
  const { colors, mark } = themeOf(site);
  // The header's mark at twice its size: a line drawing scaled, or its letters set in the brand font.
  const drawn =
    "path" in mark
      ? `<path transform="scale(2)" d="${mark.path}" fill="none" stroke="${colors["accent-300"]}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`
      : outline(bold, mark.text, 30, 32 - advance(bold, mark.text, 30) / 2, 43, colors["accent-300"]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${colors["brand-900"]}"/>
<circle cx="1130" cy="640" r="420" fill="${colors["brand-800"]}"/>
<path d="M760 630 C900 560 980 470 1040 380 S1140 200 1200 150" fill="none" stroke="${colors["accent-300"]}" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>
<g transform="translate(${MARGIN} 72)"><rect width="64" height="64" rx="16" fill="#ffffff" fill-opacity=".1"/>${drawn}</g>
${outline(bold, site.brand, 36, MARGIN + 84, 118, "#ffffff")}
${lines.map((line, i) => outline(bold, line, size, MARGIN, Math.round(top + i * lineHeight), "#ffffff")).join("\n")}
<rect x="${MARGIN}" y="500" width="96" height="6" rx="3" fill="${colors["accent-600"]}"/>
${outline(medium, footer, 30, MARGIN, 560, "#cbd5e1")}
</svg>`;
}

/** An SVG card as a PNG. */
export async function renderPng(svg: string): Promise<Uint8Array> {
  await setUp();
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    return encodePng(image.width, image.height, image.pixels);
  } finally {
    resvg.free();
  }
}

/**
 * RGBA pixels as a PNG file. resvg's own encoder (asPng) runs in WebAssembly and took 150 ms a
 * card, five times the drawing; Node's native deflate does it in a few milliseconds.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, per-row filters, no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  // Filter 2 ("up", each byte minus the one above): the card's flat areas become runs of zeros.
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 2;
    for (let x = 0; x < stride; x++) raw[row + 1 + x] = (rgba[y * stride + x]! - (y > 0 ? rgba[(y - 1) * stride + x]! : 0)) & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
