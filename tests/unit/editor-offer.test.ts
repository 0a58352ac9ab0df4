/**
 * Which blocks the editor offers, and which collections it offers new entries of, is the site's: the
 * starter (a plumber) lists its own blocks in site.json and declares no collection; the broker's
 * site lists none, so it is offered every block as before, and new suburb reports. The forms it offers are the site's too.
 * Expectations come from the raw files.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEditorApp } from "../../src/editor/server/app.ts";
import { loadSite } from "../../src/content/load-site.ts";
import type { EditorOffer } from "../../src/editor/api-types.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const HOST = "127.0.0.1:4272";
const ALL_BLOCKS = readdirSync(path.join(PROJECT, "schemas/blocks"))
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => file.replace(".schema.json", ""));
const rawSite = (dir: string) =>
  JSON.parse(readFileSync(path.join(PROJECT, dir, "pages.config/site.json"), "utf8")) as { editorBlocks?: string[]; forms: string[] };
/** The forms a folder of schemas defines, by name. */
const formsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(".schema.json"))
        .map((file) => file.replace(".schema.json", ""))
    : [];

async function offerFor(dir: string): Promise<EditorOffer> {
  const response = await createEditorApp({ root: path.join(PROJECT, dir), allowedHosts: [HOST] }).request("/api/schemas", { headers: { host: HOST } });
  return ((await response.json()) as { offer: EditorOffer }).offer;
}

describe("what the editor offers to add is the site's", () => {
  it("the starter: the blocks its site.json lists, no calculator, no broker profile, and no new entry of any collection", async () => {
    const offer = await offerFor("sites/starter");
    const listed = rawSite("sites/starter").editorBlocks;
    expect(listed).toBeDefined();
    expect(offer.blocks).toEqual(listed);
    expect(offer.blocks.filter((type) => type.endsWith("-calculator") || type === "broker-profile")).toEqual([]);
    expect(offer.collections).toEqual([]);
  });

  it("the broker's site, which lists none: every block, the kernel's and its own, and new suburb reports, as before", async () => {
    const offer = await offerFor("sites/westline");
    expect(rawSite("sites/westline").editorBlocks).toBeUndefined();
    const own = readdirSync(path.join(PROJECT, "sites/westline/blocks"));
    expect(own.length).toBeGreaterThan(0);
    expect([...offer.blocks].sort()).toEqual([...ALL_BLOCKS, ...own].sort());
    // Worded from the broker's own declaration: "New suburb report", "Started the Merrylands report".
    const declared = JSON.parse(readFileSync(path.join(PROJECT, "sites/westline/collections/suburbs/collection.json"), "utf8")) as Record<string, string> & {
      relatedEntry: unknown;
    };
    expect(existsSync(path.join(PROJECT, "sites/westline/pages.config", declared.folder!))).toBe(true);
    expect(offer.collections).toEqual([
      {
        name: "suburbs",
        dir: `pages.config/${declared.folder}`,
        label: declared.label,
        labelPlural: declared.labelPlural,
        shortLabel: declared.shortLabel,
        namePrompt: declared.namePrompt,
        titleField: declared.titleField,
        related: declared.relatedEntry,
      },
    ]);
  });

  it("the forms: a form block offers those the site lists, the broker's own among them; its settings every form it may list", async () => {
    for (const dir of ["sites/westline", "sites/starter", "tests/fixtures/third-site"]) {
      const offer = await offerFor(dir);
      expect(offer.forms, dir).toEqual(rawSite(dir).forms);
      const own = formsIn(path.join(PROJECT, dir, "forms"));
      expect([...offer.formNames].sort(), dir).toEqual([...formsIn(path.join(PROJECT, "schemas/forms")), ...own].sort());
    }
    expect(formsIn(path.join(PROJECT, "sites/westline/forms")).filter((form) => rawSite("sites/westline").forms.includes(form)).length).toBeGreaterThan(0);
  });

  it("a block type the list misspells is one problem at its place, with the likely name", () => {
    const file = "pages.config/site.json";
    const text = readFileSync(path.join(PROJECT, "sites/starter", file), "utf8").replace('"faq"', '"faqs"');
    const { problems } = loadSite(path.join(PROJECT, "sites/starter"), { overrides: { [file]: text } });
    expect(problems.map((p) => `${p.file} ${p.message}`)).toEqual([
      expect.stringMatching(/^pages\.config\/site\.json "faqs" is not a kind of block \(did you mean "faq"\?\)/),
    ]);
  });
});
