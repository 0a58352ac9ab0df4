// @vitest-environment happy-dom
/**
 * The privacy policy and the notice under every form, as the pipeline builds them from
 * pages.config/: the policy describes the decisions the server makes on its own (APP 1.7–1.9, from
 * 10 December 2026), among them the spam filing of a form whose hidden field is filled in
 * (src/server/lead-intake.ts), and every recipient a notice names is one the policy names. The
 * recipients expected are read from site.json as written (tests/raw-content.ts), not from the
 * loaders.
 */
import { createElement as h, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { BlockList } from "../../src/blocks/BlockList.tsx";
import { Form } from "../../src/blocks/form/Form.tsx";
import { siteContent } from "../../src/content/site-content.server.ts";
import { FORM_NAMES } from "../../src/generated/forms.ts";
import { FactsProvider, PagePathProvider, SiteProvider } from "../../src/site/site-context.tsx";
import { site as rawSite } from "../raw-content.ts";

// The content as the prerender reads it (and refuses it, with every problem, when it has any).
const content = siteContent();

/** Renders as the build's prerender does, waiting for lazily loaded forms, with the site as loaded. */
async function prerendered(node: ReactNode, path: string): Promise<Document> {
  if (!content.site) throw new Error("pages.config/ has no site.json");
  const { prelude } = await prerender(
    h(
      MemoryRouter,
      { initialEntries: [path] },
      h(
        SiteProvider,
        { value: content.site },
        h(FactsProvider, { value: { facts: content.facts, builtOn: content.builtOn } }, h(PagePathProvider, { value: path }, node)),
      ),
    ),
  );
  return new DOMParser().parseFromString(`<body>${await new Response(prelude).text()}</body>`, "text/html");
}

/** A recipient as a visitor reads it: the licensee's name written in. */
const inWords = (recipient: string) => recipient.replaceAll("{licensee}", rawSite.legal.licensee ?? rawSite.brand);
const squashed = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

describe("privacy policy and collection notices", () => {
  let policy: Document;
  const notices: Record<string, string> = {};
  beforeAll(async () => {
    const page = content.byPath.get("/privacy");
    if (!page) throw new Error("no page at /privacy in pages.config/pages/");
    policy = await prerendered(h(BlockList, { blocks: page.blocks }), "/privacy");
    for (const form of FORM_NAMES) {
      const doc = await prerendered(h(Form, { type: "form", id: `${form}-form`, form, heading: "A form" }), "/contact");
      notices[form] = squashed(doc.querySelector("[data-collection-notice]")?.textContent);
    }
  });

  const section = (id: string) => squashed(policy.getElementById(id)?.textContent);

  it("describes the server's spam filing among the automated decisions, and no longer says none are made", () => {
    const statement = section("automated-decisions");
    expect(statement).toMatch(/spam/i);
    expect(statement).toMatch(/hidden field/i);
    expect(statement).toMatch(/not emailed to us/i);
    expect(squashed(policy.body.textContent)).not.toMatch(/make any decision about you automatically/i);
  });

  it("has every form's notice name each recipient the policy's sharing section names, and none say 'Only our team'", () => {
    expect(rawSite.privacy.recipients.length).toBeGreaterThan(0);
    const sharing = section("sharing");
    for (const recipient of rawSite.privacy.recipients.map(inWords)) expect(sharing, recipient).toContain(recipient);
    for (const form of FORM_NAMES) {
      const notice = notices[form] ?? "";
      expect(notice, form).not.toMatch(/only our team/i);
      for (const recipient of rawSite.privacy.recipients.map(inWords)) expect(notice, `${form}: ${recipient}`).toContain(recipient);
    }
  });

  it("says under every form what happens if a detail is not given (APP 5.2(e))", () => {
    for (const form of FORM_NAMES) expect(notices[form], form).toContain(rawSite.privacy.withoutDetails);
  });

  it("says what the broker does and does not obtain about a visitor's credit", () => {
    expect(section("credit-reports")).toMatch(/credit report/i);
  });
});
