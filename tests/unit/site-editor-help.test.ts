/**
 * A site's own help texts (editor-help.json in its folder, src/content/editor-help.ts): the broker's
 * editor is served the broker's words beside schemas left exactly as the kernel's, so every form
 * still finds its precompiled validator by the schema's hash (rewording the schemas themselves
 * made every such form fail to open: "No precompiled validator function was found"); a form lays
 * them over its uiSchema; and `npm run validate` points at an entry naming no form or field.
 * Expectations come from the raw files.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashForSchema, type RJSFSchema, type UiSchema } from "@rjsf/utils";
import { afterAll, describe, expect, it } from "vitest";
import { checkEditorHelp } from "../../src/content/editor-help.ts";
import { createEditorApp } from "../../src/editor/server/app.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";
import { withSiteHelp } from "../../src/editor/client/form/site-help.ts";
import { editorValidators } from "../../src/generated/editor-validators/index.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const HOST = "127.0.0.1:4273";
const readJson = (file: string) => JSON.parse(readFileSync(path.join(PROJECT, file), "utf8")) as Record<string, unknown>;
const brokerHelp = readJson("sites/westline/editor-help.json") as Record<string, Record<string, string>>;
const entries = Object.keys(brokerHelp).filter((key) => key !== "$comment");
/** The forms whose help texts the file rewords (its labels and section titles are entries of their own). */
const forms = entries.filter((key) => !key.startsWith("labels/") && key !== "sections/site");

interface Served {
  site: RJSFSchema;
  page: RJSFSchema;
  entries: Record<string, RJSFSchema>;
  blocks: Record<string, RJSFSchema>;
  facts: Record<string, RJSFSchema>;
  help: Record<string, Record<string, string>>;
}
async function served(site: string): Promise<Served> {
  const response = await createEditorApp({ root: path.join(PROJECT, site), allowedHosts: [HOST] }).request("/api/schemas", { headers: { host: HOST } });
  expect(response.status).toBe(200);
  return (await response.json()) as Served;
}
const formSchema = (schemas: Served, form: string): RJSFSchema | undefined => {
  const [kind, name = ""] = form.split("/");
  if (kind === "block") return schemas.blocks[name];
  if (kind === "fact") return schemas.facts[name];
  if (kind === "entry") return schemas.entries[name];
  return kind === "site" || kind === "page" ? schemas[kind] : undefined;
};

describe("the broker's help texts in the editor", () => {
  it("are served beside the kernel's schemas, which stay as the starter's editor gets them", async () => {
    const broker = await served("sites/westline");
    const starter = await served("sites/starter");
    expect(forms.length).toBeGreaterThan(0);
    for (const entry of entries) expect(broker.help[entry], entry).toEqual(brokerHelp[entry]);
    expect(starter.help).toEqual({});
    for (const form of forms) expect(formSchema(broker, form), form).toEqual(formSchema(starter, form));
  });

  // The withdrawn attempt failed exactly here: a reworded schema had no validator of its hash.
  it("leave every form they reword finding its precompiled validator", async () => {
    const broker = await served("sites/westline");
    // The page's own form is its fields without the blocks (PageEditor), each block a form of its own.
    for (const form of forms.filter((name) => name !== "page")) {
      const schema = formSchema(broker, form);
      expect(schema, form).toBeDefined();
      expect(editorValidators[form]?.hash, form).toBe(hashForSchema(schema as RJSFSchema));
    }
  });

  it("take the place of the kernel's words in the form's uiSchema, the schema untouched", async () => {
    const broker = await served("sites/westline");
    const site = broker.site as RJSFSchema & { properties: { broker: { properties: { name: { description: string } } } } };
    const before = JSON.stringify(site);
    const ui = withSiteHelp(uiSchemaFor(site as never), site, broker.help.site);
    const name = (ui.broker as UiSchema).name as UiSchema;
    expect(name["ui:help"]).toBe(brokerHelp.site?.["broker.name"]);
    expect(name["ui:help"]).not.toBe(site.properties.broker.properties.name.description);
    // A group's text is its description above its fields.
    expect((ui.broker as UiSchema)["ui:description"]).toBe(brokerHelp.site?.broker);
    // A list's items, through the list: each comparison card's title.
    const grid = broker.blocks["comparison-grid"] as RJSFSchema;
    const gridUi = withSiteHelp(uiSchemaFor(grid as never), grid, broker.help["block/comparison-grid"]);
    expect(((gridUi.items as UiSchema).items as UiSchema).title?.["ui:help"]).toBe(brokerHelp["block/comparison-grid"]?.["items.title"]);
    expect(gridUi["ui:description"]).toBe(brokerHelp["block/comparison-grid"]?.[""]);
    expect(JSON.stringify(site)).toBe(before);
  });
});

describe("npm run validate checks a site's help file", () => {
  const outside = mkdtempSync(path.join(tmpdir(), "pagekit-help-"));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it("finds nothing wrong with the broker's", () => {
    expect(checkEditorHelp(path.join(PROJECT, "sites/westline"), path.join(PROJECT, "schemas"))).toEqual([]);
  });

  it("points at each entry naming no form or field, once, saying what to write instead", () => {
    const site = path.join(outside, "site");
    cpSync(path.join(PROJECT, "sites/starter"), site, { recursive: true, filter: (source) => !source.includes(`${path.sep}build`) });
    const text = `{
  "block/heroo": { "title": "A heading." },
  "block/hero": {
    "hilights": "Badges.",
    "panel.figures.label.more": "Inside a label.",
    "heading[]": "Not a list.",
    "panel.nothing": "Nowhere."
  },
  "site": { "broker.name": 42, "broker.role": "Fine." },
  "labels/site": { "broker": "Fine.", "brokr": "Nowhere." },
  "sections/site": { "Business and contact": "Fine.", "Office hours": "Nowhere." }
}
`;
    writeFileSync(path.join(site, "editor-help.json"), text);
    // Where each bad entry's key starts, found in the raw text.
    const at = (needle: string) => {
      const offset = text.indexOf(needle);
      const before = text.slice(0, offset).split("\n");
      return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    };
    const problems = checkEditorHelp(site, path.join(PROJECT, "schemas"));
    const hero = readJson("schemas/blocks/hero.schema.json") as { properties: Record<string, unknown> };
    expect(Object.keys(hero.properties)).toContain("highlights");
    expect(problems.map(({ line, column }) => ({ line, column }))).toEqual([
      at('"block/heroo"'),
      at('"hilights"'),
      at('"panel.figures.label.more"'),
      at('"heading[]"'),
      at('"panel.nothing"'),
      at("42"),
      at('"brokr"'),
      at('"Office hours"'),
    ]);
    expect(problems.every((problem) => problem.file === "editor-help.json")).toBe(true);
    expect(problems[0]?.message).toContain('did you mean "block/hero"?');
    expect(problems[1]?.message).toContain('block/hero has no field "hilights" (did you mean "highlights"?)');
    expect(problems[2]?.message).toContain('"panel.figures.label" in block/hero is a single field, with none inside it');
    expect(problems[3]?.message).toContain("is not a list");
    expect(problems[5]?.message).toContain("words in quotes");
    expect(problems[6]?.message).toContain('site has no field "brokr" (did you mean "broker"?)');
    expect(problems[7]?.message).toContain('"Office hours" is not a section of site settings (did you mean "Office and hours"?)');

    // The same, one line each, from the command a developer runs.
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", "--site", site], { cwd: PROJECT, encoding: "utf8" });
    expect(run.status).not.toBe(0);
    const lines = (run.stdout + run.stderr).split("\n").filter((line) => line.includes("editor-help.json:"));
    expect(lines).toHaveLength(8);
    expect(lines[0]).toContain(`editor-help.json:${at('"block/heroo"').line}:${at('"block/heroo"').column}`);
  });
});
