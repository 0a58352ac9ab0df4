/**
 * The back office's content source for the editor: each file as its pending draft when it has one,
 * else as it is live in pages.config/. A save stores a draft in the person's name and never writes
 * pages.config/; publishing makes drafts live. A save that brings a file back to its live text
 * removes the draft instead, so the list marks only files that would really change.
 */
import { siteContentFiles } from "../../content/collections.ts";
import { contentHash as hashOf, ContentFileError, readContentFile, resolveContentPath } from "../../editor/server/content-files.ts";
import type { ContentSource, SourceFile } from "../../editor/server/content-source.ts";
import { officeTime } from "../../lib/dates.ts";
import { draftBytes, encodingOf, type Draft } from "../../storage/draft-source.ts";
import type { DraftStore } from "../../storage/draft-store.ts";

export interface DraftContentOptions {
  root: string;
  drafts: DraftStore;
  /** The signed-in person's email: the author of what they save. */
  author: string;
  now: () => Date;
  /** Called after each stored (or removed) draft, for the activity log. */
  onSaved?: (file: string, outcome: "draft saved" | "draft matches the live file") => Promise<void>;
}

function liveText(root: string, file: string): string | undefined {
  try {
    return readContentFile(root, file).text;
  } catch (error) {
    if (error instanceof ContentFileError && error.status === 404) return undefined;
    throw error;
  }
}

export function draftContent({
  root,
  drafts,
  author,
  now,
  onSaved,
}: DraftContentOptions): ContentSource & { removed(): Promise<string[]>; remove(file: string): Promise<void> } {
  // Read once per request: a list or a check asks for many files.
  let all: Promise<Map<string, Draft>> | undefined;
  const pendingDrafts = () => (all ??= drafts.pending().then((list) => new Map(list.map((draft) => [draft.path, draft]))));
  const current = async (file: string): Promise<string | undefined> => {
    resolveContentPath(root, file);
    const draft = (await pendingDrafts()).get(file);
    return draft ? (draft.text ?? undefined) : liveText(root, file);
  };

  return {
    root,
    keepsProblems: true,
    async files() {
      const live = siteContentFiles(root);
      const pending = await pendingDrafts();
      // An uploaded picture is not a form to open: the field that names it is.
      const created = [...pending.values()]
        .filter((draft) => draft.text !== null && !encodingOf(draft.path) && !live.includes(draft.path))
        .map((draft) => draft.path);
      // A report drafted for deletion stays listed (draftOf says so) until the deletion is published or discarded.
      return [...live, ...created.sort()];
    },
    async read(file): Promise<SourceFile> {
      const text = await current(file);
      if (text === undefined) throw new ContentFileError(`${file} does not exist`, 404);
      return { text, hash: hashOf(text) };
    },
    async pending() {
      const overrides: Record<string, string> = {};
      for (const draft of (await pendingDrafts()).values()) if (draft.text !== null && !encodingOf(draft.path)) overrides[draft.path] = draft.text;
      return overrides;
    },
    async removed() {
      return [...(await pendingDrafts()).values()].filter((draft) => draft.text === null).map((draft) => draft.path);
    },
    async remove(file) {
      resolveContentPath(root, file);
      if (liveText(root, file) === undefined) await drafts.discard(file);
      else await drafts.put({ path: file, text: null, author, updatedAt: now().toISOString() });
      all = undefined;
    },
    async pendingImages() {
      const images: Record<string, Uint8Array> = {};
      for (const draft of (await pendingDrafts()).values())
        if (draft.text !== null && encodingOf(draft.path)) images[draft.path] = draftBytes(draft.path, draft.text);
      return images;
    },
    async save(file, text, basedOn) {
      const existing = await current(file);
      const draft = (await pendingDrafts()).get(file);
      const by = draft ? ` (${draft.author} saved a draft of it at ${officeTime(draft.updatedAt)})` : "";
      if (basedOn === null && existing !== undefined) throw new ContentFileError(`${file} already exists; open it from the list instead`, 409);
      if (basedOn !== null && existing === undefined) throw new ContentFileError(`${file} was deleted since you opened it${by}`, 409);
      if (basedOn !== null && existing !== undefined && hashOf(existing) !== basedOn)
        throw new ContentFileError(
          `${file} was changed by someone else since you opened it${by}; reload it to see their changes, then make your edit again`,
          409,
        );
      if (liveText(root, file) === text) {
        await drafts.discard(file);
        await onSaved?.(file, "draft matches the live file");
      } else {
        await drafts.put({ path: file, text, author, updatedAt: now().toISOString() });
        await onSaved?.(file, "draft saved");
      }
      all = undefined;
      return hashOf(text);
    },
    async draftOf(file) {
      const draft = (await pendingDrafts()).get(file);
      return draft && { author: draft.author, updatedAt: draft.updatedAt, ...(draft.text === null && { deletes: true as const }) };
    },
  };
}
