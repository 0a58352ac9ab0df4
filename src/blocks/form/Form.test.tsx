import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { Form } from "./Form.tsx";

describe("Form", () => {
  it("is an anchored section offering the phone and email until the form is built", () => {
    const doc = render(<Form type="form" id="contact" form="contact" heading="Get in touch" />);
    expect(doc.querySelector("section")?.id).toBe("contact");
    expect(doc.querySelector("[data-form]")?.getAttribute("data-form")).toBe("contact");
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)).not.toBeNull();
  });
});
