/**
 * What an office editor sees in VS Code: its JSON language service (the same npm package VS Code
 * runs) reads the real schemas through each file's "$schema", as the editor does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLanguageService, TextDocument, type MarkupContent, type MarkedString } from "vscode-json-languageservice";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

function open(file: string, edit: (text: string) => string = (t) => t) {
  const text = edit(readFileSync(path.join(root, file), "utf8"));
  const document = TextDocument.create(pathToFileURL(path.join(root, file)).href, "json", 1, text);
  return { text, document, json: service.parseJSONDocument(document) };
}

/** Hover text as a person reads it: markdown's backslash escapes removed. */
const plain = (contents: MarkupContent | MarkedString | MarkedString[]): string =>
  (Array.isArray(contents) ? contents : [contents])
    .map((c) => (typeof c === "string" ? c : c.value))
    .join("\n")
    .replace(/\\([^\w\s])/g, "$1");

describe("VS Code's help for suburb reports", () => {
  it("says in a sentence what is wrong with a badly written price", async () => {
    const { text, document, json } = open("sites/westline/pages.config/suburbs/penrith.json", (t) =>
      t.replace(/"medianHousePrice": \d+/, '"medianHousePrice": "$780,000"'),
    );
    const diagnostics = await service.doValidation(document, json);
    const line = text.slice(0, text.indexOf('"medianHousePrice"')).split("\n").length;
    expect(diagnostics.map((d) => [d.range.start.line + 1, d.message])).toEqual([
      [line, "must be the median house price in whole dollars, e.g. 880000 for $880K: no $ sign, commas or quotes"],
    ]);
  });

  it("shows a snapshot field's own description on hover", async () => {
    const { text, document, json } = open("sites/westline/pages.config/suburbs/penrith.json");
    const hover = await service.doHover(document, document.positionAt(text.indexOf('"grossYieldHouses"') + 3), json);
    expect(hover && plain(hover.contents)).toContain("Gross rental yield for houses in percent, e.g. 3.8.");
  });

  it("offers the icon names when completing an icon", async () => {
    const { text, document, json } = open("sites/westline/pages.config/suburbs/penrith.json");
    const iconValue = text.indexOf('"icon": "') + '"icon": "'.length;
    const completion = await service.doComplete(document, document.positionAt(iconValue), json);
    const icons = JSON.parse(readFileSync(path.join(root, "schemas/common/icon.schema.json"), "utf8")).enum as string[];
    expect(completion?.items.map((item) => item.label.replace(/"/g, "")).sort()).toEqual(expect.arrayContaining(icons));
  });

  it("offers examples when completing a figure", async () => {
    const { text, document, json } = open("sites/westline/pages.config/suburbs/penrith.json", (t) =>
      t.replace(/"medianHousePrice": \d+/, '"medianHousePrice": '),
    );
    const completion = await service.doComplete(document, document.positionAt(text.indexOf('"medianHousePrice": ') + '"medianHousePrice": '.length), json);
    expect(completion?.items.map((item) => item.label)).toEqual(expect.arrayContaining(["880000"]));
  });
});
