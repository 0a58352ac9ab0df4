/**
 * `pagekit new --site DIR`: a new site folder, anywhere, copied from the kernel's starter site
 * (sites/starter: its pages.config/ and public/), that validates and builds as it is. Each content
 * file's `$schema` points at the kernel's schemas from its new place (editors such as VS Code follow
 * it); a package.json depends on the kernel by its folder, so `npm install` there gives the folder
 * the `pagekit` command; a .gitignore leaves out the build and the leads.
 *
 *   tsx scripts/new-site.ts --site DIR     (what `pagekit new --site DIR` runs)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../src/content/content-files.ts";
import { copySiteParts } from "../src/content/site-folder.ts";
import { shownPath, takeSiteOption } from "./lib/site-option.ts";

const KERNEL = path.resolve(import.meta.dirname, "..");
const STARTER = path.join(KERNEL, "sites/starter");
const USAGE = "usage: pagekit new --site DIR   (DIR: a folder that does not exist yet, or an empty one)";

function fail(problem: string): never {
  console.error(`new: ${problem}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const at = args.indexOf("--site");
const dir = at < 0 ? undefined : args[at + 1];
if (dir === undefined || dir.startsWith("-")) fail("name the new site's folder with --site DIR");
const unknown = args.filter((_, i) => i !== at && i !== at + 1);
if (unknown.length) fail(`unknown argument ${unknown.join(" ")}`);
const target = path.resolve(dir);
if (existsSync(target) && readdirSync(target).length)
  fail(`${shownPath(target)} is not empty: name a new folder (nothing is written into one that holds files already)`);

mkdirSync(target, { recursive: true });
copySiteParts(STARTER, target);

/** Every .json file under the folder, absolute. */
function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? jsonFiles(file) : entry.name.endsWith(".json") ? [file] : [];
  });
}
for (const file of jsonFiles(path.join(target, CONTENT_DIR))) {
  const text = readFileSync(file, "utf8");
  // Only the value of "$schema" changes; the rest of the file stays as the starter wrote it.
  const moved = text.replace(/("\$schema":\s*")([^"]*)(")/, (_, open: string, reference: string, close: string) => {
    const schema = path.resolve(path.dirname(path.join(STARTER, path.relative(target, file))), reference);
    return `${open}${path.relative(path.dirname(file), schema).split(path.sep).join("/")}${close}`;
  });
  writeFileSync(file, moved);
}

const name =
  path
    .basename(target)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "") || "my-site";
const kernelPackage = JSON.parse(readFileSync(path.join(KERNEL, "package.json"), "utf8")) as { name: string };
const kernelDependency = `file:${path.relative(target, KERNEL).split(path.sep).join("/") || "."}`;
const run = (command: string) => `pagekit ${command} --site .`;
const sitePackage = {
  name,
  private: true,
  description: `A site built with ${kernelPackage.name}.`,
  scripts: { validate: run("validate"), build: run("build"), dev: run("dev"), serve: run("serve"), edit: run("edit"), admin: run("admin") },
  dependencies: { [kernelPackage.name]: kernelDependency },
};
writeFileSync(path.join(target, "package.json"), `${JSON.stringify(sitePackage, null, 2)}\n`);
writeFileSync(path.join(target, ".gitignore"), "node_modules/\nbuild/\ndata/\n");

// The folder is a site now: the same check every command makes of --site.
takeSiteOption(["--site", target], fail);
const shown = shownPath(target);
console.log(`A new site in ${shown}, copied from the kernel's starter. Next, in ${shown}:
  npm install                       links the kernel (${kernelDependency}) and its pagekit command
  npm run validate                  checks the content (pages.config/site.json's "placeholders" are samples to replace)
  npm run dev                       shows it as you edit
  npm run build && npm run serve    builds it into build/ and serves it`);
