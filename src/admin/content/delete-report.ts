/**
 * Deleting a suburb report from the back office: before the deletion is drafted, staff are told
 * what it would break, found by the one content pipeline (loadSite with the report removed and
 * every pending draft in place), and offered the follow-up edits the editor knows how to make:
 * a related-suburb card pointing at the report becomes "no report yet" (noReport), as it was
 * before the report existed. Anything else (text quoting the report's figures) is left to them.
 */
import { loadSite } from "../../content/load-site.ts";
import type { Problem } from "../../content/problems.ts";
import { schemaFor } from "../../editor/server/app.ts";
import { ContentFileError } from "../../editor/server/content-files.ts";
import type { ContentSource } from "../../editor/server/content-source.ts";
import { formatContent } from "../../editor/server/format-json.ts";
import { schemaKind } from "../../editor/server/schemas.ts";
import type { Json } from "../../editor/api-types.ts";
import { placeName, problemInStaffWords } from "../publish/staff-words.ts";

/** A follow-up edit to another report, saved with the deletion when staff accept it. */
export interface FollowUp {
  file: string;
  /** "The Penrith suburb report". */
  place: string;
  /** What changes, in staff words. */
  changes: string[];
  text: string;
  /** The version the edit was made on, so a change made meanwhile is not overwritten. */
  hash: string;
}

export interface DeletionPlan {
  file: string;
  /** The suburb's name, as the report gives it. */
  name: string;
  /** What the deletion alone would break, in staff words. */
  breaks: string[];
  followUps: FollowUp[];
  /** What would still be broken with every follow-up edit made. */
  remaining: string[];
}

/** The deletions already drafted, which the check counts as gone. */
export type DeletionSource = ContentSource & { removed(): Promise<string[]> };

const key = (problem: Problem) => `${problem.file}\u0000${problem.path}\u0000${problem.message}`;

function relatedOf(data: unknown): { name?: unknown; slug?: unknown; noReport?: unknown }[] {
  const related = (data as { related?: unknown } | null)?.related;
  return Array.isArray(related) ? (related as { name?: unknown; slug?: unknown; noReport?: unknown }[]) : [];
}

/** The other reports' related-suburb cards that link to the report, turned into "no report yet" cards. */
async function followUpsFor(source: DeletionSource, file: string, slug: string): Promise<FollowUp[]> {
  const followUps: FollowUp[] = [];
  const removed = new Set(await source.removed());
  for (const other of await source.files()) {
    if (other === file || removed.has(other) || schemaKind(other) !== "suburb") continue;
    const { text, hash } = await source.read(other);
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch {
      continue;
    }
    const cards = relatedOf(data).filter((card) => card.slug === slug && card.noReport !== true);
    if (!cards.length) continue;
    for (const card of cards) card.noReport = true;
    const changes = cards.map((card) => `Related suburbs › ${typeof card.name === "string" ? card.name : slug}: shown as "no report yet", inviting a custom report request`);
    followUps.push({ file: other, place: placeName(other), changes, text: formatContent(data, await schemaFor(other), text), hash });
  }
  return followUps;
}

/** What deleting `file` (a suburb report) would break, and the follow-up edits that mend part of it. */
export async function planDeletion(source: DeletionSource, file: string): Promise<DeletionPlan> {
  if (schemaKind(file) !== "suburb") throw new ContentFileError("Only a suburb report can be deleted here; pages and the site settings stay.", 400);
  const { text } = await source.read(file);
  let data: { name?: unknown; slug?: unknown } = {};
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    // A report that does not parse can still be deleted; it is named by its file.
  }
  const slug = typeof data.slug === "string" ? data.slug : (file.split("/").pop() ?? "").replace(/\.json$/, "");
  const name = typeof data.name === "string" ? data.name : slug;
  const overrides = await source.pending();
  const images = await source.pendingImages?.();
  const removed = await source.removed();
  const check = (extra: Record<string, string>) => loadSite(source.root, { overrides: { ...overrides, ...extra }, images, removed: [...removed, file] }).problems;
  const before = new Set(loadSite(source.root, { overrides, images, removed }).problems.map(key));
  const caused = (problems: Problem[]) => problems.filter((problem) => problem.file !== file && !before.has(key(problem))).map(problemInStaffWords);
  const followUps = await followUpsFor(source, file, slug);
  return {
    file,
    name,
    breaks: caused(check({})),
    followUps,
    remaining: followUps.length ? caused(check(Object.fromEntries(followUps.map((edit) => [edit.file, edit.text])))) : caused(check({})),
  };
}
