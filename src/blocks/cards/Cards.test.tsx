import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Cards } from "./Cards.tsx";

describe("Cards", () => {
  it("gives each Learn More link its card's name for screen readers and lists features", () => {
    const doc = render(
      <Cards
        type="cards"
        id="services"
        heading="Services"
        cards={[{ icon: "home", title: "Home Loans", features: ["A", "B", "C"], link: { label: "Learn More", to: "/services/home-loans" } }]}
      />,
    );
    expect(doc.querySelector("h2")?.textContent).toBe("Services");
    expect(doc.querySelector("h3")?.textContent).toBe("Home Loans");
    expect(doc.querySelectorAll("li li")).toHaveLength(3);
    expect(doc.querySelector('a[href="/services/home-loans"]')?.textContent).toBe("Learn More: Home Loans→");
  });
});
