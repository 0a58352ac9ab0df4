/**
 * A dated fact's contact details (AFCA's phone number, the OAIC's website) typed into text by hand
 * would outlive a change of number: validation asks for the reference at the words themselves.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const FILE = "pages.config/pages/contact-details-test.json";

/** The problems `text` gets in a page of its own, beside the site's real content. */
function problemsFor(text: string): string[] {
  const page = {
    $schema: "../../schemas/page.schema.json",
    path: "/contact-details-test",
    title: "Contact details test",
    description: "A page that exists only in this test, to see what validation says about the words in it.",
    blocks: [{ type: "prose", paragraphs: [text] }],
  };
  const { problems } = loadSite(root, { overrides: { [FILE]: JSON.stringify(page) } });
  return problems.filter((problem) => problem.file === FILE).map(formatProblem);
}

describe("contact details typed by hand", () => {
  it("finds each of AFCA's and the OAIC's details however it is spaced, and names the reference", () => {
    const found = problemsFor("Call 1800931678, email INFO@afca.org.au, see https://www.afca.org.au/ or oaic.gov.au, or write to GPO Box 3, Melbourne.");
    expect(found.map((line) => line.replace(/^.*?paragraphs\[0\] {2}/, ""))).toEqual([
      'types "1800931678" by hand: write {afca.phone} ("1800 931 678") instead, so every page shows the one in pages.config/facts/afca.json',
      'types "INFO@afca.org.au" by hand: write {afca.email} ("info@afca.org.au") instead, so every page shows the one in pages.config/facts/afca.json',
      'types "https://www.afca.org.au" by hand: write {afca.website} ("www.afca.org.au") instead, so every page shows the one in pages.config/facts/afca.json',
      'types "oaic.gov.au" by hand: write {oaic.website} ("www.oaic.gov.au") instead, so every page shows the one in pages.config/facts/oaic.json',
      'types "GPO Box 3" by hand: write {afca.postalAddress} ("GPO Box 3, Melbourne VIC 3001") instead, so every page shows the one in pages.config/facts/afca.json',
    ]);
  });

  it("leaves references, other numbers and a fact's plain words alone", () => {
    expect(problemsFor("Call {afca.phone} or write to {afca.postalAddress}; GPO Box 30 is someone else's, and places are unlimited.")).toEqual([]);
  });
});
