/** The publish log keeps the same record on SQLite and PostgreSQL: who, when, the note, and every file's whole text before and after. */
import { describe, expect, test } from "vitest";
import { freshStores } from "./fresh-stores.ts";

const stores = freshStores();

describe.each(Object.entries(stores))("the publish log on %s", (_name, fresh) => {
  test("a publish and a restore are listed newest first and give back every file's text", async (ctx) => {
    const { store, done } = await fresh(ctx);
    try {
      const log = store.publishes();
      expect(await log.list(10)).toEqual([]);
      const first = await log.add({
        at: "2026-11-20T01:00:00.000Z",
        actor: "editor@example.com",
        note: "Rent updated",
        restoredFrom: null,
        files: [
          { path: "pages.config/suburbs/blacktown.json", before: '{"rent": 640}\n', after: '{"rent": 655}\n' },
          { path: "pages.config/pages/new.json", before: null, after: '{"title": "Brand new, “quoted” and \\u00e9"}\n' },
        ],
      });
      const second = await log.add({
        at: "2026-11-21T02:00:00.000Z",
        actor: "owner@example.com",
        note: null,
        restoredFrom: first,
        restoreKind: "version",
        files: [
          { path: "pages.config/suburbs/blacktown.json", before: '{"rent": 655}\n', after: '{"rent": 640}\n' },
          { path: "pages.config/pages/new.json", before: '{"title": "Brand new, “quoted” and \\u00e9"}\n', after: null },
        ],
      });

      expect(await log.list(10)).toEqual([
        {
          id: second,
          at: "2026-11-21T02:00:00.000Z",
          actor: "owner@example.com",
          note: null,
          restoredFrom: first,
          restoreKind: "version",
          paths: ["pages.config/pages/new.json", "pages.config/suburbs/blacktown.json"],
        },
        {
          id: first,
          at: "2026-11-20T01:00:00.000Z",
          actor: "editor@example.com",
          note: "Rent updated",
          restoredFrom: null,
          restoreKind: null,
          paths: ["pages.config/pages/new.json", "pages.config/suburbs/blacktown.json"],
        },
      ]);
      expect((await log.list(1)).map((entry) => entry.id)).toEqual([second]);
      expect(await log.get(first)).toEqual({
        id: first,
        at: "2026-11-20T01:00:00.000Z",
        actor: "editor@example.com",
        note: "Rent updated",
        restoredFrom: null,
        restoreKind: null,
        files: [
          { path: "pages.config/pages/new.json", before: null, after: '{"title": "Brand new, “quoted” and \\u00e9"}\n' },
          { path: "pages.config/suburbs/blacktown.json", before: '{"rent": 640}\n', after: '{"rent": 655}\n' },
        ],
      });
      expect(await log.get(second + 100)).toBeUndefined();
      // What changed since a publish, for restoring its version: every later one with its files.
      expect((await log.since(first)).map((record) => [record.id, record.restoreKind, record.files.map((file) => file.after)])).toEqual([
        [second, "version", [null, '{"rent": 640}\n']],
      ]);
      expect(await log.since(second)).toEqual([]);
    } finally {
      await done();
    }
  });
});
