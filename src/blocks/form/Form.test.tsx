import { readFileSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "../../../tests/render.tsx";
import type { FormBlock } from "../../generated/content-types.ts";
import { PagePathProvider, SiteProvider } from "../../site/site-context.tsx";
import { formLoaders } from "../../generated/form-components.ts";
import { FORM_NAMES } from "../../generated/forms.ts";
import { Form } from "./Form.tsx";

const root = path.resolve(import.meta.dirname, "../../..");

/** Renders as the build's prerender does: waiting for the lazily loaded form. */
async function prerendered(node: ReactNode, path = "/"): Promise<Document> {
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider value={site}>
        <PagePathProvider value={path}>{node}</PagePathProvider>
      </SiteProvider>
    </MemoryRouter>,
    // As src/entry.server.tsx: a large boundary (the contact form with its templates) stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}

const block = (form: FormBlock["form"], extra: Partial<FormBlock> = {}): FormBlock => ({
  type: "form",
  id: `${form}-block`,
  form,
  heading: "Heading",
  ...extra,
});
const named = (doc: Document, name: string) => doc.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe("Form block", () => {
  // The forms are lazy chunks; load them once up front so a cold transform does not time a test out.
  beforeAll(async () => {
    await Promise.all(Object.values(formLoaders).map((load) => load()));
  });

  it("prerenders the contact form as a real form a static host detects", async () => {
    const doc = await prerendered(<Form {...block("contact")} />, "/contact");
    const form = doc.querySelector("form");
    expect(doc.querySelector("section")?.id).toBe("contact-block");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/");
    expect(form?.getAttribute("name")).toBe("contact");
    expect(form?.getAttribute("data-netlify")).toBe("true");
    expect(form?.getAttribute("data-netlify-honeypot")).toBe("bot-field");
    expect(named(doc, "form-name")?.type).toBe("hidden");
    expect(named(doc, "form-name")?.value).toBe("contact");
    for (const name of ["firstName", "lastName", "email", "phone", "message"]) expect(named(doc, name)?.hasAttribute("required"), name).toBe(true);
    expect(named(doc, "email")?.type).toBe("email");
    expect(named(doc, "phone")?.type).toBe("tel");
  });

  it("labels every visible field with a real <label for>", async () => {
    const doc = await prerendered(<Form {...block("contact")} />);
    for (const name of ["firstName", "lastName", "email", "phone", "message"]) {
      const id = named(doc, name)?.id ?? "";
      expect(doc.querySelector(`label[for="${id}"]`)?.textContent, name).toMatch(/\w/);
    }
  });

  it("hides the honeypots from people and assistive technology", async () => {
    const doc = await prerendered(<Form {...block("contact")} />);
    for (const name of ["bot-field", "website"]) {
      const wrapper = named(doc, name)?.closest("[aria-hidden]");
      expect(wrapper?.getAttribute("aria-hidden"), name).toBe("true");
      expect(wrapper?.className).toContain("hidden");
      expect(named(doc, name)?.tabIndex).toBe(-1);
    }
  });

  it("leaves the security check to the page's script: no question, no verified flag, a usable button", async () => {
    const doc = await prerendered(<Form {...block("contact")} />);
    expect(named(doc, "captcha-verified")).toBeNull();
    expect(doc.body.textContent).not.toMatch(/What is \d+ \+ \d+/);
    expect(doc.querySelector("noscript")?.innerHTML).toContain("The security question needs JavaScript");
    const button = doc.querySelector<HTMLButtonElement>("button[type=submit]");
    expect(button?.textContent).toBe("Send Message");
    expect(button?.disabled).toBe(false);
  });

  it("prerenders the enquiry form with its page path and source", async () => {
    const doc = await prerendered(<Form {...block("enquiry")} />, "/services/home-loans");
    expect(named(doc, "form-name")?.value).toBe("enquiry");
    expect(named(doc, "page_path")?.value).toBe("/services/home-loans");
    expect(named(doc, "source")?.value).toBe("personalised_options");
    expect(named(doc, "email")?.required).toBe(true);
    expect(named(doc, "name")?.required).toBe(false);
    expect(named(doc, "utm_source")).toBeNull();
  });

  it("puts a collection notice linking to /privacy under every form", async () => {
    for (const form of FORM_NAMES) {
      const doc = await prerendered(<Form {...block(form)} />);
      const notice = doc.querySelector("[data-collection-notice]");
      expect(notice?.compareDocumentPosition(doc.querySelector("form")!), form).toBe(Node.DOCUMENT_POSITION_PRECEDING);
      expect(notice?.textContent, form).toMatch(/privacy policy/);
      expect(notice?.querySelector('a[href="/privacy"]'), form).not.toBeNull();
    }
  });

  it("says under each form what it collects, as its schema lists it, why, what happens without a detail, who receives it and whether it leaves Australia", async () => {
    for (const form of FORM_NAMES) {
      const notice = (await prerendered(<Form {...block(form)} />)).querySelector("[data-collection-notice]")?.textContent ?? "";
      // Every field the visitor fills in, by its label in schemas/forms/<form>.schema.json.
      const schema = JSON.parse(readFileSync(path.join(root, `schemas/forms/${form}.schema.json`), "utf8")) as {
        properties: Record<string, { title?: string }>;
      };
      const labels = Object.values(schema.properties).flatMap((field) => (field.title ? [field.title.toLowerCase()] : []));
      expect(labels.length, form).toBeGreaterThan(0);
      for (const label of labels) expect(notice.toLowerCase(), `${form}: ${label}`).toContain(label);
      expect(notice, form).toContain("the page you sent it from");
      expect(notice, form).toContain(`We use them ${site.privacy.forms[form]?.purpose}.`);
      expect(notice, form).toContain(site.privacy.withoutDetails);
      for (const recipient of site.privacy.recipients) expect(notice, `${form}: ${recipient}`).toContain(recipient);
      expect(notice, form).toContain(site.privacy.overseas);
    }
  });

  it("names the contact form's five fields in a sentence a visitor can read", async () => {
    const notice = (await prerendered(<Form {...block("contact")} />)).querySelector("[data-collection-notice]")?.textContent ?? "";
    expect(notice).toMatch(
      /^This form sends us your first name, last name, email, phone and message, with the page you sent it from and any ad or email link you arrived by\. We use them /,
    );
  });

  it("tells an enquiry that the calculator's figures go with it, as the schema's calculator_summary does", async () => {
    const notice = (await prerendered(<Form {...block("enquiry")} />, "/calculators/repayments")).querySelector("[data-collection-notice]")?.textContent;
    expect(notice).toContain(
      "your name, email and phone, with the page you sent it from, any ad or email link you arrived by and any calculator figures you entered.",
    );
    const others = await prerendered(<Form {...block("call-back")} />);
    expect(others.querySelector("[data-collection-notice]")?.textContent).not.toContain("calculator");
  });

  it("gives two forms on one page distinct ids", async () => {
    const doc = await prerendered(
      <>
        <Form {...block("call-back")} />
        <Form {...block("enquiry")} />
      </>,
    );
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says under the form what happens once it is sent, and beside it how to talk to a broker instead", async () => {
    const steps = ["First we read it.", "Then we reply."];
    const doc = await prerendered(
      <SiteProvider value={{ ...site, nextSteps: { enquiry: steps } }}>
        <Form {...block("enquiry")} />
      </SiteProvider>,
    );
    const nextSteps = [...doc.querySelectorAll("h3")].find((h) => h.textContent === "What happens next")?.parentElement;
    expect([...(nextSteps?.querySelectorAll("li") ?? [])].map((li) => li.textContent)).toEqual(["1First we read it.", "2Then we reply."]);
    // In the form's column (filling the space under a short form), not in the side panel with the broker.
    let column = nextSteps?.parentElement;
    while (column && !column.querySelector("[data-collection-notice]")) column = column.parentElement;
    expect(column?.querySelector("article")).toBeNull();
    expect(doc.querySelector(`a[href="tel:${site.phone.dial}"]`)).not.toBeNull();
    expect(doc.querySelector("a[data-booking]")?.getAttribute("data-booking")).toBe("form-aside");
    // Who reads the details, before the visitor sends them.
    expect(doc.querySelector(`article[aria-label="About ${site.broker.name}"]`)?.textContent).toContain(site.broker.name);
  });

  it("leaves out the steps when none are configured for the form", async () => {
    const doc = await prerendered(
      <SiteProvider value={{ ...site, nextSteps: {} }}>
        <Form {...block("contact")} />
      </SiteProvider>,
    );
    expect(doc.body.textContent).not.toContain("What happens next");
  });
});
