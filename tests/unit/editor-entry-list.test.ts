/**
 * The editor lists a collection's entries as its declaration says: by the field holding its name,
 * with its address at the route it declares, so a site whose entries live elsewhere sees their
 * real address. Run on a copy of the broker's site with its route changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileEntry } from "../../src/editor/api-types.ts";
import { createEditorApp } from "../../src/editor/server/app.ts";
import { rawSuburbs } from "../raw-content.ts";

const PROJECT = path.resolve(import.meta.dirname, "../../sites/westline");
const HOST = "127.0.0.1:4831";
const DECLARATION = "collections/suburbs/collection.json";
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "editor-entry-list-"));
  cpSync(path.join(PROJECT, "pages.config"), path.join(root, "pages.config"), { recursive: true });
  cpSync(path.join(PROJECT, "collections"), path.join(root, "collections"), { recursive: true });
  cpSync(path.join(PROJECT, "facts"), path.join(root, "facts"), { recursive: true });
  symlinkSync(path.join(PROJECT, "public"), path.join(root, "public"), "dir");
  const declared = JSON.parse(readFileSync(path.join(PROJECT, DECLARATION), "utf8")) as Record<string, unknown>;
  writeFileSync(path.join(root, DECLARATION), JSON.stringify({ ...declared, route: "/areas/{slug}" }, null, 2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the editor's list of a collection's entries", () => {
  it("gives each entry's name and its address at the route the declaration gives", async () => {
    const response = await createEditorApp({ root, allowedHosts: [HOST] }).request("/api/files", { headers: { host: HOST } });
    const files = (await response.json()) as FileEntry[];
    for (const report of rawSuburbs()) {
      const entry = files.find((file) => file.file === `pages.config/suburbs/${report.slug}.json`);
      expect(entry, report.slug).toMatchObject({ label: report.name, detail: `/areas/${report.slug}` });
    }
  });
});
