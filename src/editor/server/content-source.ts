/**
 * Where the editor reads and saves content. `npm run edit` works on the files in pages.config/
 * (diskContent); the back office works on drafts kept on the server over the live files
 * (src/admin/content/draft-content.ts). The editor's checks, previews and saves are the same for
 * both: only what "read", "save" and "what else is pending" mean differs.
 */
import type { DraftInfo } from "../api-types.ts";
import { siteContentFiles } from "../../content/collections.ts";
import { readContentFile, writeContentFile, type WriteHooks } from "./content-files.ts";

export interface SourceFile {
  text: string;
  /** SHA-256 of the text: what a later save says it was based on. */
  hash: string;
}

export interface ContentSource {
  /** The project folder, holding pages.config/ and schemas/. */
  root: string;
  /** Every content file to list, site settings first. */
  files(): Promise<string[]>;
  /** A file as the editor shows it; a ContentFileError (404) when there is none, (400) for a path outside pages.config/. */
  read(file: string): Promise<SourceFile>;
  /** The changes not yet live, as overrides for the content pipeline ({} when saves go straight to disk). */
  pending(): Promise<Record<string, string>>;
  /** Files drafted for deletion and not yet published (none when saves go straight to disk). */
  removed?(): Promise<string[]>;
  /** Pictures uploaded but not yet live, by path in pages.config/images/ (none when there is no upload). */
  pendingImages?(): Promise<Record<string, Uint8Array>>;
  /**
   * Saves text when the file still has `basedOn` (its hash when opened; null for a new file), or
   * throws a ContentFileError (409) saying who changed it. Returns the new hash.
   */
  save(file: string, text: string, basedOn: string | null): Promise<string>;
  /**
   * Saves are drafts that nothing sees until published: one with problems is kept (closing the tab
   * loses nothing), and publishing refuses while any draft has problems. Without it (files on disk,
   * which the site is built from) a save with problems is refused.
   */
  keepsProblems?: true;
  /** Who last saved a file's pending draft, and when; undefined for a file as it is live. */
  draftOf?(file: string): Promise<DraftInfo | undefined>;
}

/** pages.config/ on disk: a save writes the file (`npm run edit`). */
export function diskContent(root: string, writeHooks?: WriteHooks): ContentSource {
  return {
    root,
    files: async () => siteContentFiles(root),
    read: async (file) => readContentFile(root, file),
    pending: async () => ({}),
    save: async (file, text, basedOn) => writeContentFile(root, file, text, basedOn, writeHooks),
  };
}
