/**
 * The kernel's generic parts serve any site (sites/starter/ is a plumber), so no word of theirs
 * may say the business is a mortgage broker: a visitor to another site would read it. Their words
 * for a broker's site live in that site (site.json, its pages). This test reads the words a visitor
 * can meet in those files, the strings and the text of their markup, and fails on a broker's.
 *
 * Site-neutral: every file under src/blocks/, src/chrome/ and src/ui/, a new one included, except
 * the broker's own parts below, which only a broker's site uses; and the staff tools, src/admin/ and
 * src/editor/client/, whose examples and notes a plumber's staff read as much as a broker's. Comments and names in code are left
 * alone: they explain the code (often with the main site as the example) and a visitor never sees them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const NEUTRAL_FOLDERS = ["src/blocks", "src/chrome", "src/ui", "src/admin", "src/editor/client"];

/** The broker's own parts, each with why it may speak of lending. */
const BROKERS_OWN: Record<string, string> = {
  "src/blocks/borrowing-power-calculator/": "a calculator of Australian lending rules",
  "src/blocks/deposit-lmi-calculator/": "a calculator of Australian lending rules",
  "src/blocks/equity-calculator/": "a calculator of Australian lending rules",
  "src/blocks/nsw-transfer-duty-calculator/": "a calculator of NSW duty",
  "src/blocks/repayments-calculator/": "a calculator of loan repayments",
  "src/blocks/broker-profile/": "the broker's profile, refused on a site without a broker",
  "src/blocks/booking-widget/": "a call with the broker and their association membership, each refused on a site without one",
  "src/blocks/equity-example/": "the suburb reports, a property buyer's figures",
  "src/ui/BrokerCard.tsx": "the broker's card, shown only on a site that names a broker",
};

/** The places the main site's suburb reports name (each report and its related suburbs): an example naming one is the broker's. */
const SUBURBS_DIR = path.join(root, "sites/westline/pages.config/suburbs");
const MAIN_SITES_PLACES = readdirSync(SUBURBS_DIR)
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => {
    const report = JSON.parse(readFileSync(path.join(SUBURBS_DIR, name), "utf8")) as { name: string; related?: { name: string }[] };
    return [report.name, ...(report.related ?? []).map((card) => card.name)];
  });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words that say the business lends or brokers loans, or where it is; each matched as a whole word, ignoring case. */
const BROKER_WORDS = [
  /\bbrok(?:er|ers|ing)\b/i,
  /\bmortgages?\b/i,
  /\blend(?:er|ers|ing)\b/i,
  /\bloans?\b/i,
  /\bborrow(?:er|ers|ing)?\b/i,
  /\brefinanc\w*/i,
  /\bstrategy call\b/i,
  /\b\d+-minute\b/i,
  /\bcredit licen[cs]e\b/i,
  /\b(?:stamp|transfer) duty\b/i,
  /\bfirst home\b/i,
  /\b(?:NSW|New South Wales|Sydney|Parramatta|Australian?)\b/i,
  /\b(?:LMI|AFCA|ASIC)\b/,
  new RegExp(`\\b(?:${[...new Set(MAIN_SITES_PLACES)].map(escaped).join("|")})\\b`, "i"),
];

/** Source files (not tests) under a folder, relative to the project. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** A module's own name in an import or export (`"../../ui/BrokerCard.tsx"`) is code, not copy. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isExternalModuleReference(parent)
  );
}

/** The words of a file a visitor could meet: its string literals, template text and markup text, each with its line. */
function visibleWords(file: string, code: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    const isText =
      (ts.isStringLiteral(node) && !isModuleName(node)) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (isText) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each broker word in a file's visible words, as "file:line: word in «text»". */
function brokerWordsIn(file: string, code: string): string[] {
  return visibleWords(file, code).flatMap(({ line, text }) =>
    BROKER_WORDS.flatMap((word) => {
      const match = word.exec(text);
      return match ? [`${file}:${line}: "${match[0]}" in «${text.trim()}»`] : [];
    }),
  );
}

const isBrokersOwn = (file: string) => Object.keys(BROKERS_OWN).some((own) => (own.endsWith("/") ? file.startsWith(own) : file === own));

describe("the kernel's generic blocks, chrome and ui, and the staff tools", () => {
  it("say nothing a visitor to another site would read as a mortgage broker's", () => {
    const neutral = NEUTRAL_FOLDERS.flatMap(sourceFiles).filter((file) => !isBrokersOwn(file));
    // The walk found the generic parts (a form, the footer, a card), not an empty folder.
    expect(neutral).toEqual(
      expect.arrayContaining([
        "src/blocks/form/Form.tsx",
        "src/chrome/SiteFooter.tsx",
        "src/ui/Card.tsx",
        "src/admin/admin-app.tsx",
        "src/editor/client/App.tsx",
      ]),
    );
    const found = neutral.flatMap((file) => brokerWordsIn(file, readFileSync(path.join(root, file), "utf8")));
    expect(found, "write these words in the site (site.json, e.g. its asides, or a block's props in pages.config/), not the kernel").toEqual([]);
  });

  it("lists as the broker's own only parts that exist", () => {
    const files = NEUTRAL_FOLDERS.flatMap(sourceFiles);
    for (const own of Object.keys(BROKERS_OWN))
      expect(
        files.some((file) => file === own || file.startsWith(own)),
        own,
      ).toBe(true);
  });

  it("finds a broker's words in copy and markup, and not in comments, names or module paths", () => {
    const code = [
      'import { BrokerCard } from "../../ui/BrokerCard.tsx";',
      "// The broker's card, beside the form.",
      "const lead = site.broker ? `Talk to ${site.broker.name}, your broker` : 'Talk to us';",
      'export const x = <p title="Home loans">A free 15-minute call</p>;',
    ].join("\n");
    expect(brokerWordsIn("scratch.tsx", code)).toEqual([
      'scratch.tsx:3: "broker" in «, your broker»',
      'scratch.tsx:4: "loans" in «Home loans»',
      'scratch.tsx:4: "15-minute" in «A free 15-minute call»',
    ]);
  });
});
