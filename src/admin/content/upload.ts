/**
 * A picture uploaded in the back office's editor, judged by what the file holds, never by its
 * name or the type the browser claims: a JPEG, PNG or WebP by its first bytes (the image header
 * the content pipeline reads) that sharp can decode whole, with no web page or script hidden in it
 * (a polyglot), at most 15 MB, and wide enough for the field it is for (twice the width the schema
 * says the field is shown at, the pipeline's own rule), declaring at most MAX_UPLOAD_PIXELS. A good
 * file is decoded and encoded again, and that copy, the picture alone, is kept as a draft under a
 * name made from its content, so nothing from the upload ever becomes a path.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGES_DIR } from "../../content/content-files.ts";
import { otherKind } from "../../content/images.ts";
import { readImageHeader, type ImageFormat } from "../../lib/image-header.ts";
import type { JsonSchema } from "../../editor/server/schemas.ts";
import { WorkQueue, WorkQueueFull } from "../../lib/work-queue.ts";

/** 15 MB: a full-size phone photo is 3 to 8 MB; a larger file is not a photo anyone needs on a web page. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** As in the content pipeline (src/content/images.ts): two device pixels per CSS pixel. */
const PIXELS_PER_POINT = 2;

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/**
 * 50 million pixels (a 50-megapixel camera's photo): a picture declaring more is refused from its
 * header, before anything decodes it, since decoding takes memory and time by the pixel, however
 * small the file (a 1 MB PNG can declare 16000×16000, 256 million).
 */
export const MAX_UPLOAD_PIXELS = 50_000_000;

/** `bytes`: the picture as it is kept, decoded and encoded again (see checkUpload). */
export type UploadVerdict =
  | { ok: true; src: string; width: number; height: number; bytes: Buffer }
  | { ok: false; error: string; status: 400 | 413 | 415 | 422 }
  | { ok: false; error: string; status: 503; retryAfterSeconds: number };

/**
 * One picture decoded and encoded at a time, three more waiting (their files, up to 15 MB each,
 * already read), and that one on one of sharp's threads: sharp works on libuv's pool of four
 * threads, the same that reads the site's files for visitors, with a thread per core each, so 16
 * large uploads at once took every thread and core, and public pages waited 8.6 s (issue 49 item 6).
 */
const reencoding = new WorkQueue({
  running: 1,
  waiting: 3,
  busyMessage: "Other pictures are being prepared just now. Wait a few seconds, then upload this one again.",
  retryAfterSeconds: 5,
});

const EXPORT = "Open it in a photo editor and export it as a JPEG (a photograph) or PNG (a drawing), then upload that.";

/**
 * Markup a browser or server might run if the file were ever served as something else. Seven or
 * more exact bytes: in compressed picture data they turn up by chance about once in 10^11 files.
 */
const HIDDEN_MARKUP = /<(script|html|svg|iframe|body|\?php|!doctype)[\s>/]/i;

/** Whether the file carries something besides the picture: markup anywhere, or bytes past the picture's declared end. */
function hidesSomething(bytes: Buffer, format: ImageFormat): boolean {
  if (HIDDEN_MARKUP.test(bytes.toString("latin1"))) return true;
  if (format === "png") return bytes.lastIndexOf("IEND", undefined, "latin1") !== bytes.length - 8;
  if (format === "webp") return bytes.readUInt32LE(4) + 8 !== bytes.length;
  return false;
}

/** Checks an uploaded file for a field shown `displayWidth` pixels wide; names it by its content when it is fit. */
export async function checkUpload(bytes: Buffer, displayWidth: number): Promise<UploadVerdict> {
  if (bytes.length === 0) return { ok: false, status: 400, error: "The file is empty. Choose the picture again." };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: tooLarge(bytes.length) };
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, status: 415, error: `That file is not a JPEG, PNG or WebP picture${otherKind(bytes)}. ${EXPORT}` };
  if (hidesSomething(bytes, header.format))
    return {
      ok: false,
      status: 415,
      error: `That file is a picture with something else hidden inside it (such as a web page or a script), so it is refused to keep the website safe. ${EXPORT}`,
    };
  if (header.width * header.height > MAX_UPLOAD_PIXELS)
    return {
      ok: false,
      status: 413,
      error: `That picture is ${header.width}×${header.height} pixels, more than ${MAX_UPLOAD_PIXELS / 1_000_000} million: far larger than a web page can use. Save a copy at most 6000 pixels wide and upload that.`,
    };
  let kept: Buffer | undefined;
  try {
    kept = await reencoding.run(() => reencode(bytes, header.format));
  } catch (error) {
    if (error instanceof WorkQueueFull) return { ok: false, status: 503, error: error.message, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  if (!kept) return { ok: false, status: 415, error: `That picture is damaged or cut short, so it cannot be shown. ${EXPORT}` };
  const keptHeader = readImageHeader(kept) ?? header;
  const needed = displayWidth * PIXELS_PER_POINT;
  if (keptHeader.width < needed)
    return {
      ok: false,
      status: 422,
      error: `That picture is ${keptHeader.width}×${keptHeader.height} pixels: too small for this place, where it is shown ${displayWidth} pixels wide. It needs to be at least ${needed} pixels wide to look sharp on phones and laptops; upload a larger original.`,
    };
  const name = createHash("sha256").update(kept).digest("hex").slice(0, 16);
  return { ok: true, src: `${IMAGES_DIR}/upload-${name}.${EXTENSIONS[header.format]}`, width: keptHeader.width, height: keptHeader.height, bytes: kept };
}

/**
 * The picture decoded whole and encoded again (which also finds a damaged or cut-short file): what
 * is kept is the picture alone, without what a file can carry besides (bytes after its end, such as
 * a ZIP; its metadata, a phone's GPS position among them). Turned upright first, as the orientation
 * in its metadata said, since that goes too. Undefined when it cannot be decoded as `format`.
 */
async function reencode(bytes: Buffer, format: ImageFormat): Promise<Buffer | undefined> {
  // Loaded with the first upload, not with the server (a tenth of a second of every start).
  const { default: sharp } = await import("sharp");
  // One thread a picture (libvips' own default is one a core): the other core stays with the pages.
  sharp.concurrency(1);
  try {
    const picture = sharp(bytes, { failOn: "error", limitInputPixels: MAX_UPLOAD_PIXELS });
    const meta = await picture.metadata();
    if (meta.format !== format) return undefined;
    const upright = picture.rotate();
    return await (format === "jpeg" ? upright.jpeg({ quality: 90 }) : format === "png" ? upright.png() : upright.webp({ quality: 90 })).toBuffer();
  } catch {
    return undefined;
  }
}

export const tooLarge = (size?: number) =>
  `That file is ${size === undefined ? "larger than 15 MB" : `${(size / 1024 / 1024).toFixed(1)} MB`}; pictures can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Save a smaller copy (most phones and photo editors can export at a lower size) and upload that.`;

/** Refuses a body over 15 MB from its Content-Length, or once that much has arrived, before it is held. */
export const uploadLimit: MiddlewareHandler = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => c.json({ ok: false, error: tooLarge() }, 413) });

/**
 * How wide the field at `pointer` (e.g. "/broker/photo") is shown, from its schema's displayWidth,
 * or undefined when the field does not take a picture. Every alternative of a oneOf or anyOf is
 * looked into, since a page's blocks are one of several kinds; the pointer does not say which kind
 * "/blocks/0/image" is, so where kinds show it at different widths the widest is asked for: a
 * picture fit for one is never let through here only for publishing to refuse it.
 */
export function displayWidthAt(schema: JsonSchema, pointer: string): number | undefined {
  const segments = pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  return widthAt(schema, segments);
}

function widthAt(schema: unknown, segments: string[]): number | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const node = schema as Record<string, unknown>;
  const widths: number[] = [];
  for (const key of ["oneOf", "anyOf", "allOf"]) {
    const options = node[key];
    if (Array.isArray(options))
      for (const option of options) {
        const found = widthAt(option, segments);
        if (found !== undefined) widths.push(found);
      }
  }
  if (widths.length) return Math.max(...widths);
  const [head, ...rest] = segments;
  if (head === undefined) return typeof node.displayWidth === "number" ? node.displayWidth : undefined;
  if (/^\d+$/.test(head) && node.items) return widthAt(node.items, rest);
  const properties = node.properties as Record<string, unknown> | undefined;
  return properties && Object.hasOwn(properties, head) ? widthAt(properties[head], rest) : undefined;
}
