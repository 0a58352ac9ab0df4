/**
 * One voice: the copy speaks as one named broker, so words for a team of brokers or an unnamed one
 * stop the content (npm run validate, a build, Publish), each at its file:line:column, in the
 * words of the staff member who typed them. Each case is one edit to the real content.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";

const project = path.resolve(import.meta.dirname, "../..");
const FAQ = "pages.config/pages/faq.json";
const SITE = "pages.config/site.json";
const today = "2026-11-26";

/** The problems loadSite finds in a file once `text` is put in place of its first string value `find`. */
function problemsWith(file: string, find: string, text: string) {
  const original = readFileSync(path.join(project, "sites/westline", file), "utf8");
  const quoted = JSON.stringify(find);
  if (!original.includes(quoted)) throw new Error(`${file} no longer holds ${quoted}`);
  const edited = original.replace(quoted, JSON.stringify(text));
  const at = edited.indexOf(JSON.stringify(text));
  return {
    problems: loadSite(path.join(project, "sites/westline"), { overrides: { [file]: edited }, today }).problems.filter((problem) => problem.file === file),
    edited,
    at,
  };
}

/** line and column (1-based) of a character of the text. */
const lineColumn = (text: string, index: number) => {
  const lines = text.slice(0, index).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
};

/** A string of the FAQ page's hero, to write over. */
const faqHeroText = (JSON.parse(readFileSync(path.join(project, "sites/westline", FAQ), "utf8")) as { blocks: { text?: string }[] }).blocks[0]?.text ?? "";

describe("the copy speaks as one named broker", () => {
  it("the site as it is has no words for a team of brokers or an unnamed one", () => {
    expect(loadSite(path.join(project, "sites/westline"), { today }).problems.filter((problem) => problem.message.includes("one named broker"))).toEqual([]);
  });

  for (const [words, sentence] of [
    ["our brokers", "Questions answered by our brokers, in plain English."],
    ["Our team of brokers", "Our team of brokers answers these questions every week."],
    ["a lending specialist", "Still unsure? Ask and a lending specialist will explain."],
    ["A broker will", "A broker will answer any question not listed here."],
    ["a {brand} broker", "Talk it through with a {brand} broker before you apply."],
    ["A specialist will", "A specialist will call you back about anything not listed here."],
    ["a specialist can", "Send us your question so a specialist can answer it."],
    ["A broker is", "A broker is available to talk any of these through."],
    ["lending team", "Answers from the {brand} lending team."],
  ] as const)
    it(`stops "${words}" at its line and column, saying what to write instead`, () => {
      const { problems, edited, at } = problemsWith(FAQ, faqHeroText, sentence);
      // The opening quote, then the words' place in the sentence.
      const expected = lineColumn(edited, at + 1 + sentence.indexOf(words));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ path: "blocks[0].text", ...expected });
      expect(problems[0]?.message).toContain(`"${words}"`);
      expect(problems[0]?.message).toContain("{broker}");
    });

  it("also in Site settings' text", () => {
    const purpose = "so a broker can answer your message";
    const raw = readFileSync(path.join(project, "sites/westline", SITE), "utf8");
    const current = /"contact": \{ "name": "Contact form", "purpose": "([^"]+)"/.exec(raw)?.[1] ?? "";
    const { problems } = problemsWith(SITE, current, purpose);
    expect(problems.map((problem) => problem.path)).toEqual(["privacy.forms.contact.purpose"]);
  });

  it("leaves text about brokers in general alone", () => {
    const { problems } = problemsWith(FAQ, faqHeroText, "What a broker does, what a mortgage broker costs and why a broker who knows Western Sydney helps.");
    expect(problems).toEqual([]);
  });

  it("reports a pattern that is not a regular expression at its place in Site settings", () => {
    const raw = readFileSync(path.join(project, "sites/westline", SITE), "utf8");
    const first = /"forbidden": \[\s*\{ "pattern": ("(?:[^"\\]|\\.)*")/.exec(raw)?.[1] ?? "";
    const { problems } = problemsWith(SITE, JSON.parse(first) as string, "our (brokers");
    expect(problems.map((problem) => problem.path)).toEqual(["voice.forbidden[0].pattern"]);
  });
});

describe("a site that lists no words to avoid", () => {
  it("is not held to the main site's: the starter may say what the main site may not", () => {
    const starter = path.join(project, "sites/starter");
    const home = "pages.config/pages/home.json";
    const original = readFileSync(path.join(starter, home), "utf8");
    const edited = original.replace('"heading": "Leaks fixed', '"heading": "Our team of specialists: leaks fixed');
    expect(edited).not.toBe(original);
    expect(loadSite(starter, { overrides: { [home]: edited }, today }).problems).toEqual([]);
  });
});
