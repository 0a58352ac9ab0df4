/**
 * The one directory walker: every folder the content code, the generator and the scripts read is
 * listed through here, so hidden files, symlinks and odd entries are treated the same everywhere.
 */
import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";

export interface DirEntry {
  /** Path relative to the listed folder, with forward slashes, e.g. "blog/first-post.json". */
  path: string;
  entry: Dirent;
}

/** Everything below dir (folders, files, links, anything else), sorted by path; [] when dir does not exist. */
export function listEntries(dir: string): DirEntry[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .map((entry) => ({ path: path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"), entry }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The regular files below dir whose relative path passes the test, sorted. */
export function listFiles(dir: string, test: (file: string) => boolean = () => true): string[] {
  return listEntries(dir)
    .filter(({ path: file, entry }) => entry.isFile() && test(file))
    .map(({ path: file }) => file);
}
