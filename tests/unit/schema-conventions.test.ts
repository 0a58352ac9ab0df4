import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleGeneratedFiles } from "../../src/content/generate-code.ts";
import { SchemaConventionError, formatSchemaProblem, schemaConventionProblems, sentenceProblem } from "../../src/content/schema-conventions.ts";

const root = path.resolve(import.meta.dirname, "../..");
const scratches: string[] = [];
afterEach(() => scratches.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of schemas/ (and the block folders gen reads) with one extra block schema written as given. */
function withBlockSchema(name: string, text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "schema-conventions-"));
  scratches.push(dir);
  cpSync(path.join(root, "schemas"), path.join(dir, "schemas"), { recursive: true });
  cpSync(path.join(root, "src/blocks"), path.join(dir, "src/blocks"), { recursive: true });
  writeFileSync(path.join(dir, "schemas/blocks", name), text);
  return dir;
}

// Written out by hand so the line:column figures below can be checked by eye.
const BAD_BANNER = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "HeroBlock",
  "description": "A banner across the page.",
  "type": "object",
  "additionalProperties": false,
  "required": ["type"],
  "properties": {
    "type": { "description": "Names the block.", "const": "baner" },
    "heading": { "type": "string" },
    "text": { "description": "The words. They sit under the heading.", "type": "string" },
    "note": { "description": "a note without a full stop", "type": "string" },
    "badge": {
      "description": "A small badge.",
      "type": "object",
      "properties": { "label": { "description": "What the badge says.", "type": "string" } }
    }
  }
}
`;

describe("schema conventions", () => {
  it("are kept by every schema in schemas/", () => {
    expect(schemaConventionProblems(root).map(formatSchemaProblem)).toEqual([]);
  });

  it("report each broken one with file:line:col and a JSON pointer", () => {
    const dir = withBlockSchema("banner.schema.json", BAD_BANNER);
    expect(schemaConventionProblems(dir).map(formatSchemaProblem)).toEqual([
      'schemas/blocks/banner.schema.json:10:5  /properties/heading  property "heading" has no description: add one sentence saying what it is for',
      'schemas/blocks/banner.schema.json:11:15  /properties/text/description  property "text" description should be one sentence; move the rest to the schema\'s $comment or the docs',
      'schemas/blocks/banner.schema.json:12:15  /properties/note/description  property "note" description should start a sentence with a capital letter',
      'schemas/blocks/banner.schema.json:13:5  /properties/badge  object does not set "additionalProperties": add "additionalProperties": false, or a schema for the extra keys it takes',
      'schemas/blocks/banner.schema.json:9:5  /properties/type  the block\'s "type" const is "baner", but it must equal the file stem "banner"',
      // Files are read in name order, so the second holder of a title is the one reported.
      'schemas/blocks/hero.schema.json:3:3  /title  title "HeroBlock" is already used by schemas/blocks/banner.schema.json#; each schema title names one generated type, so pick another',
    ]);
  });

  it("report an editor hint the editor could not follow, at its line", () => {
    const hinted = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "BannerBlock",
  "description": "A banner across the page.",
  "type": "object",
  "additionalProperties": false,
  "required": ["type"],
  "editor": { "order": ["text", "heading"] },
  "properties": {
    "type": { "description": "Names the block.", "const": "banner" },
    "text": { "description": "The words.", "type": "string", "editor": { "widget": "text-area", "lable": "Words" } }
  }
}
`;
    expect(schemaConventionProblems(withBlockSchema("banner.schema.json", hinted)).map(formatSchemaProblem)).toEqual([
      'schemas/blocks/banner.schema.json:8:33  /editor/order/1  the editor hint\'s order names "heading", which is not a field here: use one of "type", "text"',
      'schemas/blocks/banner.schema.json:11:97  /properties/text/editor/lable  the editor hint has no "lable": it takes "label", "widget", "collection", "itemLabel", "order", "sections"',
      'schemas/blocks/banner.schema.json:11:74  /properties/text/editor/widget  the editor has no widget "text-area": use one of "textarea", "line", "icon-picker", "hidden", "related-entry"',
    ]);
  });

  it("report a form's section naming a field the form lacks, or one another section holds, at its line", () => {
    const sectioned = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "BannerBlock",
  "description": "A banner across the page.",
  "type": "object",
  "additionalProperties": false,
  "required": ["type"],
  "editor": { "sections": [
    { "title": "Words", "description": "What it says.", "fields": ["text", "headline"] },
    { "title": "Again", "description": "The same words.", "fields": ["text"] }
  ] },
  "properties": {
    "type": { "description": "Names the block.", "const": "banner" },
    "text": { "description": "The words.", "type": "string" }
  }
}
`;
    expect(schemaConventionProblems(withBlockSchema("banner.schema.json", sectioned)).map(formatSchemaProblem)).toEqual([
      'schemas/blocks/banner.schema.json:9:76  /editor/sections/0/fields/1  the section "Words" names "headline", which is not a field here: use one of "type", "text"',
      'schemas/blocks/banner.schema.json:10:70  /editor/sections/1/fields/0  "text" is already in the section "Words": a field belongs to one section',
    ]);
  });

  it("accept a property described by the schema its $ref points to", () => {
    const described = BAD_BANNER.replace('"title": "HeroBlock"', '"title": "BannerBlock"')
      .replace('"const": "baner"', '"const": "banner"')
      .replace('"heading": { "type": "string" }', '"heading": { "$ref": "../common/anchor-id.schema.json" }');
    const problems = schemaConventionProblems(withBlockSchema("banner.schema.json", described)).map((p) => p.pointer);
    expect(problems).not.toContain("/properties/heading");
  });

  it("report help text that names a file, which staff read under the field", () => {
    const named = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "title": "BannerBlock",
  "description": "A banner across the page, all from site.json.",
  "type": "object",
  "additionalProperties": false,
  "required": ["type"],
  "properties": {
    "type": { "description": "Names the block.", "const": "banner" },
    "rate": { "description": "The rate, as pages.config/facts/example-rate.json says.", "type": "number" },
    "slug": { "description": "The file name without .json.", "type": "string" }
  }
}
`;
    const problems = schemaConventionProblems(withBlockSchema("banner.schema.json", named));
    expect(problems.map((p) => `${p.file}:${p.line} ${p.pointer}`)).toEqual([
      "schemas/blocks/banner.schema.json:4 /description",
      "schemas/blocks/banner.schema.json:10 /properties/rate/description",
      "schemas/blocks/banner.schema.json:11 /properties/slug/description",
    ]);
    expect(problems[1]?.message).toContain('names a file ("pages.config/facts/example-rate.json")');
  });

  it("stop npm run gen before it writes anything", async () => {
    const dir = withBlockSchema("banner.schema.json", BAD_BANNER);
    await expect(staleGeneratedFiles(dir)).rejects.toThrow(SchemaConventionError);
  });

  it.each([
    ["The cards.", undefined],
    ["How many, e.g. 3 or 4.", undefined],
    ['Names the form to the server; always "contact".', undefined],
    ["", "has an empty description: say in one sentence what it is for"],
    ["The cards. Leave this out to list all.", "description should be one sentence; move the rest to the schema's $comment or the docs"],
    ["The cards", 'description should be one sentence ending with "."'],
  ])("one sentence: %j", (text, problem) => {
    expect(sentenceProblem(text)).toBe(problem);
  });
});
