/**
 * An image file's kind and size read from its first bytes, synchronously: the content pipeline is
 * synchronous (the route config calls it), and sharp's metadata() is not. The kind comes from the
 * file's signature, never its name, so a PNG saved as ".jpg" or a PDF renamed ".jpg" is told apart.
 */

export type ImageFormat = "jpeg" | "png" | "webp";

export interface ImageHeader {
  format: ImageFormat;
  /** As shown: a phone photo stored on its side with an EXIF rotation reports its upright size. */
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which hold the size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The file's kind and size, or undefined when it is not a JPEG, PNG or WebP that says its size. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return pngHeader(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webpHeader(bytes);
  return undefined;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const sized = (format: ImageFormat, width: number, height: number) => (width > 0 && height > 0 ? { format, width, height } : undefined);

function pngHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return undefined;
  return sized("png", view(bytes).getUint32(16), view(bytes).getUint32(20));
}

function jpegHeader(bytes: Uint8Array): ImageHeader | undefined {
  const data = view(bytes);
  let orientation = 1;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length (restart markers, TEM) come alone.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    const length = data.getUint16(at + 2);
    if (marker === 0xe1 && ascii(bytes, at + 4, 6) === "Exif\0\0") orientation = exifOrientation(bytes.subarray(at + 10, at + 2 + length)) ?? orientation;
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      const height = data.getUint16(at + 5);
      const width = data.getUint16(at + 7);
      // Orientations 5 to 8 turn the picture a quarter: it is shown as tall as it is stored wide.
      return orientation >= 5 ? sized("jpeg", height, width) : sized("jpeg", width, height);
    }
    at += 2 + length;
  }
  return undefined;
}

/** The EXIF orientation (1 to 8) in a TIFF block, from the first directory's tag 0x0112. */
function exifOrientation(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const little = ascii(tiff, 0, 2) === "II";
  const data = view(tiff);
  const directory = data.getUint32(4, little);
  if (directory + 2 > tiff.length) return undefined;
  const entries = data.getUint16(directory, little);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (data.getUint16(entry, little) === 0x0112) return data.getUint16(entry + 8, little);
  }
  return undefined;
}

function webpHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return sized("webp", data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  if (chunk === "VP8L") {
    const bits = data.getUint32(21, true);
    return sized("webp", (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return sized("webp", u24(24) + 1, u24(27) + 1);
  }
  return undefined;
}
