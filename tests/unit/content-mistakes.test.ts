/**
 * Every mistake office staff can make while editing pages.config/, each as one edit to a copy of
 * the real content, with the exact lines `npm run validate` prints for it. Each row must stop
 * publishing (a problem means exit 1) and say where and what to do.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const project = path.resolve(import.meta.dirname, "../..");
const scratches: string[] = [];
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the real content (schemas come from the project), so each mistake is one edit away from the site as it is. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "westline-mistakes-"));
  scratches.push(root);
  for (const dir of ["pages.config", "public"]) cpSync(path.join(project, dir), path.join(root, dir), { recursive: true });
  return root;
}

type Edit = (root: string) => void;
const at = (root: string, file: string) => path.join(root, "pages.config", file);
/** Replaces the first occurrence of find in a file's text; fails loudly when the file changed and find is gone. */
const replace = (file: string, find: string, by: string): Edit => (root) => {
  const text = readFileSync(at(root, file), "utf8");
  if (!text.includes(find)) throw new Error(`${file} no longer holds ${JSON.stringify(find)}`);
  writeFileSync(at(root, file), text.replace(find, by));
};
const copy = (from: string, to: string): Edit => (root) => {
  mkdirSync(path.dirname(at(root, to)), { recursive: true });
  cpSync(at(root, from), at(root, to));
};
const P = "pages.config/suburbs/penrith.json";

const mistakes: Array<[string, Edit, string[]]> = [
  ["a file saved as Windows-1252", (root) => {
    const text = readFileSync(at(root, "suburbs/penrith.json"), "utf8").replace("Glenmore Park", "Glenmore Park's café strip");
    writeFileSync(at(root, "suburbs/penrith.json"), Buffer.from(text, "latin1"));
  }, [
    `${P}:5:35  (whole file)  line 5 has characters that are not UTF-8 ("…egion": "Outer Western Sydney � City of Penrith",…"), so letters such as é would show as � on the site: save the file as UTF-8 (in VS Code: "Reopen with Encoding" → "Western (Windows 1252)", then "Save with Encoding" → "UTF-8")`,
  ]],
  ["a byte-order mark at the start", (root) => writeFileSync(at(root, "suburbs/penrith.json"), "\uFEFF" + readFileSync(at(root, "suburbs/penrith.json"), "utf8")), [
    `${P}:1:1  (whole file)  the file starts with an invisible byte-order mark, which JSON does not allow: save it as "UTF-8" rather than "UTF-8 with BOM" (in VS Code: click "UTF-8 with BOM" in the status bar, choose "Save with Encoding", then "UTF-8")`,
  ]],
  ["the same field twice, both valid", replace("suburbs/penrith.json", '    "medianUnitPrice": 520000,', '    "medianUnitPrice": 520000,\n    "medianUnitPrice": 530000,'), [
    `${P}:10:5  snapshot.medianUnitPrice  "medianUnitPrice" is written twice in the same object, on line 9 and line 10; only the last one would count: delete one of them`,
  ]],
  ["the same field twice, the second wrong", replace("suburbs/penrith.json", '    "medianUnitPrice": 520000,', '    "medianUnitPrice": 520000,\n    "medianUnitPrice": "520K",'), [
    `${P}:10:5  snapshot.medianUnitPrice  "medianUnitPrice" is written twice in the same object, on line 9 and line 10; only the last one would count: delete one of them`,
    `${P}:10:24  snapshot.medianUnitPrice  must be the median unit price in whole dollars, e.g. 620000 for $620K: no $ sign, commas or quotes`,
  ]],
  ["a report saved with another extension", copy("suburbs/penrith.json", "suburbs/merrylands.json.txt"), [
    "pages.config/suburbs/merrylands.json.txt:1:1  (whole file)  only files ending in \".json\" are read, so this one is ignored: rename it to merrylands.json (in pages.config/suburbs/)",
  ]],
  ["a report with a capitalised extension", copy("suburbs/penrith.json", "suburbs/Merrylands.JSON"), [
    "pages.config/suburbs/Merrylands.JSON:1:1  (whole file)  only files ending in \".json\" are read, so this one is ignored: rename it to merrylands.json (in pages.config/suburbs/)",
  ]],
  ["a copy in a subfolder", copy("suburbs/penrith.json", "suburbs/old/penrith.json"), [
    "pages.config/suburbs/old/penrith.json:1:1  (whole file)  suburb reports in subfolders are not read: move it up into pages.config/suburbs/, or delete it if it is an old copy",
  ]],
  ["a file outside the pages and suburbs folders", copy("suburbs/penrith.json", "merrylands.json"), [
    "pages.config/merrylands.json:1:1  (whole file)  is not read: pages go in pages.config/pages/, suburb reports in pages.config/suburbs/ and facts in pages.config/facts/",
  ]],
  ["a folder named like a report", (root) => mkdirSync(at(root, "suburbs/merrylands.json")), [
    "pages.config/suburbs/merrylands.json:1:1  (whole file)  is a folder, not a file, so it is not read: delete it or move what is inside it out",
  ]],
  ["a link to a file that is not there", (root) => symlinkSync("/nowhere/merrylands.json", at(root, "suburbs/merrylands.json")), [
    "pages.config/suburbs/merrylands.json:1:1  (whole file)  is a link, which is not read: put the file itself here instead",
  ]],
  ["a named pipe instead of a file", (root) => execFileSync("mkfifo", [at(root, "suburbs/merrylands.json")]), [
    "pages.config/suburbs/merrylands.json:1:1  (whole file)  is not a regular file, so it is not read: delete it",
  ]],
  ["curly quotes around text", replace("suburbs/penrith.json", '"region": "Outer', '"region": “Outer'), [
    `${P}:5:13  (whole file)  this is not valid JSON: use straight double quotes (") instead of curly quotes (“): word processors and some editors change them as you type`,
  ]],
  ["curly quotes around a field name", replace("suburbs/penrith.json", '"region":', '“region”:'), [
    `${P}:5:3  (whole file)  this is not valid JSON: use straight double quotes (") instead of curly quotes (“): word processors and some editors change them as you type`,
  ]],
  ["single quotes", replace("suburbs/penrith.json", '"region":', "'region':"), [
    `${P}:5:3  (whole file)  this is not valid JSON: use straight double quotes (") around text and field names, not single quotes (')`,
  ]],
  ["a field name without quotes", replace("suburbs/penrith.json", '"region":', "region:"), [
    `${P}:5:3  (whole file)  this is not valid JSON: use straight double quotes around the field name: "region"`,
  ]],
  ["Enter pressed inside text", replace("suburbs/penrith.json", "median house and unit prices, weekly rents", "median house and unit prices,\nweekly rents"), [
    `${P}:6:71  (whole file)  this is not valid JSON: text cannot run over two lines: join this line and the next one (or add the closing quote if it is missing)`,
  ]],
  ["a number written with $ and commas", replace("suburbs/penrith.json", '"value": 520000', '"value": $520,000'), [
    `${P}:40:14  (whole file)  this is not valid JSON: write 520000 without $ or commas (numbers are plain digits)`,
  ]],
  ["a number written with thousands commas", replace("suburbs/penrith.json", '"value": 520000', '"value": 520,000'), [
    `${P}:40:14  (whole file)  this is not valid JSON: write 520000 without $ or commas (numbers are plain digits)`,
  ]],
  ["a number in quotes", replace("suburbs/penrith.json", '"value": 520000', '"value": "520000"'), [
    `${P}:40:14  equityExample.value  must be a whole number: remove the quotes (write 520000, not "520000")`,
  ]],
  ["a price in quotes with $ and commas", replace("suburbs/penrith.json", '"purchasePrice": 780000', '"purchasePrice": "$1,120,000"'), [
    `${P}:54:22  caseStudy.purchasePrice  must be a whole number: write 1120000 without quotes, $ or commas`,
  ]],
  ["an inner object missing its }", replace("suburbs/penrith.json", 'and the unit stays as a rental."\n  },', 'and the unit stays as a rental."\n  ,'), [
    `${P}:38:20  (whole file)  this is not valid JSON: this { is never closed: add a } after its last field`,
  ]],
  ["a list item missing its }", replace("suburbs/penrith.json", '"slug": "campbelltown"\n    }', '"slug": "campbelltown"\n    '), [
    `${P}:67:5  (whole file)  this is not valid JSON: this { is never closed: add a } after its last field`,
  ]],
  ["a report saved under a capitalised name", copy("suburbs/penrith.json", "suburbs/Penrith.json"), [
    `pages.config/suburbs/Penrith.json:4:11  slug  the slug "penrith" is already used by ${P}: if this file is an accidental copy, delete it; otherwise give this suburb its own name and slug`,
  ]],
  ["a new report saved under a capitalised file name", (root) => {
    const greystanes = JSON.parse(readFileSync(at(root, "suburbs/greystanes.json"), "utf8"));
    writeFileSync(at(root, "suburbs/Wentworthville.json"), JSON.stringify({ ...greystanes, name: "Wentworthville", slug: "wentworthville", description: "Wentworthville suburb report: indicative house and unit prices, rents, yields and vacancy, with equity guidance." }, null, 2));
  }, [
    "pages.config/suburbs/Wentworthville.json:4:11  slug  the slug \"wentworthville\" must match the file name \"Wentworthville.json\": rename the file to wentworthville.json (file names are lowercase words joined by dashes)",
  ]],
  ["an accidental copy of a report", copy("suburbs/penrith.json", "suburbs/penrith copy.json"), [
    `pages.config/suburbs/penrith copy.json:4:11  slug  the slug "penrith" is already used by ${P}: if this file is an accidental copy, delete it; otherwise give this suburb its own name and slug`,
  ]],
  ["a related suburb still marked as having no report", (root) => {
    const greystanes = JSON.parse(readFileSync(at(root, "suburbs/greystanes.json"), "utf8"));
    writeFileSync(at(root, "suburbs/merrylands.json"), JSON.stringify({ ...greystanes, name: "Merrylands", slug: "merrylands", description: "Merrylands suburb report: indicative house and unit prices, rents, yields and vacancy, with equity guidance.", related: [{ name: "Greystanes", slug: "greystanes" }, { name: "Granville", slug: "granville" }, { name: "Parramatta", slug: "parramatta" }] }, null, 2));
  }, [
    "pages.config/suburbs/greystanes.json:65:19  related[1].noReport  Merrylands now has a report (pages.config/suburbs/merrylands.json): remove \"noReport\": true so its card links to it",
  ]],
  ["a related suburb whose name changed in its report", replace("suburbs/mount-druitt.json", '"name": "Mount Druitt"', '"name": "Mt Druitt"'), [
    "pages.config/suburbs/blacktown.json:64:15  related[1].name  the report \"mount-druitt\" is for Mt Druitt, so the name must be \"Mt Druitt\"",
    `${P}:64:15  related[1].name  the report "mount-druitt" is for Mt Druitt, so the name must be "Mt Druitt"`,
  ]],
  ["a yield that disagrees with the rent and price", replace("suburbs/penrith.json", '"grossYieldHouses": 4,', '"grossYieldHouses": 6.5,'), [
    `${P}:11:25  snapshot.grossYieldHouses  6.5% does not agree with the rent and price: $600 a week on $780,000 is a gross yield of 4.0%, so expect 3.0% to 5.0%; check all three figures`,
  ]],
  ["a worked example far from the suburb's medians", replace("suburbs/penrith.json", '"value": 520000', '"value": 6800000'), [
    `${P}:40:14  equityExample.value  the worked example's value $6,800,000 is far from this suburb's medians ($520,000 units, $780,000 houses): expect $260,000 to $1,560,000`,
  ]],
  ["a loan above the value", replace("suburbs/penrith.json", '"loanBalance": 310000', '"loanBalance": 720000'), [
    `${P}:41:20  equityExample.loanBalance  the loan ($720,000) is more than the property's value ($520,000): check both figures`,
  ]],
  ["a weekly rent of 5000", replace("suburbs/penrith.json", '"medianRentPerWeek": 600', '"medianRentPerWeek": 5000'), [
    `${P}:10:26  snapshot.medianRentPerWeek  $5,000 is outside the sensible range for a weekly rent ($100 to $2,000): check the figure`,
  ]],
  ["a thank-you page whose path no longer matches its form", replace("pages/thank-you/contact.json", '"path": "/thank-you/contact"', '"path": "/thank-you/contact-us"'), [
    "pages.config/pages/thank-you/contact.json:3:11  path  the \"contact\" form sends visitors to /thank-you/contact after they post it, so this thank-you page's path must be \"/thank-you/contact\"",
  ]],];

// The first test also compiles the schemas, which takes seconds on a busy machine.
describe("mistakes office staff make, and what the validator says", { timeout: 30_000 }, () => {
  it.each(mistakes)("%s", (_name, change, expected) => {
    const root = contentCopy();
    change(root);
    const actual = loadSite(root).problems.map(formatProblem);
    expect(actual).toEqual(expected);
  });
});

describe("npm run validate on mistakes the disk makes", () => {
  it("exits 1, never 2, with the messages and no stack trace, for unreadable and mis-encoded entries", () => {
    const root = contentCopy();
    const disk = mistakes.filter(([name]) => /Windows-1252|named pipe/.test(name));
    expect(disk).toHaveLength(2);
    for (const [, change] of disk) change(root);
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", root], { cwd: project, encoding: "utf8" });
    expect(result.status).toBe(1);
    for (const [, , lines] of disk) for (const line of lines) expect(result.stderr).toContain(line);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
