import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Disclaimer } from "./Disclaimer.tsx";

describe("Disclaimer", () => {
  it("is a labelled aside holding the text", () => {
    const doc = render(<Disclaimer type="disclaimer" text="General information only." />);
    expect(doc.querySelector('aside[aria-label="Disclaimer"]')?.textContent).toBe("General information only.");
  });
});
