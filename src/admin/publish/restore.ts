/**
 * What a restore writes. An undo puts back the words one publish replaced; restoring a version puts
 * every file the back office has published since back to its text right after that publish: the
 * publish's own files as it left them, and each file a later publish changed as it was before the
 * first of those changes.
 */
import type { Change } from "./engine.ts";
import type { PublishRecord } from "../../storage/publish-log.ts";

/** The changes that undo `publish`: each of its files as it was before. */
export function undoChanges(publish: PublishRecord): Change[] {
  return publish.files.map((file) => ({ path: file.path, text: file.before }));
}

/** The changes that bring the site's files back to their text right after `publish`, given every publish since (any order). */
export function versionChanges(publish: PublishRecord, since: readonly PublishRecord[]): Change[] {
  const text = new Map<string, string | null>(publish.files.map((file) => [file.path, file.after]));
  for (const later of [...since].filter((record) => record.id > publish.id).sort((a, b) => a.id - b.id))
    for (const file of later.files) if (!text.has(file.path)) text.set(file.path, file.before);
  return [...text].map(([path, after]) => ({ path, text: after }));
}
