/**
 * The broker and the licence section (legal) of site.json are a broker's, not every site's: a site
 * may leave them out (the starter, a plumber, does), and then a block or a reference that needs one
 * is refused where it is written, saying what to add to site.json. A site that must always have them
 * says so in its "requires" (the main site does), and is refused while one is missing. Positions
 * are found in the edited text itself, never asked of the pipeline under test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const STARTER = path.join(PROJECT, "sites/starter");
const SITE = "pages.config/site.json";
const SERVICES = "pages.config/pages/services.json";
const services = readFileSync(path.join(STARTER, SERVICES), "utf8");

/** Line and column (1-based) of the first `needle` in `text` from `from` on. */
function positionOf(text: string, needle: string, from = 0): { line: number; column: number } {
  const at = text.indexOf(needle, from);
  if (at < 0) throw new Error(`"${needle}" is not in the text`);
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: (before.at(-1) ?? "").length + 1 };
}

/** The starter's services page with `block` (JSON text) as its first block. */
function servicesWith(block: string): string {
  const edited = services.replace('"blocks": [\n', `"blocks": [\n    ${block},\n`);
  if (edited === services) throw new Error("the starter's services page no longer opens its blocks on a line of its own");
  return edited;
}

describe("a site without a broker or a licence section", () => {
  it("is valid content: the starter states neither", () => {
    const raw = JSON.parse(readFileSync(path.join(STARTER, SITE), "utf8")) as Record<string, unknown>;
    expect(raw.broker).toBeUndefined();
    expect(raw.legal).toBeUndefined();
    const { problems, pages, site } = loadSite(STARTER);
    expect(problems).toEqual([]);
    expect(site?.brand).toBe("Example Plumbing");
    expect(pages.length).toBeGreaterThan(0);
  });

  it("refuses a broker profile on a page at the block, saying what to add to site.json", () => {
    const block = `{ "type": "broker-profile", "heading": "Who you'll talk to" }`;
    const text = servicesWith(block);
    const { problems } = loadSite(STARTER, { overrides: { [SERVICES]: text } });
    expect(problems).toEqual([
      expect.objectContaining({
        file: SERVICES,
        ...positionOf(text, block),
        path: "blocks[0]",
        message: expect.stringMatching(/pages\.config\/site\.json has no "broker": add "broker" there with .*"name".*or take this block out/),
      }),
    ]);
    // Its words, the site.json names in quotes aside, are any business's: a plumber's developer reads them.
    expect(problems[0]?.message.replace(/"[^"]*"/g, "")).not.toMatch(/\bbrok(er|ing)/i);
  });

  it("refuses a booking box's broker card and association membership at each field", () => {
    // A booking box needs a booking page (the starter has none of its own): this site is given one.
    const site = JSON.parse(readFileSync(path.join(STARTER, SITE), "utf8")) as { placeholders: string[] };
    const sample = { bookingUrl: "https://booking.example/visit", placeholders: [...site.placeholders, "/bookingUrl"] };
    const booking = { [SITE]: JSON.stringify({ ...site, ...sample }, null, 2) };
    const text = servicesWith(`{ "type": "booking-widget", "heading": "Book a visit", "broker": true, "membership": true }`);
    const { problems } = loadSite(STARTER, { overrides: { ...booking, [SERVICES]: text } });
    expect(problems.map(({ file, line, column, path: at, message }) => ({ file, line, column, at, message }))).toEqual([
      {
        file: SERVICES,
        ...positionOf(text, `true, "membership"`),
        at: "blocks[0].broker",
        message: expect.stringMatching(/has no "broker": add "broker" there .*or take out "broker": true$/),
      },
      {
        file: SERVICES,
        ...positionOf(text, `true }`),
        at: "blocks[0].membership",
        message: expect.stringMatching(/has no "legal": add "legal" there .*or take out "membership": true$/),
      },
    ]);
    for (const { message } of problems) expect(message.replace(/"[^"]*"/g, "")).not.toMatch(/\bbrok(er|ing)/i);
    // Without them the box is any business's.
    const plain = servicesWith(`{ "type": "booking-widget", "heading": "Book a visit" }`);
    expect(loadSite(STARTER, { overrides: { ...booking, [SERVICES]: plain } }).problems).toEqual([]);
  });

  it("says a {broker} or {creditLicence} in its text needs that section of site.json", () => {
    const text = services.replace('"heading": "Our services"', '"heading": "{broker} under {creditLicence}"');
    expect(text).not.toBe(services);
    const { problems } = loadSite(STARTER, { overrides: { [SERVICES]: text } });
    expect(problems).toEqual([
      expect.objectContaining({
        ...positionOf(text, "{broker}"),
        message: expect.stringMatching(/^\{broker\} is filled from site\.json's "broker", but .*has no "broker"/),
      }),
      expect.objectContaining({
        ...positionOf(text, "{creditLicence}"),
        message: expect.stringMatching(/^\{creditLicence\} is filled from site\.json's "legal", but .*has no "legal"/),
      }),
    ]);
  });
});

describe("the main site, which requires both", () => {
  const siteText = readFileSync(path.join(PROJECT, "sites/westline", SITE), "utf8");
  /** site.json without one top-level section, and without the sample values listed inside it. */
  const without = (section: string) => {
    const data = JSON.parse(siteText) as Record<string, unknown>;
    expect(data.requires).toContain(section);
    delete data[section];
    data.placeholders = (data.placeholders as string[]).filter((pointer) => !pointer.startsWith(`/${section}`));
    return JSON.stringify(data, null, 2);
  };

  for (const [section, index] of [
    ["broker", 0],
    ["legal", 1],
  ] as const)
    it(`is refused without "${section}", at its "requires"`, () => {
      const text = without(section);
      const { problems } = loadSite(path.join(PROJECT, "sites/westline"), { overrides: { [SITE]: text } });
      expect(problems).toContainEqual(
        expect.objectContaining({
          file: SITE,
          ...positionOf(text, `"${section}"`, text.indexOf('"requires"')),
          path: `requires[${index}]`,
          message: expect.stringMatching(
            new RegExp(`^says this site must have "${section}", but pages\\.config/site\\.json has no "${section}": add "${section}" there`),
          ),
        }),
      );
    });
});
