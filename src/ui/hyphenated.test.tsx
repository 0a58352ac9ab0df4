import { describe, expect, it } from "vitest";
import { render } from "../../tests/render.tsx";
import { keepHyphenatedWords } from "./hyphenated.tsx";

describe("keepHyphenatedWords", () => {
  it("keeps each hyphenated word, with the punctuation touching it, in one box, and the text as written", () => {
    const doc = render(<h2>{keepHyphenatedWords("Home loan pre-approval: a self-employed guide")}</h2>);
    expect(doc.querySelector("h2")?.textContent).toBe("Home loan pre-approval: a self-employed guide");
    expect([...doc.querySelectorAll("h2 span")].map((span) => span.textContent)).toEqual(["pre-approval:", "self-employed"]);
  });

  it("leaves a heading without a hyphenated word as plain text, and a dash between spaced words alone", () => {
    expect(keepHyphenatedWords("Why get approved first")).toBe("Why get approved first");
    const doc = render(<h2>{keepHyphenatedWords("Rent - or buy")}</h2>);
    expect(doc.querySelectorAll("h2 span")).toHaveLength(0);
  });
});
