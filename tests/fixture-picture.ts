/**
 * A picture for component tests, made with sharp (no photo of anyone), measured as the content
 * pipeline hands an image to a page: its file's size, a content hash and the width its field is
 * shown at, read here from the field's schema so the test follows the schema, not the component.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { MeasuredImage } from "../src/lib/image-variants.ts";

/** The displayWidth of a field in a schema file, e.g. ("schemas/site.schema.json", "office", "photo"). */
export function schemaDisplayWidth(schemaFile: string, ...fields: string[]): number {
  let node = JSON.parse(readFileSync(schemaFile, "utf8")) as { properties?: Record<string, unknown>; displayWidth?: number };
  for (const field of fields) node = node.properties?.[field] as typeof node;
  if (typeof node.displayWidth !== "number") throw new Error(`${schemaFile}: ${fields.join(".")} has no displayWidth`);
  return node.displayWidth;
}

/** A width×height JPEG of plain shapes, as a field shown displayWidth pixels wide would get it. */
export async function fixturePicture(
  width: number,
  height: number,
  displayWidth: number,
  words: Pick<MeasuredImage, "alt" | "credit">,
): Promise<MeasuredImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#cfd8e3"/><rect x="${width / 4}" y="${height / 3}" width="${width / 2}" height="${height / 2}" fill="#1c3d5a"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  const meta = await sharp(bytes).metadata();
  return {
    src: "pages.config/images/fixture.jpg",
    ...words,
    measure: { width: meta.width ?? 0, height: meta.height ?? 0, hash: "f1x7u2e0aa", displayWidth },
  };
}

/** The height a picture's <img> should reserve at its shown width: the file's shape, worked out here. */
export const reservedHeight = (image: MeasuredImage) => String(Math.round((image.measure.displayWidth / image.measure.width) * image.measure.height));
