/**
 * A site may leave out the broker and the licence section (a plumber has neither): the chrome and
 * the blocks that show them when they are there render without them, and say nothing of a broker
 * or a licence. The site is the component tests' fixture with those two sections taken out.
 */
import { describe, expect, it } from "vitest";
import { render, site as brokerSite } from "../../tests/render.tsx";
import type { SiteConfig } from "../generated/content-types.ts";
import { PrintSheet } from "../blocks/print-sheet/PrintSheet.tsx";
import { BrokerCard } from "../ui/BrokerCard.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const { broker, legal, ...rest } = brokerSite;
// Its own tagline too: the fixture's says it is a broker.
const site: SiteConfig = { ...rest, tagline: "A made-up business the component tests render with." };
/** What would give a broker away: the fixture's broker and licence, and the words of the trade. */
const brokerWords = [broker.name, legal.company, legal.creditRepresentative, legal.creditLicence, legal.association, "broker", "licence", "undefined"];

const textOf = (doc: Document) => (doc.body.textContent ?? "").toLowerCase();

describe("a site with no broker and no licence section", () => {
  it("has a footer with its brand and disclaimer and no licence line", () => {
    const text = textOf(render(<SiteFooter />, "/", { site }));
    expect(text).toContain(site.brand.toLowerCase());
    expect(text).toContain(site.disclaimer.toLowerCase());
    for (const word of brokerWords) expect(text, word).not.toContain(word.toLowerCase());
    // The broker's site keeps its line, with its licence.
    expect(textOf(render(<SiteFooter />))).toContain(legal.creditLicence.toLowerCase());
  });

  it("shows no broker's card beside a form", () => {
    expect(render(<BrokerCard />, "/", { site }).body.innerHTML).toBe("");
  });

  it("prints a sheet whose footer names the brand alone", () => {
    const doc = render(
      <PrintSheet
        type="print-sheet"
        heading="Checklist"
        printLabel="Print"
        pages={[{ sections: [{ kind: "list", heading: "Before we come", items: ["Clear the sink."] }] }]}
      />,
      "/",
      {
        site,
      },
    );
    const footer = doc.querySelector("[data-testid=legal]")?.textContent ?? "";
    expect(footer.trim()).toBe(site.brand);
  });
});
