/**
 * The content checks `npm run gen` compiles ahead of time (src/generated/content-validators.cjs)
 * must say exactly what compiling the schemas as they are says, and must never be used once a
 * schema has changed since: then the pipeline compiles the schemas it finds.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imageFieldsIn } from "../../src/content/image-fields.ts";
import { contentSchemas, schemaCompiler, schemasKey } from "../../src/content/schema-compiler.ts";
import { precompiledChecks, schemaChecker, withSiteForms } from "../../src/content/schema-messages.ts";
import { listFiles } from "../../src/content/files.ts";

const root = path.resolve(import.meta.dirname, "../..");
const schemas = path.join(root, "schemas");
const precompiled = precompiledChecks() ?? { schemasKey: "(none: npm run gen writes them)", validators: {} };
const scratch = mkdtempSync(path.join(os.tmpdir(), "westline-precompiled-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Which schema each kind of content file is checked against, by its folder in pages.config/. */
function schemaFor(file: string): string | undefined {
  if (file === "site.json") return "site.schema.json";
  if (file.startsWith("pages/")) return "page.schema.json";
  // The suburb reports' schema is the broker's own (its collection's folder), not among what gen compiles.
  // So are the broker's own kinds of fact (its facts/ folder): only the kernel's schemas/facts/ are.
  const fact = `facts/${path.basename(file, ".json")}.schema.json`;
  if (file.startsWith("facts/")) return existsSync(path.join(schemas, fact)) ? fact : undefined;
  return undefined;
}

const files = listFiles(path.join(root, "sites/westline/pages.config"), (file) => file.endsWith(".json"))
  .map((file) => ({ file, schema: schemaFor(file), data: JSON.parse(readFileSync(path.join(root, "sites/westline/pages.config", file), "utf8")) as unknown }))
  .filter((entry): entry is { file: string; schema: string; data: unknown } => entry.schema !== undefined);

/**
 * Small mistakes all over a file: a value of the wrong kind or empty, a field taken away, one too
 * many; at most PER_FILE of them, spread evenly over the file.
 */
const PER_FILE = 40;
function variants(data: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (value: unknown, replace: (next: unknown) => unknown) => {
    for (const wrong of [12345, -1, "", "x", true, null, [], {}]) out.push(replace(wrong));
    if (typeof value === "string") out.push(replace(value.repeat(20)), replace(value.toUpperCase()));
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, (next) => replace(value.map((v, j) => (j === i ? next : v)))));
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      out.push(replace({ ...record, notAField: 1 }));
      for (const key of Object.keys(record)) {
        out.push(replace(Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))));
        walk(record[key], (next) => replace({ ...record, [key]: next }));
      }
    }
  };
  walk(data, (next) => next);
  const step = Math.max(1, Math.floor(out.length / PER_FILE));
  return out.filter((_, i) => i % step === 0);
}

/** What ajv reports and which image fields it noted, with a check made by compiling the schemas now. */
function reported(validate: (this: unknown, data: unknown) => boolean, errors: () => unknown, data: unknown) {
  const notes: Array<[string, number]> = [];
  const valid = validate.call({ noteImageField: (pointer: string, width: number) => notes.push([pointer, width]) }, data);
  return { valid, errors: valid ? [] : errors(), notes };
}

describe("the content checks compiled ahead of time", () => {
  it("were compiled from the schemas as they are now (else: npm run gen)", () => {
    expect(precompiled.schemasKey).toBe(schemasKey(contentSchemas(schemas)));
    const compiledNow = schemaCompiler(contentSchemas(schemas));
    expect(Object.keys(precompiled.validators).sort()).toEqual(
      Object.keys(compiledNow.schemas)
        .filter((key) => key.endsWith(".schema.json"))
        .sort(),
    );
  });

  it("report every mistake in every content file exactly as the schemas compiled now do", () => {
    const compiledNow = schemaCompiler(contentSchemas(schemas));
    let compared = 0;
    for (const { file, schema, data } of files) {
      const ahead = precompiled.validators[schema];
      const now = compiledNow.getSchema(schema);
      if (!ahead || !now) throw new Error(`${file}: no check for ${schema}`);
      for (const variant of [data, ...variants(data)]) {
        const expected = reported(now, () => now.errors, variant);
        expect(
          reported(ahead, () => ahead.errors, variant),
          `${file}: ${JSON.stringify(variant).slice(0, 200)}`,
        ).toEqual(expected);
        compared++;
      }
    }
    // Every file, and dozens of broken versions of each.
    expect(compared).toBeGreaterThan(files.length * 20);
  });

  it("are not used once a schema has changed: the change is what the content is checked against", () => {
    const dir = path.join(scratch, "schemas");
    cpSync(schemas, dir, { recursive: true });
    const faq = files.find(({ file }) => file === "pages/faq.json");
    const title = (faq?.data as { title?: string } | undefined)?.title ?? "";
    expect(title.length).toBeGreaterThan(2);
    // A page title now allowed one character fewer than the FAQ page's has.
    const page = JSON.parse(readFileSync(path.join(dir, "page.schema.json"), "utf8")) as { properties: { title: { maxLength: number } } };
    page.properties.title.maxLength = title.length - 1;
    writeFileSync(path.join(dir, "page.schema.json"), JSON.stringify(page, null, 2));

    expect(schemaChecker(schemas).errorsIn("page.schema.json", faq?.data)).toEqual([]);
    const errors = schemaChecker(dir).errorsIn("page.schema.json", faq?.data);
    expect(errors.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([["/title", "maxLength", { limit: title.length - 1 }]]);
  });

  it("note each image field they meet, with how wide it is shown, when the pipeline checks a file", () => {
    const site = files.find(({ file }) => file === "site.json")?.data as { broker: object };
    const withPhoto = { ...site, broker: { ...site.broker, photo: { src: "pages.config/images/broker.jpg", alt: "The broker" } } };
    const siteSchema = JSON.parse(readFileSync(path.join(schemas, "site.schema.json"), "utf8")) as {
      properties: { broker: { properties: { photo: { displayWidth: number } } } };
    };
    // The site lists its own forms (its forms/ folder) too, which the pipeline's checks take as it does (withSiteForms).
    const ownForms = readdirSync(path.join(root, "sites/westline/forms"))
      .filter((file) => file.endsWith(".schema.json"))
      .map((file) => file.replace(".schema.json", ""));
    expect(withSiteForms(schemaChecker(schemas), ownForms).errorsIn("site.schema.json", withPhoto)).toEqual([]);
    expect([...imageFieldsIn(withPhoto)]).toEqual([["/broker/photo", siteSchema.properties.broker.properties.photo.displayWidth]]);
  });
});
