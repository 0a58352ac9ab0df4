/**
 * Starts a new entry of one of the site's collections: writes pages.config/<folder>/<slug>.json with
 * the fields its template's skeleton gives (marked TODO), so `validate` lists exactly what is left.
 *
 *   pagekit new-entry --site DIR <collection> "Name"
 *   npm run new:entry -- <collection> "Name"
 *   npm run new:suburb -- "Merrylands"       (the broker's: package.json names its collection)
 *
 * Its words come from the collection's declaration (collection.json), so the broker's staff read
 * "which suburb?" where a clinic's read "which clinician?". Exit 0 written, 1 the file already exists
 * (never overwritten), 2 a bad argument.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { newEntry, routeBase, siteCollections, type Collection } from "../src/content/collections.ts";
import { COLLECTIONS_DIR } from "../src/content/collection-schemas.ts";
import { contentRoot } from "../src/content/content-files.ts";
import { didYouMean } from "../src/content/suggest.ts";
import { shownPath, takeSiteOption } from "./lib/site-option.ts";

/** How the person ran the command, for its messages: its name, and how it takes the collection. */
export interface Invocation {
  /** What messages start with: "new:entry", "pagekit new-entry", or the name of an npm script naming its collection. */
  name: string;
  /** The command up to the collection's name, as typed: `npm run new:entry --`, `pagekit new-entry --site my-site`. */
  typed: string;
  /** True when the command names the collection itself (an npm script such as new:suburb): only the name is typed. */
  fixed: boolean;
  /** The command that checks the site, as the person would type it next. */
  validate: string;
}

/** What one entry is called where the command asks for it: "The condition's name" → "condition"; the label when the prompt does not say. */
const nounOf = (collection: Collection) => /^the (.+)'s name$/i.exec(collection.namePrompt ?? "")?.[1] ?? collection.label;
const titled = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** What the command does, callable in-process, in the site folder `root`: the exit code and the lines it prints. */
export function newEntryCommand(args: readonly string[], root: string, how: Invocation): { code: number; out: string; err: string } {
  const [name, ...names] = args;
  const collections = siteCollections(root);
  const collection = collections.find((found) => found.name === name);
  const placeholder = collection ? `"${titled(`${nounOf(collection)} name`)}"` : '"Name"';
  const usage = `usage: ${how.typed} ${how.fixed ? "" : `${collection?.name ?? "<collection>"} `}${placeholder}`;
  const refuse = (problem: string, code = 2) => ({ code, out: "", err: `${how.name}: ${problem}\n${code === 2 ? `${usage}\n` : ""}` });
  if (!collections.length) return refuse(`this site declares no collections (${COLLECTIONS_DIR}/<name>/collection.json).`);
  const known = collections.map((found) => found.name);
  if (name === undefined) return refuse(`which collection? Name one of ${known.join(", ")}.`);
  if (!collection) return refuse(`this site keeps no collection called "${name}"${didYouMean(name, known)}: name one of ${known.join(", ")}.`);
  const noun = nounOf(collection);
  const typedName = names[0]?.trim() ?? "";
  if (names.length === 0) return refuse(`which ${noun}? Give its name.`);
  if (names.length > 1) return refuse(`${JSON.stringify(names.join(" "))} is more than one argument: put a name with spaces in quotes.`);
  // The editor's "New …" box starts one the same way, so a name is accepted by both or neither.
  const started = newEntry(collection, typedName, "todo");
  if ("problem" in started) return refuse(started.problem);
  const { file, data } = started;
  const slug = path.posix.basename(file, ".json");
  mkdirSync(path.join(root, collection.dir), { recursive: true });
  try {
    // "wx" fails when the file exists, so an existing entry is never overwritten.
    writeFileSync(path.join(root, file), JSON.stringify(data, null, 2) + "\n", { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return refuse(`${file} already exists; edit it instead (nothing was changed).`, 1);
    throw error;
  }
  const guide = collection.guide ?? `${COLLECTIONS_DIR}/${collection.name}/${collection.schema}`;
  const next = JSON.stringify(data).includes("TODO")
    ? `replace every "TODO" in it (${guide} explains each field)`
    : `fill in the rest of its fields (${guide} explains each)`;
  const out = `wrote ${file}
Next: ${next}, then run
  ${how.validate}
until it reports no problems. The page will be at ${routeBase(collection.route)}/${slug}.
`;
  return { code: 0, out, err: "" };
}

/**
 * How this process was started: by npm (its script's name; new:entry takes the collection, any other
 * such as new:suburb names it itself) or by `pagekit new-entry`.
 */
function invocation(root: string): Invocation {
  const script = process.env.npm_lifecycle_event;
  if (script) return { name: script, typed: `npm run ${script} --`, fixed: script !== "new:entry", validate: "npm run validate" };
  const site = shownPath(root);
  return { name: "pagekit new-entry", typed: `pagekit new-entry --site ${site}`, fixed: false, validate: `pagekit validate --site ${site}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { rest } = takeSiteOption(process.argv.slice(2), (problem) => {
    process.stderr.write(`new-entry: ${problem}\n`);
    process.exit(2);
  });
  const root = contentRoot();
  if (rest.includes("--help") || rest.includes("-h")) {
    const how = invocation(root);
    process.stdout.write(
      `usage: ${how.typed} ${how.fixed ? "" : "<collection> "}"Name"${how.fixed ? "" : "   (<collection>: a folder of the site's collections/)"}\n`,
    );
    process.exit(0);
  }
  const { code, out, err } = newEntryCommand(rest, root, invocation(root));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exit(code);
}
