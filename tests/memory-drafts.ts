/** Drafts kept in memory, for tests that plan back-office changes without a database. */
import type { Draft } from "../src/storage/draft-source.ts";
import type { DraftStore } from "../src/storage/draft-store.ts";

export function memoryDrafts(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    pending: async () => [...drafts.values()],
    get: async (file) => drafts.get(file),
    put: async (draft) => void drafts.set(draft.path, draft),
    discard: async (file) => drafts.delete(file),
    clearPublished: async () => undefined,
  };
}
