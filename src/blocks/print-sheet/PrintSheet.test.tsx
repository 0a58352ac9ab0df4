import { afterEach, describe, expect, it, vi } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import type { PrintSheetBlock } from "../../generated/content-types.ts";
import { installPrintButtons } from "./behaviour.ts";
import { PrintSheet } from "./PrintSheet.tsx";

const sheet: PrintSheetBlock = {
  type: "print-sheet",
  heading: "Deposit Cheatsheet",
  printLabel: "Export to PDF",
  pages: [
    {
      sections: [
        {
          kind: "items",
          heading: "Strategies",
          items: [{ title: "Genuine savings", requirement: "5% over 3+ months", description: "Saved yourself.", tips: ["Use one account."] }],
        },
        { kind: "list", heading: "Savings tips", items: ["Automate it.", "Cancel subscriptions."] },
      ],
    },
    {
      sections: [
        {
          kind: "table",
          heading: "Lenders",
          caption: "By lender type",
          columns: [{ label: "Lender type" }, { label: "Max LVR" }],
          rows: [["Major banks", "95%"]],
        },
        { kind: "terms", heading: "Key terms", items: [{ term: "LVR", definition: "Loan to value ratio." }] },
        { kind: "contact", heading: "Talk to a broker" },
      ],
    },
  ],
};

describe("PrintSheet", () => {
  it("renders each A4 page with its sections, one h1, and the legal numbers from the site configuration", () => {
    const doc = render(<PrintSheet {...sheet} />);
    const pages = doc.querySelectorAll('[data-testid="print-page"]');
    expect(pages).toHaveLength(2);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Strategies", "Savings tips", "Lenders", "Key terms", "Talk to a broker"]);
    expect(pages[0]?.querySelector("h3")?.textContent).toBe("Genuine savings");
    expect(pages[1]?.querySelector("table caption")?.textContent).toBe("By lender type");
    expect(pages[1]?.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toBe(site.phone.display);
    expect(pages[1]?.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    for (const [index, page] of [...pages].entries()) {
      const footer = page.querySelector("footer")?.textContent ?? "";
      for (const fact of [site.legal.company, site.legal.creditRepresentative, site.legal.creditLicence]) expect(footer).toContain(fact);
      expect(footer).toContain(`Page ${index + 1} of 2`);
    }
  });

  it("marks itself and each paper page for the print rules in app.css, which apply only where a sheet is", () => {
    const doc = render(<PrintSheet {...sheet} />);
    expect(doc.querySelector("section")?.hasAttribute("data-print-sheet")).toBe(true);
    expect(doc.querySelectorAll(".print-sheet-page")).toHaveLength(2);
    expect(doc.querySelector("style")).toBeNull();
  });

  it("says how to print while scripts are off, and holds the button hidden until they run", () => {
    const doc = render(<PrintSheet {...sheet} />);
    expect(doc.querySelector("button")?.hasAttribute("hidden")).toBe(true);
    expect(doc.querySelector('[data-testid="print-controls"]')?.textContent).toContain("Save as PDF");
  });

  describe("once scripts run", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      document.body.innerHTML = "";
    });

    it("offers an Export to PDF button that opens the print dialog, in place of the hint", () => {
      // happy-dom has no print dialog; the stub stands in for the browser's.
      const print = vi.fn();
      vi.stubGlobal("print", print);
      document.body.innerHTML = render(<PrintSheet {...sheet} />).body.innerHTML;
      const uninstall = installPrintButtons(document);
      const button = document.querySelector("button");
      expect(button?.hidden).toBe(false);
      expect(button?.textContent).toBe("Export to PDF");
      expect(button?.closest(".print\\:hidden")).not.toBeNull();
      expect(document.querySelector<HTMLElement>("[data-print-hint]")?.hidden).toBe(true);
      button?.click();
      expect(print).toHaveBeenCalledTimes(1);
      uninstall();
    });
  });
});
