/**
 * Which fields the back office's upload takes a picture for, and how wide it asks the picture to
 * be: read from the schemas the editor uses, the way POST /admin/content/upload reads them, and
 * checked against each field's own schema file, so a new image field is picked up with no list.
 */
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { schemaDisplayWidth } from "../fixture-picture.ts";
import { checkUpload, displayWidthAt } from "../../src/admin/content/upload.ts";
import { schemaFor } from "../../src/editor/server/app.ts";

const BROKER = path.resolve(import.meta.dirname, "../../sites/westline");
const SITE = "pages.config/site.json";
const PAGE = "pages.config/pages/book.json";

async function widthFor(file: string, field: string) {
  const schema = await schemaFor(BROKER, file);
  if (!schema) throw new Error(`${file} has no schema`);
  return displayWidthAt(schema, field);
}

const picture = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: "#1c3d5a" } })
    .jpeg()
    .toBuffer();

describe("the fields the upload takes a picture for", () => {
  it("takes the office's photo and map at the width their schema shows them", async () => {
    expect(await widthFor(SITE, "/office/photo")).toBe(schemaDisplayWidth("schemas/site.schema.json", "office", "photo"));
    expect(await widthFor(SITE, "/office/map")).toBe(schemaDisplayWidth("schemas/site.schema.json", "office", "map"));
    expect(await widthFor(SITE, "/office/streetAddress")).toBeUndefined();
  });

  it("takes a block's picture on any page, never asking for less than a hero's or a case study's picture needs", async () => {
    const hero = schemaDisplayWidth("schemas/blocks/hero.schema.json", "image");
    const caseStudy = schemaDisplayWidth("schemas/blocks/case-study.schema.json", "image");
    for (const index of [0, 4]) expect(await widthFor(PAGE, `/blocks/${index}/image`)).toBeGreaterThanOrEqual(Math.max(hero, caseStudy));
    expect(await widthFor(PAGE, "/blocks/0/heading")).toBeUndefined();
  });

  it("refuses at upload a hero picture too narrow for the hero, rather than letting publishing refuse it later", async () => {
    const hero = schemaDisplayWidth("schemas/blocks/hero.schema.json", "image");
    const width = await widthFor(PAGE, "/blocks/0/image");
    const narrow = await checkUpload(await picture(hero * 2 - 100), width ?? 0);
    expect(narrow).toMatchObject({ ok: false, status: 422 });
    expect(await checkUpload(await picture(hero * 2), width ?? 0)).toMatchObject({ ok: true });
  });
});
