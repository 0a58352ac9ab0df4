/**
 * The editor and the back office serve every collection a site declares, by its declaration alone
 * (issue 51 item 4): the made-up clinic (tests/fixtures/third-site) given two collections of its own
 * (tests/fixtures/clinic-collections: condition pages and clinicians, whose slug and name fields are
 * not the broker's "slug" and "name"), in a temporary folder. Each collection's entries are listed
 * under its own heading, opened with its own form, checked, saved and started anew; each has its own
 * precompiled validator in the editor page built for the site, its own help texts, and the back
 * office plans renaming and deleting its entries. Expectations come from the fixture's raw files.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashForSchema, type RJSFSchema } from "@rjsf/utils";
import { afterAll, describe, expect, it } from "vitest";
import { SITE_EDITOR_VALIDATORS_MODULE, siteEditorValidators } from "../../scripts/lib/site-blocks-plugin.ts";
import { draftContent } from "../../src/admin/content/draft-content.ts";
import { planDeletion, planRename } from "../../src/admin/content/site-changes.ts";
import { checkEditorHelp } from "../../src/content/editor-help.ts";
import { schemasDir } from "../../src/content/schema-files.ts";
import type { CheckResult, EditorOffer, FileEntry, OpenedFile, SaveResult } from "../../src/editor/api-types.ts";
import { createEditorApp } from "../../src/editor/server/app.ts";
import type { Draft } from "../../src/storage/draft-source.ts";
import type { DraftStore } from "../../src/storage/draft-store.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const OVERLAY = path.join(PROJECT, "tests/fixtures/clinic-collections");
const root = mkdtempSync(path.join(tmpdir(), "clinic-collections-"));
cpSync(path.join(PROJECT, "tests/fixtures/third-site"), root, { recursive: true });
for (const part of ["collections", "pages.config"]) cpSync(path.join(OVERLAY, part), path.join(root, part), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

/** Each collection as its raw files declare it, with its one entry. */
const collections = readdirSync(path.join(OVERLAY, "collections")).map((name) => {
  const declared = readJson(path.join(OVERLAY, "collections", name, "collection.json")) as Record<string, string>;
  const folder = path.join(OVERLAY, "pages.config", declared.folder!);
  const [entryFile] = readdirSync(folder);
  const entry = readJson(path.join(folder, entryFile!));
  const schema = readJson(path.join(OVERLAY, "collections", name, declared.schema!)) as { title: string; required: string[] };
  return { name, declared, schema, file: `pages.config/${declared.folder}/${entryFile}`, entry };
});

const HOST = "127.0.0.1:4821";
const app = createEditorApp({ root, allowedHosts: [HOST] });
const get = async <T>(url: string) => (await (await app.request(url, { headers: { host: HOST } })).json()) as T;
const post = (url: string, body: unknown) =>
  app.request(url, { method: "POST", headers: { host: HOST, "content-type": "application/json", origin: `http://${HOST}` }, body: JSON.stringify(body) });

interface Schemas {
  entries: Record<string, RJSFSchema>;
  offer: EditorOffer;
}

describe("a site with two collections in the editor", () => {
  it("declares two, whose entries name and slug themselves in different fields", () => {
    expect(collections).toHaveLength(2);
    expect(new Set(collections.map(({ declared }) => declared.titleField)).size).toBe(2);
  });

  it("lists each collection's entries under its own heading words, named and addressed by its declaration", async () => {
    const files = await get<FileEntry[]>("/api/files");
    for (const { name, declared, file, entry } of collections) {
      const listed = files.filter((found) => found.collection === name);
      expect(listed).toEqual([
        {
          file,
          kind: "entry",
          collection: name,
          label: entry[declared.titleField!],
          detail: declared.route!.replace("{slug}", String(entry[declared.slugField!])),
        },
      ]);
    }
  });

  it("sends each collection's own entry form, and offers a new entry of each in its declaration's words", async () => {
    const { entries, offer } = await get<Schemas>("/api/schemas");
    expect(Object.keys(entries).sort()).toEqual(collections.map(({ name }) => name).sort());
    for (const { name, declared, schema } of collections) {
      expect(entries[name]?.title).toBe(schema.title);
      const offered = offer.collections.find((collection) => collection.name === name);
      expect(offered).toMatchObject({ label: declared.label, labelPlural: declared.labelPlural, titleField: declared.titleField });
      // A declaration that gives no short label or name prompt is worded neutrally.
      expect(offered?.shortLabel).toBe(declared.shortLabel ?? declared.label);
      expect(offered?.namePrompt).toBe(declared.namePrompt ?? "Its name");
    }
  });

  it("opens, checks and saves an entry of each", async () => {
    for (const { name, declared, file, schema } of collections) {
      const opened = await get<OpenedFile>(`/api/file?file=${encodeURIComponent(file)}`);
      expect(opened).toMatchObject({ file, kind: "entry", collection: name });
      const data = opened.data as Record<string, string>;
      // A required field emptied is a problem at that field; the name changed is none.
      const field = schema.required.find((required) => !["$schema", declared.slugField, declared.titleField].includes(required))!;
      const broken = (await (await post("/api/check", { file, data: { ...data, [field]: "" } })).json()) as CheckResult;
      expect(broken.own.map((problem) => problem.path)).toEqual([field]);
      const renamed = { ...data, [declared.titleField!]: `${data[declared.titleField!]} (checked)` };
      const saved = (await (await post("/api/save", { file, data: renamed, hash: opened.hash })).json()) as SaveResult;
      expect(saved.error).toBeUndefined();
      expect(saved.ok).toBe(true);
      expect(readJson(path.join(root, file))[declared.titleField!]).toBe(renamed[declared.titleField!]);
    }
  });

  it("starts a new entry of each in its own folder, which saves once its fields are filled in", async () => {
    for (const { name, declared, entry } of collections) {
      // Each its own name: two pages may not share a title.
      const newName = `Another ${name}`;
      const response = await post(`/api/collections/${name}/new`, { name: newName });
      expect(response.status).toBe(200);
      const started = (await response.json()) as OpenedFile;
      const file = `pages.config/${declared.folder}/another-${name}.json`;
      expect(started).toMatchObject({ file, kind: "entry", collection: name, hash: null });
      expect((started.data as Record<string, unknown>)[declared.titleField!]).toBe(newName);
      // Filled in from the fixture's own entry, each text made its own (two pages may not share a description either).
      const own = Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, key === "$schema" ? value : `${String(value)} (${newName})`]));
      const data = { ...own, ...(started.data as object) };
      const saved = (await (await post("/api/save", { file, data, hash: null })).json()) as SaveResult;
      expect(saved.check?.own).toEqual([]);
      expect(saved.error).toBeUndefined();
      expect(existsSync(path.join(root, file))).toBe(true);
    }
  });

  it("refuses a collection the site does not keep", async () => {
    const response = await post("/api/collections/suburbs/new", { name: "Merrylands" });
    expect(response.status).toBe(404);
  });
});

describe("each collection's precompiled validator in the editor page built for the site", () => {
  const plugin = siteEditorValidators(root);
  const load = (id: string) => (plugin.load as (id: string) => Promise<string | undefined>)(`\0${id}`);

  it("is registered as entry/<collection>, under the hash of the schema the server sends", async () => {
    const { entries } = await get<Schemas>("/api/schemas");
    const registration = (await load(SITE_EDITOR_VALIDATORS_MODULE)) ?? "";
    for (const { name } of collections)
      expect(registration).toContain(`${JSON.stringify(`entry/${name}`)}: { hash: ${JSON.stringify(hashForSchema(entries[name]!))}`);
    expect(await load(`${SITE_EDITOR_VALIDATORS_MODULE}-collection/${collections[0]!.name}`)).toMatch(/export/);
  });
});

describe("the site's help texts for an entry form", () => {
  const [first] = collections;
  const write = (help: unknown) => writeFileSync(path.join(root, "editor-help.json"), JSON.stringify(help, null, 2));
  afterAll(() => rmSync(path.join(root, "editor-help.json"), { force: true }));

  it("name the form by its collection, entry/<name>, and its fields as the entry's file writes them", () => {
    write({ [`entry/${first!.name}`]: { [first!.declared.titleField!]: "A help text." } });
    expect(checkEditorHelp(root, schemasDir)).toEqual([]);
  });

  it("are one problem, with a did-you-mean, when the name is not quite a collection's", () => {
    const near = `entry/${first!.name.slice(0, -1)}`;
    write({ [near]: { [first!.declared.titleField!]: "A help text." } });
    const problems = checkEditorHelp(root, schemasDir);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(`"${near}" is not a form of the editor (did you mean "entry/${first!.name}"?)`);
  });
});

describe("renaming and deleting an entry of either collection in the back office", () => {
  const drafts = new Map<string, Draft>();
  const store: DraftStore = {
    pending: async () => [...drafts.values()],
    get: async (file) => drafts.get(file),
    put: async (draft) => void drafts.set(draft.path, draft),
    discard: async (file) => drafts.delete(file),
    clearPublished: async () => undefined,
  };
  const source = draftContent({ root, drafts: store, author: "ed@example.com", now: () => new Date("2026-11-25T09:00:00Z") });

  it("plans each by its collection's own name and slug fields", async () => {
    for (const { declared, file } of collections) {
      const current = readJson(path.join(root, file));
      const renamed = await planRename(source, file, "Renamed Entry");
      expect(renamed.name).toBe(current[declared.titleField!]);
      expect(renamed.newFile).toBe(`pages.config/${declared.folder}/renamed-entry.json`);
      const text = JSON.parse(renamed.text ?? "{}") as Record<string, unknown>;
      expect([text[declared.titleField!], text[declared.slugField!]]).toEqual(["Renamed Entry", "renamed-entry"]);
      expect(renamed.remaining).toEqual([]);
      const deleted = await planDeletion(source, file);
      expect(deleted.name).toBe(current[declared.titleField!]);
      expect(deleted.breaks).toEqual([]);
    }
  });
});
