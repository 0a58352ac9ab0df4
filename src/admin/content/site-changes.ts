/**
 * Changes to the site's structure from the back office: an entry of any of the site's collections
 * or a page deleted or renamed, and a page created. Before anything is drafted, staff are told what
 * the change would break, found by the one content pipeline (loadSite with the change made and every
 * pending draft in place), and offered the follow-up edits that mend what can be mended safely: links
 * to the old address follow it, related-entry cards follow a renamed entry (or say it has none yet,
 * in its collection's words, when it goes), a figure quoted from a deleted entry is written in as it shows today, and a menu or footer
 * link to a deleted page goes with it. What is left is named, in staff words, for them to change.
 */
import { checkContent } from "../../editor/server/check-threads.ts";
import { staffMessage, type Problem } from "../../content/problems.ts";
import { fillReferences } from "../../content/references.ts";
import { PAGES_DIR, schemaReference, SITE_FILE } from "../../content/content-files.ts";
import { declaredFolders, entryReferences, routeBase, siteCollections, type DeclaredFolder } from "../../content/collections.ts";
import { slugify } from "../../lib/slug.ts";
import { applyFix, schemaFor } from "../../editor/server/app.ts";
import { ContentFileError } from "../../editor/server/content-files.ts";
import type { ContentSource } from "../../editor/server/content-source.ts";
import { formatContent } from "../../editor/server/format-json.ts";
import { contentKind, contentKinds } from "../../editor/server/schemas.ts";
import type { Json } from "../../editor/api-types.ts";
import { placeName } from "../publish/staff-words.ts";
import { fieldLabeller, problemsInStaffWords } from "../publish/field-labels.ts";

/** A follow-up edit to another file, saved with the change when staff accept it. */
export interface FollowUp {
  file: string;
  /** "The Sam Lee clinician": the file as placeName names it. */
  place: string;
  /** What changes, in staff words. */
  changes: string[];
  text: string;
  /** The version the edit was made on, so a change made meanwhile is not overwritten. */
  hash: string;
}

export interface ChangePlan {
  /** The file changed: deleted, or renamed from. */
  file: string;
  /** Where a renamed entry moves to (its own file is named by its slug); the file itself otherwise. */
  newFile: string;
  /** The entry's or page's name as staff know it, before the change. */
  name: string;
  /** The changed file's new text (a rename), undefined for a deletion. */
  text?: string;
  /** What the change alone would break, in staff words. */
  breaks: string[];
  followUps: FollowUp[];
  /** What would still be broken with every follow-up edit made. */
  remaining: string[];
}

/** The deletions already drafted, which the checks count as gone, and the way to draft one. */
export type ChangeSource = ContentSource & { removed(): Promise<string[]>; remove(file: string): Promise<void> };

/** Changes one other file's content (its schema given) to follow the change; returns what it changed, in staff words. */
type Rewrite = (data: Json, file: string, schema: unknown) => string[];

const key = (problem: Problem) => `${problem.file}\u0000${problem.path}\u0000${problem.message}`;
const isObject = (value: Json | undefined): value is Record<string, Json> => value !== null && typeof value === "object" && !Array.isArray(value);
const LINK_KEYS = new Set(["to", "href"]);

/** The address a link goes to, without its anchor and trailing slash ("/faq/#rates" → "/faq"). */
const linkTarget = (link: string) => {
  const target = link.split("#", 1)[0]!;
  return target.length > 1 ? target.replace(/\/$/, "") : target;
};

/** Every link (a "to" or "href") in `data` to `from`, pointed at `to` instead, its anchor kept. */
function moveLinks(data: Json, from: string, to: string, label: (link: string) => string): string[] {
  const changes: string[] = [];
  const visit = (value: Json) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    for (const [field, inner] of Object.entries(value)) {
      if (LINK_KEYS.has(field) && typeof inner === "string" && inner.startsWith("/") && linkTarget(inner) === from) {
        value[field] = to + inner.slice(inner.split("#", 1)[0]!.replace(/\/$/, "").length);
        changes.push(label(inner));
      } else visit(inner);
    }
  };
  visit(data);
  return changes;
}

/** Menu and footer entries (a label and a link, nothing else) that go to `target`, taken out of their lists. */
function dropMenuLinks(data: Json, target: string): string[] {
  const changes: string[] = [];
  const isMenuLink = (item: Json) =>
    isObject(item) &&
    Object.keys(item).every((field) => field === "label" || LINK_KEYS.has(field)) &&
    [item.to, item.href].some((link) => typeof link === "string" && linkTarget(link) === target);
  const visit = (value: Json) => {
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        if (isMenuLink(value[i]!)) changes.push(`the link "${String((value.splice(i, 1)[0] as Record<string, Json>).label)}" is taken out`);
      return value.forEach(visit);
    }
    if (isObject(value)) Object.values(value).forEach(visit);
  };
  visit(data);
  return changes;
}

/** Every string in `data` with `replace` applied; what changed, as `label` says it. */
function rewriteStrings(data: Json, replace: (text: string) => string, label: (before: string) => string): string[] {
  const changes: string[] = [];
  const visit = (value: Json) => {
    if (Array.isArray(value) || isObject(value))
      for (const [field, inner] of Object.entries(value)) {
        if (typeof inner === "string") {
          const after = replace(inner);
          if (after !== inner) {
            (value as Record<string, Json>)[field] = after;
            changes.push(label(inner));
          }
        } else visit(inner);
      }
  };
  visit(data);
  return changes;
}

/** A related-entry card: the object a field with the "related-entry" editor hint edits ({ name, slug, noReport }), and the path of that field's list. */
interface Card {
  card: Record<string, Json>;
  list: string;
}

/**
 * Every card in a file's content picking an entry of `collection`, wherever its schema puts a field
 * with the "related-entry" editor hint naming that collection (the broker's reports' "related").
 */
function relatedCards(data: Json, schema: unknown, collection: string, at: readonly string[] = []): Card[] {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return [];
  const { editor, items, properties, anyOf, oneOf } = schema as Record<string, unknown>;
  const hint = editor as { widget?: string; collection?: string } | undefined;
  if (hint?.widget === "related-entry" && hint.collection === collection)
    return isObject(data) ? [{ card: data, list: (/^\d+$/.test(at.at(-1) ?? "") ? at.slice(0, -1) : at).join("/") }] : [];
  const found: Card[] = [];
  if (Array.isArray(data) && items) data.forEach((item, i) => found.push(...relatedCards(item, items, collection, [...at, String(i)])));
  if (isObject(data) && properties && typeof properties === "object")
    for (const [field, inner] of Object.entries(properties)) if (field in data) found.push(...relatedCards(data[field]!, inner, collection, [...at, field]));
  for (const alternatives of [anyOf, oneOf])
    if (Array.isArray(alternatives)) for (const alternative of alternatives) found.push(...relatedCards(data, alternative, collection, at));
  // A card an anyOf's alternatives both describe is one card.
  return found.filter((one, i) => found.findIndex((other) => other.card === one.card) === i);
}
const cardName = (card: Record<string, Json>, fallback: string) => (typeof card.name === "string" ? card.name : fallback);
/** A figure quoted from the entry `slug` of a collection whose figures text names as {<each>.<slug>.<figure>}. */
const quoted = (each: string, slug: string) => new RegExp(`\\{${each}\\.${slug.replace(/[-]/g, "\\-")}\\.([\\w.]+)\\}`, "g");

/** The other files' content with `rewrite` applied, where it changed anything. */
async function followUpsFor(source: ChangeSource, skip: string[], rewrite: Rewrite): Promise<FollowUp[]> {
  const followUps: FollowUp[] = [];
  const removed = new Set([...(await source.removed()), ...skip]);
  const kindOf = contentKinds(source.root);
  for (const other of await source.files()) {
    if (removed.has(other) || !kindOf(other)) continue;
    const { text, hash } = await source.read(other);
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch {
      continue;
    }
    const schema = await schemaFor(source.root, other);
    const changes = rewrite(data, other, schema);
    if (changes.length)
      followUps.push({
        file: other,
        place: placeName(other),
        changes: [...new Set(changes)],
        text: formatContent(data, schema, text),
        hash,
      });
  }
  return followUps;
}

/**
 * What a change breaks, and what still breaks with the follow-up edits: problems the content has
 * with `added` written and `gone` removed that it did not have before, outside the changed files.
 * A problem whose rule knows its one safe edit (a figure typed in where the entry's own reference
 * shows the same) gets that edit as a follow-up too, as a save gets its companions.
 */
async function weigh(source: ChangeSource, change: { gone: string[]; added: Record<string, string> }, offered: FollowUp[]) {
  const overrides = await source.pending();
  const images = await source.pendingImages?.();
  const removed = await source.removed();
  const own = new Set([...change.gone, ...Object.keys(change.added)]);
  const check = async (extra: Record<string, string>) =>
    (await checkContent({ root: source.root, overrides: { ...overrides, ...change.added, ...extra }, images, removed: [...removed, ...change.gone] })).problems;
  const before = new Set((await checkContent({ root: source.root, overrides, images, removed })).problems.map(key));
  const caused = (problems: Problem[]) => problems.filter((problem) => !own.has(problem.file) && !before.has(key(problem)));
  const breaks = caused(await check({}));
  const followUps = [...offered];
  let remaining = followUps.length ? caused(await check(Object.fromEntries(followUps.map((edit) => [edit.file, edit.text])))) : breaks;
  // Each round's edits may bring the next to light (two figures in one sentence); a few rounds settle it.
  for (let round = 0; round < 3 && remaining.some((problem) => problem.fix); round++) {
    for (const problem of remaining.filter((problem) => problem.fix)) {
      const existing = followUps.find((edit) => edit.file === problem.file);
      const { text, hash } = existing ?? (await source.read(problem.file));
      const data = JSON.parse(text) as Json;
      applyFix(data, problem.fix!);
      const change = `${(await fieldLabeller(source.root))(problem.file, problem.path, data)}: ${staffMessage(problem).replace(/ typed in: use the live figure instead, so/, " typed in; it becomes the live figure, which shows the same, so")}`;
      const edit = {
        file: problem.file,
        place: placeName(problem.file),
        changes: [...(existing?.changes ?? []), change],
        text: formatContent(data, await schemaFor(source.root, problem.file), text),
        hash,
      };
      if (existing) followUps.splice(followUps.indexOf(existing), 1, edit);
      else followUps.push(edit);
    }
    remaining = caused(await check(Object.fromEntries(followUps.map((edit) => [edit.file, edit.text]))));
  }
  return { breaks, followUps, remaining };
}

async function parsed(source: ChangeSource, file: string): Promise<{ data: Record<string, Json>; text: string }> {
  const { text } = await source.read(file);
  try {
    const data = JSON.parse(text) as Json;
    return { data: isObject(data) ? data : {}, text };
  } catch {
    // A file that does not parse can still be deleted; it is named by its file.
    return { data: {}, text };
  }
}

/** The declared collection `file` is an entry of, if any: what staff call its entries, where they live. */
function collectionOf(root: string, file: string): DeclaredFolder | undefined {
  const folders = declaredFolders(root);
  const kind = contentKind(file, folders);
  return kind?.kind === "entry" ? folders.find(({ name }) => name === kind.collection) : undefined;
}

/** The collection of an entry being deleted or renamed (planDeletion and planRename found it). */
function entryCollection(root: string, file: string): DeclaredFolder & { path: string; each: string } {
  const folder = collectionOf(root, file);
  if (!folder) throw new ContentFileError(`${placeName(file)} is not an entry of any of the site's collections.`, 404);
  const each = siteCollections(root).find((found) => found.name === folder.name)?.references?.each ?? folder.name;
  return { ...folder, path: routeBase(folder.route), each };
}

/** A card's list as its file's form labels it (the list's own label, e.g. "Related clinics"). */
async function listLabeller(root: string): Promise<(file: string, data: Json, card: Card) => string> {
  const label = await fieldLabeller(root);
  return (file, data, { list }) => label(file, list, data) || "Related";
}

/** An entry's figures as other pages quote them ({<each>.<slug>.<figure>}), as the site shows them today. */
function figuresOf(root: string, file: string, entry: Record<string, Json>): Map<string, string> {
  const name = collectionOf(root, file)?.name;
  const collection = siteCollections(root).find((found) => found.name === name);
  try {
    return new Map(Object.entries(collection ? entryReferences(collection, [entry]) : {}));
  } catch {
    return new Map();
  }
}

/** An entry's slug and name, by the fields its collection declares them in (its file's name when it has no slug). */
function entryNames(collection: DeclaredFolder, file: string, data: Record<string, Json>): { slug: string; name: string } {
  const [slugField, nameField] = [data[collection.slugField], data[collection.titleField]];
  const slug = typeof slugField === "string" ? slugField : (file.split("/").pop() ?? "").replace(/\.json$/, "");
  return { slug, name: typeof nameField === "string" ? nameField : slug };
}

/**
 * What staff are told a related-entry card becomes when its entry is deleted: the collection's
 * declaration says it (relatedEntry.cardWhenGone), else its choice for one with no entry yet is quoted.
 */
function cardWhenGone({ relatedEntry, shortLabel }: DeclaredFolder): string {
  if (relatedEntry?.cardWhenGone) return relatedEntry.cardWhenGone;
  return relatedEntry ? `shown as "${relatedEntry.none}"` : `shown as having no ${shortLabel} yet`;
}

/** What deleting `file` (an entry of a collection) would break, and the follow-up edits that mend what can be. */
async function planEntryDeletion(source: ChangeSource, file: string): Promise<ChangePlan> {
  const { data } = await parsed(source, file);
  const collection = entryCollection(source.root, file);
  const { slug, name } = entryNames(collection, file, data);
  const figures = figuresOf(source.root, file, data);
  const { each } = collection;
  const listLabel = await listLabeller(source.root);
  const becomes = cardWhenGone(collection);
  const followUps = await followUpsFor(source, [file], (other, otherFile, schema) => {
    // A related-entry card pointing at the entry says it has none yet, as before the entry existed.
    const cards = relatedCards(other, schema, collection.name).filter(({ card }) => card.slug === slug && card.noReport !== true);
    for (const { card } of cards) card.noReport = true;
    const changes = cards.map((found) => `${listLabel(otherFile, other, found)} › ${cardName(found.card, name)}: ${becomes}`);
    // A figure quoted from the entry stays as it reads today, typed in; it no longer follows the entry.
    const written = rewriteStrings(
      other,
      (text) => text.replace(quoted(each, slug), (whole) => figures.get(whole.slice(1, -1)) ?? whole),
      (before) => `"${before}" keeps ${name}'s figure as it shows today ("${fillReferences(before, figures)}"), typed in: update it by hand when it changes`,
    );
    return [...changes, ...written];
  });
  return { file, newFile: file, name, ...(await described(source, { gone: [file], added: {} }, followUps)) };
}

async function described(source: ChangeSource, change: { gone: string[]; added: Record<string, string> }, offered: FollowUp[]) {
  const { breaks, followUps, remaining } = await weigh(source, change, offered);
  const textOf = async (file: string) =>
    followUps.find((edit) => edit.file === file)?.text ??
    (await source.read(file).then(
      ({ text }) => text,
      () => undefined,
    ));
  return { breaks: await problemsInStaffWords(source.root, breaks, textOf), followUps, remaining: await problemsInStaffWords(source.root, remaining, textOf) };
}

/** Why an entry cannot be renamed to `newName`, in staff words, or its new slug and file. */
async function entryRenameTarget(source: ChangeSource, file: string, newName: string) {
  const trimmed = newName.trim();
  const entries = entryCollection(source.root, file);
  const one = entries.shortLabel;
  // "The treatment's name" → "the treatment's new name".
  const asked = entries.namePrompt.replace(/^./, (letter) => letter.toLowerCase()).replace(/\bname$/, "new name");
  const problem = trimmed
    ? siteCollections(source.root)
        .find((found) => found.name === entries.name)
        ?.module.nameProblem?.(trimmed)
    : `type ${asked} first.`;
  if (problem) throw new ContentFileError(`Cannot rename the ${one}: ${problem}`, 400);
  const slug = slugify(trimmed);
  const newFile = `${entries.dir}/${slug}.json`;
  if (newFile !== file && (await source.files()).includes(newFile) && !(await source.removed()).includes(newFile))
    throw new ContentFileError(
      `Cannot rename the ${one}: ${placeName(newFile).replace(/^The /, "the ")} already exists at ${entries.path}/${slug}. Choose another name, or edit that ${one} instead.`,
      409,
    );
  return { name: trimmed, slug, newFile };
}

/** An entry renamed: its file moves to its new address, and everything naming the old one follows. */
async function planEntryRename(source: ChangeSource, file: string, newName: string): Promise<ChangePlan> {
  const { data, text } = await parsed(source, file);
  const collection = entryCollection(source.root, file);
  const oldSlug = typeof data[collection.slugField] === "string" ? (data[collection.slugField] as string) : "";
  const oldName = entryNames(collection, file, data).name;
  const target = await entryRenameTarget(source, file, newName);
  const { path: entriesPath, each, shortLabel } = collection;
  if (target.name === oldName) throw new ContentFileError(`Cannot rename the ${shortLabel}: it is called ${oldName} already.`, 400);
  const renamed = { ...data, [collection.titleField]: target.name, [collection.slugField]: target.slug };
  const newText = formatContent(renamed, await schemaFor(source.root, target.newFile), text);
  const listLabel = await listLabeller(source.root);
  const [from, to] = [`${entriesPath}/${oldSlug}`, `${entriesPath}/${target.slug}`];
  const followUps = await followUpsFor(source, [file, target.newFile], (other, otherFile, schema) => {
    const changes: string[] = [];
    for (const found of relatedCards(other, schema, collection.name).filter(({ card }) => card.slug === oldSlug)) {
      const { card } = found;
      changes.push(`${listLabel(otherFile, other, found)} › ${cardName(card, oldName)}: now ${target.name}`);
      card.slug = target.slug;
      if (card.name === oldName) card.name = target.name;
    }
    if (oldSlug !== target.slug) {
      changes.push(...moveLinks(other, from, to, (link) => `the link to ${link} goes to the new address`));
      changes.push(
        ...rewriteStrings(
          other,
          (text) => text.replace(quoted(each, oldSlug), (_, figure: string) => `{${each}.${target.slug}.${figure}}`),
          () => `figures quoted from the ${shortLabel} follow it to ${target.name}`,
        ),
      );
    }
    return changes;
  });
  const gone = target.newFile === file ? [] : [file];
  return {
    file,
    newFile: target.newFile,
    name: oldName,
    text: newText,
    ...(await described(source, { gone, added: { [target.newFile]: newText } }, followUps)),
  };
}

/**
 * Pages any site keeps, by address, and why, in staff words: the home page, and the privacy policy
 * every form's collection notice links to. The pipeline's own needs (the not-found page, each form's
 * thank-you page) are found by loadSite, so they are not repeated here; a site names its own in
 * site.json's `pagesNeeded`.
 */
const PAGES_EVERY_SITE_NEEDS: Record<string, string> = {
  "/": "it is the home page",
  "/privacy": "every form's collection notice links to the privacy policy",
};

/** Why the site cannot do without the page at `address`, in staff words (the site's own list as drafted, then every site's); undefined when it can. */
async function whyNeeded(source: ChangeSource, address: string): Promise<string | undefined> {
  const { data } = await parsed(source, SITE_FILE);
  const groups = Array.isArray(data.pagesNeeded) ? data.pagesNeeded.filter(isObject) : [];
  const own = groups.find((group) => Array.isArray(group.paths) && group.paths.includes(address));
  return typeof own?.why === "string" ? own.why : PAGES_EVERY_SITE_NEEDS[address];
}

const pageAddress = (data: Record<string, Json>) => (typeof data.path === "string" ? data.path : undefined);
const pageName = (data: Record<string, Json>, file: string) =>
  typeof data.title === "string" ? data.title.replace(/\s*\|\s*\{brand\}\s*$/, "") : placeName(file).replace(/^The page /, "");

/** Problems the pipeline has with the pages folder as a whole (no not-found page, a form without its thank-you page). */
const siteWideProblems = (problems: Problem[]) => problems.filter((problem) => problem.path === "(folder)");

/** What deleting a page would break, and the menu and footer links offered to go with it; a page the site needs is refused. */
async function planPageDeletion(source: ChangeSource, file: string): Promise<ChangePlan> {
  const { data } = await parsed(source, file);
  const address = pageAddress(data);
  const name = pageName(data, file);
  const needed = address !== undefined ? await whyNeeded(source, address) : undefined;
  if (needed) throw new ContentFileError(`The page ${name} cannot be deleted: ${needed} (${address}). Edit it instead.`, 409);
  const overrides = await source.pending();
  const removed = await source.removed();
  const before = new Set(siteWideProblems((await checkContent({ root: source.root, overrides, removed })).problems).map(key));
  const lost = siteWideProblems((await checkContent({ root: source.root, overrides, removed: [...removed, file] })).problems).filter(
    (problem) => !before.has(key(problem)),
  );
  if (lost.length)
    throw new ContentFileError(
      `The page ${name} cannot be deleted: the site needs it (${lost.map((problem) => problem.message.replace(/: add .*$/, "")).join("; ")}). Edit it instead.`,
      409,
    );
  const followUps =
    address === undefined
      ? []
      : await followUpsFor(source, [file], (other, otherFile) =>
          otherFile === SITE_FILE ? dropMenuLinks(other, address).map((change) => `Menu and footer: ${change}`) : [],
        );
  return { file, newFile: file, name, ...(await described(source, { gone: [file], added: {} }, followUps)) };
}

/** The pattern every page address follows, as the page schema says it. */
const ADDRESS = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** Why `address` cannot be a new page's or a moved page's address, in staff words; undefined when it can. */
async function addressProblem(source: ChangeSource, address: string, except?: string): Promise<string | undefined> {
  if (!ADDRESS.test(address))
    return `"${address}" is not an address: start with "/" and use lowercase words joined by dashes, e.g. /about-us (no spaces, no slash at the end).`;
  for (const folder of declaredFolders(source.root)) {
    const base = routeBase(folder.route);
    if (address === base || address.startsWith(`${base}/`))
      return `${address} is where ${folder.labelPlural} live: start a ${folder.label} instead, or choose another address.`;
  }
  const removed = new Set(await source.removed());
  for (const other of await source.files()) {
    if (other === except || removed.has(other) || contentKind(other, [])?.kind !== "page") continue;
    const { data } = await parsed(source, other);
    if (pageAddress(data) === address) return `${address} is the address of the page ${pageName(data, other)} already. Choose another address.`;
  }
  return undefined;
}

/** A page moved to a new address: links to the old one follow it, in every page, entry and the site settings. */
async function planPageRename(source: ChangeSource, file: string, newAddress: string): Promise<ChangePlan> {
  const { data, text } = await parsed(source, file);
  const address = pageAddress(data);
  const name = pageName(data, file);
  const to = newAddress.trim();
  if (address === undefined) throw new ContentFileError(`The page ${name} has no address to change: give it one in its form first.`, 400);
  if (address === to) throw new ContentFileError(`Cannot move the page: ${to} is its address already.`, 400);
  const needed = await whyNeeded(source, address);
  if (needed) throw new ContentFileError(`The page ${name} cannot move from ${address}: ${needed}.`, 409);
  const problem = await addressProblem(source, to, file);
  if (problem) throw new ContentFileError(`Cannot move the page: ${problem}`, 400);
  const moved = { ...data, path: to };
  moveLinks(moved, address, to, () => "");
  const newText = formatContent(moved, await schemaFor(source.root, file), text);
  const followUps = await followUpsFor(source, [file], (other) => moveLinks(other, address, to, (link) => `the link to ${link} goes to the new address`));
  return { file, newFile: file, name, text: newText, ...(await described(source, { gone: [], added: { [file]: newText } }, followUps)) };
}

/** "a treatment or a page": what staff may delete or rename, in the site's collections' words. */
function whatChanges(root: string): string {
  const kinds = [...declaredFolders(root).map(({ label }) => `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`), "a page"];
  return `${kinds.slice(0, -1).join(", ")}${kinds.length > 1 ? " or " : ""}${kinds.at(-1)}`;
}

/** What deleting `file` (an entry of any of the site's collections, or a page) would break, and the follow-up edits on offer. */
export async function planDeletion(source: ChangeSource, file: string): Promise<ChangePlan> {
  const kind = contentKinds(source.root)(file)?.kind;
  if (kind === "entry") return planEntryDeletion(source, file);
  if (kind === "page") return planPageDeletion(source, file);
  throw new ContentFileError(`Only ${whatChanges(source.root)} can be deleted; the site settings and the figures stay.`, 400);
}

/** What renaming an entry (`to`: its new name) or moving a page (`to`: its new address) would break, and the follow-ups. */
export async function planRename(source: ChangeSource, file: string, to: string): Promise<ChangePlan> {
  const kind = contentKinds(source.root)(file)?.kind;
  if (kind === "entry") return planEntryRename(source, file, to);
  if (kind === "page") return planPageRename(source, file, to);
  throw new ContentFileError(`Only ${whatChanges(source.root)} can be renamed.`, 400);
}

/** Drafts a planned change, with its follow-up edits when accepted; says which of them were saved. */
export async function draftChange(source: ChangeSource, plan: ChangePlan, withFollowUps: boolean) {
  if (plan.text !== undefined) {
    const current = plan.newFile === plan.file ? (await source.read(plan.file)).hash : null;
    await source.save(plan.newFile, plan.text, current);
  }
  if (plan.newFile !== plan.file || plan.text === undefined) await source.remove(plan.file);
  const alsoSaved: string[] = [];
  const notSaved: string[] = [];
  for (const edit of withFollowUps ? plan.followUps : []) {
    try {
      await source.save(edit.file, edit.text, edit.hash);
      alsoSaved.push(edit.place);
    } catch {
      notSaved.push(edit.place);
    }
  }
  return { alsoSaved, notSaved };
}

/** A page title as the browser tab shows it: "{title} | {brand}" while that fits search results (60 characters), else the title alone. */
function tabTitle(title: string, brand: string): string {
  return title.length + brand.length + 3 <= 60 ? `${title} | {brand}` : title;
}

async function brandOf(source: ChangeSource): Promise<string> {
  const { data } = await parsed(source, SITE_FILE);
  return typeof data.brand === "string" ? data.brand : "";
}

/**
 * A new ordinary page's starting point: a hero with its heading and a text block, each field left
 * empty for staff to write (Problems lists them), so nothing unwritten can be published.
 */
export async function newPage(source: ChangeSource, title: string, address: string): Promise<{ file: string; data: Json }> {
  const heading = title.trim();
  const to = address.trim();
  if (heading.length < 3) throw new ContentFileError("Cannot start the page: type its title first (what the page is about, in a few words).", 400);
  if (heading.length > 50)
    throw new ContentFileError(
      `Cannot start the page: the title is ${heading.length} characters; search results cut it after about 50 with the business name added. Shorten it.`,
      400,
    );
  const problem = await addressProblem(source, to);
  if (problem) throw new ContentFileError(`Cannot start the page: ${problem}`, 400);
  const file = to === "/" ? `${PAGES_DIR}/home.json` : `${PAGES_DIR}${to}.json`;
  if ((await source.files()).includes(file))
    throw new ContentFileError(`Cannot start the page: another page is kept under the name ${to}. Choose another address.`, 409);
  return {
    file,
    data: {
      $schema: schemaReference(file, "page.schema.json"),
      path: to,
      title: tabTitle(heading, await brandOf(source)),
      description: "",
      blocks: [
        { type: "hero", heading, text: "" },
        { type: "prose", paragraphs: [""] },
      ],
    },
  };
}
