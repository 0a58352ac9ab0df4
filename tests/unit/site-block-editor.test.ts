/**
 * The editor offers a site's own block types (its blocks/ folder) as it offers the kernel's: the
 * clinic's (tests/fixtures/third-site/), through the editor's API, with the block's own schema as its
 * form (each description the field's help), site.json's editorBlocks choosing what is offered, and
 * the validator the editor page built for the site bundles for that form. Expectations come from the
 * raw schema files.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashForSchema, type RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { afterAll, describe, expect, it } from "vitest";
import { createEditorApp } from "../../src/editor/server/app.ts";
import type { EditorOffer } from "../../src/editor/api-types.ts";
import { SITE_EDITOR_VALIDATORS_MODULE, siteEditorValidators } from "../../scripts/lib/site-blocks-plugin.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(PROJECT, "tests/fixtures/third-site");
const OWN_TYPES = readdirSync(path.join(FIXTURE, "blocks")).sort();
const OWN_TYPE = OWN_TYPES[0] ?? "";
const SCHEMA_FILE = `blocks/${OWN_TYPE}/${OWN_TYPE}.schema.json`;
const HOST = "127.0.0.1:4821";
type Schema = { description?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[]; $ref?: string };
const raw = JSON.parse(readFileSync(path.join(FIXTURE, SCHEMA_FILE), "utf8")) as Schema;
const scratch = mkdtempSync(path.join(tmpdir(), "site-block-editor-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** The clinic in a folder of its own, after `change`. */
function clinicWith(change: (root: string) => void): string {
  const root = path.join(scratch, `clinic-${copies++}`);
  cpSync(FIXTURE, root, { recursive: true });
  change(root);
  return root;
}
const withEditorBlocks = (types: string[]) => (root: string) => {
  const file = path.join(root, "pages.config/site.json");
  writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, "utf8")) as object), editorBlocks: types }, null, 2));
};

async function schemasOf(root: string): Promise<{ blocks: Record<string, Schema>; offer: EditorOffer }> {
  const response = await createEditorApp({ root, allowedHosts: [HOST] }).request("/api/schemas", { headers: { host: HOST } });
  expect(response.status).toBe(200);
  return (await response.json()) as { blocks: Record<string, Schema>; offer: EditorOffer };
}

/** Each description in a schema by its place, references left as they are. */
function descriptions(schema: Schema, at = ""): Record<string, string> {
  const found: Record<string, string> = schema.description ? { [at || "/"]: schema.description } : {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) Object.assign(found, descriptions(property, `${at}/${name}`));
  if (schema.items) Object.assign(found, descriptions(schema.items, `${at}/items`));
  return found;
}

describe("the editor of a site with a block type of its own", () => {
  it("sends the block's schema for its form, every description of the file its help, its references resolved", async () => {
    const { blocks, offer } = await schemasOf(FIXTURE);
    const form = blocks[OWN_TYPE];
    expect(form).toBeDefined();
    expect(descriptions(form!)).toEqual(expect.objectContaining(descriptions(raw)));
    // A field written as a reference to the kernel's common schemas arrives as that schema, its help with it.
    const referenced = Object.entries(raw.properties ?? {}).find(([, property]) => property.$ref);
    expect(referenced).toBeDefined();
    const [name, { $ref }] = referenced!;
    const common = JSON.parse(readFileSync(path.join(PROJECT, "schemas/blocks", $ref!), "utf8")) as Schema;
    expect(form!.properties?.[name]?.description).toBe(common.description);
    expect(form!.properties?.[name]?.$ref).toBeUndefined();
    // site.json lists no editorBlocks: the kernel's blocks and the site's own are all offered.
    expect(offer.blocks).toContain(OWN_TYPE);
    expect(offer.blocks).toContain("hero");
  });

  it("offers it where site.json's editorBlocks lists it, and not where the list leaves it out", async () => {
    expect((await schemasOf(clinicWith(withEditorBlocks([OWN_TYPE, "hero"])))).offer.blocks).toEqual([OWN_TYPE, "hero"]);
    const without = await schemasOf(clinicWith(withEditorBlocks(["hero"])));
    expect(without.offer.blocks).toEqual(["hero"]);
    // Still the site's own, so a page already holding one shows it as such.
    expect([...without.offer.ownBlocks].sort()).toEqual(OWN_TYPES);
  });

  it("draws no form from a block schema the pipeline refuses, and still names the block as the site's", async () => {
    const root = clinicWith((dir) =>
      writeFileSync(path.join(dir, SCHEMA_FILE), readFileSync(path.join(FIXTURE, SCHEMA_FILE), "utf8").replace('"heading"', "heading")),
    );
    const { blocks, offer } = await schemasOf(root);
    expect(blocks[OWN_TYPE]).toBeUndefined();
    expect(offer.blocks).not.toContain(OWN_TYPE);
    expect([...offer.ownBlocks].sort()).toEqual(OWN_TYPES);
  });
});

describe("the validator the editor page built for the site bundles for the block's form", () => {
  const plugin = siteEditorValidators(FIXTURE);
  const load = (id: string) => (plugin.load as (id: string) => Promise<string | undefined>)(`\0${id}`);

  it("is registered under the hash of the schema the server sends, so the form opens rather than calling itself out of date", async () => {
    const { blocks } = await schemasOf(FIXTURE);
    const registration = await load(SITE_EDITOR_VALIDATORS_MODULE);
    expect(registration).toContain(`${JSON.stringify(`block/${OWN_TYPE}`)}: { hash: ${JSON.stringify(hashForSchema(blocks[OWN_TYPE] as RJSFSchema))}`);
  });

  it("checks a block as its schema says, compiled ahead of time", async () => {
    const schema = (await schemasOf(FIXTURE)).blocks[OWN_TYPE] as RJSFSchema;
    const file = path.join(scratch, `${OWN_TYPE}.validator.mjs`);
    writeFileSync(file, (await load(`${SITE_EDITOR_VALIDATORS_MODULE}/${OWN_TYPE}`)) ?? "");
    const functions = ((await import(file)) as { default: ValidatorFunctions }).default;
    const validator = createPrecompiledValidator(functions, schema);
    // The block as its schema's required fields have it, each given a value of its kind; then one left out.
    const required = raw.required ?? [];
    expect(required.length).toBeGreaterThan(1);
    const missing = required.find((field) => field !== "type")!;
    expect(validator.isValid(schema, { type: OWN_TYPE }, schema)).toBe(false);
    // The clinic's own page's block of that type, as the site has it, is valid.
    const pages = readdirSync(path.join(FIXTURE, "pages.config/pages"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));
    const used = pages.flatMap(
      (file) => (JSON.parse(readFileSync(path.join(FIXTURE, "pages.config/pages", file), "utf8")) as { blocks: { type: string }[] }).blocks,
    );
    const block = used.find((candidate) => candidate.type === OWN_TYPE);
    expect(block).toBeDefined();
    expect(validator.isValid(schema, block, schema)).toBe(true);
    const errors = validator.validateFormData({ type: OWN_TYPE }, schema).errors.map((error) => error.params as { missingProperty?: string });
    expect(errors.map((params) => params.missingProperty)).toContain(missing);
  });
});
