import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { TableOfContents } from "./TableOfContents.tsx";

describe("TableOfContents", () => {
  it("is a navigation landmark named by its heading, linking to each section in order", () => {
    const doc = render(
      <TableOfContents
        type="table-of-contents"
        heading="In this guide"
        items={[
          { label: "What is pre-approval?", to: "#what-is" },
          { label: "How long does it take?", to: "#duration" },
        ]}
      />,
    );
    const nav = doc.querySelector("nav");
    expect(doc.getElementById(nav?.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("In this guide");
    const links = [...doc.querySelectorAll("nav ol a")].map((a) => [a.textContent, a.getAttribute("href")]);
    // The test router sits at "/", so in-page anchors come out as "/#…".
    expect(links).toEqual([
      ["What is pre-approval?", "#what-is"],
      ["How long does it take?", "#duration"],
    ]);
  });
});
