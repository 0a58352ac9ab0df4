/**
 * A site's typefaces come from its site.json theme (src/site/site-fonts.ts): the faces its
 * stylesheet gets, with a local fallback scaled to the chosen font's own measurements, whatever the
 * font. Expectations are computed here from the raw site.json and the font files with capsize, never
 * from the module under test.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { fromFile } from "@capsizecss/unpack/fs";
import * as fontkit from "fontkit";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { fontCss, fontPackage, fontPreloads } from "../../src/site/site-fonts.ts";
import { rawBodyFont } from "../raw-content.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const BROKER = path.join(PROJECT, "sites/westline");
const CLINIC = path.join(PROJECT, "tests/fixtures/third-site");
const require = createRequire(path.join(PROJECT, "package.json"));
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
type Site = Parameters<typeof fontCss>[0];
const siteOf = (root: string) => readJson(path.join(root, "pages.config/site.json")) as Site;
const asIs = (file: string) => file;

/**
 * Arial's vertical metrics and average latin width, and Arial Bold's width, from their font tables
 * as capsize publishes them (Liberation Sans, Arial's metric twin on Linux, has the same: 913 and
 * 983 of 2048). Arial itself is not on this machine to be read.
 */
const ARIAL = { familyName: "Arial", unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, capHeight: 1467, xHeight: 1062, xWidthAvg: 913 };
const ARIAL_BOLD = { ...ARIAL, familyName: "Arial Bold", xWidthAvg: 983 };

/** One @font-face rule of the CSS by its family's name. */
const rule = (css: string, family: string) => css.match(new RegExp(`@font-face\\s*{[^}]*font-family: "${family}";[^}]*}`))?.[0] ?? "";

async function expectScaled(css: string, family: string, fontFile: string, over: typeof ARIAL) {
  const expected = createFontStack([await fromFile(fontFile), over]).fontFaces;
  const face = rule(css, family);
  expect(face, family).not.toBe("");
  for (const property of ["ascent-override", "descent-override", "line-gap-override", "size-adjust"]) {
    const want = expected.match(new RegExp(`${property}: ([^;]+);`))?.[1];
    expect(want, property).toBeTruthy();
    expect(face, `${family} ${property}`).toContain(`${property}: ${want};`);
  }
}

describe("the broker's font, from its site.json", () => {
  const font = rawBodyFont(path.join(BROKER, "pages.config/site.json"), PROJECT);
  const dir = path.dirname(require.resolve(`${font.package}/metadata.json`));
  const served = path.join(dir, "files", `${font.id}-latin-wght-normal.woff2`);

  // A fallback whose metrics drift from the web font's makes the page jump when the font swaps in.
  it("scales its body fallback to the served file over Arial, and its headings' to the bold cut over Arial Bold", async () => {
    const css = await fontCss(siteOf(BROKER), BROKER, asIs);
    await expectScaled(css, `${font.family} Fallback`, served, ARIAL);
    // The bold static cut of the same family (fontkit and capsize read only a variable file's default weight).
    const bold = path.join(path.dirname(require.resolve(`@fontsource/${font.id}/metadata.json`)), "files", `${font.id}-latin-700-normal.woff2`);
    await expectScaled(css, `${font.family} Heading Fallback`, bold, ARIAL_BOLD);
  });

  // Scaled as a whole, the fallback took the room of the font's average letter: its hyphen is 1.8
  // times Arial Bold's, so a heading wrapped or started elsewhere and moved when the font came.
  it("scales its headings' fallback glyph by glyph, each face keeping the font's own line height", async () => {
    const css = await fontCss(siteOf(BROKER), BROKER, asIs);
    const faces = [...css.matchAll(new RegExp(`@font-face \\{[^}]*font-family: "${font.family} Heading Fallback";[^}]*unicode-range: [^}]*\\}`, "g"))].map(
      ([face]) => face,
    );
    const value = (face: string, property: string) => Number(face.match(new RegExp(`${property}: ([\\d.]+)%;`))?.[1]) / 100;
    const bold = fontkit.create(
      readFileSync(path.join(path.dirname(require.resolve(`@fontsource/${font.id}/metadata.json`)), "files", `${font.id}-latin-700-normal.woff2`)),
    ) as fontkit.Font;
    const hyphen = faces.find((face) => /unicode-range: (?:[^;]*, )?U\+2D[,;]/.test(face)) ?? "";
    // Arial Bold's hyphen is 682 of 2048 units wide (its hmtx table, as Liberation Sans Bold's).
    expect(value(hyphen, "size-adjust")).toBeCloseTo(bold.glyphForCodePoint(0x2d).advanceWidth / bold.unitsPerEm / (682 / 2048), 2);
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces) expect(value(face, "ascent-override") * value(face, "size-adjust")).toBeCloseTo(bold.ascent / bold.unitsPerEm, 3);
  });

  it("serves the latin file for the body (optional) and the headings (swap), names each fallback right after its font, and preloads the file", async () => {
    const css = await fontCss(siteOf(BROKER), BROKER, asIs);
    expect(rule(css, font.family)).toContain(`src: url("${served}")`);
    expect(rule(css, font.family)).toContain("font-display: optional;");
    expect(rule(css, `${font.family} Heading`)).toContain("font-display: swap;");
    expect(css).toMatch(new RegExp(`--font-sans: "${font.family}", "${font.family} Fallback",`));
    expect(css).toMatch(
      new RegExp(`--font-heading: "${font.family} Heading", "${font.family}", "${font.family} Heading Fallback", "${font.family} Fallback",`),
    );
    expect(fontPreloads(siteOf(BROKER), BROKER)).toEqual([served]);
  });
});

describe("another site's font", () => {
  const outside = mkdtempSync(path.join(tmpdir(), "pagekit-font-"));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it("sets the clinic in its own static font, one face per weight, none of the broker's", async () => {
    const clinic = rawBodyFont(path.join(CLINIC, "pages.config/site.json"), PROJECT);
    const broker = rawBodyFont(path.join(BROKER, "pages.config/site.json"), PROJECT);
    expect(clinic.family).not.toBe(broker.family);
    const meta = readJson(require.resolve(`${clinic.package}/metadata.json`)) as { weights: number[] };
    const css = await fontCss(siteOf(CLINIC), CLINIC, asIs);
    expect(css).not.toContain(broker.family);
    expect(css).not.toContain(broker.id);
    const faces = [
      ...css.matchAll(new RegExp(`font-family: "${clinic.family}";[^}]*font-weight: (\\d+);[^}]*src: url\\("([^"]+)"\\) format\\("woff2"\\)`, "g")),
    ];
    expect(faces.map(([, weight]) => Number(weight))).toEqual(meta.weights);
    for (const [, weight, file] of faces) expect(path.basename(file ?? "")).toBe(`${clinic.id}-latin-${weight}-normal.woff2`);
    const regular = path.join(path.dirname(require.resolve(`${clinic.package}/metadata.json`)), "files", `${clinic.id}-latin-400-normal.woff2`);
    await expectScaled(css, `${clinic.family} Fallback`, regular, ARIAL);
  });

  it("finds a font package in the site's own folder before the kernel's", async () => {
    // The clinic's font under a name only this folder has, as a site's own `npm install` would put it.
    const site = path.join(outside, "own-font");
    const installed = path.join(site, "node_modules/@fontsource/only-in-this-site");
    mkdirSync(path.dirname(installed), { recursive: true });
    cpSync(path.dirname(require.resolve("@fontsource/atkinson-hyperlegible/metadata.json")), installed, { recursive: true });
    expect(() => require.resolve("@fontsource/only-in-this-site/metadata.json")).toThrow();
    expect(fontPackage("@fontsource/only-in-this-site", site).file(400).startsWith(installed)).toBe(true);
    const css = await fontCss({ theme: { fonts: { body: { fontsource: "@fontsource/only-in-this-site" } } } } as Site, site, asIs);
    expect(css).toContain(installed);
  });

  it("downloads nothing for a system stack, and says how to install a package that is missing", async () => {
    const css = await fontCss({ theme: { fonts: { body: { system: "Georgia, serif" } } } } as Site, outside, asIs);
    expect(css).not.toContain("@font-face");
    expect(css).toContain("--font-sans: Georgia, serif;");
    expect(css).toContain("--font-heading: Georgia, serif;");
    await expect(fontCss({ theme: { fonts: { body: { fontsource: "@fontsource/not-installed-here" } } } } as Site, outside, asIs)).rejects.toThrow(
      "npm install @fontsource/not-installed-here",
    );
  });

  it("is one problem from npm run validate when its package is not installed, at the name in site.json", () => {
    const site = path.join(outside, "missing-font");
    cpSync(path.join(PROJECT, "sites/starter"), site, { recursive: true, filter: (source) => !source.includes(`${path.sep}build`) });
    const file = path.join(site, "pages.config/site.json");
    const raw = readFileSync(file, "utf8");
    const named = rawBodyFont(file, PROJECT).package;
    const text = raw.replace(`"${named}"`, '"@fontsource/not-installed-here"');
    expect(text).not.toBe(raw);
    writeFileSync(file, text);
    const before = text.slice(0, text.indexOf('"@fontsource/not-installed-here"')).split("\n");
    const fonts = loadSite(site).problems.filter((problem) => problem.message.includes("font"));
    expect(fonts).toEqual([expect.objectContaining({ file: "pages.config/site.json", line: before.length, column: (before.at(-1)?.length ?? 0) + 1 })]);
    expect(fonts[0]?.message).toContain("npm install @fontsource/not-installed-here");
  });
});
