import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";

/**
 * Another process (the server, while staff run `npm run admin add-user`) takes the write lock,
 * writes, and lets go a moment later. Resolves once it holds the lock; `done` once it has committed.
 */
function anotherProcessWrites(file: string, holdMs: number): Promise<{ done: Promise<number | null> }> {
  const script = `
    const { DatabaseSync } = require("@photostructure/sqlite");
    const db = new DatabaseSync(process.argv[1], { timeout: 5000 });
    db.exec("BEGIN IMMEDIATE");
    db.prepare("INSERT INTO settings (key, value) VALUES ('other_process', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(String(Date.now()));
    process.stdout.write("holding\\n");
    const until = Date.now() + Number(process.argv[2]);
    while (Date.now() < until) {}
    db.exec("COMMIT");
    db.close();`;
  const child = spawn(process.execPath, ["-e", script, file, String(holdMs)], { stdio: ["ignore", "pipe", "inherit"] });
  const done = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("holding")) resolve({ done });
    });
    child.on("exit", (code) => reject(new Error(`the other process ended (${code}) before it took the lock`)));
  });
}

describe("two processes writing to one SQLite file", () => {
  let folder = "";
  afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

  it("adding a person while another process writes waits its turn instead of failing with 'database is locked'", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "sqlite-two-writers-"));
    const file = path.join(folder, "leads.db");
    const db = await openSqliteLeadStore(file, { busyTimeoutMs: 5000, sameThread: true });
    try {
      const other = await anotherProcessWrites(file, 400);
      // Reads the person table first, then inserts: the shape that met a stale snapshot in CI.
      const person = await db.accounts().addPerson("second-writer@example.com", "editor", new Date());
      expect(person?.email).toBe("second-writer@example.com");
      expect(await other.done).toBe(0);
      expect(await db.accounts().personByEmail("second-writer@example.com")).toBeDefined();
    } finally {
      await db.close();
    }
  });
});

describe("SQLite transactions", () => {
  it("are begun only by the storage layer's driver, with the write lock (BEGIN IMMEDIATE)", () => {
    const root = path.resolve(import.meta.dirname, "../../src");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const text = (file: string) => readFileSync(path.join(root, file), "utf8");
    // The package's enhance() adds better-sqlite3's transaction(), which begins with a plain BEGIN.
    expect(sources.filter((file) => /\benhance\b/.test(text(file)) && text(file).includes("@photostructure/sqlite"))).toEqual([]);
    const begins = sources.flatMap((file) => [...text(file).matchAll(/\.exec\(\s*["'`](BEGIN[^"'`]*)/g)].map((match) => [file, match[1]]));
    expect(begins).toEqual([[path.join("storage", "sqlite.ts"), "BEGIN IMMEDIATE"]]);
  });
});
