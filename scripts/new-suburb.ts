/**
 * `npm run new:suburb -- "Merrylands"`: writes pages.config/suburbs/merrylands.json with every
 * field present and marked TODO, so `npm run validate` lists exactly what is left to fill in.
 * Exit 0 written, 1 the file already exists (never overwritten), 2 a bad argument.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SUBURBS_DIR } from "../src/content/content-files.ts";
import { suburbSkeleton, suburbSlug } from "../src/content/suburb-skeleton.ts";

const usage = 'usage: npm run new:suburb -- "Suburb Name"   (for example: npm run new:suburb -- "Merrylands")';
const args = process.argv.slice(2);
const name = args[0]?.trim() ?? "";
if (args.length !== 1 || !/^[A-Za-z][A-Za-z' -]*[A-Za-z]$/.test(name)) {
  console.error(args.length === 0 ? "new:suburb: which suburb? Give its name." : `new:suburb: ${JSON.stringify(args.join(" "))} is not a suburb name: use letters, spaces, dashes and apostrophes, in quotes if it has spaces.`);
  console.error(usage);
  process.exit(2);
}
if (name !== name.replace(/(^|[ -])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase())) {
  const capitalised = name.replace(/(^|[ -])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());
  console.error(`new:suburb: write the name as it appears on the page, with capitals: "${capitalised}".`);
  console.error(usage);
  process.exit(2);
}

const slug = suburbSlug(name);
const file = `${SUBURBS_DIR}/${slug}.json`;
mkdirSync(path.join(process.cwd(), SUBURBS_DIR), { recursive: true });
try {
  // "wx" fails when the file exists, so an existing report is never overwritten.
  writeFileSync(path.join(process.cwd(), file), JSON.stringify(suburbSkeleton(name), null, 2) + "\n", { flag: "wx" });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === "EEXIST") {
    console.error(`new:suburb: ${file} already exists; edit it instead (nothing was changed).`);
    process.exit(1);
  }
  throw error;
}
console.log(`wrote ${file}
Next: replace every "TODO" in it (docs/adding-a-suburb.md explains each field), then run
  npm run validate
until it reports no problems. The page will be at /resources/suburb-reports/${slug}.`);
