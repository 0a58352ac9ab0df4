import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Checklist } from "./Checklist.tsx";

describe("Checklist", () => {
  it("lists bare labels as plain items under the section heading", () => {
    const doc = render(<Checklist type="checklist" heading="Who we help" items={[{ title: "Sole traders" }, { title: "Contractors" }]} />);
    expect(doc.querySelector("h2")?.textContent).toBe("Who we help");
    expect([...doc.querySelectorAll("ul > li")].map((li) => li.textContent)).toEqual(["Sole traders", "Contractors"]);
    expect(doc.querySelectorAll("h3")).toHaveLength(0);
  });

  it("gives explained items h3 headings with their explanation, and shows its buttons", () => {
    const doc = render(
      <Checklist
        type="checklist"
        id="documents"
        heading="Documents"
        items={[{ title: "Payslips", text: "Your two most recent." }, { title: "ID" }]}
        actions={[{ label: "Send them", to: "/contact#contact-form" }]}
      />,
    );
    expect(doc.querySelector("section")?.id).toBe("documents");
    expect([...doc.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["Payslips", "ID"]);
    expect(doc.querySelector("h3 + p")?.textContent).toBe("Your two most recent.");
    expect(doc.querySelector('a[href="/contact#contact-form"]')?.textContent).toBe("Send them");
  });
});
