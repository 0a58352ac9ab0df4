/**
 * A site may leave out the broker and the licence section (a plumber has neither): the chrome and
 * the blocks that show them when they are there render without them, and say nothing of a broker
 * or a licence. The site is the component tests' fixture with those two sections taken out.
 */
import { describe, expect, it } from "vitest";
import { render, site as brokerSite } from "../../tests/render.tsx";
import type { SiteConfig } from "../generated/content-types.ts";
import { Faq } from "../blocks/faq/Faq.tsx";
import { Form } from "../blocks/form/Form.tsx";
import { PrintSheet } from "../blocks/print-sheet/PrintSheet.tsx";
import { BrokerCard } from "../ui/BrokerCard.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

const { broker, legal, ...rest } = brokerSite;
// Its own tagline too: the fixture's says it is a broker.
const site: SiteConfig = { ...rest, tagline: "A made-up business the component tests render with." };
/** What would give a broker away: the fixture's broker and licence, and the words of the trade. */
const brokerWords = [broker.name, legal.company, legal.creditRepresentative, legal.creditLicence, legal.association, "broker", "licence", "undefined"];

const textOf = (doc: Document) => (doc.body.textContent ?? "").toLowerCase();
/** The text of the box whose first line asks this question. */
function boxAsking(doc: Document, question: string): string {
  const line = [...doc.querySelectorAll("p")].find((p) => p.textContent === question);
  expect(line, question).toBeDefined();
  return line?.parentElement?.textContent ?? "";
}
/** A form and a list of questions, each with its box inviting a visitor to get in touch. */
const formAndFaq = (
  <>
    <Form type="form" id="enquiry" form="enquiry" heading="Ask for a quote" />
    <Faq type="faq" heading="Questions" items={[{ question: "Do you fix taps?", answer: "Yes." }]} />
  </>
);

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

  it("says nothing of a broker or a call's length beside a form or a list of questions", () => {
    const doc = render(formAndFaq, "/", { site });
    // The boxes are there, with the site's own ways in; the form's privacy notice and steps are the fixture site's words.
    for (const question of ["Prefer to talk it through?", "Question not answered here?"]) {
      const box = boxAsking(doc, question).toLowerCase();
      expect(box).toContain(site.phone.display);
      for (const word of [...brokerWords, "minute"]) expect(box, `${question} ${word}`).not.toContain(word.toLowerCase());
    }
    expect(doc.querySelector(`[aria-label="About ${broker.name}"]`)).toBeNull();
  });

  it("shows the site's own sentences in those boxes when site.json's asides has them", () => {
    const asides = { formLead: "The plumber who reads it", form: "A quote by phone, the same day.", faq: "Ask the plumber: we answer within a day." };
    const text = textOf(render(formAndFaq, "/", { site: { ...brokerSite, asides } }));
    for (const sentence of Object.values(asides)) expect(text).toContain(sentence.toLowerCase());
  });
});
