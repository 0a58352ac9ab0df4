import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { render, site } from "../../../tests/render.tsx";
import { FormCollection } from "./FormCollection.tsx";

const root = path.resolve(import.meta.dirname, "../../..");
/** The labels of the fields a visitor fills in, read from the form's schema file: a kernel form's, or one of the broker's own. */
const labelsOf = (form: string) => {
  const file = [`schemas/forms/${form}.schema.json`, `sites/westline/forms/${form}.schema.json`]
    .map((name) => path.join(root, name))
    .find((name) => existsSync(name));
  if (!file) throw new Error(`no schema file for the ${form} form`);
  const schema = JSON.parse(readFileSync(file, "utf8")) as { properties: Record<string, { title?: string }> };
  return Object.values(schema.properties).flatMap((field) => (field.title ? [field.title.toLowerCase()] : []));
};

describe("FormCollection", () => {
  const doc = render(<FormCollection type="form-collection" heading="What our forms collect" />);
  const cards = [...doc.querySelectorAll("li")];

  it("lists every form by its privacy name, each with the fields its schema lists and its purpose", () => {
    expect(cards.map((card) => card.querySelector("h3")?.textContent)).toEqual(site.forms.map((form) => site.privacy.forms[form]?.name));
    site.forms.forEach((form, i) => {
      const text = cards[i]?.textContent?.toLowerCase() ?? "";
      for (const label of labelsOf(form)) expect(text, `${form}: ${label}`).toContain(label);
      expect(text, form).toContain(`we use them ${site.privacy.forms[form]?.purpose}.`.toLowerCase());
    });
  });

  it("reads the fields as a sentence and says what is sent without typing", () => {
    const contact = cards[site.forms.indexOf("contact")];
    expect([...(contact?.querySelectorAll("dt") ?? [])].map((dt) => dt.textContent)).toEqual(["Your details", "Sent with it", "Why"]);
    expect(contact?.querySelector("dd")?.textContent).toBe("First name, last name, email, phone and message.");
    expect(cards[site.forms.indexOf("enquiry")]?.textContent).toContain("any calculator figures you entered");
  });

  it("lists only the forms the site lists, so another site's forms never reach this site's policy", () => {
    const [kept, ...left] = site.forms;
    if (kept === undefined) throw new Error("the test site lists no forms");
    const only = render(<FormCollection type="form-collection" heading="What our forms collect" />, "/privacy", { site: { ...site, forms: [kept] } });
    const names = [...only.querySelectorAll("li h3")].map((h3) => h3.textContent);
    expect(names).toEqual([site.privacy.forms[kept]?.name]);
    for (const form of left) expect(only.body.textContent, form).not.toContain(site.privacy.forms[form]?.name);
  });

  it("says once, after the forms, what happens without a detail, who receives what they send and whether it may leave Australia", () => {
    const text = doc.body.textContent ?? "";
    expect(text).toContain(site.privacy.withoutDetails);
    for (const recipient of site.privacy.recipients) expect(text, recipient).toContain(recipient);
    expect(text).toContain(site.privacy.overseas);
  });
});
