/**
 * Rich text as `npm run validate`, the build and the editor check it: links in text lead somewhere
 * like every other link, HTML is refused in the field's own terms, and Markdown stays a warning
 * only where a field does not take it. Each case is one edit to a copy of the real content.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import type { Problem } from "../../src/content/problems.ts";
import { rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";
import { copySiteParts } from "../../src/content/site-folder.ts";

const project = path.resolve(import.meta.dirname, "../..");
const scratches: string[] = [];
afterAll(() => scratches.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FAQ = "pages.config/pages/faq.json";
interface FaqDoc {
  blocks: Array<{ type: string; items?: Array<{ question: string; answer: string }> }>;
}

/** A copy of the real content with the FAQ page's first answer (or question) changed by `edit`; the problems and warnings about the FAQ page, and the copy's text. */
function withFirstFaq(edit: (item: { question: string; answer: string }) => void): { problems: Problem[]; warnings: Problem[]; text: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), "westline-rich-text-"));
  scratches.push(root);
  copySiteParts(path.join(project, "sites/westline"), root);
  const file = path.join(root, FAQ);
  const doc = JSON.parse(readFileSync(file, "utf8")) as FaqDoc;
  const item = doc.blocks.find((block) => block.type === "faq")?.items?.[0];
  if (!item) throw new Error(`${FAQ} has no FAQ block any more`);
  edit(item);
  const text = JSON.stringify(doc, null, 2);
  writeFileSync(file, text);
  const site = loadSite(root);
  const about = (list: Problem[]) => list.filter((problem) => problem.file === FAQ);
  return { problems: about(site.problems), warnings: about(site.warnings), text };
}

/** A copy of the real content with one suburb report's first FAQ answer changed; the problems about that report. */
function withSuburbFaq(slugFile: string, edit: (answer: string) => string): Problem[] {
  const root = mkdtempSync(path.join(os.tmpdir(), "westline-rich-text-"));
  scratches.push(root);
  copySiteParts(path.join(project, "sites/westline"), root);
  const file = path.join(root, "pages.config/suburbs", slugFile);
  const doc = JSON.parse(readFileSync(file, "utf8")) as { faqs: Array<{ answer: string }> };
  const first = doc.faqs[0];
  if (!first) throw new Error(`${slugFile} has no FAQ any more`);
  first.answer = edit(first.answer);
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return loadSite(root).problems.filter((problem) => problem.file === `pages.config/suburbs/${slugFile}`);
}

/** line and column of the first `needle` in `text`, 1-based, as a problem gives them. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const pages = rawPages();
const otherPage = pages.find((page) => page.path !== "/faq" && page.path !== "/" && page.status !== 404)?.path ?? "/";

describe("links in rich text", () => {
  it("takes a link to a page of the site and to a full https address with no problem", () => {
    const { problems, warnings } = withFirstFaq((item) => {
      item.answer += ` See [our other page](${otherPage}), **in bold**, or [the regulator](https://asic.gov.au/).`;
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("says a link to a page the site does not have goes nowhere, at the link itself", () => {
    const missing = `${otherPage.replace(/\/$/, "")}-nowhere`;
    const { problems, text } = withFirstFaq((item) => {
      item.answer += ` See [the guide](${missing}).`;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`link to "${missing}" goes to no page`);
    expect(problems[0]).toMatchObject(positionOf(text, "[the guide]"));
  });

  it("checks a link in a suburb report's answer too, an anchor against the report's own page", () => {
    const report = rawSuburbs()[0];
    if (!report) throw new Error("no suburb reports");
    const problems = withSuburbFaq(`${report.slug}.json`, (answer) => `${answer} See [the guide](/no-such-guide) and [below](#no-such-part).`);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('link to "/no-such-guide" goes to no page'),
      expect.stringContaining(`link to "#no-such-part": the page "${REPORTS}/${report.slug}" has no anchor "no-such-part"`),
    ]);
  });

  it("says an anchor the page does not have is missing", () => {
    const { problems } = withFirstFaq((item) => {
      item.answer += " See [below](#no-such-part).";
    });
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining('the page "/faq" has no anchor "no-such-part"')]);
  });

  it("refuses a link to an address a visitor cannot open, naming the words linked", () => {
    const { problems } = withFirstFaq((item) => {
      item.answer += " Read [the form](ftp://files.example/form.pdf).";
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^links "the form" to "ftp:\/\/files\.example\/form\.pdf", which is not an address/),
    ]);
  });
});

describe("the content rules read rich text as they read plain text", () => {
  const phone = (JSON.parse(readFileSync(path.join(project, "sites/westline/pages.config/site.json"), "utf8")) as { phone: { display: string } }).phone.display;

  it("asks for {phone} where the phone number is typed in bold inside a link's words", () => {
    const { problems, text } = withFirstFaq((item) => {
      item.answer += ` Or [call **${phone}**](phone).`;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(`types the phone number "${phone}": write {phone} instead`);
    expect(problems[0]).toMatchObject(positionOf(text, phone));
  });
});

describe("HTML and Markdown where they do not belong", () => {
  it("refuses HTML in rich text, saying how to write the same in the field", () => {
    const { problems, text } = withFirstFaq((item) => {
      item.answer = `<strong>Yes.</strong> ${item.answer}`;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe(
      "holds the HTML code <strong>, which a page never shows as formatting: put ** on each side of the words instead (the Bold button does it)",
    );
    expect(problems[0]).toMatchObject(positionOf(text, "<strong>"));
  });

  it("refuses HTML in a plain field too", () => {
    const { problems } = withFirstFaq((item) => {
      item.question = `<em>${item.question}</em>`;
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      "holds the HTML code <em>, which a page never shows as formatting: remove it (text is shown as plain text)",
    ]);
  });

  it("refuses a Markdown link in a plain field, which the page would show as typed, and says so in staff words", () => {
    const { problems, warnings } = withFirstFaq((item) => {
      item.question = `${item.question} [more](/faq)`;
    });
    expect(warnings).toEqual([]);
    expect(problems.map((problem) => problem.message)).toEqual([expect.stringContaining("holds a Markdown link ([…](…)), which the page shows as written")]);
    expect(problems[0]?.staff).toMatch(/^holds a link written as \[words\]\(address\), which this field shows as typed/);
  });
});
