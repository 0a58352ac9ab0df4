import { existsSync } from "node:fs";

/** Debian's Chromium: Playwright's own browser downloads cannot work on this machine. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) throw new Error("Chromium not found: run `node scripts/ensure-chromium.mjs` (apt-get install -y chromium).");
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
