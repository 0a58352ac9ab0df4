import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import type { SuburbReport } from "../../sites/westline/collections/suburbs/suburb.types.ts";
import { copySiteParts } from "../../src/content/site-folder.ts";

const project = path.resolve(import.meta.dirname, "../../sites/westline");
const scratches: string[] = [];
afterEach(() => scratches.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the real content, so each bad suburb is one edit away from the site as it is. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "westline-suburbs-"));
  scratches.push(root);
  copySiteParts(project, root);
  return root;
}

type Edit = (root: string) => void;
const suburbFile = (root: string, slug: string) => path.join(root, "pages.config/suburbs", `${slug}.json`);
const write = (root: string, slug: string, data: unknown) => writeFileSync(suburbFile(root, slug), JSON.stringify(data, null, 2) + "\n");
const edit =
  (slug: string, change: (report: SuburbReport & Record<string, unknown>) => void): Edit =>
  (root) => {
    const report = JSON.parse(readFileSync(suburbFile(root, slug), "utf8"));
    change(report);
    write(root, slug, report);
  };

// Each bad suburb file and the exact lines `npm run validate` prints for it.
const badSuburbs: Array<[string, Edit, string[]]> = [
  [
    "a related slug with a typo",
    edit("blacktown", (r) => {
      r.related[1]!.slug = "mount-druit";
    }),
    [
      'pages.config/suburbs/blacktown.json:66:15  related[1].slug  no suburb report "mount-druit" (did you mean "mount-druitt"?); if Mount Druitt has no report yet, add "noReport": true and its card will invite a custom report request',
    ],
  ],
  [
    "a related suburb without a report that does not say so",
    edit("greystanes", (r) => {
      delete r.related[1]!.noReport;
    }),
    [
      'pages.config/suburbs/greystanes.json:65:15  related[1].slug  no suburb report "merrylands"; if Merrylands has no report yet, add "noReport": true and its card will invite a custom report request',
    ],
  ],
  [
    "a related name that is not its report's",
    edit("penrith", (r) => {
      r.related[1]!.name = "Mt Druitt";
    }),
    ['pages.config/suburbs/penrith.json:65:15  related[1].name  the report "mount-druitt" is for Mount Druitt, so the name must be "Mount Druitt"'],
  ],
  [
    "a suburb related to itself, and one listed twice",
    edit("auburn", (r) => {
      r.related[0]!.slug = "auburn";
      r.related[2] = { ...r.related[1]! };
    }),
    [
      "pages.config/suburbs/auburn.json:56:15  related[0].slug  a suburb cannot be related to itself",
      'pages.config/suburbs/auburn.json:64:15  related[2].slug  "greystanes" is listed twice; list three different suburbs',
    ],
  ],
  [
    "a slug that is not the file name",
    edit("fairfield", (r) => {
      r.slug = "fairfield-nsw";
    }),
    [
      'pages.config/suburbs/fairfield.json:4:11  slug  the slug "fairfield-nsw" must match the file name "fairfield.json": rename the file to fairfield-nsw.json or set the slug to "fairfield"',
    ],
  ],
  [
    "a second report for the same suburb",
    (root) => {
      const copy = JSON.parse(readFileSync(suburbFile(root, "penrith"), "utf8"));
      write(root, "penrith-city", { ...copy, slug: "penrith-city" });
    },
    [
      'pages.config/suburbs/penrith-city.json:3:11  name  "Penrith" already has a report in pages.config/suburbs/penrith.json: if this file is an accidental copy, delete it; otherwise edit that report instead',
    ],
  ],
  [
    "badly written figures",
    edit("auburn", (r) => {
      const typed: Record<string, unknown> = r.snapshot;
      typed.medianHousePrice = "$980,000";
      typed.grossYieldUnits = "4.3%";
      r.snapshot.growth12Months = "positive";
    }),
    [
      "pages.config/suburbs/auburn.json:9:25  snapshot.medianHousePrice  must be the median house price in whole dollars, e.g. 880000 for $880K: no $ sign, commas or quotes",
      "pages.config/suburbs/auburn.json:13:24  snapshot.grossYieldUnits  must be the gross yield for units in percent, e.g. 4.2 for 4.2%: no % sign or quotes",
      'pages.config/suburbs/auburn.json:15:23  snapshot.growth12Months  "positive" must be one capitalised word like "Positive" or a percentage like "5.2%"',
    ],
  ],
  [
    "a misspelt field",
    edit("campbelltown", (r) => {
      const loose: Record<string, unknown> = r;
      loose.reasonz = loose.reasons;
      delete loose.reasons;
    }),
    [
      'pages.config/suburbs/campbelltown.json:1:1  reasons  missing required field "reasons" (why people buy in the suburb: three to six cards with a short title and a sentence or two)',
      'pages.config/suburbs/campbelltown.json:87:3  reasonz  unknown field "reasonz" (did you mean "reasons"?)',
    ],
  ],
  [
    "an equity example with no equity, and an unknown reference",
    edit("liverpool", (r) => {
      r.equityExample.loanBalance = 500000;
      r.faqs[5]!.answer = "Call {phnoe} any time.";
    }),
    [
      "pages.config/suburbs/liverpool.json:42:20  equityExample.loanBalance  the loan is at least 80% of the value, so the example would show no usable equity; use a smaller loan or a higher value",
      "pages.config/suburbs/liverpool.json:96:23  faqs[5].answer  {phnoe} names no fact (did you mean {phone}?): text can name facts such as {phone}, {email}, {brand}, {claims.lenders}, {suburbs.blacktown.rent} or, in a suburb file, {suburb.rent}; docs/editing-content.md lists them all",
    ],
  ],
  [
    "six FAQs required",
    edit("granville", (r) => {
      r.faqs.pop();
    }),
    ["pages.config/suburbs/granville.json:68:11  faqs  must list at least 6 items (it has 5)"],
  ],
];

describe("suburb report validation messages", () => {
  it.each(badSuburbs)("%s", (_name, change, expected) => {
    const root = contentCopy();
    change(root);
    expect(loadSite(root).problems.map(formatProblem)).toEqual(expected);
  });
});
