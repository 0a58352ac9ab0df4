// Makes sure Debian's PostgreSQL server binaries are installed for the server tests, which start a
// throwaway server of their own (tests/server/postgres-server.ts). Installs the package with
// apt-get when missing and running as root; otherwise says how, and those tests are skipped.
import { execSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const root = "/usr/lib/postgresql";
const installed = existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`));
if (installed) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error("PostgreSQL is missing: the PostgreSQL tests will be skipped. Install it with: sudo apt-get install -y postgresql");
  process.exit(0);
}
console.log("Installing Debian's postgresql for the server tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql", { stdio: "inherit" });
