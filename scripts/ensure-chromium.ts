// Makes sure the browser the tests drive is installed (tests/chromium.ts): Debian's
// chromium-headless-shell, since Playwright's own browser download cannot work on this machine.
// Installs it with apt-get when missing and running as root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findTestBrowser, HEADLESS_SHELL } from "../tests/chromium.ts";

if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)) {
  if (process.getuid?.() === 0) {
    console.log("Installing Debian's chromium-headless-shell for the browser tests…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell", { stdio: "inherit" });
  } else if (findTestBrowser()) {
    console.log(
      `chromium-headless-shell is missing, so the browser tests run in ${findTestBrowser()} (slower). Install it with: sudo apt-get install -y chromium-headless-shell`,
    );
  } else {
    console.error("Chromium is missing. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).");
    process.exit(1);
  }
}
