import { describe, expect, it } from "vitest";
import { typedBeforeHydration } from "./typed-before-hydration.ts";

/** A prerendered form as the HTML has it, before any script. */
function prerendered(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector("form")!;
}

describe("what a visitor entered before the form's script ran", () => {
  it("is what differs from the HTML: typed text, a chosen option, a checked radio", () => {
    const form = prerendered(`
      <input name="name" value="">
      <textarea name="message"></textarea>
      <select name="timeframe"><option value="">Select...</option><option value="0-3">0-3 months</option></select>
      <input type="radio" name="contact" value="phone"><input type="radio" name="contact" value="email">`);
    (form.elements.namedItem("name") as HTMLInputElement).value = "Ann Lee";
    (form.elements.namedItem("message") as HTMLTextAreaElement).value = "Call me after 5";
    (form.elements.namedItem("timeframe") as HTMLSelectElement).value = "0-3";
    form.querySelector<HTMLInputElement>('[value="email"]')!.checked = true;
    expect(typedBeforeHydration(form, ["name", "message", "timeframe", "contact"])).toEqual({
      name: "Ann Lee",
      message: "Call me after 5",
      timeframe: "0-3",
      contact: "email",
    });
  });

  it("is nothing for an untouched form, even a select whose first option is a real value", () => {
    const form = prerendered(
      `<input name="name" value="prefilled"><select name="state"><option value="NSW">NSW</option><option value="VIC">VIC</option></select>`,
    );
    expect(typedBeforeHydration(form, ["name", "state"])).toEqual({});
  });

  it("leaves out hidden fields and names that are not the form's fields", () => {
    const form = prerendered(`<input type="hidden" name="page_path" value="/"><input name="bot-field">`);
    (form.elements.namedItem("page_path") as HTMLInputElement).value = "/elsewhere";
    (form.elements.namedItem("bot-field") as HTMLInputElement).value = "spam";
    expect(typedBeforeHydration(form, ["page_path", "name"])).toEqual({});
  });

  it("counts a value cleared back to empty as entered, so the state follows what the visitor sees", () => {
    const form = prerendered(`<input name="city" value="Hobart">`);
    (form.elements.namedItem("city") as HTMLInputElement).value = "";
    expect(typedBeforeHydration(form, ["city"])).toEqual({ city: "" });
  });
});
