/** What the editor's server and its page say to each other (JSON over /api). */
import type { Problem } from "../content/problems.ts";
import type { Figure } from "../content/figure-names.ts";

export type { Figure };
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";
import type { FactsContextValue } from "../site/site-context.tsx";
import type { SiteForm } from "../content/site-forms.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What a content file is, from where it lives: the site settings, a page, a fact, or an entry of one
 * of the site's collections (kind "entry", with the collection named beside it).
 */
export type FileKind = "entry" | "page" | "site" | "fact";

/** A content file's kind and, for an entry, its collection's name (its folder under collections/). */
export interface ContentKind {
  kind: FileKind;
  /** The collection an entry belongs to, by name; only for kind "entry". */
  collection?: string;
}

export interface FileEntry extends ContentKind {
  file: string;
  /** What people call it: an entry's name, or the page's title and address. */
  label: string;
  detail: string;
  /** In the back office: the file has a draft not yet published, saved by this person at this time. */
  pending?: DraftInfo;
  /** In the back office: with every draft in place, this file has problems (publishing waits for them to be fixed). */
  problems?: true;
}

export interface DraftInfo {
  author: string;
  updatedAt: string;
  /** The draft deletes the file (an entry deleted in the back office). */
  deletes?: true;
}

/** A problem as the shared validator reports it: file, line, column, field path and message. */
export type DraftProblem = Problem;

export interface OpenedFile extends ContentKind {
  file: string;
  data: Json;
  /** SHA-256 of the file when it was read; null for a new file not yet on disk. */
  hash: string | null;
  /** In the back office: what is shown is a draft, not the live file. */
  pending?: DraftInfo;
  /** A new page only: where its link can go (the top menu, a footer column), offered when it is started. */
  linkPlaces?: { id: string; label: string }[];
}

export interface CheckResult {
  /** Problems in the file being edited. */
  own: DraftProblem[];
  /** Problems this draft would cause in other files (e.g. a link to a path it renames): they stop a save too. */
  caused: DraftProblem[];
  /** Other files a save changes too, so that the draft leaves no problem in them (a stale "noReport"). */
  alsoChanges: { file: string; changes: string[]; staff: string[] }[];
  /** Problems other files had already, not caused by this draft; they do not stop a save. */
  elsewhere: DraftProblem[];
  page?: PageDocument;
  site?: SiteConfig;
  /** The facts the page states and the day they were taken for, for the preview. */
  facts?: FactsContextValue;
  /** The site's own forms it lists, which the preview draws from their schemas (their components are the build's). */
  siteForms?: SiteForm[];
  /** The figures the draft names (as it names them: an entry's own as {<own>.<figure>} in its file), each with what staff call it and today's value. */
  figures?: Figure[];
  /** This file's fields that hold a sample still to replace (paths as problems give them), for the form to mark each one. */
  samples?: string[];
}

export interface SaveResult {
  ok: boolean;
  hash?: string;
  /** Why the save was refused, in words for the person saving. */
  error?: string;
  /** The file changed on disk since it was opened: offer to reload it. */
  conflict?: boolean;
  check?: CheckResult;
  /** Other files saved with it to stay in step (see CheckResult.alsoChanges). */
  alsoSaved?: string[];
  /** Files that should have been saved with it but changed on disk meanwhile: open and fix them. */
  notSaved?: string[];
  /** In the back office: the draft the save stored (none when the save matched the live file again). */
  pending?: DraftInfo;
}

/** What deleting or renaming an entry or a page would break, in staff words, and the edits offered with it (back office only). */
export interface DeletionCheck {
  file: string;
  /** Where a renamed entry moves to (its file is named by its slug); the file itself otherwise. */
  newFile: string;
  name: string;
  breaks: string[];
  followUps: { file: string; place: string; changes: string[] }[];
  /** What would still be broken with every offered edit made. */
  remaining: string[];
}

/** A collection the editor starts new entries of, as its declaration (collections/<name>/collection.json) words it. */
export interface CollectionOffer {
  /** The collection's name: its folder under collections/, as the address that starts an entry names it. */
  name: string;
  /** Its entries' folder, pages.config/<folder>: the file list groups its files by it. */
  dir: string;
  /** One entry, in lower case ("clinician"): the box reads "New clinician". */
  label: string;
  /** Several, in lower case ("clinicians"): the file list's heading. */
  labelPlural: string;
  /** One entry where its kind is plain ("report"): "Started the Merrylands report". */
  shortLabel: string;
  /** What the box asks staff to type ("The clinician's name"). */
  namePrompt: string;
  /** The entry's field holding its name (the declaration's titleField): the form's title while it is edited. */
  titleField: string;
  /** The words of a field picking one of its entries (the declaration's relatedEntry), when it declares them. */
  related?: RelatedEntryWords;
}

/** The words of the control picking a related entry, as a collection declares them. */
export interface RelatedEntryWords {
  /** The list's label ("Clinician"). */
  choose: string;
  /** The choice for one with no entry yet ("A clinician with no page yet…"). */
  none: string;
  /** The label of the box asking for its name ("The clinician's name"). */
  name: string;
  /** The sentence under that box. */
  noneHelp: string;
}

/** What the editor offers to create for the site being edited (src/editor/server/offer.ts). */
export interface EditorOffer {
  /** The block types "Add a block" lists, in its order. */
  blocks: string[];
  /** The site's collections the file list offers to start a new entry of, in the declarations' words. */
  collections: CollectionOffer[];
  /** The site's own block types (its blocks/ folder), offered with the kernel's; one whose schema the pipeline refuses has no form. */
  ownBlocks: string[];
  /** The forms a page may show: those site.json's "forms" lists, the kernel's and the site's own alike. */
  forms: string[];
  /** Every form the site may list in its settings: the kernel's and those its forms/ folder defines. */
  formNames: string[];
}
