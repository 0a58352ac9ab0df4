/**
 * Makes the copies of each content image the pages ask for (src/lib/image-variants.ts) with sharp,
 * into the site's folder, reusing any copy an earlier build made: a copy's name holds the hash of
 * its file's bytes and the encoding settings, so a cached copy of that name is the same copy.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { madeOnce } from "./build-cache.ts";
import type { ImageUse } from "../../src/content/images.ts";
import { IMAGE_ENCODINGS, imageVariants, type ImageVariant } from "../../src/lib/image-variants.ts";

/** Shared by every checkout using this node_modules, like the sharing cards' (scripts/postbuild.ts). */
export const IMAGE_CACHE = "node_modules/.cache/images";

export interface CopyCounts {
  images: number;
  copies: number;
  encoded: number;
  reused: number;
}

/** Writes every copy of every image under outDir (the copies' addresses are paths below it). */
export async function writeImageCopies(root: string, uses: ImageUse[], outDir: string, cacheDir = path.join(root, IMAGE_CACHE)): Promise<CopyCounts> {
  mkdirSync(cacheDir, { recursive: true });
  const bySource = new Map<string, { src: string; variants: Map<string, ImageVariant> }>();
  for (const { src, measure } of uses) {
    const entry = bySource.get(measure.hash) ?? { src, variants: new Map() };
    for (const variant of imageVariants(src, measure)) entry.variants.set(variant.url, variant);
    bySource.set(measure.hash, entry);
  }
  const counts: CopyCounts = { images: bySource.size, copies: 0, encoded: 0, reused: 0 };
  for (const { src, variants } of bySource.values()) {
    // Decoded once per image, and only when a copy is missing; rotate() turns a phone photo upright.
    let source: Sharp | undefined;
    for (const variant of variants.values()) {
      const cached = path.join(cacheDir, path.posix.basename(variant.url));
      const encoded = await madeOnce(cached, async (partial) => {
        source ??= sharp(path.join(root, src), { failOn: "error" }).rotate();
        await encode(source.clone().resize(variant.width, variant.height), variant).toFile(partial);
      });
      if (encoded) counts.encoded++;
      else counts.reused++;
      const target = path.join(outDir, variant.url);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(cached, target);
      counts.copies++;
    }
  }
  return counts;
}

function encode(image: Sharp, { format }: ImageVariant): Sharp {
  if (format === "avif") return image.avif(IMAGE_ENCODINGS.avif);
  if (format === "webp") return image.webp(IMAGE_ENCODINGS.webp);
  // A PNG with transparency gets white behind it, as a page would show it.
  return image.flatten({ background: "#ffffff" }).jpeg(IMAGE_ENCODINGS.jpeg);
}
