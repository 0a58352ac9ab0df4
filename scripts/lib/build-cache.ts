/**
 * What a build makes from its input alone (a sharing card, an image copy, a compressed file) is
 * kept in node_modules/.cache/ under a name that holds a hash of that input, so the next build, or
 * a scratch copy sharing node_modules (the tests', a publish's), copies it instead of making it
 * again.
 */
import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";

/**
 * Makes `file` unless it is there already; true when it was made. Written aside and renamed:
 * another build sharing the cache may read it at the same moment, and must never see half a file.
 */
export async function madeOnce(file: string, write: (partial: string) => void | Promise<void>): Promise<boolean> {
  if (existsSync(file)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await write(partial);
  renameSync(partial, file);
  return true;
}
