import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { Callout } from "./Callout.tsx";

describe("Callout", () => {
  it("shows a warning with its heading, every paragraph and its buttons", () => {
    const doc = render(
      <Callout
        type="callout"
        tone="warning"
        heading="Important"
        paragraphs={["Get advice first.", "Rules change."]}
        actions={[{ label: "Call us", to: "phone" }]}
      />,
    );
    expect(doc.querySelector("h2")?.textContent).toBe("Important");
    expect(doc.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("warning");
    expect([...doc.querySelectorAll("h2 + div p")].map((p) => p.textContent)).toEqual(["Get advice first.", "Rules change."]);
    expect(doc.querySelector("a")?.getAttribute("href")).toBe(`tel:${site.phone.dial}`);
  });

  it("is an information note unless told otherwise", () => {
    const doc = render(<Callout type="callout" heading="Good to know" paragraphs={["Text."]} />);
    expect(doc.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("info");
    expect(doc.querySelectorAll("a")).toHaveLength(0);
  });
});
