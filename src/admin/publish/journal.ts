/**
 * The publish journal: one small file beside the builds saying which step of which publish is
 * under way, written durably (to a temporary file, flushed to disk, renamed over the old one, and
 * the folder flushed) before each step starts. After a crash, Publisher.recover reads it and rolls
 * the publish forward or back (the table in engine.ts), so the live site, pages.config/, History,
 * git and the drafts agree again. No journal means no publish was under way.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PublishedFile, RestoreKind } from "../../storage/publish-log.ts";

/**
 * The steps of a publish, in order. `prepare`: the job's process copies the project and checks the
 * content; `build`: the job builds it; `stage`: the build moves in beside the live one; `record`: History's record;
 * `content`: pages.config/ written; `switch`: the live pointer written and the server switched;
 * `commit`: the git commit; `clear`: the published drafts cleared.
 */
export const STEPS = ["prepare", "build", "stage", "record", "content", "switch", "commit", "clear"] as const;
export type Step = (typeof STEPS)[number];

export interface JournalEntry {
  step: Step;
  /** When the publish started: its record's time, by which a record written just before a crash is found. */
  at: string;
  actor: string;
  note: string | null;
  restoredFrom: number | null;
  restoreKind: RestoreKind | null;
  files: PublishedFile[];
  /** Whether the publish clears the drafts it published (a publish of drafts; not an undo). */
  clearDrafts: boolean;
  /** The release folder the build goes live as (releaseName). */
  release: string;
  /** History's number for it, once recorded. */
  publishId: number | null;
}

const JOURNAL = "publish-journal.json";

/** Writes `text` so that after a crash the file holds the old text or the new, on disk. */
export function writeDurably(file: string, text: string): void {
  const temporary = `${file}.writing`;
  writeFileSync(temporary, text);
  const handle = openSync(temporary, "r");
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, file);
  // The rename is durable only once the folder holding it is flushed.
  const folder = openSync(path.dirname(file), "r");
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

export function writeJournal(releasesDir: string, entry: JournalEntry): void {
  writeDurably(path.join(releasesDir, JOURNAL), JSON.stringify(entry));
}

/** The publish under way, if any; a journal that cannot be read is said so rather than taken for none. */
export function readJournal(releasesDir: string): JournalEntry | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(releasesDir, JOURNAL), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return JSON.parse(text) as JournalEntry;
}

export function clearJournal(releasesDir: string): void {
  rmSync(path.join(releasesDir, JOURNAL), { force: true });
}
