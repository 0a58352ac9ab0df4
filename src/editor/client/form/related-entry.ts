/**
 * A related entry picked from the entries of its collection there are (a related clinician from the
 * clinicians): the card links to the chosen entry, whose name and slug are copied in, or, for
 * one with no entry yet, shows it under the name typed (its slug made from the name, as a new
 * entry's would be). Which collection, and the words, come from the site's declaration.
 */
import { slugify } from "../../../lib/slug.ts";
import type { CollectionOffer, FileEntry, RelatedEntryWords } from "../../api-types.ts";

export interface EntryChoice {
  name: string;
  slug: string;
}

export interface RelatedEntry {
  name?: string;
  slug?: string;
  noReport?: true;
}

/** What a related-entry field of one collection picks from, and says. */
export interface RelatedChoices {
  choices: EntryChoice[];
  /** The collection's one entry where its kind is plain ("report"). */
  shortLabel: string;
  words: RelatedEntryWords;
}

/** The choice that means "no entry yet". */
export const NO_ENTRY = "";

/** Every entry of the collection in `dir` the editor lists but the one being edited, by name; an entry's slug is its file's name. */
export function entryChoices(files: readonly FileEntry[], editing: string, dir: string): EntryChoice[] {
  return files
    .filter((entry) => entry.file.startsWith(`${dir}/`) && entry.file !== editing && !entry.pending?.deletes)
    .map((entry) => ({ name: entry.label, slug: entry.file.replace(/^.*\//, "").replace(/\.json$/, "") }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What each offered collection's related-entry fields pick from, by the collection's name (those declaring the words only). */
export function relatedChoices(files: readonly FileEntry[], editing: string, collections: readonly CollectionOffer[]): Record<string, RelatedChoices> {
  return Object.fromEntries(
    collections.flatMap(({ name, dir, shortLabel, related }) =>
      related ? [[name, { choices: entryChoices(files, editing, dir), shortLabel, words: related }] as const] : [],
    ),
  );
}

/** Which choice a related entry is now: an entry's slug, NO_ENTRY, or its slug as typed when no entry has it. */
export function relatedChoice(item: RelatedEntry, choices: readonly EntryChoice[]): string {
  if (item.noReport) return NO_ENTRY;
  return item.slug ?? choices[0]?.slug ?? NO_ENTRY;
}

/** The related entry after choosing `choice`. */
export function relatedFromChoice(choice: string, item: RelatedEntry, choices: readonly EntryChoice[]): RelatedEntry {
  const chosen = choices.find((r) => r.slug === choice);
  if (chosen) return { name: chosen.name, slug: chosen.slug };
  const name = item.noReport || !choices.some((r) => r.slug === item.slug) ? (item.name ?? "") : "";
  return { name, slug: slugify(name), noReport: true };
}
