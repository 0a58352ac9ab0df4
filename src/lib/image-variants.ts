/**
 * The copies the build makes of each content image and the addresses pages use for them: one
 * function of the image's measure, so the build writes exactly the files the pages ask for (no
 * manifest to fall out of step). Browser-safe: the form block's card of the person visitors talk to renders in an island.
 */
import type { Image } from "../generated/content-types.ts";

/**
 * Moderate effort (sharp's defaults are avif 4, webp 4): the build runs several times in a test
 * run, and a portrait's copies are small either way. Changing a setting changes every name, so
 * no cached copy made with the old settings is ever reused.
 */
export const IMAGE_ENCODINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 3 },
  jpeg: { quality: 78, progressive: true },
} as const;

export type VariantFormat = keyof typeof IMAGE_ENCODINGS;
/** Best first: a browser takes the first <source> it can show, and the JPEG is the <img> itself. */
export const VARIANT_FORMATS: readonly VariantFormat[] = ["avif", "webp", "jpeg"];
const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
export const MIME_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** Under build/client; assets/ is served as immutable (src/server/security-headers.ts), and every name holds a hash. */
export const IMAGES_PATH = "assets/images";

/** What the content pipeline measured of an image where it is used: added to the image by loadSite. */
export interface ImageMeasure {
  /** The file's size as shown, in pixels. */
  width: number;
  height: number;
  /** Of the file's bytes and IMAGE_ENCODINGS: the copies' names, and the build cache's key. */
  hash: string;
  /** How wide the field shows it, in CSS pixels (its schema's `displayWidth`). */
  displayWidth: number;
}

export type MeasuredImage = Image & { measure: ImageMeasure };

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  /** The address on the site, e.g. "/assets/images/broker-1a2b3c4d5e-256.avif". */
  url: string;
}

/** The image with what loadSite measured, or undefined for one that did not come through it. */
export function measured(image: Image | undefined): MeasuredImage | undefined {
  const measure = (image as Partial<MeasuredImage> | undefined)?.measure;
  return image && measure ? { ...image, measure } : undefined;
}

/**
 * Widths for one to two device pixels per CSS pixel (and half, for a large image on a phone),
 * never wider than the file: a copy is never scaled up.
 */
export function variantWidths({ width, displayWidth }: Pick<ImageMeasure, "width" | "displayWidth">): number[] {
  const wanted = [0.5, 1, 1.5, 2].map((factor) => Math.round(displayWidth * factor)).filter((w) => w >= Math.min(displayWidth, 240));
  return [...new Set(wanted.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
}

/** Every copy of one image, by format, narrowest first. */
export function imageVariants(src: string, measure: ImageMeasure): ImageVariant[] {
  const stem =
    (src.split("/").at(-1) ?? "image")
      .replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "image";
  return VARIANT_FORMATS.flatMap((format) =>
    variantWidths(measure).map((width) => ({
      format,
      width,
      height: Math.round((width * measure.height) / measure.width),
      url: `/${IMAGES_PATH}/${stem}-${measure.hash}-${width}.${EXTENSIONS[format]}`,
    })),
  );
}

/** A srcset attribute: "url 128w, url 256w". */
export const srcSet = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(", ");
