import { describe, expect, it } from "vitest";
import { parseRichText, richTextLinks, richTextPlain } from "../../../lib/rich-text.ts";
import { cleanPastedHtml, looksLikeHtml } from "./paste-cleaning.ts";
import { applyMark, LINK_PLACEHOLDER } from "./rich-text-edits.ts";

/** What Word puts on the clipboard for a paragraph with bold, slanted words and a link, then a two-point list and a heading. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0;font-family:Calibri}</style></head><body>
<!--StartFragment--><p class=MsoNormal><span style='font-family:Calibri;color:#C00000'>We compare <b>30 lenders</b> and <i>explain</i> each <a href="https://moneysmart.gov.au/home-loans">fee</a>.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Payslips<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span>&nbsp;</span></span><![endif]>Photo ID<o:p></o:p></p>
<h2 style='color:blue'>Next</h2><p><a href="javascript:alert(1)">Open</a> <u>this</u> <img src="file:///C:/logo.png"></p><!--EndFragment--></body></html>`;

describe("text pasted into a rich text field", () => {
  it("keeps Word's bold, Italic, link and bulleted list, and drops its fonts, colours, bullets and pictures", () => {
    const cleaned = cleanPastedHtml(WORD);
    const [paragraph, list, heading, last] = parseRichText(cleaned);
    expect(paragraph?.kind).toBe("paragraph");
    expect(richTextLinks(cleaned).map((link) => [link.words, link.href])).toEqual([["fee", "https://moneysmart.gov.au/home-loans"]]);
    expect(cleaned).toContain("**30 lenders**");
    expect(cleaned).toContain("*explain*");
    expect(list).toMatchObject({ kind: "list", ordered: false });
    expect(list?.kind === "list" && list.items.length).toBe(2);
    expect(richTextPlain(cleaned).split("\n")).toEqual(["We compare 30 lenders and explain each fee.", "Payslips", "Photo ID", "Next", "Open this"]);
    expect(heading?.kind).toBe("paragraph");
    expect(last?.kind).toBe("paragraph");
    expect(cleaned).not.toMatch(/Calibri|C00000|mso|·|<|logo\.png|javascript/);
  });

  it("keeps a web page's lists and a link to a page of the site", () => {
    const cleaned = cleanPastedHtml(
      '<ul style="color:red"><li>One <strong>two</strong></li><li>Three</li></ul><p>See the <a href="/faq" class="x">FAQ</a></p>',
    );
    expect(cleaned).toBe("- One **two**\n- Three\n\nSee the [FAQ](/faq)");
  });

  it("takes HTML typed or copied as text as HTML, and plain words as they are", () => {
    expect(looksLikeHtml("Call <b>now</b>")).toBe(true);
    expect(looksLikeHtml("Rates < 6% and > 5%")).toBe(false);
    expect(cleanPastedHtml('Call <b>now</b> or <a href="/contact">write</a>')).toBe("Call **now** or [write](/contact)");
  });
});

describe("the rich text toolbar", () => {
  it("makes the selected words bold, leaving the spaces selected with them outside the marks", () => {
    const text = "We compare thirty lenders.";
    const start = text.indexOf("thirty ");
    const edit = applyMark("bold", text, start, start + "thirty ".length);
    expect(edit.value).toBe("We compare **thirty** lenders.");
    expect(edit.value.slice(edit.start, edit.end)).toBe("thirty");
  });

  it("links the selected words and selects the address to type", () => {
    const text = "Read the FAQ first.";
    const start = text.indexOf("the FAQ");
    const edit = applyMark("link", text, start, start + "the FAQ".length);
    expect(edit.value).toBe(`Read [the FAQ](${LINK_PLACEHOLDER}) first.`);
    expect(edit.value.slice(edit.start, edit.end)).toBe(LINK_PLACEHOLDER);
  });

  it("makes the selected lines a bulleted list after an empty line", () => {
    const text = "You need:\nPayslips\nPhoto ID";
    const edit = applyMark("list", text, text.indexOf("Payslips"), text.length);
    expect(edit.value).toBe("You need:\n\n- Payslips\n- Photo ID");
    const [, list] = parseRichText(edit.value);
    expect(list?.kind === "list" && list.items.length).toBe(2);
  });

  it("makes words slanted with one star, which the page shows as emphasis", () => {
    const edit = applyMark("emphasis", "not a promise", 0, 3);
    expect(edit.value).toBe("*not* a promise");
    expect(parseRichText(edit.value)[0]).toMatchObject({ kind: "paragraph", children: [{ kind: "em" }, { kind: "text", text: " a promise" }] });
  });
});
