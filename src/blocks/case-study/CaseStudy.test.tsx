import { describe, expect, it } from "vitest";
import { fixturePicture, reservedHeight, schemaDisplayWidth } from "../../../tests/fixture-picture.ts";
import { render } from "../../../tests/render.tsx";
import { CaseStudy } from "./CaseStudy.tsx";

describe("CaseStudy", () => {
  it("shows the case study's figures with the yield worked out: $630K at $580/week is 4.8%", () => {
    const doc = render(
      <CaseStudy
        type="case-study"
        id="case-study"
        heading="Case Study"
        kind="investor"
        title="A first investment"
        story="A story."
        purchasePrice={630000}
        weeklyRent={580}
        outcome="It worked."
      />,
    );
    expect(doc.querySelector("h2")?.textContent).toBe("Case Study");
    expect(doc.querySelector("h3")?.textContent).toBe("A first investment");
    expect(doc.body.textContent).toContain("Investment property");
    expect([...doc.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["$630K", "$580/wk", "4.8%"]);
  });

  it('labels a story without its evidence "Example" for visitors, and one with all of it not at all', () => {
    const story = {
      type: "case-study",
      heading: "Case Study",
      kind: "owner-occupier",
      title: "A first home",
      story: "A story.",
      purchasePrice: 520000,
    } as const;
    const evidence = { source: "Client file 2026-117", date: "2026-05-14", consent: "Signed consent form, client file 2026-117", reviewBy: "2027-05-14" };
    const label = (doc: Document) => [...doc.querySelectorAll("span")].find((span) => span.textContent?.startsWith("Example"))?.textContent;
    expect(label(render(<CaseStudy {...story} />))).toBe("Example: an example story, not a real client's");
    expect(label(render(<CaseStudy {...story} evidence={{ ...evidence, consent: undefined }} />))).toMatch(/^Example/);
    expect(label(render(<CaseStudy {...story} evidence={evidence} />))).toBeUndefined();
  });

  it("shows an owner-occupier's purchase without rent or yield, and says it is a home", () => {
    const doc = render(<CaseStudy type="case-study" heading="Case Study" kind="owner-occupier" title="A first home" story="A story." purchasePrice={520000} />);
    expect([...doc.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Purchase price"]);
    expect(doc.body.textContent).toContain("Home to live in");
    expect(doc.body.textContent).not.toMatch(/yield|\/wk/i);
  });

  it("shows the client's picture only when set, loading as it nears the screen, sized before it loads", async () => {
    const story = {
      type: "case-study",
      heading: "Case Study",
      kind: "owner-occupier",
      title: "A first home",
      story: "A story.",
      purchasePrice: 520000,
    } as const;
    expect(render(<CaseStudy {...story} />).querySelector("img, picture")).toBeNull();
    const image = await fixturePicture(1200, 900, schemaDisplayWidth("schemas/blocks/case-study.schema.json", "image"), {
      alt: "The clients' new street",
      credit: "Photo: the clients",
    });
    const doc = render(<CaseStudy {...story} image={image} />);
    const img = doc.querySelector("img");
    expect([img?.getAttribute("alt"), img?.getAttribute("width"), img?.getAttribute("height")]).toEqual([
      image.alt,
      String(image.measure.displayWidth),
      reservedHeight(image),
    ]);
    expect([img?.getAttribute("loading"), img?.getAttribute("fetchpriority")]).toEqual(["lazy", null]);
    expect(doc.querySelector("figcaption")?.textContent).toBe("Photo: the clients");
  });
});
