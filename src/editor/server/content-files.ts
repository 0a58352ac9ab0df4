/**
 * Reading and writing content files for the editor. Nothing the browser sends is trusted: a path
 * must name a .json file inside pages.config/ (no "..", no absolute path, no symbolic link leading
 * out), a save must be based on the file as it is on disk now, and a save replaces the file in one
 * step (temporary file, then rename), so a crash mid-save leaves the old file whole, and what it
 * left beside it is removed when the editor next starts.
 */
import { createHash, randomBytes } from "node:crypto";
import { closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync, type Stats } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, EDITOR_TEMP_FILE, PAGES_DIR } from "../../content/content-files.ts";
import { listEntries } from "../../content/files.ts";

/** A request the editor refuses; the message is shown to the person as it is. */
export class ContentFileError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 503,
    /** With a 503: seconds after which trying again is sensible, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The answer's headers: Retry-After when there is a wait to suggest. */
  get headers(): Record<string, string> {
    return this.retryAfterSeconds === undefined ? {} : { "Retry-After": String(this.retryAfterSeconds) };
  }
}

export function contentHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

const inside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/**
 * The absolute path of a content file named by the browser, e.g. "pages.config/pages/about.json",
 * or a ContentFileError saying why it is refused.
 */
export function resolveContentPath(root: string, requested: unknown): string {
  if (typeof requested !== "string" || requested === "") throw new ContentFileError("no file was named", 400);
  const shown = JSON.stringify(requested);
  if (requested.includes("\0") || requested.includes("\\"))
    throw new ContentFileError(`${shown} is not a file name the editor accepts: use forward slashes and no control characters`, 400);
  if (path.posix.isAbsolute(requested) || /^[A-Za-z]:/.test(requested))
    throw new ContentFileError(`${shown} is an absolute path; the editor only writes files inside ${CONTENT_DIR}/, named from the project folder`, 400);
  if (requested.split("/").some((part) => part === ".." || part === "." || part === ""))
    throw new ContentFileError(`${shown} steps outside its folder ("..", "." or an empty part); the editor only writes files inside ${CONTENT_DIR}/`, 400);
  if (!requested.startsWith(`${CONTENT_DIR}/`))
    throw new ContentFileError(`${shown} is outside ${CONTENT_DIR}/; the editor only reads and writes content files`, 400);
  if (!requested.endsWith(".json")) throw new ContentFileError(`${shown} is not a .json file; content files end in .json`, 400);
  // Names made only of these, each part starting with a letter or digit, mean one file to every tool
  // that is handed them (git takes "*" as a pattern, "-x" as an option; a terminal obeys control characters).
  if (!/^(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.json$/.test(requested.slice(CONTENT_DIR.length + 1)))
    throw new ContentFileError(
      `${shown} is not a name a content file may have: use lowercase letters, digits and "-" (not first), with "/" between folders, e.g. ${CONTENT_DIR}/pages/home-loans.json`,
      400,
    );

  const contentDir = realpathSync(path.join(root, CONTENT_DIR));
  const absolute = path.join(root, requested);
  // A new page at an address in a new folder (/guides/first-home) is a file in a folder not made
  // yet, which the save makes; pages are the only content kept in folders of their own making.
  let existing = path.dirname(absolute);
  while (!lstatOrUndefined(existing) && existing !== path.dirname(existing)) existing = path.dirname(existing);
  if (existing !== path.dirname(absolute) && !requested.startsWith(`${PAGES_DIR}/`)) throw new ContentFileError(`the folder of ${shown} does not exist`, 404);
  // What decides is where the nearest folder that exists leads: a link out of the content is refused.
  const parent = realpathSync(existing);
  if (parent !== contentDir && !inside(contentDir, parent))
    throw new ContentFileError(`${shown} is in a folder that links outside ${CONTENT_DIR}/; the editor does not follow it`, 400);
  const stats = lstatOrUndefined(absolute);
  if (stats?.isSymbolicLink()) {
    let target: string;
    try {
      target = realpathSync(absolute);
    } catch {
      throw new ContentFileError(`${shown} is a link to a file that does not exist`, 400);
    }
    if (!inside(contentDir, target)) throw new ContentFileError(`${shown} is a link to a file outside ${CONTENT_DIR}/; the editor does not follow it`, 400);
    // A save replaces the file the link points to, and the link stays a link.
    return target;
  } else if (stats && !stats.isFile()) throw new ContentFileError(`${shown} is not a regular file`, 400);
  return absolute;
}

export interface ContentFile {
  file: string;
  text: string;
  /** SHA-256 of the text: what a later save says it was based on. */
  hash: string;
  mtimeMs: number;
}

export function readContentFile(root: string, file: string): ContentFile {
  const absolute = resolveContentPath(root, file);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch {
    throw new ContentFileError(`${file} does not exist`, 404);
  }
  return { file, text, hash: contentHash(text), mtimeMs: lstatSync(absolute).mtimeMs };
}

/**
 * Where a save writes the new text before renaming it over the file: beside it, so the rename
 * stays on one file system and is atomic; dot-named, and unique by process and a random part
 * (the shape EDITOR_TEMP_FILE recognises).
 */
function unfinishedSaveName(absolute: string): string {
  return path.join(path.dirname(absolute), `.${path.basename(absolute)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/** A save takes milliseconds; an unfinished one older than this is left over, whoever has its process number now. */
const SAVE_UNDER_WAY_MS = 60_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes what saves killed mid-write left in pages.config/ (a killed editor, a power cut: nothing
 * ran to tidy up), so that no check or build trips over it; the files they were replacing are
 * whole. Returns the files removed (from root). A file whose writer still runs, written in the
 * last minute, may be another editor's save under way, and is kept.
 */
export function removeUnfinishedSaves(root: string, now: number = Date.now()): string[] {
  const removed: string[] = [];
  for (const { path: rel, entry } of listEntries(path.join(root, CONTENT_DIR))) {
    const match = entry.isFile() ? EDITOR_TEMP_FILE.exec(entry.name) : null;
    if (!match) continue;
    const absolute = path.join(root, CONTENT_DIR, rel);
    const stats = lstatOrUndefined(absolute);
    if (!stats || (isRunning(Number(match[1])) && now - stats.mtimeMs < SAVE_UNDER_WAY_MS)) continue;
    rmSync(absolute, { force: true });
    removed.push(`${CONTENT_DIR}/${rel}`);
  }
  return removed;
}

const DISK_FULL: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EFBIG: "the file is bigger than this computer allows",
};

/** A save the file system refused, in words for the person saving; anything else as it is. */
function notWritten(file: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code) return error;
  const why = DISK_FULL[code] ? `${code}: ${DISK_FULL[code]}` : (error as Error).message;
  return new Error(`could not write ${file} (${why}); the file is as it was`, { cause: error });
}

export interface WriteHooks {
  /** Called after the temporary file is written and before it replaces the file (tests crash here). */
  beforeRename?: (tempFile: string) => void;
}

/**
 * Replaces file with text when the file on disk still has `basedOn` (its hash when it was opened),
 * or creates it when `basedOn` is null and there is no such file. Returns the new hash.
 */
export function writeContentFile(root: string, file: string, text: string, basedOn: string | null, hooks: WriteHooks = {}): string {
  const absolute = resolveContentPath(root, file);
  let current: string | undefined;
  try {
    current = readFileSync(absolute, "utf8");
  } catch {
    current = undefined;
  }
  if (basedOn === null && current !== undefined) throw new ContentFileError(`${file} already exists; open it from the list instead`, 409);
  if (basedOn !== null && current === undefined) throw new ContentFileError(`${file} was deleted or renamed on disk since you opened it`, 409);
  if (basedOn !== null && current !== undefined && contentHash(current) !== basedOn)
    throw new ContentFileError(
      `${file} was changed on disk since you opened it (by another program or person); reload it to see those changes, then make your edit again`,
      409,
    );

  const temp = unfinishedSaveName(absolute);
  let fd: number;
  try {
    mkdirSync(path.dirname(absolute), { recursive: true });
    fd = openSync(temp, "wx");
  } catch (error) {
    throw notWritten(file, error);
  }
  try {
    try {
      // writeFileSync writes until every byte is down or throws; a single writeSync may write only
      // part (a full disk), and the rename would then replace the file with the start of the text.
      writeFileSync(fd, text, "utf8");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    hooks.beforeRename?.(temp);
    renameSync(temp, absolute);
  } catch (error) {
    rmSync(temp, { force: true });
    throw notWritten(file, error);
  }
  return contentHash(text);
}
