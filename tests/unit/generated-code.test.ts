import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleGeneratedFiles } from "../../src/content/generate-code.ts";
import { blockTypes } from "../../src/content/schema-files.ts";
import { BlockFolderMismatch } from "../../src/content/generate-code.ts";
import { blockDefinitions } from "../../src/generated/block-registry.ts";

const root = path.resolve(import.meta.dirname, "../..");

// Each test's copy goes when it ends, passed or failed: they were left behind, seven a run.
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "westline-gen-"));
  copies.push(dir);
  cpSync(path.join(root, "schemas"), path.join(dir, "schemas"), { recursive: true });
  cpSync(path.join(root, "src/generated"), path.join(dir, "src/generated"), { recursive: true });
  cpSync(path.join(root, "src/blocks"), path.join(dir, "src/blocks"), { recursive: true });
  cpSync(path.join(root, "src/forms"), path.join(dir, "src/forms"), { recursive: true });
  return dir;
}

describe("generated code", () => {
  // npm run gen:check's check, and npm test's: the files listed are stale.
  it("is up to date with the schemas as committed", async () => {
    expect(await staleGeneratedFiles(root), "stale: run `npm run gen` and commit the result").toEqual([]);
  });

  it("reports a file in src/generated that nothing generates any more, such as a form's that moved to a site", async () => {
    const dir = scratchCopy();
    writeFileSync(path.join(dir, "src/generated/form-validators/moved-away.form.ts"), 'export { default } from "./moved-away.js";\n');
    expect(await staleGeneratedFiles(dir)).toEqual(["src/generated/form-validators/moved-away.form.ts"]);
  });

  it("is reported stale when a schema description changes", async () => {
    const dir = scratchCopy();
    const file = path.join(dir, "schemas/blocks/hero.schema.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("The opening banner of a page", "The top banner"));
    // The precompiled checks (the pipeline's and the editor's) serve only the exact schemas they were made from, descriptions included.
    expect(await staleGeneratedFiles(dir)).toEqual([
      "src/generated/content-types.ts",
      "src/generated/content-validators.cjs",
      "src/generated/editor-validators/block-hero.js",
      "src/generated/editor-validators/index.ts",
    ]);
  });

  function addBannerSchema(dir: string) {
    const schema = JSON.parse(readFileSync(path.join(dir, "schemas/blocks/cta.schema.json"), "utf8"));
    schema.title = "BannerBlock";
    schema.properties.type.const = "banner";
    writeFileSync(path.join(dir, "schemas/blocks/banner.schema.json"), JSON.stringify(schema));
  }

  it("is reported stale when a block type is added as a schema and a folder", async () => {
    const dir = scratchCopy();
    addBannerSchema(dir);
    mkdirSync(path.join(dir, "src/blocks/banner"));
    writeFileSync(path.join(dir, "src/blocks/banner/block.ts"), 'export default { type: "banner" };\n');
    expect(await staleGeneratedFiles(dir)).toEqual([
      "schemas/block.schema.json",
      "src/generated/content-types.ts",
      "src/generated/block-registry.ts",
      "src/generated/content-validators.cjs",
      "src/generated/editor-validators/block-banner.js",
      "src/generated/editor-validators/block-banner.d.ts",
      "src/generated/editor-validators/index.ts",
    ]);
  });

  it("refuses a block schema without its folder, naming the file to add", async () => {
    const dir = scratchCopy();
    addBannerSchema(dir);
    await expect(staleGeneratedFiles(dir)).rejects.toThrow(
      new BlockFolderMismatch(
        'schemas/blocks/banner.schema.json has no definition: add src/blocks/banner/block.ts (see docs/development.md, "Adding a block type").',
      ),
    );
  });

  it("declares each type once: no numbered copies (Email1, FormName1) in the generated types", () => {
    const source = readFileSync(path.join(root, "src/generated/content-types.ts"), "utf8");
    const names = new Set([...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]!));
    expect([...names].filter((name) => /\D\d+$/.test(name) && names.has(name.replace(/\d+$/, "")))).toEqual([]);
  });

  it("refuses two schemas that would be declared under one type name", async () => {
    const dir = scratchCopy();
    // The same titled object field in two forms: the convention lint allows titles on form fields
    // (they are labels), so only the generator can notice the clash.
    for (const form of ["contact", "enquiry"]) {
      const file = path.join(dir, `schemas/forms/${form}.schema.json`);
      const schema = JSON.parse(readFileSync(file, "utf8"));
      schema.properties.address = {
        title: "Address",
        description: "Where the visitor lives.",
        type: "object",
        additionalProperties: false,
        properties: { [form]: { type: "string", description: "A line of it." } },
      };
      writeFileSync(file, JSON.stringify(schema));
    }
    await expect(staleGeneratedFiles(dir)).rejects.toThrow("two schemas generate the same type name (Address1)");
  });

  it("refuses a block folder without its schema", async () => {
    const dir = scratchCopy();
    cpSync(path.join(dir, "src/blocks/cta"), path.join(dir, "src/blocks/banner"), { recursive: true });
    await expect(staleGeneratedFiles(dir)).rejects.toThrow(
      "src/blocks/banner/ has no schema: add schemas/blocks/banner.schema.json, or rename the folder to its block type.",
    );
  });

  function addNewsletterForm(dir: string) {
    const schema = JSON.parse(readFileSync(path.join(dir, "schemas/forms/enquiry.schema.json"), "utf8"));
    schema.$id = "newsletterForm";
    schema.title = "NewsletterSubmission";
    schema.properties["form-name"].const = "newsletter";
    writeFileSync(path.join(dir, "schemas/forms/newsletter.schema.json"), JSON.stringify(schema));
  }

  it("lists a new form everywhere from its schema and its component alone", async () => {
    const dir = scratchCopy();
    addNewsletterForm(dir);
    mkdirSync(path.join(dir, "src/forms/newsletter"));
    writeFileSync(path.join(dir, "src/forms/newsletter/NewsletterForm.tsx"), "export default function NewsletterForm() { return null; }\n");
    const stale = await staleGeneratedFiles(dir);
    for (const file of [
      "schemas/common/form-name.schema.json",
      "src/generated/forms.ts",
      "src/generated/form-components.ts",
      "src/generated/form-validators/index.ts",
      "src/generated/form-validators/newsletter.js",
    ])
      expect(stale).toContain(file);
  });

  it("refuses a form schema without its component, naming the file to add", async () => {
    const dir = scratchCopy();
    addNewsletterForm(dir);
    await expect(staleGeneratedFiles(dir)).rejects.toThrow(
      "schemas/forms/newsletter.schema.json has no component: add src/forms/newsletter/NewsletterForm.tsx (default export).",
    );
  });

  // That its output does not depend on where node_modules lives is shown by the scratch copy in
  // suburb-collection.test.ts, whose node_modules is a symlink: gen there rewrites no form validator.
  it("starts with the do-not-edit header", () => {
    expect(readFileSync(path.join(root, "src/generated/content-types.ts"), "utf8")).toMatch(/^\/\/ generated by `npm run gen`.*do not edit/);
  });
});

describe("block registry", () => {
  it("has exactly one definition for each block schema, and no other", () => {
    expect(Object.keys(blockDefinitions).sort()).toEqual(blockTypes().sort());
  });

  it("keeps each block's definition, component and test in src/blocks/<type>/", () => {
    const folders = readdirSync(path.join(root, "src/blocks"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(blockTypes().sort());
    for (const [type, definition] of Object.entries(blockDefinitions)) {
      expect(definition.type).toBe(type);
      const pascal = type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
      expect(readdirSync(path.join(root, "src/blocks", type)).sort()).toEqual(expect.arrayContaining(["block.ts", `${pascal}.tsx`, `${pascal}.test.tsx`]));
    }
  });
});
