import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Steps } from "./Steps.tsx";

describe("Steps", () => {
  it("numbers the steps in an ordered list and shows each time estimate", () => {
    const doc = render(
      <Steps
        type="steps"
        heading="Process"
        steps={[
          { title: "Apply", text: "We apply.", time: "24 hours" },
          { title: "Settle", text: "Keys." },
        ]}
      />,
    );
    const items = [...doc.querySelectorAll("ol > li")];
    expect(items.map((li) => li.querySelector("h3")?.textContent)).toEqual(["Step 1: Apply", "Step 2: Settle"]);
    expect(items[0]?.textContent).toContain("24 hours");
  });
});
