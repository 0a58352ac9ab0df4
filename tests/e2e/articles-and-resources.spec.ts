import { expect, test, type Page } from "@playwright/test";
import { blocksOf, fill, price, rate, rawPage, rawPages, site, suburbBySlug, suburbNamedIn, type RawSuburb } from "../raw-content.ts";
import { gotoHydrated } from "./hydrated.ts";

const GUIDE = "/blog/pre-approval-guide";
const CASH_FLOW = "/blog/property-investment-sydney-cash-flow-positive";
const CHEATSHEET = "/deposit-cheatsheet";
const REPORT = "/resources/western-sydney-investment-report";

/** A suburb report's snapshot as written in pages.config/suburbs/, the figures' one source. */
function snapshotOf(slug: string): RawSuburb["snapshot"] {
  const report = suburbBySlug(slug);
  if (!report) throw new Error(`pages.config/ names the suburb "${slug}", which has no report in pages.config/suburbs/`);
  return report.snapshot;
}
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** A date as the site writes it, worked out here: "2025-08-01" → "1 August 2025". */
const longDate = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};
/** Why a test of one page is skipped: the content has no such page. */
const noPage = (route: string) => `pages.config/pages/ has no page for ${route}`;
/** The blog's articles as its list gives them, in the order written. */
const posts = blocksOf<{ posts: { title: string; to: string; date: string }[] }>(rawPage("/blog"), "post-list").flatMap((list) => list.posts);
/** Every article page with its header's dates. */
const articles = rawPages().flatMap((doc) =>
  blocksOf<{ datePublished: string; dateModified?: string; author: { name: string; kind?: string } }>(doc, "article-header").map((header) => ({
    path: doc.path,
    published: header.datePublished,
    modified: header.dateModified ?? header.datePublished,
    author: { "@type": header.author.kind ?? "Organization", name: fill(header.author.name) },
  })),
);

const hrefsIn = (page: Page, selector: string) => page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href")));

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("the prerendered pages, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog lists every article with title, date, excerpt and a read-more link", async ({ page }) => {
    test.skip(posts.length === 0, "pages.config/pages/ has no /blog page listing articles");
    await page.goto("/blog");
    const listed = page.locator("main article");
    await expect(listed).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      await expect(listed.nth(index).locator("h3")).toHaveText(post.title);
      await expect(listed.nth(index).locator("time")).toHaveAttribute("datetime", post.date);
      await expect(listed.nth(index).locator("time")).toHaveText(longDate(post.date));
    }
    for (const article of await listed.all()) await expect(article.locator("p").last()).not.toBeEmpty();
    expect(await hrefsIn(page, "main article a")).toEqual(posts.map((post) => post.to));
    await expect(page.getByRole("link", { name: /^Read more/ })).toHaveCount(posts.length);
  });

  test("the pre-approval guide has its header, contents, four sections and booking and contact buttons", async ({ page }) => {
    test.skip(!rawPage(GUIDE), noPage(GUIDE));
    await page.goto(GUIDE);
    await expect(page.locator("h1")).toContainText("pre-approval");
    await expect(page.getByTestId("article-meta")).toContainText("Published 8 January 2025");
    await expect(page.getByTestId("article-meta")).toContainText(
      `By ${articles.find((article) => article.path === GUIDE)?.author.name ?? "(no article header)"}`,
    );
    const contents = page.getByRole("navigation", { name: "In this guide" });
    expect(await hrefsIn(page, "nav[aria-labelledby] ol a")).toEqual(["#what-is", "#duration", "#delays", "#next-steps"]);
    await expect(contents.getByRole("link")).toHaveCount(4);
    for (const id of ["what-is", "duration", "delays", "next-steps"]) await expect(page.locator(`#${id} h2`)).toHaveCount(1);
    await expect(page.locator("#duration")).toContainText("24 hours");
    await expect(page.locator("#duration")).toContainText("24–48 hours");
    await expect(page.locator("#duration")).toContainText("7–30 days");
    await expect(page.locator("#what-is")).toContainText("3 to 6 months");
    await expect(page.locator("#delays")).toContainText("3 to 6 months");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Book a Free Strategy Call" })).toHaveAttribute("href", site.bookingUrl);
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("the cash-flow article has its table, loan strategy, related links, booking, comparison link and FAQ of 5", async ({ page }) => {
    test.skip(!rawPage(CASH_FLOW), noPage(CASH_FLOW));
    await page.goto(CASH_FLOW);
    const heading = blocksOf<{ heading: string }>(rawPage(CASH_FLOW), "article-header")[0]?.heading ?? "(no article-header)";
    await expect(page.locator("h1")).toHaveText(fill(heading));
    await expect(page.getByTestId("article-meta")).toContainText("Published 1 August 2025");
    await expect(page.locator("#suburbs table")).toHaveCount(1);
    await expect(page.locator("#loan-strategy h2")).toContainText("Loan strategy");
    const main = page.locator("main");
    expect(await hrefsIn(page, "#related a")).toEqual([GUIDE, "/services/investment-loans"]);
    await expect(main.getByRole("link", { name: "Book a Free Strategy Call" })).toHaveAttribute("href", site.bookingUrl);
    await expect(main.getByRole("link", { name: "Compare Loan Options" })).toHaveAttribute("href", "/contact#contact-form");
    await expect(page.locator("#faq h3")).toHaveCount(5);
  });

  test("the cash-flow article's table sets each suburb's rent against the interest on its loan, from the suburb reports' figures", async ({ page }) => {
    // The rows the article names, as written: each one's suburb from its references ("{suburbs.liverpool.name}").
    const written = blocksOf<{ rows: { price: string }[] }>(rawPage(CASH_FLOW), "rent-versus-interest").flatMap((table) => table.rows);
    test.skip(written.length === 0, `pages.config/pages/ has no rent-versus-interest table on ${CASH_FLOW}`);
    const slugs = written.map((row) => suburbNamedIn(row.price) ?? "");
    await page.goto(CASH_FLOW);
    const table = page.locator("#suburbs table");
    await expect(table.locator("caption")).not.toBeEmpty();
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      "Suburb",
      "Region",
      "Property type",
      "Median price",
      "Gross yield",
      "Rent a week at that yield",
      /^Interest a week on 80% of the price at [\d.]+%$/,
      "Rent less interest a week",
      "Why investors look here",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(written.length);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")));
    const interestRate = Number(/at ([\d.]+)%$/.exec((await table.locator('thead th[scope="col"]').nth(6).textContent()) ?? "")?.[1]);
    expect(cells.map((row) => row[0])).toEqual(slugs.map((slug) => suburbBySlug(slug)?.name));
    for (const [index, [name, region, type, shownPrice, shownYield, rent, interest, gap]] of cells.entries()) {
      const s = snapshotOf(slugs[index] ?? "");
      const median = type === "House" ? s.medianHousePrice : s.medianUnitPrice;
      const gross = type === "House" ? s.grossYieldHouses : s.grossYieldUnits;
      expect([shownPrice, shownYield], name).toEqual([price(median), rate(gross)]);
      expect(region, `${name} has a region`).toBeTruthy();
      // The figures as shown (a price to 3 figures) times the yield, and 80% of it at the example rate, per week.
      const shown = Number(shownPrice!.replace(/[$,KM]/g, "")) * (shownPrice!.endsWith("M") ? 1_000_000 : 1_000);
      const weeklyRent = Math.round((shown * gross) / 100 / 52);
      const weeklyInterest = Math.round((shown * 0.8 * interestRate) / 100 / 52);
      expect([rent, interest], name).toEqual([`$${weeklyRent.toLocaleString("en-AU")}`, `$${weeklyInterest.toLocaleString("en-AU")}`]);
      expect(gap, name).toMatch(weeklyRent >= weeklyInterest ? /^\+\$/ : /^−\$/);
    }
    // The rate is an advertised rate: its comparison rate is on the page with it.
    await expect(page.locator("#suburbs")).toContainText(new RegExp(`Example rate ${interestRate.toFixed(2)}% p\\.a\\., comparison rate [\\d.]+% p\\.a\\.`));
    // Where no row's rent covers its interest, nothing on the page (the footer's link on every page,
    // the title, the heading) promises cash-flow positive property.
    if (cells.every((row) => row[7]?.startsWith("−"))) {
      await expect(page).not.toHaveTitle(/cash.flow positive/i);
      await expect(page.locator("h1")).not.toContainText(/cash.flow positive/i);
      for (const label of await page.locator(`footer a[href="${CASH_FLOW}"]`).allTextContents()) expect(label).not.toMatch(/cash.flow positive/i);
    }
  });

  test("the deposit cheatsheet has its two pages: strategies and tips, then lenders, terms and contact", async ({ page }) => {
    test.skip(!rawPage(CHEATSHEET), noPage(CHEATSHEET));
    await page.goto(CHEATSHEET);
    const pages = page.getByTestId("print-page");
    await expect(pages).toHaveCount(2);
    const [first, second] = [pages.nth(0), pages.nth(1)];
    await expect(first.locator("h1")).toHaveText("Deposit Cheatsheet");
    await expect(first.locator("h3")).toHaveText(["Genuine savings", "Equity in property you own", "5% Deposit Scheme", "Family guarantee", "Gifted deposit"]);
    for (const figure of [
      "5% of the price, saved over 3+ months",
      "80% LVR",
      "5% deposit, no LMI",
      "0–5% deposit",
      "about 2 years",
      "statutory declaration",
      "5% genuine savings",
    ])
      await expect(first).toContainText(figure);
    await expect(first.locator("ol > li")).toHaveCount(6);
    const lenders = await second.locator("table tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(lenders).toEqual([
      ["Major banks", "20% (or 5% with LMI)", "95%"],
      ["Second-tier", "10% genuine savings", "90%"],
      ["Specialist", "5%", "95%"],
      ["Non-bank", "10-20%", "80-90%"],
    ]);
    await expect(second.locator("dt")).toContainText(["LVR", "LMI", "Genuine savings"]);
    await expect(second).toContainText("above 80% LVR");
    await expect(second.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.dial}`);
    await expect(second.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    for (const sheet of [first, second])
      for (const fact of [site.legal.company, site.legal.creditRepresentative, site.legal.creditLicence])
        await expect(sheet.locator("footer")).toContainText(fact);
    await expect(second.locator("footer")).toContainText("Australian Credit Licence");
  });

  test("the investment report has its hero, its suburbs' figures, three strategies, three insights and its buttons", async ({ page }) => {
    test.skip(!rawPage(REPORT), noPage(REPORT));
    // The suburbs its comparison names, as written: each one's from its figures' references ("{suburbs.auburn.house}").
    const compared = blocksOf<{ id?: string; items: { figures: { value: string }[] }[] }>(rawPage(REPORT), "comparison-grid")
      .filter((grid) => grid.id === "suburbs")
      .flatMap((grid) => grid.items.map((item) => suburbNamedIn(item.figures[0]?.value ?? "") ?? ""));
    expect(compared.length).toBeGreaterThan(0);
    await page.goto(REPORT);
    await expect(page.locator("h1")).toContainText("Western Sydney");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Get Personalised Advice" })).toHaveAttribute("href", "/contact");
    const suburbs = await page
      .locator("#suburbs li")
      .evaluateAll((cards) => cards.map((card) => [card.querySelector("h3")?.textContent, ...[...card.querySelectorAll("dd")].map((dd) => dd.textContent)]));
    // Each suburb with its report's name, median house price, unit yield and growth.
    expect(suburbs).toEqual(
      compared.map((slug) => {
        const s = snapshotOf(slug);
        return [suburbBySlug(slug)?.name, price(s.medianHousePrice), rate(s.grossYieldUnits), s.growth12Months];
      }),
    );
    for (const card of await page.locator("#suburbs li").all()) await expect(card.locator("p")).not.toBeEmpty();
    await expect(page.locator("#strategies h3")).toHaveCount(3);
    await expect(page.locator("#strategies svg")).toHaveCount(3);
    await expect(page.locator("#insights h3")).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Calculate My Equity" })).toHaveAttribute("href", "/calculators/equity");
    await expect(main.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "View All Suburb Reports" })).toHaveAttribute("href", "/resources/suburb-reports");
  });

  test("every article publishes Article structured data naming the headline, dates, author and publisher", async ({ page }) => {
    expect(articles.length).toBeGreaterThan(0);
    for (const { path, published, modified, author } of articles) {
      await page.goto(path);
      const article = (await jsonLd(page)).find((data) => data["@type"] === "Article");
      expect(article, path).toMatchObject({
        headline: (await page.locator("h1").textContent()) ?? "",
        datePublished: published,
        dateModified: modified,
        author,
        publisher: { "@type": "Organization", name: site.brand },
        url: site.origin + path,
      });
    }
    await page.goto("/blog");
    expect((await jsonLd(page)).some((data) => data["@type"] === "Article")).toBe(false);
  });
});

test.describe("the pre-approval guide's contents", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("each link scrolls its section into view", async ({ page }) => {
    await gotoHydrated(page, GUIDE);
    const contents = page.getByRole("navigation", { name: "In this guide" });
    for (const id of ["next-steps", "what-is", "delays", "duration"]) {
      const link = contents.locator(`a[href$="#${id}"]`);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(`${GUIDE}#${id}`);
      await page.waitForFunction((target) => {
        const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 200;
      }, id);
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });
});

test.describe("printing", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Export to PDF opens the print dialog and is itself left off the printout", async ({ page }) => {
    await gotoHydrated(page, CHEATSHEET);
    // The real dialog would block the test; a counter stands in for it.
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    const button = page.getByRole("button", { name: "Export to PDF" });
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(button).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByTestId("floating-booking")).toBeHidden();
    await expect(page.getByTestId("print-page")).toHaveCount(2);
    await expect(page.getByTestId("print-page").first()).toBeVisible();
  });

  test("the cheatsheet prints as exactly two A4 pages", async ({ page }) => {
    await page.goto(CHEATSHEET);
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
    const pages = [...pdf.matchAll(/\/Type\s*\/Page(?!s)/g)];
    expect(pages).toHaveLength(2);
    // A4 is 595 × 842 points.
    for (const [, width, height] of pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)) {
      expect(Math.round(Number(width))).toBe(595);
      expect(Math.round(Number(height))).toBe(842);
    }
  });

  test("other pages print with the site header, even after leaving the cheatsheet", async ({ page }) => {
    await page.emulateMedia({ media: "print" });
    await page.goto("/blog");
    await expect(page.getByRole("banner")).toBeVisible();

    await gotoHydrated(page, CHEATSHEET);
    await expect(page.getByRole("banner")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
