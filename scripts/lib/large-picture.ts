/**
 * The heaviest picture an upload may be, for load measurements (npm run bench:heavy,
 * tests/server/heavy-work.test.ts): a photo-like JPEG of a whole number of thousands of pixels a
 * side just under the back office's limit (7000×7000, 49 million pixels against 50 million), a
 * second or more of decoding and encoding each.
 */
import sharp from "sharp";
import { MAX_UPLOAD_PIXELS } from "../../src/admin/content/upload.ts";

export async function heaviestUpload(): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(MAX_UPLOAD_PIXELS) / 1000) * 1000;
  const shapes = Array.from(
    { length: 40 },
    (_, i) => `<circle cx="${(i * 977) % side}" cy="${(i * 1601) % side}" r="${300 + ((i * 131) % 900)}" fill="hsl(${i * 37},60%,50%)"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="${side}" height="${side}" fill="#cfd8e3"/>${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
