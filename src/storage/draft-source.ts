/**
 * The seam between the back office's editor and its publishing: the editor keeps staff's unsaved
 * work as drafts on the server (so closing a tab loses nothing, on any instance), and a publish
 * takes every pending draft, builds the site with them, and clears the ones it published.
 *
 * Paths are posix paths from the project root, as the content pipeline names files
 * ("pages.config/pages/about.json"); `null` text means the draft deletes that file. A picture
 * uploaded in the back office is a draft too, under pages.config/images/, its bytes as base64 text
 * (encodingOf says which files are kept so, from where they live).
 */
import { IMAGES_DIR } from "../content/content-files.ts";

/** How a file's draft text holds its content: base64 for the pictures in pages.config/images/, else the text itself. */
export function encodingOf(path: string): "base64" | undefined {
  return path.startsWith(`${IMAGES_DIR}/`) ? "base64" : undefined;
}

/** The bytes a draft's text stands for, as the file is to be written. */
export function draftBytes(path: string, text: string): Buffer {
  return encodingOf(path) === "base64" ? Buffer.from(text, "base64") : Buffer.from(text, "utf8");
}

export interface Draft {
  path: string;
  /** The file's new text, or null when the draft deletes the file. */
  text: string | null;
  /** "base64" when text holds a picture's bytes (encodingOf). */
  encoding?: "base64";
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
