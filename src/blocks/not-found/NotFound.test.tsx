import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { NotFound } from "./NotFound.tsx";

describe("NotFound", () => {
  it("shows the code, the message and a way home", () => {
    const doc = render(<NotFound type="not-found" code="404" heading="Oops! Page not found" action={{ label: "Return to Home", to: "/" }} />);
    expect(doc.querySelector("h1")?.textContent).toBe("404: Oops! Page not found");
    expect(doc.querySelector('a[href="/"]')?.textContent).toBe("Return to Home");
  });
});

describe("NotFound's way out", () => {
  it("offers the popular pages and the broker's phone number", () => {
    const links = [
      { label: "FAQ", to: "/faq", text: "Answers" },
      { label: "Contact", to: "/contact" },
    ];
    const doc = render(<NotFound type="not-found" code="404" heading="Oops! Page not found" action={{ label: "Return to Home", to: "/" }} links={links} />);
    const nav = doc.querySelector("nav");
    expect([...(nav?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ]);
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)?.textContent).toBe(`Call ${site.phone.display}`);
  });
});
