import { expect, test } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./hydrated.ts";
import { fill, longDate, marketData, price, rate, rawSuburbs, REPORTS, site, type RawSuburb } from "../raw-content.ts";

/** The reports as written in pages.config/suburbs/, read without the project's loaders. */
const REPORT_FILES = rawSuburbs();
const hasReport = (slug: string) => REPORT_FILES.some((report) => report.slug === slug);
/** A report's canonical address, as the SPEC gives it: with the trailing slash. */
const canonical = (slug: string) => `${REPORTS}/${slug}/`;
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

// The reports each test needs, found in the content by what the test shows; a test whose case the
// content lacks is skipped, saying which.
/** One whose case study is an investor's, so the page shows every kind of figure, the yield included. */
const investorReport = REPORT_FILES.find((report) => report.caseStudy.kind === "investor");
/** One whose related suburbs all have reports, so every card links to one. */
const allRelatedReported = REPORT_FILES.find((report) => report.related.every((related) => hasReport(related.slug)));
/** One naming a related suburb without a report (its card invites a request) beside one with a report. */
const someRelatedUnreported = REPORT_FILES.find((report) => report.related.some((r) => !hasReport(r.slug)) && report.related.some((r) => hasReport(r.slug)));
const NO_INVESTOR = "no suburb report in pages.config/suburbs/ has an investor's case study";
const NO_ALL_REPORTED = "no suburb report in pages.config/suburbs/ has only related suburbs with reports of their own";
const NO_UNREPORTED = "no suburb report in pages.config/suburbs/ names a related suburb without a report beside one with a report";

/** The snapshot's figures as the page writes them, worked out here. */
const snapshotShown = ({ snapshot: s }: RawSuburb) => [
  `~${price(s.medianHousePrice)}`,
  `~${price(s.medianUnitPrice)}`,
  `~$${s.medianRentPerWeek.toLocaleString("en-AU")}/wk`,
  rate(s.grossYieldHouses),
  rate(s.grossYieldUnits),
  rate(s.vacancyRate),
  s.growth12Months,
];
/** The worked example: the value, what may be borrowed against it, the loan, and the usable equity. */
function equityShown({ equityExample: e }: RawSuburb) {
  const lendable = (e.value * e.maxLvr) / 100;
  return [price(e.value), price(lendable), `−${price(e.loanBalance)}`, price(lendable - e.loanBalance)];
}

test.describe("suburb report pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a report's sections come in the SPEC order, with its figures and head tags", async ({ page }) => {
    test.skip(!investorReport, NO_INVESTOR);
    const report = investorReport!;
    const { name, slug, caseStudy } = report;
    await page.goto(canonical(slug));
    await expect(page.locator("h1")).toHaveText(`${name} suburb report`);
    await expect(page.locator("main section").first()).toContainText(report.region);
    // The SPEC's order, but for the lead form, which issue 52 (item 8) moves up to follow the
    // snapshot so that a phone reaches it within two screens.
    await expect(page.locator("main h2")).toHaveText([
      `${name} market snapshot`,
      `Get your free ${name} equity assessment`,
      `Why people buy in ${name}`,
      `Use your equity to buy in ${name}`,
      `Mortgage insights for ${name}`,
      "Case study",
      "Related suburbs",
      `${name} property and mortgage FAQ`,
    ]);
    await expect(page.locator("main > *").last()).toHaveText(/^General information only\. Consider your circumstances and seek independent advice\./);
    // The report's figures in the site's one format.
    await expect(page.locator("#market-snapshot dd")).toHaveText(snapshotShown(report));
    await expect(page.locator("#market-snapshot")).toContainText(
      /Indicative figures for the (March|June|September|December) quarter \d{4}, from .+'s .+; not a valuation of any property\./,
    );
    // How old the figures are, before any of them, from the market data's own dates.
    const data = marketData();
    await expect(page.locator("#market-snapshot p").first()).toHaveText(`Figures from the ${data.asAt}, compiled on ${longDate(data.effectiveFrom)}.`);
    // The source line says once that these are not a valuation (it once said so twice in one sentence pair).
    expect((await page.locator("#market-snapshot").innerText()).match(/not a valuation/g)).toHaveLength(1);
    // The worked example: maxLvr% of the value less the loan.
    await expect(page.locator("#equity dd")).toHaveText(equityShown(report));
    // An investor's purchase: the weekly rent × 52 ÷ the price.
    const weeklyRent = caseStudy.weeklyRent ?? 0;
    await expect(page.locator("#case-study dd")).toHaveText([
      price(caseStudy.purchasePrice),
      `$${weeklyRent.toLocaleString("en-AU")}/wk`,
      rate((weeklyRent * 52 * 100) / caseStudy.purchasePrice),
    ]);
    await expect(page.locator("#case-study")).toContainText("Investment property");
    await expect(page.locator("#mortgage-insights h3")).toHaveText(["First Home Buyers", "Investors", "Local Tips"]);
    await expect(page.locator("#faq h3")).toHaveCount(report.faqs.length);
    await expect(page.locator('#lead-form [data-form="suburb-reports"]')).toHaveCount(1);
    await expect(page.locator("#equity a", { hasText: "Western Sydney Investment Report" })).toHaveAttribute(
      "href",
      "/resources/western-sydney-investment-report",
    );

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.origin}${canonical(slug)}`);
    const keywords = (await page.locator('meta[name="keywords"]').getAttribute("content")) ?? "";
    for (const keyword of report.keywords) expect(keywords, keyword).toContain(keyword);
    const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "FinancialService",
        name: fill(report.business.name),
        telephone: site.phone.display,
        email: site.email,
        areaServed: { "@type": "Place", name },
      }),
    );
    expect(jsonLd.find((item) => item["@type"] === "FAQPage")?.mainEntity).toHaveLength(report.faqs.length);
  });

  test("every report's examples add up and fit the suburb", async ({ page }) => {
    // Read back from the pages as shown; "$880K" → 880000, "~$1.15M" → 1150000.
    const amount = (text: string) => {
      const [, digits = "", unit = ""] = /\$([0-9.,]+)([KM]?)/.exec(text) ?? [];
      return Number(digits.replace(/,/g, "")) * (unit === "M" ? 1e6 : unit === "K" ? 1e3 : 1);
    };
    expect(REPORT_FILES.length).toBeGreaterThan(0);
    const spec: string[] = [];
    for (const { slug } of REPORT_FILES) {
      await page.goto(`${REPORTS}/${slug}`);
      const [house = "", unit = "", rent = ""] = await page.locator("#market-snapshot dd").allTextContents();
      const [value = "", lendable = "", owed = "", usable = ""] = await page.locator("#equity dd").allTextContents();
      expect(amount(lendable) - amount(owed), slug).toBe(amount(usable));
      // The example property costs what the suburb's own medians make plausible: from a little under
      // the unit median to a little over the house median.
      const plausible = (price: number) => price >= amount(unit) * 0.85 && price <= amount(house) * 1.15;
      expect(plausible(amount(value)), `${slug} equity example ${value} (${unit} to ${house})`).toBe(true);
      const figures = await page.locator("#case-study dd").allTextContents();
      expect(plausible(amount(figures[0] ?? "")), `${slug} case study ${figures[0]} (${unit} to ${house})`).toBe(true);
      if (figures.length === 3) {
        const [price = "", weekly = "", stated = ""] = figures;
        expect(((amount(weekly) * 52) / amount(price)) * 100, `${slug} yield`).toBeCloseTo(Number.parseFloat(stated), 1);
        await expect(page.locator("#case-study"), slug).toContainText("Investment property");
      } else {
        expect(figures, slug).toHaveLength(1);
        await expect(page.locator("#case-study"), slug).toContainText("Home to live in");
      }
      expect(rent, slug).toMatch(/\/wk$/);
      if (value === "$680K" && usable === "$105K") spec.push(slug);
      if (figures.join(" ") === "$630K $580/wk 4.8%") spec.push(slug);
    }
    // The SPEC's example figures show wherever a report uses them: the $680K unit with $105K usable
    // (80% less a $439K loan) and the $630K purchase at $580 a week.
    const usesSpecFigures = REPORT_FILES.flatMap(({ slug, equityExample: e, caseStudy: c }) => [
      ...(e.value === 680_000 && (e.value * e.maxLvr) / 100 - e.loanBalance === 105_000 ? [slug] : []),
      ...(c.purchasePrice === 630_000 && c.weeklyRent === 580 ? [slug] : []),
    ]);
    expect(spec.sort()).toEqual(usesSpecFigures.sort());
  });

  test("the Call button dials the broker", async ({ page }) => {
    await page.goto(canonical(REPORT_FILES[0]?.slug ?? ""));
    await expect(page.locator("#equity").getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);
  });

  test("every related link points at its report's canonical address", async ({ page, request }) => {
    test.skip(!allRelatedReported, NO_ALL_REPORTED);
    const report = allRelatedReported!;
    await page.goto(canonical(report.slug));
    await expect(page.locator("h1")).toHaveText(`${report.name} suburb report`);
    const hrefs = await page.locator("#related-suburbs a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(report.related.map((related) => canonical(related.slug)));
    for (const href of hrefs) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  });

  test("a related suburb without a report has a card inviting a custom report request; one with a report links to it", async ({ page }) => {
    test.skip(!someRelatedUnreported, NO_UNREPORTED);
    const report = someRelatedUnreported!;
    await page.goto(canonical(report.slug));
    const cards = page.locator("#related-suburbs li");
    await expect(cards.locator("h3")).toHaveText(report.related.map((related) => related.name));
    for (const [index, related] of report.related.entries()) {
      if (hasReport(related.slug)) {
        await expect(cards.nth(index).locator("a"), related.name).toHaveAttribute("href", canonical(related.slug));
        await expect(cards.nth(index), related.name).not.toContainText("within 48 hours");
      } else {
        await expect(cards.nth(index), related.name).toContainText("within 48 hours");
        await expect(cards.nth(index).locator("a"), related.name).toHaveAttribute("href", `${REPORTS}#suburb-request`);
      }
    }
  });

  test("the index lists every suburb report by name with its median house price, and every SPEC section", async ({ page }) => {
    await page.goto(REPORTS);
    const cards = page.locator("#suburbs li");
    const byName = [...REPORT_FILES].sort((a, b) => a.name.localeCompare(b.name, "en-AU"));
    expect(byName.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(byName.length);
    await expect(cards.locator("h3")).toHaveText(byName.map((report) => report.name));
    // Each card shows its report's median house price (the SPEC's figures are the reports': see
    // tests/unit/suburb-collection.test.ts; tests/e2e/facts-agree.spec.ts reads the cards too).
    await expect(cards.locator("[data-suburb-price]")).toHaveText(byName.map((report) => `~${price(report.snapshot.medianHousePrice)}`));
    // Every card links to its report's canonical address.
    expect(await cards.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(byName.map((report) => canonical(report.slug)));
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Buying? Get the Deposit Cheatsheet" })).toHaveAttribute("href", /#lead-form$/);
    await expect(hero.getByRole("link", { name: "Own? Check Your Equity" })).toHaveAttribute("href", /#lead-form$/);
    await expect(page.getByRole("heading", { name: "How to use these reports" })).toBeVisible();
    await expect(page.locator("#wealth-creation").getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(page.getByRole("link", { name: "Get Free Equity Assessment" })).toHaveAttribute("href", /#lead-form$/);
    await expect(page.getByRole("link", { name: "Get the Cheatsheet and Assessment" })).toHaveAttribute("href", /#lead-form$/);
    await expect(page.locator("#suburb-request h2")).toHaveText("Don't see your suburb?");
    await expect(page.locator("#suburb-request")).toContainText("within 48 hours");
    await expect(page.locator("#lead-form")).toHaveCount(1);
    await expect(page.locator("#faq h3")).toHaveCount(3);
    await expect(page.locator("main > *").last()).toHaveText("General information only. Consider your circumstances and seek independent advice.");
  });
});

test("the hero's buyer and owner actions and the equity example's action scroll to the lead form", async ({ page }) => {
  const slug = REPORT_FILES[0]?.slug ?? "";
  await gotoHydrated(page, canonical(slug));
  const hero = page.locator("main section").first();
  await hero.getByRole("link", { name: "Buying? Get the Deposit Cheatsheet" }).click();
  await expect(page).toHaveURL(`${canonical(slug)}#lead-form`);
  await expect(page.locator("#lead-form h2")).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await hero.getByRole("link", { name: "Own? Check Your Equity" }).click();
  await expect(page.locator("#lead-form h2")).toBeInViewport();
  await page.getByRole("link", { name: "Get My Equity Assessment" }).click();
  await expect(page.locator("#lead-form h2")).toBeInViewport();
});

test("every report answers at its canonical address only; the address without the slash moves there for good, query kept", async ({ request }) => {
  expect(REPORT_FILES.length).toBeGreaterThan(0);
  for (const { slug } of REPORT_FILES) {
    expect((await request.get(canonical(slug), { maxRedirects: 0 })).status(), slug).toBe(200);
    const moved = await request.get(`${REPORTS}/${slug}?utm_source=google&utm_campaign=spring`, { maxRedirects: 0 });
    expect(moved.status(), slug).toBe(301);
    expect(moved.headers().location, slug).toBe(`${canonical(slug)}?utm_source=google&utm_campaign=spring`);
  }
});

test("a related card opens its report in the app, trailing slash and all", async ({ page }) => {
  test.skip(!someRelatedUnreported, NO_UNREPORTED);
  const report = someRelatedUnreported!;
  const reported = report.related.find((related) => hasReport(related.slug))!;
  const unreported = report.related.find((related) => !hasReport(related.slug))!;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, canonical(report.slug));
  await page
    .locator("#related-suburbs")
    .getByRole("link", { name: escaped(reported.name) })
    .click();
  await expect(page).toHaveURL(canonical(reported.slug));
  await expect(page.locator("h1")).toHaveText(`${reported.name} suburb report`);
  await page.goto(canonical(report.slug));
  await waitForHydration(page);
  await page
    .locator("#related-suburbs")
    .getByRole("link", { name: escaped(unreported.name) })
    .click();
  await expect(page).toHaveURL(`${REPORTS}#suburb-request`);
  await expect(page.locator("#suburb-request h2")).toBeInViewport();
  expect(errors).toEqual([]);
});
