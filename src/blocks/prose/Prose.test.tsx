import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Prose } from "./Prose.tsx";

describe("Prose", () => {
  it("renders paragraphs then bullets under its heading", () => {
    const doc = render(<Prose type="prose" heading="Intro" paragraphs={["One.", "Two."]} bullets={["A"]} />);
    expect([...doc.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["One.", "Two."]);
    expect(doc.querySelector("li")?.textContent).toBe("A");
  });

  it("keeps a phone number in groups on one line, in paragraphs and bullets", () => {
    const doc = render(<Prose type="prose" paragraphs={["Call 1300 363 992 on 1 May."]} bullets={["Phone: 1800 931 678"]} />);
    expect(doc.querySelector("p")?.textContent).toBe("Call 1300\u00a0363\u00a0992 on 1 May.");
    expect(doc.querySelector("li")?.textContent).toBe("Phone: 1800\u00a0931\u00a0678");
  });
});
