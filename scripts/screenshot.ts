/**
 * `npm run screenshot -- <url> <out.png> [width]`: a full-page screenshot in headless Chromium,
 * for looking at a page as a visitor would.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/chromium.ts";

const [url, out, width = "1280"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: npm run screenshot -- <url> <out.png> [width]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`wrote ${out}`);
