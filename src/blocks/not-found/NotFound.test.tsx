import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { NotFound } from "./NotFound.tsx";

describe("NotFound", () => {
  it("shows the code, the message and a way home", () => {
    const doc = render(<NotFound type="not-found" code="404" heading="Oops! Page not found" action={{ label: "Return to Home", to: "/" }} />);
    expect(doc.querySelector("h1")?.textContent).toBe("404: Oops! Page not found");
    expect(doc.querySelector('a[href="/"]')?.textContent).toBe("Return to Home");
  });
});
