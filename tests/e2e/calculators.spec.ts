/**
 * The calculators as a visitor uses them: values typed in, exact results read back. Expected figures
 * are worked by hand or with Python's decimal module (stated beside each), never by the code under test.
 */
import { execFileSync } from "node:child_process";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations, describeViolations } from "../quality/axe.ts";
import { generalDuty, money, periodFrom, wholeDollars } from "./facts.ts";
import { holdIslands, waitForHydration } from "./hydrated.ts";
import { E2E_LEADS_DB } from "./leads-db.ts";

const CALCULATORS = ["repayments", "borrowing-power", "nsw-transfer-duty", "equity", "deposit-and-lmi"] as const;

/**
 * The day the browser tests' calculators run on: a calculator uses the dated facts in force that
 * day, so its figures below are worked out for it (NSW duty of 1 July 2025, income tax of 1 July
 * 2026, the example rate of 25 November 2026). Midday in Sydney.
 */
const TODAY = new Date("2026-11-25T12:00:00+11:00");

/** Opens a calculator page on TODAY and waits until its inputs take typing (the page's script has run; the block hydrates as they are used). */
async function openCalculator(page: Page, name: string, query = ""): Promise<Locator> {
  await page.clock.setFixedTime(TODAY);
  await page.goto(`/calculators/${name}${query}`);
  const calculator = page.locator("#calculator");
  // Playwright judges controls, not the fieldset that disables them until hydration.
  await expect(calculator.locator("fieldset input").first()).toBeEnabled();
  return calculator;
}

async function fill(calculator: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = calculator.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

async function expectResults(calculator: Locator, results: Record<string, string>) {
  for (const [testId, text] of Object.entries(results)) await expect(calculator.getByTestId(testId), testId).toHaveText(text);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The prerendered worked example uses the figures in force on the day the site was built, which
  // each page names: the expectation is worked out here from those figures, read from the fact files.
  const examples: Record<(typeof CALCULATORS)[number], (page: Page) => Promise<Record<string, string>>> = {
    repayments: async (page) => {
      // $600,000 over 30 years at the example rate the page states: 600000 × r / (1 − (1 + r)^−360), r = rate / 12.
      const rate = Number(/Example rate ([\d.]+)% p\.a\./.exec((await page.locator("#calculator").textContent()) ?? "")?.[1]) / 100 / 12;
      return { repayment: money(Math.round(((600_000 * rate) / (1 - (1 + rate) ** -360)) * 100) / 100) };
    },
    "borrowing-power": async (page) => {
      // The estimate is a range of whole thousands, from the lower assessment rate's loan to the higher one's.
      const text = (await page.locator("#calculator").textContent()) ?? "";
      expect(text).toMatch(/resident rates in force from \d+ \w+ \d{4}/);
      return { estimate: /^\$[\d,]+,000 to \$[\d,]+,000$/.source };
    },
    "nsw-transfer-duty": async (page) => {
      // A first home at $850,000 (s 78A): N − D × 150,000 / 200,000, N the general duty on $850,000 and D on $800,000.
      const from = /Rates in force from (\d+ \w+ \d{4})\./.exec((await page.locator("#calculator").textContent()) ?? "")?.[1] ?? "";
      const rates = periodFrom("nsw-transfer-duty", from);
      return {
        duty: money(generalDuty(850_000, rates) - (generalDuty(800_000, rates) * 150_000) / 200_000),
        "general-duty": money(generalDuty(850_000, rates)),
      };
    },
    // $680,000 × 80% − $439,000.
    equity: async () => ({ "usable-equity": "$105,000" }),
    "deposit-and-lmi": async (page) => {
      // $675,000 / $750,000, and NSW general duty on $750,000 at the rates the page names.
      const from = /NSW duty rates: .*?, in force from (\d+ \w+ \d{4})\./.exec((await page.locator("#calculator").textContent()) ?? "")?.[1] ?? "";
      return { lvr: "90%", lmi: "Likely", duty: wholeDollars(generalDuty(750_000, periodFrom("nsw-transfer-duty", from))) };
    },
  };

  for (const name of CALCULATORS) {
    test(`/calculators/${name} shows a worked example and the enquiry form`, async ({ page }) => {
      await page.goto(`/calculators/${name}`);
      const calculator = page.locator("#calculator");
      await expect(calculator.getByRole("heading", { name: "Worked example" })).toBeVisible();
      for (const [testId, text] of Object.entries(await examples[name](page)))
        await expect(calculator.getByTestId(testId), testId).toHaveText(text.startsWith("^") ? new RegExp(text) : text);
      await expect(calculator.locator("fieldset input").first()).toBeDisabled();
      await expect(page.locator('#enquiry form[name="enquiry"]')).toBeVisible();
      await expect(calculator.getByRole("link", { name: "Talk to a broker about this" })).toHaveAttribute("href", "#enquiry");
    });
  }
});

test("figures typed into a calculator before its script arrives are kept and worked out", async ({ page }) => {
  // Until the visitor has typed, as on a slow phone.
  const release = await holdIslands(page);
  await page.clock.setFixedTime(TODAY);
  await page.goto("/calculators/repayments");
  const calculator = page.locator("#calculator");
  await fill(calculator, { "Loan amount ($)": "$600k", "Interest rate (% a year)": "6", Repayments: "fortnightly" });
  await expect(page.locator('[data-island="repayments-calculator"]')).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expect(page.locator('[data-island="repayments-calculator"]')).toHaveAttribute("data-hydrated", "true");
  // As in the repayments test below: $600,000 at 6% over 30 years, fortnightly, is $1,659.50 (Python decimal).
  await expectResults(calculator, { repayment: "$1,659.50" });
  await expect(calculator.getByLabel("Loan amount ($)")).toHaveValue("$600k");
  await expect(calculator.getByLabel("Interest rate (% a year)")).toHaveValue("6");
});

test.describe("repayments", () => {
  test("$600,000 at 6% over 30 years: $3,597.30 a month, $695,031.35 interest; fortnightly $1,659.50 and weekly $829.58", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "$600k", "Interest rate (% a year)": "6" });
    await expectResults(calculator, { repayment: "$3,597.30", "total-interest": "$695,031.35", "total-repaid": "$1,295,031.35" });
    await expect(calculator.getByRole("heading", { name: "Your results" })).toBeVisible();
    // Python decimal, the same conventions: fortnightly interest $694,405.72, weekly $694,137.52.
    await fill(calculator, { Repayments: "fortnightly" });
    await expectResults(calculator, { repayment: "$1,659.50", "total-interest": "$694,405.72" });
    await fill(calculator, { Repayments: "weekly" });
    await expectResults(calculator, { repayment: "$829.58", "total-interest": "$694,137.52" });
  });

  test("0% interest over 1 year: $120,000 is twelve repayments of $10,000 and no interest", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "120000", "Interest rate (% a year)": "0", "Loan term (years)": "1" });
    await expectResults(calculator, { repayment: "$10,000.00", "total-interest": "$0.00", "total-repaid": "$120,000.00" });
  });

  test("1-year term: $12,000 at 12% is $1,066.19 a month and $794.23 interest (1% a month on the balance, to the cent)", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "12,000", "Interest rate (% a year)": "12", "Loan term (years)": "1" });
    await expectResults(calculator, { repayment: "$1,066.19", "total-interest": "$794.23" });
  });

  test("interest-only for 5 years, then principal and interest: $2,500.00 then $3,221.51 on $500,000 at 6%", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "500,000", "Interest rate (% a year)": "6", "Loan type": "io", "Interest-only period (years)": "5" });
    await expectResults(calculator, { "interest-only-repayment": "$2,500.00", repayment: "$3,221.51", "total-interest": "$616,450.99" });
  });

  test("$500 extra a month saves 7 years and 11 months and $212,714.73 of interest, and the chart compares both", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "600000", "Interest rate (% a year)": "6", "Extra repayment each month ($)": "500" });
    await expectResults(calculator, { "time-saved": "7 years and 11 months", "interest-saved": "$212,714.73", "total-interest": "$482,316.62" });
    await expect(page.locator("figure svg path")).toHaveCount(2);
    await page.getByText("The balance year by year (table)").click();
    // 265 months: the balance is gone during year 23.
    await expect(page.locator("figure tbody tr")).toHaveCount(30);
    await expect(page.locator("figure tbody tr").nth(22).locator("td").first()).toHaveText("$0");
  });

  for (const width of [390, 1280])
    test(`at ${width} px the balance chart has labelled axes: years along the bottom, dollars up the side, none overlapping`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const calculator = await openCalculator(page, "repayments");
      await fill(calculator, {
        "Loan amount ($)": "600000",
        "Interest rate (% a year)": "6",
        "Loan term (years)": "30",
        "Extra repayment each month ($)": "0",
      });
      const chart = page.locator("figure", { hasText: "Loan balance over time" });
      await expect(chart.getByText("Balance owing", { exact: true })).toBeVisible();
      await expect(chart.getByText("Years", { exact: true })).toBeVisible();
      // $600,000 over 30 years: the balance in steps of $200K, the years in fives.
      await expect(chart.getByTestId("chart-y-ticks").locator("span")).toHaveText(["$0", "$200K", "$400K", "$600K"]);
      await expect(chart.getByTestId("chart-x-ticks").locator("span")).toHaveText(["0", "5", "10", "15", "20", "25", "30"]);
      for (const axis of ["chart-x-ticks", "chart-y-ticks"]) {
        const boxes = await chart
          .getByTestId(axis)
          .locator("span")
          .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()).map(({ left, right, top, bottom }) => ({ left, right, top, bottom })));
        for (const [a, b] of boxes.slice(1).map((box, index) => [boxes[index]!, box] as const))
          expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, `${axis}: ${JSON.stringify([a, b])}`).toBe(true);
        const figure = (await chart.boundingBox())!;
        for (const box of boxes) expect(box.left >= figure.x && box.right <= figure.x + figure.width, `${axis} inside the chart's box`).toBe(true);
      }
      // The picture is described in words for screen readers, and the figures are in a table.
      await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /falls from \$600,000 to \$0 over 30 years/);
      await expect(chart.locator("table")).toHaveCount(1);
    });

  test("nonsense gets a message under the field and no NaN or Infinity anywhere", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    const amount = calculator.getByLabel("Loan amount ($)");
    await amount.fill("lots");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(calculator.getByText("Enter the loan amount in Australian dollars, e.g. 600,000 or $600k.")).toBeVisible();
    await fill(calculator, { "Loan amount ($)": "600000", "Interest rate (% a year)": "99", "Loan term (years)": "0" });
    await expect(calculator.getByText("Enter at most 30%.")).toBeVisible();
    await expect(calculator.getByText("Enter a whole number of years from 1 to 40.")).toBeVisible();
    await expect(calculator.getByTestId("repayment")).toHaveCount(0);
    expect(await page.locator("main").innerText()).not.toMatch(/NaN|Infinity/);
  });

  test("the figures live in the address: a shared link opens with them, and results are announced politely", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await fill(calculator, { "Loan amount ($)": "750,000", "Interest rate (% a year)": "5.5", Repayments: "fortnightly" });
    await expect(page).toHaveURL(/amount=750%2C000/);
    const shared = page.url();
    await expect(page.locator('#calculator [aria-live="polite"]')).toHaveText(/^Repayment \$[\d,]+\.\d\d a fortnight, total interest \$[\d,]+\.\d\d\.$/);
    const repayment = await calculator.getByTestId("repayment").textContent();

    const again = await openCalculator(page, "repayments", new URL(shared).search);
    await expect(again.getByLabel("Loan amount ($)")).toHaveValue("750,000");
    await expect(again.getByLabel("Repayments", { exact: true })).toHaveValue("fortnightly");
    await expect(again.getByTestId("repayment")).toHaveText(repayment ?? "");
  });

  test("works from the keyboard alone", async ({ page }) => {
    const calculator = await openCalculator(page, "repayments");
    await calculator.getByLabel("Loan amount ($)").focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("120000");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("0");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1");
    await expectResults(calculator, { repayment: "$10,000.00" });
  });
});

test.describe("NSW transfer duty", () => {
  // Revenue NSW's general rates of 1 July 2025, in force on TODAY: base + rate for every $100 or part above the bracket's start.
  const general: Array<[string, string]> = [
    ["17,000", "$212.50"], // $1.25 × 170
    ["37,000", "$512.00"], // $212 + $1.50 × 200
    ["99,000", "$1,597.00"], // $512 + $1.75 × 620
    ["372,000", "$11,152.00"], // $1,597 + $3.50 × 2,730
    ["850,000", "$32,662.00"], // $11,152 + $4.50 × 4,780: an established home, not a first home
    ["1,240,000", "$50,212.00"], // $11,152 + $4.50 × 8,680
    ["3,721,000", "$186,667.00"], // $50,212 + $5.50 × 24,810
    ["500,050", "$16,916.50"], // $11,152 + $4.50 × 1,281 (the part-$100 counts)
    ["1,000", "$20.00"], // $12.50, lifted to the minimum
  ];

  test("general rates at each bracket's threshold", async ({ page }) => {
    const calculator = await openCalculator(page, "nsw-transfer-duty");
    await fill(calculator, { "First home buyer?": "no" });
    for (const [price, duty] of general) {
      await fill(calculator, { "Purchase price ($)": price });
      await expectResults(calculator, { duty, basis: "General rates" });
    }
  });

  test("first home buyers: exactly on each threshold, for a home and for vacant land", async ({ page }) => {
    const calculator = await openCalculator(page, "nsw-transfer-duty");
    await fill(calculator, { "First home buyer?": "yes", "What you are buying": "home" });
    // Duties Act s 78A: N − D × (1,000,000 − price) / 200,000; D, the general duty at $800,000, is $30,412.
    const home: Array<[string, string, string]> = [
      ["800,000", "$0.00", "First home buyer: exempt"],
      ["800,100", "$19.71", "First home buyer: concession"], // $30,416.50 − $30,412 × 199,900 / 200,000 ($30,396.79)
      ["900,000", "$19,706.00", "First home buyer: concession"], // $34,912 − $15,206
      ["1,000,000", "$39,412.00", "General rates"],
    ];
    for (const [price, duty, basis] of home) {
      await fill(calculator, { "Purchase price ($)": price });
      await expectResults(calculator, { duty, basis });
    }
    await fill(calculator, { "What you are buying": "vacant-land" });
    // For land D is the general duty at $350,000: $1,597 + $3.50 × 2,510 = $10,382.
    const land: Array<[string, string, string]> = [
      ["350,000", "$0.00", "First home buyer: exempt"],
      ["400,000", "$7,221.00", "First home buyer: concession"], // $12,412 − $10,382 × 50,000 / 100,000
      ["450,000", "$14,662.00", "General rates"], // $11,152 + $4.50 × 780
    ];
    for (const [price, duty, basis] of land) {
      await fill(calculator, { "Purchase price ($)": price });
      await expectResults(calculator, { duty, basis });
    }
    await expect(calculator).toContainText("Rates in force from 1 July 2025.");
  });
});

test.describe("equity, deposit and borrowing power", () => {
  test("equity: the suburb reports' example, another LVR, and never below $0", async ({ page }) => {
    const calculator = await openCalculator(page, "equity");
    await expectResults(calculator, { lendable: "$544,000", "usable-equity": "$105,000" });
    await fill(calculator, {
      "What the property is worth ($)": "750,000",
      "Loan still owed on it ($)": "500,000",
      "Most a lender would lend (% of the value)": "90",
    });
    await expectResults(calculator, { lendable: "$675,000", "usable-equity": "$175,000" });
    await fill(calculator, {
      "What the property is worth ($)": "500,000",
      "Loan still owed on it ($)": "450,000",
      "Most a lender would lend (% of the value)": "80",
    });
    await expectResults(calculator, { "usable-equity": "$0", "total-equity": "$50,000" });
  });

  test("deposit: 10% down means LMI, exactly 20% does not, and NSW duty is added", async ({ page }) => {
    const calculator = await openCalculator(page, "deposit-and-lmi");
    // $750,000 under the rates of 1 July 2025: $11,152 + $4.50 × 3,780 = $28,162.
    await expectResults(calculator, {
      loan: "$675,000",
      lvr: "90%",
      lmi: "Likely",
      "deposit-for-threshold": "$150,000",
      shortfall: "$75,000",
      duty: "$28,162",
      "cash-needed": "$103,162",
    });
    await fill(calculator, { "Purchase price ($)": "600,000", "Your deposit ($)": "120,000" });
    // $600,000: $11,152 + $4.50 × 2,280 = $21,412.
    await expectResults(calculator, { lvr: "80%", lmi: "Not likely", duty: "$21,412" });
    await expect(calculator.getByTestId("shortfall")).toHaveCount(0);
    await fill(calculator, { "Where the property is": "other" });
    await expect(calculator.getByTestId("duty")).toHaveCount(0);
    await fill(calculator, { "Your deposit ($)": "700,000" });
    await expect(calculator.getByText("Enter a deposit no more than the price.")).toBeVisible();
  });

  test("deposit: $150,000 down on $750,001 is over the 80% line by a dollar, and says so", async ({ page }) => {
    const calculator = await openCalculator(page, "deposit-and-lmi");
    await fill(calculator, { "Purchase price ($)": "750,001", "Your deposit ($)": "150,000" });
    // 20% of $750,001 is $150,000.20: a whole dollar more, $150,001, brings the loan to 80% or less.
    await expectResults(calculator, { lvr: "80.01%", lmi: "Likely", "deposit-for-threshold": "$150,001", shortfall: "$1" });
  });

  test("borrowing power: one income of $100,000 → $464,000 to $506,000 at 2026–27 tax rates, with the assumptions shown", async ({ page }) => {
    const calculator = await openCalculator(page, "borrowing-power");
    await fill(calculator, {
      Applicants: "1",
      "Your income before tax ($ a year)": "100,000",
      Dependants: "0",
      "Living expenses ($ a month)": "1,500",
      "Other loan repayments ($ a month)": "0",
      "Credit-card limits ($ in total)": "10,000",
      "Home loan interest rate (% a year)": "6",
    });
    // 2026–27: tax 15% of $26,800 + 30% of $55,000 = $20,520, levy $2,000: net $77,480 → $6,456.67 a month;
    // floor $2,000 beats $1,500; 3.8% of $10,000 = $380; surplus $4,076.67
    // at 9%: $506,656.15, at 10%: $464,539.89 (Python decimal), each rounded down to $1,000.
    await expectResults(calculator, {
      estimate: "$464,000 to $506,000",
      "net-income": "$6,456.67",
      "expenses-used": "$2,000.00",
      "card-commitment": "$380.00",
      surplus: "$4,076.67",
      "assessment-rate": "9% a year",
    });
    await expect(calculator).toContainText("An estimate, not an approval or an offer");
    await expect(calculator).toContainText("resident rates in force from 1 July 2026");
    // $150,000 over 25 years at 6.50% with $600 up front: the comparison rate is 6.54%.
    await expect(calculator).toContainText("Example rate 6.50% p.a., comparison rate 6.54% p.a.*");
  });
});

test.describe("talk to a broker about this", () => {
  test("the enquiry carries the calculator's figures to the server, and the broker sees them in npm run leads", async ({ page }) => {
    const calculator = await openCalculator(page, "equity");
    // A visitor who has used the page: the block publishes its figures once it has hydrated.
    await waitForHydration(page);
    await calculator.getByRole("link", { name: "Talk to a broker about this" }).click();
    await expect(page).toHaveURL(/#enquiry$/);
    const summary = "Equity: value $680,000, owing $439,000, up to 80% LVR → usable equity $105,000";
    const form = page.locator("#enquiry");
    await expect(form.getByTestId("calculator-summary")).toContainText(summary);
    const email = `calc-${Date.now()}@example.com`;
    await form.getByLabel("Email").fill(email);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    expect((await posted).status()).toBe(200);
    // tsx's loader in this Node, as `npm run leads` runs it, without npx finding tsx first (0.6 CPU-s).
    const leads = execFileSync(process.execPath, ["--import", "tsx", "scripts/leads.ts", "--limit", "50"], {
      env: { ...process.env, LEADS_DB: E2E_LEADS_DB },
      encoding: "utf8",
    });
    const lead = leads.split("\n\n").find((block) => block.includes(email)) ?? "";
    expect(lead).toContain(`calculator_summary: ${summary}`);
    expect(lead).toMatch(/ enquiry {2}from \/calculators\/equity\n/);
  });

  test("figures the visitor changed go with an enquiry sent from the form below, without the button (issue 52)", async ({ page }) => {
    const calculator = await openCalculator(page, "nsw-transfer-duty");
    await waitForHydration(page);
    const form = page.locator("#enquiry");
    // The page's own example is not the visitor's: nothing is attached until a figure changes.
    await expect(form.getByTestId("calculator-summary")).toHaveCount(0);
    await fill(calculator, { "Purchase price ($)": "800,000" });
    await expect(form.getByTestId("calculator-summary")).toContainText("duty $0.00");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await form.getByLabel("Email").fill(`calc-used-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    const sent = new URLSearchParams((await posted).postData() ?? "");
    expect(sent.get("calculator_summary")).toContain("duty $0.00");
  });

  test("the figures can be left out, and a changed figure updates what is attached", async ({ page }) => {
    const calculator = await openCalculator(page, "nsw-transfer-duty");
    // A visitor who has used the page: the block publishes its figures once it has hydrated.
    await waitForHydration(page);
    await calculator.getByRole("link", { name: "Talk to a broker about this" }).click();
    const attached = page.locator("#enquiry").getByTestId("calculator-summary");
    // A first home at $850,000 on TODAY: $32,662 − $30,412 × 3/4.
    await expect(attached).toContainText("duty $9,853.00");
    await fill(calculator, { "Purchase price ($)": "800,000" });
    await expect(attached).toContainText("duty $0.00");
    await page.locator("#enquiry").getByRole("button", { name: "Don't send these figures" }).click();
    await expect(attached).toHaveCount(0);
  });
});

test("the index and the other pages link every calculator", async ({ page }) => {
  await page.goto("/calculators");
  for (const name of CALCULATORS) await expect(page.locator(`main a[href="/calculators/${name}"]`)).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calculators" })).toHaveAttribute("href", "/calculators");
  for (const name of CALCULATORS) await expect(page.locator(`footer a[href="/calculators/${name}"]:visible`)).toHaveCount(1);
  await page.goto("/resources/western-sydney-investment-report");
  await expect(page.getByRole("link", { name: "Calculate My Equity" })).toHaveAttribute("href", "/calculators/equity");
  await page.goto("/services/first-home-buyers");
  await expect(page.locator('#calculators a[href="/calculators/nsw-transfer-duty"]')).toHaveCount(1);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the result rows line up: every label at the left, every figure at the right on its label's line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The prerendered worked example: the layout is the stylesheet's, no script needed.
    await page.goto("/calculators/borrowing-power");
    const rows = await page.locator("#calculator dl > div").evaluateAll((divs) =>
      divs.map((div) => {
        const box = (el: Element | null) => el!.getBoundingClientRect();
        const dl = box(div.parentElement);
        const dt = box(div.querySelector("dt"));
        const dd = box(div.querySelector("dd"));
        return {
          label: div.querySelector("dt")!.textContent,
          fromLeft: dt.left - dl.left,
          fromRight: dl.right - dd.right,
          belowLabel: dd.top - dt.top,
          labelLine: dt.height,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(3);
    // The headline (first, largest, perhaps a range) may go under its label; the other rows are label | figure.
    for (const row of rows.slice(1)) {
      expect(row.fromLeft, `${row.label}: label at the left`).toBeCloseTo(0, 0);
      expect(row.fromRight, `${row.label}: figure at the right`).toBeCloseTo(0, 0);
      expect(row.belowLabel, `${row.label}: figure on its label's first line`).toBeLessThan(row.labelLine / 2 + 12);
    }
  });
}

test("a calculator with a field to fix has no axe violations", async ({ page }) => {
  const calculator = await openCalculator(page, "repayments", "?amount=lots&type=io&extra=500");
  await expect(calculator.getByLabel("Loan amount ($)")).toHaveAttribute("aria-invalid", "true");
  expect(describeViolations(await axeViolations(page, "#calculator"))).toEqual([]);
});

test("prints the calculator and the disclaimer, not the navigation or the forms", async ({ page }) => {
  await openCalculator(page, "deposit-and-lmi");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#calculator [data-testid=lvr]")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("#enquiry")).toBeHidden();
  await expect(page.locator("#more-calculators")).toBeHidden();
  await expect(page.getByText("General information only, not financial advice.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Talk to a broker about this" })).toBeHidden();
});
