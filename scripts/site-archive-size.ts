/**
 * `npx tsx scripts/site-archive-size.ts [build/client]`: what each publish stores in PostgreSQL for
 * the other instances (src/admin/publish/site-archive.ts), for a built site: the folder's size, the
 * archive's, and how long packing and unpacking take. Run `npm run build` first.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { packSite, unpackSite } from "../src/admin/publish/site-archive.ts";

const root = path.resolve(process.argv[2] ?? "build/client");
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root}: run \`npm run build\` first.`);
  process.exit(2);
}
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const folderBytes = Number(execFileSync("du", ["-sb", root], { encoding: "utf8" }).split("\t")[0]);

let started = performance.now();
const archive = await packSite(root);
const packMs = performance.now() - started;
const scratch = mkdtempSync(path.join(tmpdir(), "site-archive-"));
try {
  started = performance.now();
  const files = await unpackSite(archive, path.join(scratch, "site"));
  const unpackMs = performance.now() - started;
  console.log(
    `${root}: ${files} files, ${megabytes(folderBytes)}; archive ${megabytes(archive.length)}; pack ${packMs.toFixed(0)} ms, unpack ${unpackMs.toFixed(0)} ms`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
