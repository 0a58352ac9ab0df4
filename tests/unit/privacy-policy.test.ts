// @vitest-environment happy-dom
/**
 * The privacy policy and the notice under every form, as the pipeline builds them from
 * pages.config/: the policy describes the decisions the server makes on its own (APP 1.7–1.9, from
 * 10 December 2026), among them the spam filing of a form whose hidden field is filled in
 * (src/server/lead-intake.ts), and every recipient a notice names is one the policy names. The
 * recipients expected are read from site.json as written (tests/raw-content.ts), not from the
 * loaders.
 */
import { createElement as h } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Form } from "../../src/blocks/form/Form.tsx";
import { site as rawSite } from "../raw-content.ts";
import { prerendered, prerenderedPage, sectionText } from "../site-page.ts";

/** A recipient as a visitor reads it: the licensee's name written in. */
const inWords = (recipient: string) => recipient.replaceAll("{licensee}", rawSite.legal.licensee ?? rawSite.brand);
const squashed = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

describe("privacy policy and collection notices", () => {
  let policy: Document;
  const notices: Record<string, string> = {};
  beforeAll(async () => {
    policy = await prerenderedPage("/privacy");
    for (const form of rawSite.forms) {
      const doc = await prerendered(h(Form, { type: "form", id: `${form}-form`, form, heading: "A form" }), "/contact");
      notices[form] = squashed(doc.querySelector("[data-collection-notice]")?.textContent);
    }
  });

  const section = (id: string) => sectionText(policy, id);

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
    for (const form of rawSite.forms) {
      const notice = notices[form] ?? "";
      expect(notice, form).not.toMatch(/only our team/i);
      for (const recipient of rawSite.privacy.recipients.map(inWords)) expect(notice, `${form}: ${recipient}`).toContain(recipient);
    }
  });

  it("says under every form what happens if a detail is not given (APP 5.2(e))", () => {
    for (const form of rawSite.forms) expect(notices[form], form).toContain(rawSite.privacy.withoutDetails);
  });

  it("says what the broker does and does not obtain about a visitor's credit", () => {
    expect(section("credit-reports")).toMatch(/credit report/i);
  });
});
