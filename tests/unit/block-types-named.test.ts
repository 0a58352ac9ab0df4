/**
 * A block is a complete plug-in: everything about a block type is in its folder
 * (src/blocks/<type>/) and its schema, so no other code names a block type. The generated code
 * lists every block (src/generated/), and the page templates may build their pages of named blocks
 * (a site's collection templates, in the site's folder; a form's default thank-you page in
 * src/content/form-defaults.ts, a new page in src/admin/content/site-changes.ts); nothing else in src/ compares against, builds or
 * lists a block type by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const BLOCK_TYPES = readdirSync(path.join(root, "schemas/blocks"))
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => file.slice(0, -".schema.json".length));
/**
 * Page templates, which build pages of named blocks as an author's file would: the plain thank-you
 * page a form gets until the site writes one, and the back office's starting point for a new page.
 */
const SITE_TEMPLATES = new Set(["src/content/form-defaults.ts", "src/admin/content/site-changes.ts"]);

const LITERAL = String.raw`["'\x60]([a-z0-9-]+)["'\x60]`;
/** Where a literal is a block's type: compared with a `type`, given as one, or in a line about block types. */
const NAMING = [
  new RegExp(String.raw`\btype\s*[!=]==?\s*${LITERAL}`, "g"),
  new RegExp(String.raw`${LITERAL}\s*[!=]==?\s*[\w.?]*\btype\b`, "g"),
  new RegExp(String.raw`\btype:\s*${LITERAL}`, "g"),
];
const ABOUT_BLOCK_TYPES = /Block\["type"\]|\bBlockType\b|\bblock\.type\b/;

/** "file:line  type" for each block type a line of this file names outside the type's own folder. */
function blockTypesNamed(file: string, text: string, types: readonly string[]): string[] {
  const known = new Set(types);
  return text.split("\n").flatMap((line, index) => {
    const literals = new Set(NAMING.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[1] ?? "")));
    if (ABOUT_BLOCK_TYPES.test(line)) for (const match of line.matchAll(new RegExp(LITERAL, "g"))) literals.add(match[1] ?? "");
    // A CSS selector for a block's own class (".faq-answer"): its styles without a script are its no-script CSS.
    for (const type of types) if (line.includes(`.${type}-`) && new RegExp(String.raw`\.${type}-[a-z]`).test(line)) literals.add(type);
    return [...literals].filter((type) => known.has(type) && !file.startsWith(`src/blocks/${type}/`)).map((type) => `${file}:${index + 1}  ${type}`);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** "file:line  folder" for each import of this file that reaches into a block's folder other than its own. */
function blockFoldersImported(file: string, text: string, types: readonly string[]): string[] {
  const known = new Set(types);
  return text.split("\n").flatMap((line, index) => {
    const specifier = /^\s*(?:import|export)\b.*\bfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/.exec(line);
    const imported = specifier?.[1] ?? specifier?.[2] ?? specifier?.[3];
    if (!imported?.startsWith(".")) return [];
    const target = path.posix.join(path.posix.dirname(file), imported);
    const folder = /^src\/blocks\/([^/]+)\//.exec(target)?.[1];
    return folder && known.has(folder) && !file.startsWith(`src/blocks/${folder}/`) ? [`${file}:${index + 1}  ${folder}`] : [];
  });
}

describe("block types are named only in their own folders", () => {
  it("finds no block type named in src/ outside its folder, the generated code and the page templates", () => {
    const named = sourceFiles("src")
      .filter((file) => !file.startsWith("src/generated/") && !SITE_TEMPLATES.has(file))
      .flatMap((file) => blockTypesNamed(file, readFileSync(path.join(root, file), "utf8"), BLOCK_TYPES));
    // Each is a property the block should declare in its definition (src/blocks/define-block.ts), its checks.ts or its schema.
    expect(named).toEqual([]);
  });

  it("finds no code in src/ or scripts/ reaching into a block's folder, other than the generated registry", () => {
    // What a page or another block needs of a block is a property of its definition (src/blocks/define-block.ts), read through the registry.
    const imports = [...sourceFiles("src"), ...sourceFiles("scripts")]
      .filter((file) => !file.startsWith("src/generated/"))
      .flatMap((file) => blockFoldersImported(file, readFileSync(path.join(root, file), "utf8"), BLOCK_TYPES));
    expect(imports).toEqual([]);
  });

  it("tells an import into another block's folder from one into its own or elsewhere", () => {
    const lines = [
      'import { HERO_PICTURE_SIZES } from "../blocks/hero/hero-picture.ts";',
      'import { CollectionNotice } from "../form/CollectionNotice.tsx";',
      'import { Picture } from "../../ui/Picture.tsx";',
      'const Map = lazy(() => import("../hero/Map.tsx"));',
      'import { pageStructuredData } from "../blocks/structured-data.ts";',
    ];
    expect(blockFoldersImported("src/routes/page.tsx", lines[0]!, ["hero"])).toEqual(["src/routes/page.tsx:1  hero"]);
    expect(blockFoldersImported("src/blocks/booking-widget/BookingWidget.tsx", lines.join("\n"), ["hero", "form", "booking-widget"])).toEqual([
      "src/blocks/booking-widget/BookingWidget.tsx:2  form",
      "src/blocks/booking-widget/BookingWidget.tsx:4  hero",
    ]);
    expect(blockFoldersImported("src/blocks/hero/block.ts", 'import { HERO_PICTURE_SIZES } from "./hero-picture.ts";', ["hero"])).toEqual([]);
    expect(blockFoldersImported("src/routes/page.tsx", lines[4]!, ["hero"])).toEqual([]);
  });

  it("catches the ways code names a block type, and not words that happen to match one", () => {
    const types = ["prose", "table", "form", "booking-widget", "table-of-contents"];
    const lines = [
      'const ARTICLE_TEXT = new Set<Block["type"]>(["prose", "table"]);',
      '<BookingButtons floating={!page?.blocks.some((block) => block.type === "booking-widget")} />',
      'const index = blocks.findIndex((b) => "table-of-contents" === b.type);',
      'const made: Block = { type: "form", form: "contact" };',
      '<style>{`.prose-answer[data-state="closed"]{display:block}`}</style>',
      // Not block types: an element name, a section kind inside a block, a JSON Schema type.
      'const form = wrapper.current?.querySelector("form");',
      'case "table":',
      'if (schema.type === "object") return;',
    ];
    expect(blockTypesNamed("src/x.ts", lines.join("\n"), types)).toEqual([
      "src/x.ts:1  prose",
      "src/x.ts:1  table",
      "src/x.ts:2  booking-widget",
      "src/x.ts:3  table-of-contents",
      "src/x.ts:4  form",
      "src/x.ts:5  prose",
    ]);
    // Its own folder may name it.
    expect(blockTypesNamed("src/blocks/form/x.ts", lines[3]!, types)).toEqual([]);
  });
});
