// @vitest-environment node
/**
 * A form's name in the editor is chosen among the site's forms, not the schema's list, which holds
 * the kernel's only: the form block offers the forms the broker's site.json lists, its own
 * (sites/westline/forms/) among them, and a page showing one opens with it chosen. (Node, as
 * sample-mark.test.tsx: the schemas are read from files.) Expectations come from the raw files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import validator from "@rjsf/validator-ajv8";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { editorSchemas } from "../../server/schemas.ts";
import { formChoicesFor } from "./form-choices.ts";

const { document: page } = new Window();
globalThis.document ??= page as unknown as Document;
const { GeneratedForm } = await import("./EditorForm.tsx");

const listed = (JSON.parse(readFileSync("sites/westline/pages.config/site.json", "utf8")) as { forms: string[] }).forms;
/** One of the broker's own forms (its forms/ folder) that its site.json lists. */
const ownForm =
  readdirSync("sites/westline/forms")
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => file.replace(/\.schema\.json$/, ""))
    .find((form) => listed.includes(form)) ?? "(none of the broker's own forms is listed)";

async function formBlock(form: string, formChoices: readonly string[] | undefined): Promise<HTMLSelectElement | null> {
  const { blocks } = await editorSchemas();
  const html = renderToStaticMarkup(
    <GeneratedForm
      schema={blocks["form"] as never}
      data={{ type: "form", id: "request", form, heading: "Heading" }}
      onChange={() => {}}
      idPrefix="blocks_0"
      label="1. Form"
      validator={validator}
      formChoices={formChoices}
    />,
  );
  const { document } = new Window();
  document.body.innerHTML = html;
  return document.querySelector("select#blocks_0_form") as unknown as HTMLSelectElement | null;
}

const options = (select: HTMLSelectElement | null) =>
  [...(select?.querySelectorAll("option") ?? [])].map((option) => option.getAttribute("value")).filter(Boolean);

describe("a form block in the editor", () => {
  it("offers the forms the site lists, its own with the kernel's, and opens with the page's own form chosen", async () => {
    const select = await formBlock(ownForm, formChoicesFor("page", { forms: listed, formNames: [] }));
    expect(options(select)).toEqual(listed);
    expect(select?.querySelector("option[selected]")?.getAttribute("value")).toBe(ownForm);
  });

  it("keeps a form the site no longer lists as a choice, so opening the page never changes it", async () => {
    const others = listed.filter((form) => form !== ownForm);
    expect(options(await formBlock(ownForm, others))).toEqual([...others, ownForm]);
  });

  it("in site settings, offers every form the site may list", () => {
    expect(formChoicesFor("site", { forms: ["contact"], formNames: ["contact", ownForm] })).toEqual(["contact", ownForm]);
  });
});
