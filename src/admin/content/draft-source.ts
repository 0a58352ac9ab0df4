/**
 * The seam between the back office's editor and its publishing: the editor keeps staff's unsaved
 * work as drafts on the server (so closing a tab loses nothing, on any instance), and a publish
 * takes every pending draft, builds the site with them, and clears the ones it published.
 *
 * Paths are posix paths from the project root, as the content pipeline names files
 * ("pages.config/suburbs/blacktown.json"); `null` text means the draft deletes that file.
 */
export interface Draft {
  path: string;
  /** The file's new text, or null when the draft deletes the file. */
  text: string | null;
  /** The email of the person who last changed the draft. */
  author: string;
  /** When the draft last changed (ISO 8601). */
  updatedAt: string;
}

export interface DraftSource {
  /** Every pending draft, oldest change first. */
  pending(): Promise<Draft[]>;
  /**
   * Removes the drafts a publish has just made live, but only where the draft still holds the text
   * that was published (a draft edited again while the site was building stays pending).
   */
  clearPublished(published: Pick<Draft, "path" | "text">[]): Promise<void>;
}
