/**
 * A site's own block types (src/content/site-blocks.ts, src/blocks/site-block.ts), from the third
 * site's folder (tests/fixtures/third-site/blocks/) copied to a temporary folder: what the pipeline
 * says of a block folder it cannot use, once each, and what the renderer refuses of a definition.
 * The build and the served pages are third-site.test.ts's; the editor's forms, site-block-editor.test.ts's.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { registerSiteBlocks, siteBlockDefinition } from "../../src/blocks/site-block.ts";
import { isInteractive } from "../../src/blocks/registry.ts";
import type { BlockType } from "../../src/blocks/define-block.ts";
import { siteBlockTypesFile, siteBlockTypesSource } from "../../scripts/lib/site-block-types.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/third-site");
const OWN_TYPE = readdirSync(path.join(FIXTURE, "blocks"))[0] ?? "";
const SCHEMA = `blocks/${OWN_TYPE}/${OWN_TYPE}.schema.json`;
const scratch = mkdtempSync(path.join(tmpdir(), "site-blocks-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** The clinic in a folder of its own, after `change`. */
function clinicWith(change: (root: string) => void): string {
  const root = path.join(scratch, `clinic-${copies++}`);
  cpSync(FIXTURE, root, { recursive: true });
  change(root);
  return root;
}
const where = (problems: { file: string; line: number; column: number; message: string }[]) =>
  problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`);

describe("a site's own block folder the pipeline cannot use", () => {
  it("is valid as the fixture has it", () => {
    expect(OWN_TYPE).not.toBe("");
    expect(where(loadSite(FIXTURE).problems)).toEqual([]);
  });

  it("with a schema that is not JSON: one problem at the mistake, none on the page using the block", () => {
    const root = clinicWith((dir) => {
      const file = path.join(dir, SCHEMA);
      writeFileSync(file, readFileSync(file, "utf8").replace(/,\s*"required"/, ' "required"'));
    });
    const text = readFileSync(path.join(root, SCHEMA), "utf8");
    const at = text.indexOf(' "required"') + 1;
    const problems = where(loadSite(root).problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${SCHEMA}:${text.slice(0, at).split("\n").length}:\\d+ `));
  });

  it("with a schema ajv refuses (a misspelt keyword): one problem at the schema file", () => {
    const root = clinicWith((dir) => {
      const file = path.join(dir, SCHEMA);
      writeFileSync(file, readFileSync(file, "utf8").replace('"minimum"', '"minimun"'));
    });
    const problems = where(loadSite(root).problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${SCHEMA}:1:1  is not a block schema the kernel can use`);
    expect(problems[0]).toContain("minimun");
  });

  it("without its block.ts, or with a type its folder does not name: one problem each, at the schema", () => {
    const noDefinition = clinicWith((dir) => rmSync(path.join(dir, "blocks", OWN_TYPE, "block.ts")));
    expect(where(loadSite(noDefinition).problems)).toEqual([
      expect.stringMatching(new RegExp(`^${SCHEMA}:1:1  has no definition beside it: add blocks/${OWN_TYPE}/block.ts`)),
    ]);
    const renamed = clinicWith((dir) => renameSync(path.join(dir, "blocks", OWN_TYPE), path.join(dir, "blocks", `${OWN_TYPE}-x`)));
    const problems = where(loadSite(renamed).problems);
    // The folder's own problem (its schema is missing under the new name), and the page's type no longer known.
    expect(problems.filter((problem) => problem.startsWith(`blocks/${OWN_TYPE}-x/`))).toHaveLength(1);
    expect(problems.filter((problem) => problem.includes(`unknown block type "${OWN_TYPE}"`))).toHaveLength(1);
  });

  it("named as a kernel block: one problem saying so, the page checked against the kernel's", () => {
    const root = clinicWith((dir) => mkdirSync(path.join(dir, "blocks", "hero")));
    expect(where(loadSite(root).problems)).toEqual([
      `blocks/hero/hero.schema.json:1:1  the kernel already has a "hero" block: give the site's own block another name (its folder, its schema file and its "type")`,
    ]);
  });

  it("is one site.json's editorBlocks may offer", () => {
    const root = clinicWith((dir) => {
      const file = path.join(dir, "pages.config/site.json");
      const site = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...site, editorBlocks: ["hero", OWN_TYPE, `${OWN_TYPE}s`] }, null, 2));
    });
    const problems = where(loadSite(root).problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`"${OWN_TYPE}s" is not a kind of block (did you mean "${OWN_TYPE}"?)`);
  });
});

describe("a site block's props type", () => {
  it("is in its folder as the build would write it from its schema (else: build the fixture and copy it back)", async () => {
    const committed = readFileSync(path.join(FIXTURE, siteBlockTypesFile(OWN_TYPE)), "utf8");
    expect(committed).toBe(await siteBlockTypesSource(FIXTURE, OWN_TYPE));
    expect(committed.split("\n")[0]).toMatch(/^\/\/ generated by pagekit from .*, do not edit/);
  });

  it("is, for each of the broker's own blocks, as the build would write it (else: npm run build)", async () => {
    const broker = path.resolve(import.meta.dirname, "../../sites/westline");
    const types = readdirSync(path.join(broker, "blocks"));
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(readFileSync(path.join(broker, siteBlockTypesFile(type)), "utf8"), type).toBe(await siteBlockTypesSource(broker, type));
  });
});

describe("a site block's definition as the build registers it", () => {
  const component = () => null;
  it("is refused when it does not say whether it is interactive, naming its file and what to say", () => {
    expect(() =>
      registerSiteBlocks([{ file: "blocks/price-list/block.ts", folder: "price-list", definition: { type: "price-list", label: "Prices", component } }]),
    ).toThrow(/^blocks\/price-list\/block\.ts: say whether the block needs React in the browser: interactive: true/);
  });

  it("may be interactive, and is then an island as a kernel calculator is", () => {
    registerSiteBlocks([
      { file: "blocks/price-list/block.ts", folder: "price-list", definition: { type: "price-list", label: "Prices", component, interactive: true } },
    ]);
    expect(isInteractive("price-list" as BlockType)).toBe(true);
    registerSiteBlocks([]);
  });

  it("is refused when its type is not its folder's name", () => {
    expect(() =>
      registerSiteBlocks([
        { file: "blocks/price-list/block.ts", folder: "price-list", definition: { type: "prices", label: "Prices", component, interactive: false } },
      ]),
    ).toThrow('blocks/price-list/block.ts: its default export must be defineSiteBlock({ type: "price-list", … })');
  });

  it("is found by its type once registered", () => {
    registerSiteBlocks([
      { file: "blocks/price-list/block.ts", folder: "price-list", definition: { type: "price-list", label: "Prices", component, interactive: false } },
    ]);
    expect(siteBlockDefinition("price-list")?.label).toBe("Prices");
    registerSiteBlocks([]);
    expect(siteBlockDefinition("price-list")).toBeUndefined();
  });
});
