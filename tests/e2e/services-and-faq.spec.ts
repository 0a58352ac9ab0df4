import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { site } from "../raw-content.ts";
import { gotoHydrated } from "./hydrated.ts";

/** The claims as pages.config/facts/claims.json states them, read here without the site's code. */
const claims = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync("sites/westline/pages.config/facts/claims.json", "utf8")) as { statements: Record<string, { value: string | number }> })
      .statements,
  ).map(([name, { value }]) => [name, String(value)]),
) as Record<string, string>;
const newest = (fact: string) =>
  (JSON.parse(readFileSync(`sites/westline/pages.config/facts/${fact}.json`, "utf8")) as { periods: Record<string, unknown>[] }).periods.at(-1)!;
const dollars = (n: unknown) => `$${Number(n).toLocaleString("en-AU")}`;

/** What SPEC section 2 lists for each page: the sections a visitor sees, and what must be in them. */
interface Expected {
  sections: Record<string, string[] | number>;
  form: { id: string; kind: "enquiry" | "contact" };
  faq: number;
  facts: string[];
}

const pages: Record<string, Expected> = {
  "/services/home-loans": {
    sections: {
      intro: 0,
      "why-use-a-broker": 4,
      "loan-types": [
        "Variable rate loans",
        "Fixed rate loans",
        "Split loans",
        "Principal & interest and interest-only",
        "Construction and renovation loans",
        "Bridging loans",
        "Guarantor and low-deposit loans",
      ],
      process: ["Step 1: Discovery", "Step 2: Compare", "Step 3: Approve & Settle"],
      "popular-services": 4,
    },
    form: { id: "enquiry-form", kind: "enquiry" },
    faq: 4,
    // The SPEC's rule of thumb, "6-8 times" income, gave way to APRA's debt-to-income limit (issue 24).
    facts: [`${claims.lenders} lenders`, `debts are ${String(newest("debt-to-income-limit").ratio)} or more times their income`],
  },
  "/services/first-home-buyers": {
    sections: { process: 5, benefits: ["First Home Owner Grant", "Low-deposit home loans", "5% Deposit Scheme"] },
    form: { id: "enquiry-form", kind: "enquiry" },
    faq: 3,
    // Since 1 October 2025 the 5% Deposit Scheme has had no limit on places and no income test.
    facts: [dollars(newest("first-home-owner-grant").amount), "From 5%", "5% deposit, no LMI", "price cap", "places are unlimited"],
  },
  "/services/investment-loans": {
    sections: { strategies: 4, "loan-features": 6, "why-choose-us": 0 },
    form: { id: "enquiry-form", kind: "enquiry" },
    faq: 3,
    facts: ["gross yields above 4%", "1-2% of the property's value"],
  },
  "/services/refinancing": {
    sections: { benefits: 4, reasons: 6, process: 4 },
    form: { id: "enquiry-form", kind: "enquiry" },
    faq: 3,
    facts: [`${claims.lenders} lenders`],
  },
  "/services/pre-approvals": {
    sections: { benefits: 4, process: 4, documents: 6, "get-started": 0 },
    form: { id: "contact-form", kind: "contact" },
    faq: 3,
    // One defensible turnaround: we lodge within a day of the documents; the lender then decides.
    facts: [
      `lodge your application within ${claims.preApprovalLodged}`,
      `answer within ${claims.lenderDecision}`,
      claims.formalApproval!,
      claims.preApprovalValidity!,
    ],
  },
  "/services/smsf-loans": {
    sections: { benefits: 3, considerations: 4, requirements: 0, "important-advice": 0 },
    form: { id: "contact-form", kind: "contact" },
    faq: 3,
    facts: ["30% or more", "20-30% or more"],
  },
  "/services/low-doc-self-employed": {
    sections: {
      solutions: 3,
      "who-we-help": 0,
      "alternative-documentation": ["BAS statements", "Bank statements", "Accountant declaration", "ABN registration"],
    },
    form: { id: "contact-form", kind: "contact" },
    faq: 3,
    facts: ["last 12-24 months"],
  },
  "/services/asset-finance": {
    sections: {
      "what-we-finance": ["Vehicle finance", "Commercial vehicle finance", "Equipment finance"],
      "structure-options": ["Chattel mortgage", "Equipment lease", "Hire purchase", "Operating lease"],
    },
    form: { id: "contact-form", kind: "contact" },
    faq: 3,
    facts: ["up to 7 years"],
  },
  "/services/commercial-lending": {
    sections: { "finance-types": ["Property purchase", "Business expansion", "Development finance"], industries: 6, "loan-products": 0 },
    form: { id: "contact-form", kind: "contact" },
    faq: 3,
    facts: ["up to about 80%"],
  },
};

const faqQuestions = (page: Page, sectionId: string) => page.locator(`#${sectionId} h3 > button`);

test.describe("service pages and the FAQ, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, expected] of Object.entries(pages)) {
    test(`${path} shows every section the SPEC lists, its form and its FAQ`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      for (const [id, items] of Object.entries(expected.sections)) {
        const section = page.locator(`#${id}`);
        await expect(section.locator("h2"), `#${id} has a heading`).toBeVisible();
        if (Array.isArray(items)) await expect(section.locator("h3")).toHaveText(items);
        else if (items > 0) await expect(section.locator("h3")).toHaveCount(items);
      }
      const form = page.locator(`#${expected.form.id}`);
      await expect(form.locator("h2")).toBeVisible();
      const kind = expected.form.kind;
      await expect(form.locator(`[data-form="${kind}"], form[name="${kind}"], input[name="form-name"][value="${kind}"]`).first()).toBeAttached();
      await expect(faqQuestions(page, "faq")).toHaveCount(expected.faq);
      // Closed answers are hidden by script-driven styles only; without scripts every answer reads.
      for (const answer of await page.locator("#faq .faq-answer").all()) await expect(answer).toBeVisible();
      const text = await page.locator("main").innerText();
      for (const fact of expected.facts) expect(text, fact).toContain(fact);
    });
  }

  test("home loans: a broker's popular services link to their pages", async ({ page }) => {
    await page.goto("/services/home-loans");
    const links = page.locator("#popular-services a");
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/services\/[a-z-]+$/);
  });

  test("pre-approvals: the hero button opens booking, each step has a time, and contact and phone links are offered", async ({ page }) => {
    await page.goto("/services/pre-approvals");
    const hero = page.locator("section").first();
    // The SPEC's "Get Pre-Approved in 24hrs" promised what the lender, not the broker, decides (issue 24).
    await expect(hero.getByRole("link", { name: "Start My Pre-Approval", exact: true })).toHaveAttribute("href", site.bookingUrl);
    await expect(hero.getByRole("link", { name: "Start My Pre-Approval", exact: true })).toHaveAttribute("data-booking", /.+/);
    const steps = page.locator("#process ol > li");
    await expect(steps).toHaveCount(4);
    for (const step of await steps.all()) await expect(step.locator("p").last()).toHaveText(/\d+([-–]\d+)? (minutes|hours|days)/);
    await expect(page.locator('#get-started a[href="/contact#contact-form"]')).toBeVisible();
    await expect(page.locator(`#get-started a[href="tel:${site.phone.dial}"]`)).toBeVisible();
  });

  test("low doc: lists 8 types of borrower we help", async ({ page }) => {
    await page.goto("/services/low-doc-self-employed");
    await expect(page.locator("#who-we-help li")).toHaveCount(8);
  });

  test("SMSF: the important-advice warning stands out as a warning", async ({ page }) => {
    await page.goto("/services/smsf-loans");
    const warning = page.locator("#important-advice [data-tone='warning']");
    await expect(warning.locator("h2")).toContainText("Important");
    await expect(warning).toContainText("financial adviser");
  });

  test("/faq: ten questions with visible answers, and a Still Have Questions section", async ({ page }) => {
    await page.goto("/faq");
    await expect(faqQuestions(page, "questions")).toHaveCount(10);
    for (const answer of await page.locator("#questions .faq-answer").all()) await expect(answer).toBeVisible();
    const answers = await page.locator("#questions").innerText();
    for (const fact of [
      `${claims.lenders} lenders`,
      claims.preApprovalLodged!,
      claims.formalApproval!,
      `${String(newest("debt-to-income-limit").ratio)} or more times their income`,
      claims.statementsPeriod!,
    ])
      expect(answers, fact).toContain(fact);

    const still = page.locator("#still-have-questions");
    await expect(still.getByRole("heading", { level: 2 })).toHaveText("Still have questions?");
    await expect(still).toContainText(site.phone.display);
    await expect(still).toContainText(site.email);
    await expect(still).toContainText("Online booking");
    await expect(still.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", site.bookingUrl);
    await expect(still.getByRole("link", { name: "Call Us Now" })).toHaveAttribute("href", `tel:${site.phone.dial}`);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] }).find((data) => data["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(10);
  });

  test("headings never skip a level on any of these pages", async ({ page }) => {
    for (const path of ["/faq", ...Object.keys(pages)]) {
      await page.goto(path);
      const levels = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0], path).toBe(1);
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `${path} heading ${i}`).toBeLessThanOrEqual(1));
    }
  });
});

test.describe("the FAQ accordion", () => {
  test("opens one answer at a time, and a second click closes it", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const questions = faqQuestions(page, "questions");
    const answers = page.locator("#questions .faq-answer");
    await expect(answers.first()).toBeHidden();

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(answers.nth(0)).toBeVisible();

    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(answers.nth(0)).toBeHidden();

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(answers.nth(1)).toBeHidden();
    await expect(answers.filter({ visible: true })).toHaveCount(0);
  });

  test("works the same way on a service page", async ({ page }) => {
    await gotoHydrated(page, "/services/pre-approvals");
    const questions = faqQuestions(page, "faq");
    await questions.nth(2).click();
    await expect(page.locator("#faq .faq-answer").nth(2)).toContainText(claims.formalApproval!);
    await questions.nth(0).click();
    await expect(page.locator("#faq .faq-answer").filter({ visible: true })).toHaveCount(1);
    await expect(page.locator("#faq .faq-answer").nth(0)).toContainText(claims.preApprovalLodged!);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the three home-loan steps sit side by side in one row", async ({ page }) => {
    await page.goto("/services/home-loans");
    const tops = await page.locator("#process ol > li").evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});
