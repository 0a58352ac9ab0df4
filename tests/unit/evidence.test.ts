/**
 * Every claim a visitor may rely on carries its evidence (issue 53): a production build with
 * realistic details and no "sample" flags still refuses the testimonials, case studies, the
 * association and the business's claims that have none, one line each naming the file and field;
 * an evidenced one passes; a review date passed stops the site like a dated fact's. Which claims
 * lack evidence, and where they are written, is read off the content files here
 * (tests/unevidenced-claims.ts and plain text searches), never from the pipeline.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { unevidencedClaims } from "../unevidenced-claims.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const SITE = "pages.config/site.json";
const TESTIMONIALS = "pages.config/facts/testimonials.json";
const LIVERPOOL = "pages.config/suburbs/liverpool.json";
const text = (file: string, at = root) => readFileSync(path.join(at, file), "utf8");

/** Line and column of an offset in a text, counted from 1. */
function lineColumn(source: string, offset: number): string {
  const before = source.slice(0, offset).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}
/** Where the value of the first `"key":` after `from` starts. */
function valueAfter(source: string, key: string, from = 0): string {
  let offset = source.indexOf(`"${key}":`, from) + key.length + 3;
  while (/\s/.test(source.charAt(offset))) offset++;
  return lineColumn(source, offset);
}

/** site.json as a real broker would have it: every sample replaced, nothing listed. */
const realSite = text(SITE)
  .replace(/"placeholders": \[[^\]]*\],?\n\s*/, "")
  .replace('"display": "1300 975 707", "dial": "1300975707"', '"display": "(02) 9635 4821", "dial": "0296354821"')
  .replace("hello@westline.example", "hello@westlinefinance.com.au")
  .replace("https://www.westline.example", "https://www.westlinefinance.com.au")
  .replace("ACN 000 000 000", "ACN 123 456 780")
  .replace("Credit Representative Number 000000", "Credit Representative Number 512345")
  .replace("Australian Credit Licence 000000", "Australian Credit Licence 389328")
  .replace("Example Aggregation Pty Ltd", "Harbourside Aggregation Pty Ltd")
  .replace(
    '"phone": "1300 975 708", "email": "complaints@licensee.example", "address": "Level 1, 1 Example Street, Sydney NSW 2000"',
    '"phone": "02 8000 4127", "email": "complaints@harbourside.com.au", "address": "Level 9, 60 Martin Place, Sydney NSW 2000"',
  )
  .replace("AFCA membership number 000000", "AFCA membership number 45123");
/** A fact file with its "sample" flags deleted, as someone hurrying to go live might. */
const unflagged = (source: string) => source.replace(/,\s*"sample": true/g, "");

describe("npm run build -- --production, with realistic details and no sample flags", () => {
  const scratch = scratchCopy("westline-evidence-");
  afterAll(() => scratch.remove());
  const site = path.join(scratch.root, "sites/westline");
  writeFileSync(path.join(site, SITE), realSite);
  for (const file of [TESTIMONIALS, "pages.config/facts/market-data.json"]) writeFileSync(path.join(site, file), unflagged(text(file)));
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", "--production"], { cwd: scratch.root, encoding: "utf8" });
  const expected = unevidencedClaims(site);

  it("still refuses, building nothing, and lists one line for each claim without evidence and nothing else", () => {
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(expected.length).toBeGreaterThan(0);
    expect(run.stderr).toContain(`Production build refused: ${expected.length} placeholders would be published:`);
    const listed = run.stderr
      .split("\n")
      .filter((line) => /^ {2}pages\.config\//.test(line))
      .map((line) => {
        const [at = "", field = ""] = line.trim().split("  ");
        return `${at.replace(/:\d+:\d+$/, "")}  ${field}`;
      });
    expect(listed.sort()).toEqual(expected.sort());
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
  });

  it("names each unevidenced testimonial at its line, with the consent and the other evidence to supply", () => {
    const source = text(TESTIMONIALS, site);
    const testimonials = (JSON.parse(source) as { testimonials: { name: string }[] }).testimonials;
    expect(testimonials.length).toBeGreaterThan(0);
    testimonials.forEach(({ name }, i) => {
      const at = lineColumn(source, source.lastIndexOf("{", source.indexOf(`"name": ${JSON.stringify(name)}`)));
      const line = run.stderr.split("\n").find((l) => l.startsWith(`  ${TESTIMONIALS}:${at}  testimonials[${i}]  `));
      expect(line, `testimonials[${i}] at ${at}`).toMatch(
        new RegExp(`→ Testimonial from ${name.replace(".", "\\.")} needs evidence: add source \\(.*consent \\(.*reviewBy \\(`),
      );
    });
  });

  it("names each suburb's case study at its line", () => {
    const caseStudies = expected.filter((line) => line.endsWith("  caseStudy"));
    expect(caseStudies.length).toBeGreaterThan(0);
    for (const entry of caseStudies) {
      const file = entry.split("  ")[0] ?? "";
      const source = text(file, site);
      const name = (JSON.parse(source) as { name: string }).name;
      expect(run.stderr).toContain(`  ${file}:${valueAfter(source, "caseStudy")}  caseStudy  `);
      expect(run.stderr).toMatch(new RegExp(`caseStudy  .*→ Case study on the ${name} report needs evidence: add "evidence" with source`));
    }
  });
});

describe("evidence in the pipeline", () => {
  const testimonials = JSON.parse(text(TESTIMONIALS)) as { testimonials: Record<string, unknown>[] };
  const evidence = { source: "Google review", date: "2026-05-14", consent: "Signed consent form, client file 2026-117", reviewBy: "2027-05-14" };
  const withTestimonials = (list: Record<string, unknown>[]) => JSON.stringify({ ...testimonials, testimonials: list }, null, 2);
  const listedAt = (overrides: Record<string, string>, file: string, today?: string) => {
    const loaded = loadSite(root, { overrides, ...(today && { today }) });
    return { ...loaded, entries: loaded.placeholders.filter((p) => p.file === file) };
  };
  const [first, second] = testimonials.testimonials.map(({ sample: _, ...rest }) => rest);

  it("lets an evidenced testimonial through, and lists one without, naming only what it lacks", () => {
    expect(first && second).toBeTruthy();
    const { entries, problems } = listedAt(
      {
        [TESTIMONIALS]: withTestimonials([
          { ...first, ...evidence },
          { ...second, ...evidence, consent: undefined },
        ]),
      },
      TESTIMONIALS,
      "2026-11-29",
    );
    expect(problems.map(formatProblem)).toEqual([]);
    expect(entries.map((p) => p.path)).toEqual(["testimonials[1]"]);
    expect(entries[0]?.replaceWith).toMatch(
      /needs evidence: add consent \(where the client's written consent to show it is kept\); until then it is a sample$/,
    );
    expect(entries[0]?.label).toBe(`Testimonial from ${String(second?.name)}`);
    // What a form links to its field by, never a pointer typed by staff.
    expect(entries[0]?.at).toEqual(["testimonials", 1]);
  });

  it("lets an evidenced case study through; its review date passed stops the site, and one near is a warning", () => {
    const source = text(LIVERPOOL);
    const report = JSON.parse(source) as { caseStudy: Record<string, unknown> };
    const evidenced = JSON.stringify({ ...report, caseStudy: { ...report.caseStudy, evidence: { ...evidence, consent: "Client file 2026-118" } } }, null, 2);
    const current = listedAt({ [LIVERPOOL]: evidenced }, LIVERPOOL, "2026-11-29");
    expect(current.entries).toEqual([]);
    expect(current.problems.filter((p) => p.file === LIVERPOOL)).toEqual([]);
    const soon = listedAt({ [LIVERPOOL]: evidenced }, LIVERPOOL, "2027-05-01");
    expect(soon.warnings.filter((p) => p.file === LIVERPOOL).map((p) => p.path)).toEqual(["caseStudy.evidence.reviewBy"]);
    const late = listedAt({ [LIVERPOOL]: evidenced }, LIVERPOOL, "2027-05-15");
    expect(late.problems.filter((p) => p.file === LIVERPOOL).map(formatProblem)).toEqual([
      `${LIVERPOOL}:${valueAfter(evidenced, "reviewBy", evidenced.indexOf('"evidence"'))}  caseStudy.evidence.reviewBy  the evidence for Case study on the Liverpool report (Google review) was due for review on 14 May 2027: check it again, then set the next review date`,
    ]);
  });

  it("lists a membership until its evidence is given, once even when site.json lists it as a sample", () => {
    const site = JSON.parse(realSite) as { legal: Record<string, unknown>; placeholders?: string[] };
    const at = (data: unknown) => listedAt({ [SITE]: JSON.stringify(data, null, 2) }, SITE).entries.map((p) => p.path);
    expect(at(site)).toEqual(["legal.association"]);
    const membership = { source: "FBAA member search, member 12345", date: "2026-11-20", reviewBy: "2027-06-30" };
    expect(at({ ...site, legal: { ...site.legal, associationEvidence: membership } })).toEqual([]);
    expect(at({ ...site, placeholders: ["/legal/association"] })).toEqual(["legal.association"]);
  });

  it("lists the business's claims until each has its evidence", () => {
    const CLAIMS = "pages.config/facts/claims.json";
    const claims = JSON.parse(text(CLAIMS)) as { statements: Record<string, Record<string, unknown>> };
    const names = Object.keys(claims.statements);
    const [lenders] = names;
    const evidenced = {
      ...claims,
      statements: {
        ...claims.statements,
        [String(lenders)]: {
          ...claims.statements[String(lenders)],
          evidence: { source: "Licensee lender panel, March 2026", date: "2026-11-01", reviewBy: "2027-05-01" },
        },
      },
    };
    expect(listedAt({ [CLAIMS]: JSON.stringify(evidenced, null, 2) }, CLAIMS).entries.map((p) => p.path)).toEqual(
      names.slice(1).map((name) => `statements.${name}`),
    );
  });
});
