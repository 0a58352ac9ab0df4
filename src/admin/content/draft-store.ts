/** What the hosted editor needs of its drafts beyond what publishing reads (draft-source.ts). */
import { encodingOf, type Draft, type DraftSource } from "./draft-source.ts";

export interface DraftStore extends DraftSource {
  /** The pending draft of one file, if there is one. */
  get(path: string): Promise<Draft | undefined>;
  /** Creates or replaces the draft of draft.path. */
  put(draft: Draft): Promise<void>;
  /** Removes the draft of a file; false when there was none. */
  discard(path: string): Promise<boolean>;
}

export interface DraftRow {
  path: string;
  text: string | null;
  author: string;
  updated_at: string;
}

export const DRAFT_COLUMNS = "path, text, author, updated_at";
export function toDraft(row: DraftRow): Draft {
  const encoding = encodingOf(row.path);
  return { path: row.path, text: row.text, ...(encoding ? { encoding } : {}), author: row.author, updatedAt: row.updated_at };
}
