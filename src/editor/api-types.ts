/** What the editor's server and its page say to each other (JSON over /api). */
import type { PageDocument, SiteConfig } from "../generated/content-types.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type FileKind = "suburb" | "page" | "site";

export interface FileEntry {
  file: string;
  kind: FileKind;
  /** What people call it: the suburb's name, or the page's title and address. */
  label: string;
  detail: string;
}

export interface DraftProblem {
  file: string;
  line: number;
  column: number;
  /** Readable path of the value, e.g. `related[1].slug`. */
  path: string;
  message: string;
}

export interface OpenedFile {
  file: string;
  kind: FileKind;
  data: Json;
  /** SHA-256 of the file when it was read; null for a new file not yet on disk. */
  hash: string | null;
}

export interface CheckResult {
  /** Problems in the file being edited. */
  own: DraftProblem[];
  /** Problems this draft causes in other files (e.g. a link to a path it renames): saved past, then to fix next. */
  caused: DraftProblem[];
  /** Problems other files had already, not caused by this draft; they do not stop a save. */
  elsewhere: DraftProblem[];
  page?: PageDocument;
  site?: SiteConfig;
}

export interface SaveResult {
  ok: boolean;
  hash?: string;
  /** Why the save was refused, in words for the person saving. */
  error?: string;
  /** The file changed on disk since it was opened: offer to reload it. */
  conflict?: boolean;
  check?: CheckResult;
  /** Other files this save left with problems (e.g. a stale "noReport"), to open and fix next. */
  followUp?: string[];
}
