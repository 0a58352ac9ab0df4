/** What the hosted editor needs of its drafts beyond what publishing reads (draft-source.ts). */
import type { Kysely } from "kysely";
import { encodingOf, type Draft, type DraftSource } from "./draft-source.ts";
import type { Database } from "./schema.ts";

export interface DraftStore extends DraftSource {
  /** The pending draft of one file, if there is one. */
  get(path: string): Promise<Draft | undefined>;
  /** Creates or replaces the draft of draft.path. */
  put(draft: Draft): Promise<void>;
  /** Removes the draft of a file; false when there was none. */
  discard(path: string): Promise<boolean>;
}

interface DraftRow {
  path: string;
  text: string | null;
  author: string;
  updated_at: string;
}

const DRAFT_COLUMNS = ["path", "text", "author", "updated_at"] as const;

function toDraft(row: DraftRow): Draft {
  const encoding = encodingOf(row.path);
  return { path: row.path, text: row.text, ...(encoding ? { encoding } : {}), author: row.author, updatedAt: row.updated_at };
}

/** The drafts on either database. */
export function draftRepository(db: Kysely<Database>): DraftStore {
  return {
    async pending() {
      return (await db.selectFrom("content_drafts").select(DRAFT_COLUMNS).orderBy("updated_at").orderBy("path").execute()).map(toDraft);
    },
    async get(path) {
      const row = await db.selectFrom("content_drafts").select(DRAFT_COLUMNS).where("path", "=", path).executeTakeFirst();
      return row && toDraft(row);
    },
    async put({ path, text, author, updatedAt }) {
      await db
        .insertInto("content_drafts")
        .values({ path, text, author, updated_at: updatedAt })
        .onConflict((c) =>
          c
            .column("path")
            .doUpdateSet((eb) => ({ text: eb.ref("excluded.text"), author: eb.ref("excluded.author"), updated_at: eb.ref("excluded.updated_at") })),
        )
        .execute();
    },
    async discard(path) {
      return Number((await db.deleteFrom("content_drafts").where("path", "=", path).executeTakeFirst()).numDeletedRows) > 0;
    },
    async clearPublished(published) {
      await db.transaction().execute(async (trx) => {
        for (const { path, text } of published)
          await trx
            .deleteFrom("content_drafts")
            .where("path", "=", path)
            .where("text", text === null ? "is" : "=", text)
            .execute();
      });
    },
  };
}
