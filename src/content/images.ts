/**
 * Images in content: a field that takes one says in its schema how wide it is shown
 * (`"displayWidth": 128` beside `"$ref": "common/image.schema.json"`). Schema checking notes each
 * such field it meets (the keyword below), and checkImages then checks each file named: that it
 * exists, is a JPEG, PNG or WebP by its content, and is large enough for where it is shown. What it
 * measures goes onto the image in the loaded content (withMeasures), so the page and the build
 * compute the same copies from it (src/lib/image-variants.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readImageHeader } from "../lib/image-header.ts";
import { IMAGE_ENCODINGS, type ImageMeasure } from "../lib/image-variants.ts";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import { IMAGES_DIR } from "./content-files.ts";
import { listFiles } from "./files.ts";
import { imageFieldsIn } from "./image-fields.ts";
import { pointerToPath, type PathSegment } from "./json-locations.ts";
import { asRecord, valueAt } from "./json-values.ts";
import type { Problem } from "./problems.ts";
import { didYouMean } from "./suggest.ts";

/** Phones and most laptops show two device pixels per CSS pixel: fewer and the picture looks soft. */
const PIXELS_PER_POINT = 2;

/** One image where it is used: the file and field that name it, and what was measured. */
export interface ImageUse {
  file: CheckedFile;
  at: PathSegment[];
  src: string;
  measure: ImageMeasure;
}

/** Checks every image the files name, adding a problem for each that cannot be shown as asked; returns the sound ones. */
export function checkImages(root: string, files: CheckedFile[], problems: Problem[], drafts: Record<string, Uint8Array> = {}): ImageUse[] {
  const uses: ImageUse[] = [];
  let available: string[] | undefined;
  const known = () => (available ??= [...listFiles(path.join(root, IMAGES_DIR)).map((file) => `${IMAGES_DIR}/${file}`), ...Object.keys(drafts)]);
  for (const file of files) {
    if (!file.data || typeof file.data !== "object") continue;
    for (const [pointer, displayWidth] of imageFieldsIn(file.data)) {
      const at = pointerToPath(pointer, (prefix) => Array.isArray(valueAt(file.data, prefix)));
      const src = asRecord(valueAt(file.data, at)).src;
      // A missing or misspelt src is the schema's to report, in its words.
      if (typeof src !== "string" || !src.startsWith(`${IMAGES_DIR}/`)) continue;
      const found = measureImage(root, src, displayWidth, known, drafts[src]);
      if (typeof found === "string") problems.push(problemAt(file, [...at, "src"], found));
      else uses.push({ file, at, src, measure: found });
    }
  }
  return uses;
}

/** What a file measures, or why it cannot be used where it is shown, in the words of the person who saved it. */
function measureImage(root: string, src: string, displayWidth: number, known: () => string[], draft: Uint8Array | undefined): ImageMeasure | string {
  const full = path.join(root, src);
  if (path.relative(path.join(root, IMAGES_DIR), full).startsWith(".."))
    return `${src} is outside ${IMAGES_DIR}/: put the file in that folder and name it there`;
  if (!draft && (!existsSync(full) || !statSync(full).isFile())) return `${src} does not exist; add the file or correct the name${didYouMean(src, known())}`;
  const bytes = Buffer.from(draft ?? readFileSync(full));
  const header = readImageHeader(bytes);
  if (!header)
    return `${src} is not a JPEG, PNG or WebP picture by its content${otherKind(bytes)}: open it in a photo editor and export it as JPEG (a photograph) or PNG (a drawing), then save it under this name`;
  const needed = displayWidth * PIXELS_PER_POINT;
  if (header.width < needed)
    return `${src} is ${header.width}×${header.height} pixels, too small for where it is shown: it is shown ${displayWidth} pixels wide, so it needs to be at least ${needed} pixels wide to look sharp on phone and laptop screens; use a larger original`;
  const hash = createHash("sha256").update(bytes).update(JSON.stringify(IMAGE_ENCODINGS)).digest("hex").slice(0, 10);
  return { width: header.width, height: header.height, hash, displayWidth };
}

/** ", but a HEIC photo (…)": the kinds people most often save by mistake, told by their first bytes. */
export function otherKind(bytes: Buffer): string {
  const start = bytes.subarray(0, 32).toString("latin1");
  if (/^....ftyp(heic|heix|mif1|msf1)/s.test(start)) return " (it is a HEIC photo, the iPhone's own format, which browsers cannot show)";
  if (/^....ftypavi[fs]/s.test(start)) return " (it is an AVIF picture; the build makes AVIF copies itself from a JPEG, PNG or WebP)";
  if (start.startsWith("GIF8")) return " (it is a GIF)";
  if (start.startsWith("%PDF")) return " (it is a PDF document)";
  if (/^\s*(<\?xml|<svg)/.test(start)) return " (it is an SVG drawing)";
  if (/^\s*<(!doctype|html)/i.test(start)) return " (it is a web page, perhaps saved from a browser instead of the picture itself)";
  if (bytes.length === 0) return " (the file is empty)";
  return "";
}

/** A copy of data with each image named in uses given its measure, for the page to render from. */
export function withMeasures<T>(data: T, uses: ImageUse[]): T {
  let out: unknown = data;
  for (const { at, measure } of uses) out = setAt(out, [...at, "measure"], measure);
  return out as T;
}

function setAt(node: unknown, at: PathSegment[], value: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  if (Array.isArray(node) && typeof head === "number") return node.map((item, i) => (i === head ? setAt(item, rest, value) : item));
  const record = asRecord(node);
  return { ...record, [head]: setAt(record[head], rest, value) };
}
