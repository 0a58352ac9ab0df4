/**
 * Testimonials are stated once (pages.config/facts/testimonials.json) and chosen by service. An
 * overall rating cannot be stated without where it comes from: the review service, its page and
 * the day it was read. Nothing ships a rating until the broker has real reviews to cite.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const FILE = "pages.config/facts/testimonials.json";
type Raw = { testimonials: { services: string[] }[]; rating?: Record<string, unknown> };
const raw = (): Raw => JSON.parse(readFileSync(path.join(root, FILE), "utf8")) as Raw;

/** line:column of the last `"key": ` value in text (the file's own field, written after the list), counted here rather than by the pipeline. */
function lastValueAt(text: string, key: string): string {
  const offset = text.lastIndexOf(`"${key}": `);
  const before = text.slice(0, offset + key.length + 4).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

const problemsWith = (data: Raw) => {
  const text = JSON.stringify(data, null, 2);
  const { problems } = loadSite(root, { overrides: { [FILE]: text } });
  return { text, own: problems.filter((problem) => problem.file === FILE).map(formatProblem) };
};

describe("an overall rating needs its source", () => {
  it("is refused without the review service, its page and the day it was read, each named at the rating", () => {
    const { text, own } = problemsWith({ ...raw(), rating: { value: 4.9, count: 37 } });
    const at = `${FILE}:${lastValueAt(text, "rating")}`;
    expect(own).toEqual([
      expect.stringMatching(new RegExp(`^${at}  rating\\.source  missing required field "source" \\(the review service`)),
      expect.stringMatching(new RegExp(`^${at}  rating\\.url  missing required field "url"`)),
      expect.stringMatching(new RegExp(`^${at}  rating\\.asAt  missing required field "asAt"`)),
    ]);
  });

  it("is refused with a source but no address to check it at", () => {
    const { own } = problemsWith({ ...raw(), rating: { value: 4.9, count: 37, source: "Google", url: "g.page/westline", asAt: "2026-11-01" } });
    expect(own).toContainEqual(expect.stringContaining(`rating.url  "g.page/westline" must be the review page's full address, starting with https://`));
    expect(own.every((problem) => problem.includes("rating.url"))).toBe(true);
  });

  it("is accepted with all of them", () => {
    expect(problemsWith({ ...raw(), rating: { value: 4.9, count: 37, source: "Google", url: "https://g.page/westline", asAt: "2026-11-01" } }).own).toEqual([]);
  });

  it("is not stated today: there are no reviews to count yet", () => {
    expect(raw().rating).toBeUndefined();
  });
});

describe("testimonials are tagged with services", () => {
  it("a misspelt service is named with the one meant", () => {
    const data = raw();
    const first = data.testimonials[0];
    if (!first) return expect.fail(`${FILE} has no testimonials`);
    first.services = ["first-home-buyer"];
    expect(problemsWith(data).own).toEqual([
      expect.stringContaining('testimonials[0].services[0]  "first-home-buyer" is not one of the allowed values (did you mean "first-home-buyers"?)'),
    ]);
  });

  it("every tag is a service with its own page", () => {
    const pages = new Set(loadSite(root).pages.map((page) => page.doc.path));
    for (const service of raw().testimonials.flatMap((testimonial) => testimonial.services)) expect(pages, service).toContain(`/services/${service}`);
  });
});
