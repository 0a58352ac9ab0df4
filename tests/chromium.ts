import { existsSync } from "node:fs";

/** Where Debian's Chromium may be, first match wins: Playwright's own browser downloads cannot work on this machine. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => Boolean(p && existsSync(p)));
}

export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error("Chromium not found: run `npx tsx scripts/ensure-chromium.ts` (apt-get install -y chromium).");
  return found;
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
