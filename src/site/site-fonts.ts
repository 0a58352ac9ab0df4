/**
 * A site's typefaces, from its theme's `fonts` in site.json (schemas/common/font.schema.json), as
 * the build needs them: the @font-face rules and font stacks the stylesheet gets (the build puts
 * them into src/app.css, scripts/lib/site-theme-plugin.ts), the files every page preloads, and the
 * static cuts the sharing cards are drawn with (og-card.ts). Build-time only (Node, the font files).
 *
 * A Fontsource package is looked up from the site's folder first (a site outside the kernel lists
 * it in its own package.json), then from the kernel's. Only its latin subset is served. Each face
 * gets a local fallback (Arial, or Arial Bold for headings) scaled to the face's own measurements
 * by capsize, so a page set in the fallback takes the same room and nothing moves when the font
 * arrives (the headings', which swap, glyph by glyph); the measurements are read from the font's
 * files, never written down per font.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";
import * as fontkit from "fontkit";
import type { SiteConfig } from "../generated/content-types.ts";
import { notInstalled, resolveFromSite } from "../lib/fontsource.ts";

/** What capsize needs of a font to scale a fallback to it. */
type FontMetrics = Parameters<typeof createFontStack>[0][number];
type FontChoice = NonNullable<NonNullable<NonNullable<SiteConfig["theme"]>["fonts"]>["body"]>;

/** What a site that names no font is set in: the visitor's device's own sans-serif, nothing downloaded. */
export const KERNEL_STACK = "ui-sans-serif, system-ui, sans-serif";

/** The generic family a Fontsource category falls back to, after the font and its scaled fallback. */
const GENERIC: Record<string, string> = { serif: "ui-serif, Georgia, serif", monospace: "ui-monospace, monospace" };

/**
 * Arial's and Arial Bold's vertical metrics and average latin width, from their font tables as
 * capsize publishes them (Arial itself is on few build machines to be read). Liberation Sans, its
 * metric twin and what Linux draws for `local("Arial")`, has the same advances: its Bold's average
 * latin width read with @capsizecss/unpack is 983 of 2048, the regular's 913, as here.
 */
const ARIAL: FontMetrics = { familyName: "Arial", unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 };
const ARIAL_BOLD: FontMetrics = { ...ARIAL, familyName: "Arial Bold", xWidthAvg: 983 };
const ARIAL_LOCAL = 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Arimo")';
const ARIAL_BOLD_LOCAL = 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Arimo Bold")';

/** The first of the characters each of whose fallback glyph is scaled on its own (printable ASCII, U+0020 to U+007E). */
const FIRST_SCALED = 0x20;
/**
 * Arial Bold's advance widths, in 2048ths of an em, of the characters from FIRST_SCALED on, in
 * order: read with fontkit from Liberation Sans Bold 1.07.4, Arial Bold's metric twin (the same
 * advance for every character, which is what it is made for).
 */
const ARIAL_BOLD_ADVANCES = [
  569, 682, 971, 1139, 1139, 1821, 1479, 487, 682, 682, 797, 1196, 569, 682, 569, 569, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 682, 682,
  1196, 1196, 1196, 1251, 1997, 1479, 1479, 1479, 1479, 1366, 1251, 1593, 1479, 569, 1139, 1479, 1251, 1706, 1479, 1593, 1366, 1593, 1479, 1366, 1251, 1479,
  1366, 1933, 1366, 1366, 1251, 682, 569, 682, 1196, 1139, 682, 1139, 1251, 1139, 1251, 1139, 682, 1251, 1251, 569, 569, 1139, 569, 1821, 1251, 1251, 1251,
  1251, 797, 1139, 682, 1251, 1139, 1593, 1139, 1139, 1024, 797, 573, 797, 1196,
];
/** Characters whose scales differ by less than this share one face (54 faces for the broker's font, 16 kB of every page, 1.1 kB compressed). */
const SCALE_STEP = 0.005;

/** A Fontsource package as installed: its family, its latin files by weight, and whether one file holds every weight. */
export interface FontPackage {
  name: string;
  family: string;
  category: string;
  /** The subset served (Fontsource's default, latin for every Latin-script font) and its characters. */
  unicodeRange: string;
  /** A variable font: one file for the weights from `weights[0]` to `weights[1]`. */
  variable: boolean;
  weights: number[];
  /** The file of each weight (a variable font: one file, under each of its two end weights). */
  file: (weight: number) => string;
}

interface FontsourceMetadata {
  id: string;
  family: string;
  category: string;
  defSubset: string;
  weights: number[];
  variable: false | { wght?: { min: string; max: string } };
}

/** The Fontsource package `name` as the site's folder (or the kernel) has it installed; an error a developer can act on otherwise. */
export function fontPackage(name: string, siteRoot: string): FontPackage {
  const metadataFile = resolveFromSite(siteRoot, `${name}/metadata.json`);
  if (!metadataFile) throw new Error(`site.json's theme ${notInstalled(name)}.`);
  const dir = path.dirname(metadataFile);
  const meta = JSON.parse(readFileSync(metadataFile, "utf8")) as FontsourceMetadata;
  const ranges = JSON.parse(readFileSync(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  const subset = meta.defSubset;
  // The scope says which files the package holds: a static package's metadata also describes the family's variable axes.
  const variable = name.startsWith("@fontsource-variable/");
  const axis = meta.variable ? meta.variable.wght : undefined;
  if (variable && !axis) throw new Error(`${name} is a variable font without a weight axis: name its static package, @fontsource/${meta.id}, instead.`);
  const file = (weight: number) => path.join(dir, "files", `${meta.id}-${subset}-${variable ? "wght" : weight}-normal.woff2`);
  return {
    name,
    family: meta.family,
    category: meta.category,
    unicodeRange: (ranges[subset] ?? "").split(",").join(", "),
    variable,
    weights: variable && axis ? [Number(axis.min), Number(axis.max)] : [...meta.weights].sort((a, b) => a - b),
    file,
  };
}

/** The weight of `fonts` closest to `wanted`, the heavier on a tie. */
const nearest = (weights: number[], wanted: number) =>
  weights.reduce((best, weight) =>
    Math.abs(weight - wanted) < Math.abs(best - wanted) || (Math.abs(weight - wanted) === Math.abs(best - wanted) && weight > best) ? weight : best,
  );

/**
 * Static cuts of the same family, for measuring one weight or drawing it (fontkit reads no weight
 * but the default out of a variable WOFF2): the package itself when static, else Fontsource's
 * static package of that family when installed.
 */
function staticCuts(font: FontPackage, siteRoot: string): FontPackage | undefined {
  if (!font.variable) return font;
  const id = path.basename(font.name);
  return resolveFromSite(siteRoot, `@fontsource/${id}/metadata.json`) ? fontPackage(`@fontsource/${id}`, siteRoot) : undefined;
}

/** The site's body and heading fonts, each a package or a system stack; the heading's is the body's when left out. */
function choices(site: Pick<SiteConfig, "theme">): { body: FontChoice | undefined; heading: FontChoice | undefined } {
  const fonts = site.theme?.fonts;
  return { body: fonts?.body, heading: fonts?.heading ?? fonts?.body };
}

const sameChoice = (a: FontChoice | undefined, b: FontChoice | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The faces of one role's font: one rule for a variable file, one per weight for static cuts. */
function faces(font: FontPackage, family: string, display: "optional" | "swap", url: (file: string) => string): string {
  const rule = (weight: string, file: string) =>
    `@font-face {\n  font-family: "${family}";\n  font-style: normal;\n  font-display: ${display};\n  font-weight: ${weight};\n  src: url("${url(file)}") format("${font.variable ? "woff2-variations" : "woff2"}");\n  unicode-range: ${font.unicodeRange};\n}\n`;
  const [low = 400, high = low] = font.weights;
  return font.variable ? rule(`${low} ${high}`, font.file(low)) : font.weights.map((weight) => rule(String(weight), font.file(weight))).join("");
}

/** A local face scaled to `metrics` (capsize's overrides), named `family`. */
function fallbackFace(metrics: FontMetrics, over: FontMetrics, family: string, local: string, weight?: number): string {
  const [face] = createFontStack([metrics, over], { fontFaceFormat: "styleObject" }).fontFaces;
  const o = face?.["@font-face"];
  if (!o) throw new Error(`capsize gave no fallback for ${metrics.familyName}`);
  const lines = [
    `font-family: "${family}";`,
    ...(weight ? [`font-weight: ${weight};`] : []),
    `src: ${local};`,
    `ascent-override: ${o.ascentOverride};`,
    `descent-override: ${o.descentOverride};`,
    `line-gap-override: ${o.lineGapOverride};`,
    `size-adjust: ${o.sizeAdjust};`,
  ];
  return `@font-face {\n  ${lines.join("\n  ")}\n}\n`;
}

/** The file of the font's static cut at a weight when there is one, else its default. */
function fileAt(font: FontPackage, siteRoot: string, weight: number): string {
  const cuts = staticCuts(font, siteRoot);
  const file = cuts ? cuts.file(nearest(cuts.weights, weight)) : font.file(font.weights[0] ?? 400);
  if (!existsSync(file)) throw new Error(`${font.name} has no latin file ${path.basename(file)}: is it a Fontsource package?`);
  return file;
}

/** The font's measurements at a weight, from its static cut of that weight when there is one, else its default. */
const metricsAt = (font: FontPackage, siteRoot: string, weight: number): Promise<FontMetrics> => fromFile(fileAt(font, siteRoot, weight));

/**
 * The headings' fallback glyph by glyph: one face of Arial Bold per scale, over the characters
 * whose advance in the font (`file`) is that many times Arial Bold's, each face's line metrics the
 * font's own. Scaled as a whole (the face before these, for every other character), a fallback
 * took the room of the font's average letter, not of each: its hyphen is 1.8 times Arial's, its
 * 'l' 0.9, so a heading set in it wrapped, or (centred, or after a no-break word) started, elsewhere
 * than in the font, and moved when the font arrived: a layout shift of 0.0002 to 0.025 on 17 of
 * 120 route widths (every route at 390, 768 and 1280 px), 4 after, of 0.0001 to 0.0013.
 */
function glyphScaledFaces(file: string, family: string, weight: number): string {
  const font = fontkit.create(readFileSync(file)) as fontkit.Font;
  const byScale = new Map<number, number[]>();
  ARIAL_BOLD_ADVANCES.forEach((arial, index) => {
    const code = FIRST_SCALED + index;
    const scale = Math.round(font.glyphForCodePoint(code).advanceWidth / font.unitsPerEm / (arial / 2048) / SCALE_STEP) * SCALE_STEP;
    byScale.set(scale, [...(byScale.get(scale) ?? []), code]);
  });
  const percent = (n: number) => `${(n * 100).toFixed(3)}%`;
  const [ascent, descent, lineGap] = [font.ascent / font.unitsPerEm, -font.descent / font.unitsPerEm, font.lineGap / font.unitsPerEm];
  // Declared after the face for every character, so these are the ones used for theirs.
  return [...byScale]
    .map(([scale, codes]) =>
      [
        `@font-face {\n  font-family: "${family}";\n  font-weight: ${weight};\n  src: ${ARIAL_BOLD_LOCAL};`,
        `  unicode-range: ${codes.map((code) => `U+${code.toString(16).toUpperCase()}`).join(", ")};`,
        `  size-adjust: ${percent(scale)};\n  ascent-override: ${percent(ascent / scale)};\n  descent-override: ${percent(descent / scale)};\n  line-gap-override: ${percent(lineGap / scale)};\n}\n`,
      ].join("\n"),
    )
    .join("");
}

const generic = (font: FontPackage) => GENERIC[font.category] ?? KERNEL_STACK;

/**
 * The site's fonts as CSS: the @font-face rules and a Tailwind `@theme` with `--font-sans` (body)
 * and `--font-heading` (h1–h3). The body's face is `optional`: a font arriving after the text is
 * drawn waits for the next page, since even a scaled fallback breaks some lines differently. The
 * headings' is the same file under another name with `swap`, over Arial Bold scaled to the font's
 * bold: on a slow first visit the headings, where the brand shows most, still take the font, and a
 * heading's box holds its lines in either face (tests/e2e/heading-font.spec.ts). `url` writes a
 * file's address as the stylesheet names it.
 */
export async function fontCss(site: Pick<SiteConfig, "theme">, siteRoot: string, url: (file: string) => string): Promise<string> {
  const { body, heading } = choices(site);
  const bodyFont = body && "fontsource" in body ? fontPackage(body.fontsource, siteRoot) : undefined;
  const headingFont = heading && "fontsource" in heading ? fontPackage(heading.fontsource, siteRoot) : undefined;
  // One family for both: the headings may also take the body's face, when it is already loaded.
  const shared = bodyFont !== undefined && sameChoice(heading, body);
  const rules: string[] = [];
  if (bodyFont) rules.push(faces(bodyFont, bodyFont.family, "optional", url));
  if (headingFont) rules.push(faces(headingFont, `${headingFont.family} Heading`, "swap", url));
  if (bodyFont) rules.push(fallbackFace(await metricsAt(bodyFont, siteRoot, 400), ARIAL, `${bodyFont.family} Fallback`, ARIAL_LOCAL));
  if (headingFont) {
    rules.push(fallbackFace(await metricsAt(headingFont, siteRoot, 700), ARIAL_BOLD, `${headingFont.family} Heading Fallback`, ARIAL_BOLD_LOCAL, 700));
    // The bold cut's scales serve semibold titles too: faces of their own for 600 cost as much again
    // (1.1 kB of every page, compressed) and changed none of the 120 route widths measured.
    rules.push(glyphScaledFaces(fileAt(headingFont, siteRoot, 700), `${headingFont.family} Heading Fallback`, 700));
  }
  const sans = bodyFont ? `"${bodyFont.family}", "${bodyFont.family} Fallback", ${generic(bodyFont)}` : body && "system" in body ? body.system : KERNEL_STACK;
  const headings = headingFont
    ? [
        `"${headingFont.family} Heading"`,
        ...(shared ? [`"${headingFont.family}"`] : []),
        `"${headingFont.family} Heading Fallback"`,
        ...(shared ? [`"${headingFont.family} Fallback"`] : []),
        generic(headingFont),
      ].join(", ")
    : heading && "system" in heading
      ? heading.system
      : KERNEL_STACK;
  return `${rules.join("")}@theme {\n  --font-sans: ${sans};\n  --font-heading: ${headings};\n}\n`;
}

/** The font files every page preloads (the stylesheet names them only once it is parsed): the body's, and the headings' when another. */
export function fontPreloads(site: Pick<SiteConfig, "theme">, siteRoot: string): string[] {
  const { body, heading } = choices(site);
  const files: string[] = [];
  for (const [choice, weight] of [
    [body, 400],
    [heading, 700],
  ] as const) {
    if (!choice || !("fontsource" in choice)) continue;
    const font = fontPackage(choice.fontsource, siteRoot);
    files.push(font.file(nearest(font.weights, weight)));
  }
  return [...new Set(files)];
}

/**
 * The static cuts the sharing cards set their text in, heavy and medium: the headings' font's when
 * it has static cuts installed, else `kernelCuts` (a system font has no file to draw from).
 */
export function cardFontFiles(site: Pick<SiteConfig, "theme">, siteRoot: string, kernelCuts: string): { bold: string; medium: string } {
  const { heading } = choices(site);
  const font = heading && "fontsource" in heading ? fontPackage(heading.fontsource, siteRoot) : undefined;
  const cuts = (font && staticCuts(font, siteRoot)) ?? fontPackage(kernelCuts, siteRoot);
  return { bold: cuts.file(nearest(cuts.weights, 800)), medium: cuts.file(nearest(cuts.weights, 500)) };
}
