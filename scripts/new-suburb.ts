/**
 * `npm run new:suburb -- "Merrylands"`: writes pages.config/suburbs/merrylands.json with every
 * field present and marked TODO, so `npm run validate` lists exactly what is left to fill in.
 * Exit 0 written, 1 the file already exists (never overwritten), 2 a bad argument.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newEntry, routeBase, suburbCollection } from "../src/content/collections.ts";
import { contentRoot } from "../src/content/content-files.ts";

const usage = 'usage: npm run new:suburb -- "Suburb Name"   (for example: npm run new:suburb -- "Merrylands")';

/** What the command does, callable in-process, in the site folder `root`: the exit code and the lines it prints. */
export function newSuburb(args: string[], root: string = contentRoot()): { code: number; out: string; err: string } {
  const out: string[] = [];
  const name = args[0]?.trim() ?? "";
  const refuse = (problem: string) => ({ code: 2, out: "", err: `new:suburb: ${problem}\n${usage}\n` });
  if (args.length === 0) return refuse("which suburb? Give its name.");
  if (args.length > 1) return refuse(`${JSON.stringify(args.join(" "))} is more than one argument: put a name with spaces in quotes.`);
  const collection = suburbCollection(root);
  if (!collection) return { code: 2, out: "", err: "new:suburb: this site declares no collection of suburb reports (collections/<name>/collection.json).\n" };
  // The editor's "New suburb report" starts one the same way, so a name is accepted by both or neither.
  const started = newEntry(collection, name, "todo");
  if ("problem" in started) return refuse(started.problem);
  const { file, data } = started;
  const slug = path.posix.basename(file, ".json");
  mkdirSync(path.join(root, collection.dir), { recursive: true });
  try {
    // "wx" fails when the file exists, so an existing report is never overwritten.
    writeFileSync(path.join(root, file), JSON.stringify(data, null, 2) + "\n", { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return { code: 1, out: "", err: `new:suburb: ${file} already exists; edit it instead (nothing was changed).\n` };
    }
    throw error;
  }
  out.push(`wrote ${file}
Next: replace every "TODO" in it (docs/adding-a-suburb.md explains each field), then run
  npm run validate
until it reports no problems. The page will be at ${routeBase(collection.route)}/${slug}.`);
  return { code: 0, out: out.join("\n") + "\n", err: "" };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { code, out, err } = newSuburb(process.argv.slice(2));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exit(code);
}
