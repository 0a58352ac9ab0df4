import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Prose } from "./Prose.tsx";

describe("Prose", () => {
  it("renders paragraphs then bullets under its heading", () => {
    const doc = render(<Prose type="prose" heading="Intro" paragraphs={["One.", "Two."]} bullets={["A"]} />);
    expect([...doc.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["One.", "Two."]);
    expect(doc.querySelector("li")?.textContent).toBe("A");
  });
});
