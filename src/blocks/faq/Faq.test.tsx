import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Faq } from "./Faq.tsx";

describe("Faq", () => {
  it("puts every answer in the HTML, closed, under a question button in an h3", () => {
    const doc = render(
      <Faq
        type="faq"
        heading="FAQ"
        items={[
          { question: "Do you charge?", answer: "No." },
          { question: "How long?", answer: "24 hours." },
        ]}
      />,
    );
    const triggers = [...doc.querySelectorAll("h3 > button")];
    expect(triggers.map((b) => b.textContent)).toEqual(["Do you charge?", "How long?"]);
    expect(triggers.every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
    const answers = [...doc.querySelectorAll(".faq-answer")];
    expect(answers.map((a) => [a.textContent, a.getAttribute("data-state")])).toEqual([
      ["No.", "closed"],
      ["24 hours.", "closed"],
    ]);
  });
});
