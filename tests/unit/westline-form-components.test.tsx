/**
 * The broker's own forms on a page (sites/westline/forms/): suburb-reports drawn by its own
 * component (suburb-reports.tsx, with what its script shows later), suburb-request by the generic
 * schema form from its files alone, both in the form block as the prerender draws them. Their
 * definitions are read from the broker's folder by the pipeline; the labels expected are the schemas'.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import SuburbReportsForm from "../../sites/westline/forms/suburb-reports.tsx";
import { Form } from "../../src/blocks/form/Form.tsx";
import { loadSite } from "../../src/content/load-site.ts";
import { registerSiteFormComponents } from "../../src/forms/site-form.tsx";
import type { FormBlock } from "../../src/generated/content-types.ts";
import { PagePathProvider, SiteProvider } from "../../src/site/site-context.tsx";
import { SiteFormsProvider, type RenderedSiteForm } from "../../src/site/site-forms-context.tsx";
import { site } from "../render.tsx";

const WESTLINE = path.resolve(import.meta.dirname, "../../sites/westline");
let forms: RenderedSiteForm[] = [];
beforeAll(() => {
  forms = loadSite(WESTLINE).siteForms;
  // As the build's module does (scripts/lib/site-forms-plugin.ts) for each form with a component.
  registerSiteFormComponents([{ name: "suburb-reports", component: SuburbReportsForm }]);
});

/** Renders as the build's prerender does, with the broker's own forms. */
async function prerendered(node: ReactNode, at = "/"): Promise<Document> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[at]}>
      <SiteProvider value={site}>
        <SiteFormsProvider value={forms}>
          <PagePathProvider value={at}>{node}</PagePathProvider>
        </SiteFormsProvider>
      </SiteProvider>
    </MemoryRouter>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new DOMParser().parseFromString(`<body>${await new Response(prelude).text()}</body>`, "text/html");
}

const block = (form: string, extra: Partial<FormBlock> = {}): FormBlock =>
  ({ type: "form", id: `${form}-block`, form, heading: "Heading", ...extra }) as FormBlock;
const named = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe("the broker's own forms in the form block", () => {
  it("prerenders the lead form, posting the suburb only when the block presets one", async () => {
    const plain = await prerendered(<Form {...block("suburb-reports")} />, "/resources/suburb-reports");
    expect(named(plain, "suburb")).toBeNull();
    expect(named(plain, "page_path")?.value).toBe("/resources/suburb-reports");
    const options = [...plain.querySelectorAll("select[name=timeframe] option")].map((o) => [o.getAttribute("value"), o.textContent]);
    expect(options).toEqual([
      ["", "Select a timeframe"],
      ["0-3", "0-3 months"],
      ["3-6", "3-6 months"],
      ["6+", "6+ months"],
    ]);
    expect(plain.querySelector("button[type=submit]")?.textContent).toBe("Get My Free Equity Assessment");

    const preset = await prerendered(<Form {...block("suburb-reports", { presets: { suburb: "Blacktown" } })} />, "/resources/suburb-reports/blacktown");
    expect(named(preset, "suburb")?.value).toBe("Blacktown");
    expect(named(preset, "suburb")?.type).toBe("hidden");
  });

  it("prerenders what the lead form's script shows later: its thank-you card and its toasts, in the site's words", async () => {
    const doc = await prerendered(<Form {...block("suburb-reports")} />);
    const sent = doc.querySelector("template[data-part=sent]")?.innerHTML ?? "";
    for (const step of site.nextSteps?.["suburb-reports"] ?? []) expect(sent).toContain(step);
    expect(doc.querySelector("template[data-toast-text=success]")?.innerHTML).toContain("Thank you! Your Deposit Cheatsheet is opening now.");
    expect(doc.querySelector("template[data-toast-text=failure]")?.innerHTML).toContain(site.phone.display);
  });

  it("prerenders the custom suburb request, from its files alone, with every field required", async () => {
    const doc = await prerendered(<Form {...block("suburb-request")} />);
    expect(named(doc, "form-name")?.value).toBe("suburb-request");
    for (const name of ["name", "email", "phone", "requested_suburb"]) expect(named(doc, name)?.required, name).toBe(true);
    expect(named(doc, "email")?.type).toBe("email");
    expect(named(doc, "phone")?.type).toBe("tel");
    expect(named(doc, "bot-field")).not.toBeNull();
    expect(doc.querySelector("button[type=submit]")?.textContent).toBe("Request My Suburb Report");
  });

  it("sends a preset of a form drawn from its files alone as a hidden field, not asked", async () => {
    const doc = await prerendered(<Form {...block("suburb-request", { presets: { requested_suburb: "Merrylands" } })} />);
    expect(named(doc, "requested_suburb")?.type).toBe("hidden");
    expect(named(doc, "requested_suburb")?.value).toBe("Merrylands");
    expect(doc.querySelector('label[for$="requested_suburb"]')).toBeNull();
  });

  it("says under each what it collects, by its schema's labels, and why", async () => {
    for (const form of ["suburb-reports", "suburb-request"]) {
      const notice = (await prerendered(<Form {...block(form)} />)).querySelector("[data-collection-notice]")?.textContent ?? "";
      const schema = JSON.parse(readFileSync(path.join(WESTLINE, `forms/${form}.schema.json`), "utf8")) as { properties: Record<string, { title?: string }> };
      const labels = Object.values(schema.properties).flatMap((field) => (field.title ? [field.title.toLowerCase()] : []));
      expect(labels.length, form).toBeGreaterThan(0);
      for (const label of labels) expect(notice.toLowerCase(), `${form}: ${label}`).toContain(label);
      expect(notice, form).toContain(`We use them ${site.privacy.forms[form]?.purpose}.`);
    }
  });

  it("gives the two forms on one page distinct ids", async () => {
    const doc = await prerendered(
      <>
        <Form {...block("suburb-request")} />
        <Form {...block("suburb-reports")} />
      </>,
    );
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
