// Makes sure Debian's Chromium is installed for the browser tests: Playwright's own browser
// download cannot work on this machine. Installs it with apt-get when missing and running as root.
import { execSync } from "node:child_process";
import { findChromium } from "../tests/chromium.ts";

if (!findChromium()) {
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).");
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}
