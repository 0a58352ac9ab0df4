/**
 * A site's collections are declared in its folder (collections/<name>/collection.json and the
 * template it names), and the kernel routes, renders and checks the entries from that alone: the
 * broker's suburb reports are one. Each test edits the declaration or template of a copy of the
 * broker's site and looks at what loadSite makes of it, with expectations from the raw files.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import type { SuburbGridBlock } from "../../sites/westline/blocks/suburb-grid/suburb-grid.props.ts";
import { rawSuburbs } from "../raw-content.ts";
import { collectionSchemas } from "../../src/content/collection-schemas.ts";
import { collectionTypesFile, collectionTypesSource } from "../../scripts/lib/site-block-types.ts";
import { copySiteParts } from "../../src/content/site-folder.ts";

/** The suburb grids among a page's blocks (the broker's own block type, sites/westline/blocks/suburb-grid/). */
const suburbGrids = (blocks: readonly { type: string }[]) => blocks.filter((b): b is SuburbGridBlock => b.type === "suburb-grid");

const project = path.resolve(import.meta.dirname, "../../sites/westline");
const DECLARATION = "collections/suburbs/collection.json";
const scratches: string[] = [];
afterEach(() => scratches.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the broker's site: its content, public files, collections and own forms, which its pages show. */
function siteCopy(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "westline-collections-"));
  scratches.push(root);
  copySiteParts(project, root);
  return root;
}

const declared = () => JSON.parse(readFileSync(path.join(project, DECLARATION), "utf8")) as Record<string, unknown>;
const declare = (root: string, text: string) => writeFileSync(path.join(root, DECLARATION), text);

describe("a collection declared in the site's folder", () => {
  it("puts every entry's page at the route it declares, and links from the listing and related cards follow", () => {
    const root = siteCopy();
    declare(root, JSON.stringify({ ...declared(), route: "/areas/{slug}" }, null, 2));
    const loaded = loadSite(root);
    // Pages written by hand that link to a report's old address are told so; nothing else is wrong.
    for (const line of loaded.problems.map(formatProblem)) expect(line).toMatch(/link to "\/resources\/suburb-reports\/[a-z-]+\/?(#[a-z-]+)?" goes to no page/);
    const paths = loaded.pages.map(({ doc }) => doc.path);
    for (const { slug } of rawSuburbs()) {
      expect(paths).toContain(`/areas/${slug}`);
      expect(paths).not.toContain(`/resources/suburb-reports/${slug}`);
    }
    // The index page's grid lists every report at its new address.
    const grids = loaded.pages.flatMap(({ doc }) => suburbGrids(doc.blocks));
    const cardLinks = grids.flatMap((grid) => (grid.suburbs ?? []).map((card) => card.to)).filter((to) => !to.includes("#"));
    expect(cardLinks.length).toBeGreaterThan(0);
    for (const to of cardLinks) expect(to).toMatch(/^\/areas\/[a-z-]+\/$/);
  });

  it("a mistake in the declaration is one problem at its line and column, not one for every entry", () => {
    const root = siteCopy();
    const text = JSON.stringify({ ...declared(), route: "/resources/suburb-reports" }, null, 2);
    declare(root, text);
    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes('"route"')) + 1;
    const problems = loadSite(root).problems.map(formatProblem);
    const here = problems.filter((p) => p.startsWith(`${DECLARATION}:`));
    expect(here).toHaveLength(1);
    expect(here[0]).toMatch(new RegExp(`^${DECLARATION}:${line}:\\d+\\s+route\\s+.*must be an address .*/\\{slug\\}`));
    // No report file is reported as unread because of it.
    expect(problems.filter((p) => p.startsWith("pages.config/suburbs/"))).toEqual([]);
  });

  it("a template that is not there is named at the declaration's template field", () => {
    const root = siteCopy();
    rmSync(path.join(root, "collections/suburbs", String(declared().template)));
    const problems = loadSite(root).problems.map(formatProblem);
    expect(problems.filter((p) => p.startsWith(`${DECLARATION}:`))).toEqual([
      expect.stringMatching(new RegExp(`template\\s+names ${String(declared().template).replace(".", "\\.")}, which is not in collections/suburbs/`)),
    ]);
  });

  it("its entries' schema is the file of its own folder that it names: one not there is named at the schema field, and its entries are not read", () => {
    const root = siteCopy();
    const schema = String(declared().schema);
    rmSync(path.join(root, "collections/suburbs", schema));
    const loaded = loadSite(root);
    const problems = loaded.problems.map(formatProblem);
    const line =
      readFileSync(path.join(root, DECLARATION), "utf8")
        .split("\n")
        .findIndex((l) => l.includes('"schema"')) + 1;
    expect(problems.filter((p) => p.startsWith(`${DECLARATION}:`))).toEqual([
      expect.stringMatching(
        new RegExp(`^${DECLARATION}:${line}:\\d+\\s+schema\\s+names ${schema.replace(/\./g, "\\.")}, which is not in collections/suburbs/`),
      ),
    ]);
    expect(
      loaded.pages.map(({ doc }) => doc.path).filter((at) => at.startsWith("/resources/suburb-reports/") && at.length > "/resources/suburb-reports/".length),
    ).toEqual([]);
  });

  it("an entry is held to its collection's own schema: a field that schema does not have is one problem at the entry's line and column", () => {
    const root = siteCopy();
    const schemaFile = path.join(root, "collections/suburbs", String(declared().schema));
    const schema = JSON.parse(readFileSync(schemaFile, "utf8")) as { properties: Record<string, unknown>; additionalProperties?: boolean };
    const [slug] = rawSuburbs().map((suburb) => suburb.slug);
    const entry = `pages.config/suburbs/${slug}.json`;
    // A field the broker's schema does not know, then the same field once its own schema allows it.
    const text = readFileSync(path.join(root, entry), "utf8").replace(/^\{\n/, '{\n  "mood": "sunny",\n');
    writeFileSync(path.join(root, entry), text);
    expect(loadSite(root).problems.map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^${entry}:2:3\\s`))]);
    writeFileSync(
      schemaFile,
      JSON.stringify({ ...schema, properties: { ...schema.properties, mood: { description: "How the suburb feels.", type: "string" } } }, null, 2),
    );
    expect(loadSite(root).problems.map(formatProblem)).toEqual([]);
  });

  it("its entries' type, beside its schema, is what the build writes from that schema, headed do not edit", async () => {
    const [schema] = collectionSchemas(project, path.resolve(import.meta.dirname, "../../schemas"));
    expect(schema?.file).toBe(`collections/suburbs/${String(declared().schema)}`);
    const committed = readFileSync(path.join(project, collectionTypesFile(schema!)), "utf8");
    expect(committed).toBe(await collectionTypesSource(schema!));
    expect(committed.split("\n")[0]).toMatch(/^\/\/ generated by pagekit from .*, do not edit/);
  });

  it("a rule module it names that is not there is named at its place in the declaration's rules", () => {
    const root = siteCopy();
    const rules = (declared().rules as string[]) ?? [];
    const module = rules.find((name) => name.endsWith(".ts"));
    expect(module).toBeDefined();
    rmSync(path.join(root, "collections/suburbs", module!));
    const problems = loadSite(root).problems.map(formatProblem);
    expect(problems.filter((p) => p.startsWith(`${DECLARATION}:`))).toEqual([
      expect.stringMatching(new RegExp(`rules\\[${rules.indexOf(module!)}\\]\\s+names ${module!.replace(".", "\\.")}, which is not in collections/suburbs/`)),
    ]);
  });

  it("names no kernel rule set for one business: a rule set named in rules that is not a module beside it is one problem there", () => {
    const root = siteCopy();
    const rules = [...((declared().rules as string[]) ?? []), "suburb-reports"];
    declare(root, JSON.stringify({ ...declared(), rules }, null, 2));
    const problems = loadSite(root).problems.map(formatProblem);
    expect(problems.filter((p) => p.startsWith(`${DECLARATION}:`))).toEqual([
      expect.stringMatching(new RegExp(`rules\\[${rules.length - 1}\\]\\s+must name a module beside collection\\.json, such as "rules\\.ts"$`)),
    ]);
  });

  it("its own rule module decides which entries are sound: without it, a second report for one suburb is no longer refused", () => {
    const root = siteCopy();
    const [first] = rawSuburbs();
    const copy = { ...first!, slug: `${first!.slug}-copy` };
    writeFileSync(path.join(root, `pages.config/suburbs/${copy.slug}.json`), JSON.stringify(copy, null, 2));
    const withRules = loadSite(root).problems.map(formatProblem);
    expect(withRules.some((p) => p.startsWith(`pages.config/suburbs/${copy.slug}.json:`) && p.includes(`"${first!.name}" already has a report`))).toBe(true);
    declare(root, JSON.stringify({ ...declared(), rules: ((declared().rules as string[]) ?? []).filter((name) => !name.endsWith(".ts")) }, null, 2));
    const without = loadSite(root).problems.map(formatProblem);
    expect(without.some((p) => p.includes("already has a report"))).toBe(false);
  });

  it("a template that fails on an entry is one problem at that entry's file, and the other pages are still made", () => {
    const root = siteCopy();
    const [first, ...rest] = rawSuburbs();
    const template = path.join(root, "collections/suburbs", String(declared().template));
    const code = readFileSync(template, "utf8");
    // The page function throws for the first report only.
    const failing = code.replace(
      /function page\((\w+): SuburbReport, context: Context\): EntryPage \{/,
      (whole, entry: string) => `${whole}\n  if (${entry}.slug === ${JSON.stringify(first?.slug)}) throw new Error("no hero for this one");`,
    );
    expect(failing).not.toBe(code);
    writeFileSync(template, failing);
    const loaded = loadSite(root);
    expect(loaded.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^pages\\.config/suburbs/${first?.slug}\\.json:1:1 .*template of the suburb reports \\(collections/suburbs/template\\.ts\\) failed on this file: no hero for this one`,
        ),
      ),
    ]);
    const paths = loaded.pages.map(({ doc }) => doc.path);
    for (const { slug } of rest) expect(paths).toContain(`/resources/suburb-reports/${slug}`);
  });
});
