/**
 * `npm run new:suburb -- "Merrylands"`: writes pages.config/suburbs/merrylands.json with every
 * field present and marked TODO, so `npm run validate` lists exactly what is left to fill in.
 * Exit 0 written, 1 the file already exists (never overwritten), 2 a bad argument.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { declaredFolders, routeBase } from "../src/content/collections.ts";
import { contentRoot } from "../src/content/content-files.ts";
import { suburbNameProblem, suburbSkeleton, suburbSlug } from "../src/content/suburb-skeleton.ts";

const usage = 'usage: npm run new:suburb -- "Suburb Name"   (for example: npm run new:suburb -- "Merrylands")';

/** What the command does, callable in-process, in the site folder `root`: the exit code and the lines it prints. */
export function newSuburb(args: string[], root: string = contentRoot()): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const name = args[0]?.trim() ?? "";
  // The editor's "New suburb report" applies the same rule, so a name is accepted by both or neither.
  const problem =
    args.length === 0
      ? "which suburb? Give its name."
      : args.length > 1
        ? `${JSON.stringify(args.join(" "))} is more than one argument: put a name with spaces in quotes.`
        : suburbNameProblem(name);
  if (problem) {
    err.push(`new:suburb: ${problem}`);
    err.push(usage);
    return { code: 2, out: "", err: err.join("\n") + "\n" };
  }

  const collection = declaredFolders(root).find((folder) => folder.rules.includes("suburb-reports"));
  if (!collection) return { code: 2, out: "", err: "new:suburb: this site declares no collection of suburb reports (collections/<name>/collection.json).\n" };
  const slug = suburbSlug(name);
  const file = `${collection.dir}/${slug}.json`;
  mkdirSync(path.join(root, collection.dir), { recursive: true });
  try {
    // "wx" fails when the file exists, so an existing report is never overwritten.
    writeFileSync(path.join(root, file), JSON.stringify(suburbSkeleton(name), null, 2) + "\n", { flag: "wx" });
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
