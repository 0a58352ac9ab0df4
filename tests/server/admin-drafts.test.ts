/**
 * The hosted editor's drafts give the same answers on both stores: an SQLite file (through the
 * database thread, as the server runs it) and a real PostgreSQL (skipped, with the reason, when
 * none can be started).
 */
import { describe, expect, it, type TestContext } from "vitest";
import type { DraftStore } from "../../src/storage/draft-store.ts";
import { freshStores } from "./fresh-stores.ts";

const STORES = freshStores();
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000).toISOString();
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const PENRITH = "pages.config/suburbs/penrith.json";

for (const [name, open] of Object.entries(STORES)) {
  describe(`drafts in ${name}`, () => {
    const withStore = async (ctx: TestContext, test: (drafts: DraftStore) => Promise<void>) => {
      const { store, done } = await open(ctx);
      try {
        await test(store.drafts());
      } finally {
        await done();
      }
    };

    it("keep one draft per file, the last save's text and author, listed oldest change first", (ctx) =>
      withStore(ctx, async (drafts) => {
        expect(await drafts.pending()).toEqual([]);
        expect(await drafts.get(BLACKTOWN)).toBeUndefined();
        await drafts.put({ path: BLACKTOWN, text: '{ "a": 1 }', author: "ann@example.com", updatedAt: at(0) });
        await drafts.put({ path: PENRITH, text: '{ "p": 1 }', author: "bo@example.com", updatedAt: at(1) });
        await drafts.put({ path: BLACKTOWN, text: '{ "a": 2 }', author: "bo@example.com", updatedAt: at(2) });
        expect(await drafts.get(BLACKTOWN)).toEqual({ path: BLACKTOWN, text: '{ "a": 2 }', author: "bo@example.com", updatedAt: at(2) });
        expect((await drafts.pending()).map((d) => d.path)).toEqual([PENRITH, BLACKTOWN]);
      }));

    it("discard a draft, saying whether there was one", (ctx) =>
      withStore(ctx, async (drafts) => {
        await drafts.put({ path: BLACKTOWN, text: "{}", author: "ann@example.com", updatedAt: at(0) });
        expect(await drafts.discard(BLACKTOWN)).toBe(true);
        expect(await drafts.discard(BLACKTOWN)).toBe(false);
        expect(await drafts.pending()).toEqual([]);
      }));

    it("clear only the drafts still holding the text that was published, deletions included", (ctx) =>
      withStore(ctx, async (drafts) => {
        await drafts.put({ path: BLACKTOWN, text: '{ "v": 1 }', author: "ann@example.com", updatedAt: at(0) });
        await drafts.put({ path: PENRITH, text: null, author: "ann@example.com", updatedAt: at(1) });
        // Edited again while the site was building: stays pending.
        await drafts.put({ path: BLACKTOWN, text: '{ "v": 2 }', author: "bo@example.com", updatedAt: at(2) });
        await drafts.clearPublished([
          { path: BLACKTOWN, text: '{ "v": 1 }' },
          { path: PENRITH, text: null },
        ]);
        expect(await drafts.pending()).toEqual([{ path: BLACKTOWN, text: '{ "v": 2 }', author: "bo@example.com", updatedAt: at(2) }]);
      }));
  });
}
