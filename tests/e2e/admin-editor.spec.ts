/**
 * The content editor in the back office, on the real server and its database: an editor made with
 * npm run admin signs in, opens Blacktown's suburb report, changes the median rent, sees it in the
 * preview, reloads the page and still has the draft, saves one with a problem (kept, and marked in
 * the list), then discards it. The editor page allows no inline script and no eval, logs no policy
 * violation while editing, and nothing in pages.config/ changes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsNew } from "./sign-in.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
/** The main site's folder, which the content paths above are relative to. */
const SITE_DIR = "sites/westline";
const onDisk = (file: string) => readFileSync(path.join(SITE_DIR, file), "utf8");

/** A new editor, made with npm run admin, signed in; their email. */
const signIn = (page: Page, baseURL: string | undefined) => signInAsNew(page, "editor", { url: baseURL ?? "" });

test("an editor changes Blacktown's median rent, sees it in the preview, and still has the draft after a reload", async ({ page, baseURL }) => {
  const liveText = onDisk(BLACKTOWN);
  const live = JSON.parse(liveText) as { snapshot: { medianRentPerWeek: number } };
  // Close to the live rent, so the report's yields still agree with it.
  const rent = live.snapshot.medianRentPerWeek + 5;

  const who = await signIn(page, baseURL);

  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  // A form whose validator tried to compile a schema would fail here (EvalError) rather than show its fields.
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  const policy = (await page.request.get("/admin/content/")).headers()["content-security-policy"] ?? "";
  expect(/script-src ([^;]*)/.exec(policy)?.[1]?.trim()).toBe("'self'");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "Content editor" })).toBeVisible();
  expect(await page.locator("script:not([src])").count()).toBe(0);

  await page
    .getByRole("navigation", { name: "Content files" })
    .getByRole("link", { name: /^Blacktown/ })
    .click();
  const rentField = page.getByLabel(/Median rent/i);
  await expect(rentField).toHaveValue(/\d+/);
  // A draft left by an earlier run is thrown away first, so the test starts from the live report.
  const discard = page.getByRole("button", { name: "Discard draft" });
  if (await discard.isVisible()) {
    page.once("dialog", (dialog) => void dialog.accept());
    await discard.click();
    await expect(rentField).toHaveValue(String(live.snapshot.medianRentPerWeek));
  }
  await rentField.fill(String(rent));
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.locator("main")).toContainText(`$${rent}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved\. It goes live/)).toBeVisible();
  await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue(String(rent));
  await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ })).toContainText("Draft");
  await expect(preview.locator("main")).toContainText(`$${rent}`);
  expect(onDisk(BLACKTOWN)).toBe(liveText);

  // A draft with a problem is kept too (closing the tab loses nothing), and the list says it has problems.
  await page.getByLabel(/Median rent/i).fill("5");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/^Draft saved, with a problem to fix before it can be published/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue("5");
  await expect(page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Blacktown/ })).toContainText("Problems");
  expect(onDisk(BLACKTOWN)).toBe(liveText);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel(/Median rent/i)).toHaveValue(String(live.snapshot.medianRentPerWeek));

  // A rent typed the wrong way keeps the last good preview, marked out of date, until it is fixed.
  await expect(preview.locator("main")).toContainText(`$${live.snapshot.medianRentPerWeek}`);
  await page.getByLabel(/Median rent/i).fill("$600 a week");
  await expect(page.getByRole("status").filter({ hasText: /^Out of date/ })).toBeVisible();
  await expect(preview.locator("main")).toContainText(`$${live.snapshot.medianRentPerWeek}`);
  await page.getByLabel(/Median rent/i).fill(String(live.snapshot.medianRentPerWeek));
  await expect(page.getByRole("status").filter({ hasText: /^Out of date/ })).toHaveCount(0);

  // A related suburb is picked from the reports there are, by name, or "no report yet".
  const related = JSON.parse(liveText) as { related: { name: string; slug: string; noReport?: true }[] };
  const first = page.getByRole("group", { name: "Related suburb 1" }).getByLabel("Suburb", { exact: true });
  await expect(first.locator("option:checked")).toHaveText(related.related[0]?.name ?? "");
  expect(await first.locator("option").allTextContents()).toContain("A suburb with no report yet…");
  expect(await first.locator("option").allTextContents()).not.toContain("Blacktown");
  expect(blocked).toEqual([]);
  expect(failures).toEqual([]);
});

test("the broker's own block, the suburb grid, opens as a form in the back office under its policy, its validator compiled ahead of time", async ({
  page,
  baseURL,
}) => {
  const index = "pages.config/pages/resources/suburb-reports.json";
  const blocks = (JSON.parse(onDisk(index)) as { blocks: { type: string; heading?: string }[] }).blocks;
  const at = blocks.findIndex((block) => block.type === "suburb-grid");
  expect(at).toBeGreaterThanOrEqual(0);
  const help = (
    JSON.parse(readFileSync(path.join(SITE_DIR, "blocks/suburb-grid/suburb-grid.schema.json"), "utf8")) as {
      properties: { heading: { description: string } };
    }
  ).properties.heading.description;
  await signIn(page, baseURL);
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const failures: string[] = [];
  page.on("pageerror", (error) => failures.push(error.message));
  await page.goto(`/admin/content/#${index}`);
  await page.locator(`#blocks_${at} > summary`).click();
  await expect(page.locator(`#blocks_${at}_heading`)).toHaveValue(blocks[at]!.heading!);
  await expect(page.locator(`#blocks_${at}`).getByText(help, { exact: true })).toBeVisible();
  await expect(page.getByText(/out of date with/)).toHaveCount(0);
  await expect(page.frameLocator('iframe[title^="Preview"]').locator("[data-suburb-card]").first()).toBeVisible();
  expect(blocked).toEqual([]);
  expect(failures).toEqual([]);
});

interface Report {
  name: string;
  slug: string;
  related?: { slug: string; noReport?: boolean }[];
}

test("an editor starts a page, renames a suburb report accepting the offered edits, and the problems list is clean", async ({ page, baseURL }, testInfo) => {
  const suburbs = "pages.config/suburbs";
  const reports = readdirSync(path.join(SITE_DIR, suburbs)).map((name) => ({
    file: `${suburbs}/${name}`,
    ...(JSON.parse(onDisk(path.join(suburbs, name))) as Report),
  }));
  // The report other reports link to most: the rename with the most to follow. Not Blacktown, which the other test edits.
  const linkedFrom = (report: Report) => reports.filter((other) => (other.related ?? []).some((card) => card.slug === report.slug && !card.noReport));
  const report = reports.filter((candidate) => candidate.slug !== "blacktown").sort((a, b) => linkedFrom(b).length - linkedFrom(a).length)[0]!;
  const newName = `North ${report.name}`;
  const newFile = `${suburbs}/north-${report.slug}.json`;
  const newPage = { title: "Working with lenders", address: "/working-with-lenders", file: "pages.config/pages/working-with-lenders.json" };
  const before = Object.fromEntries([report.file, ...linkedFrom(report).map((other) => other.file)].map((file) => [file, onDisk(file)]));

  await signIn(page, baseURL);
  await page.goto("/admin/content/");
  const token = (await page.locator('meta[name="form-token"]').getAttribute("content")) ?? "";
  // The drafts this test makes, thrown away before (a run that stopped half-way) and after.
  const discardOurs = async () => {
    for (const file of [newFile, report.file, newPage.file, "pages.config/site.json", ...linkedFrom(report).map((other) => other.file)])
      await page.request.post("/admin/content/api/discard", { headers: { "x-form-token": token, "content-type": "application/json" }, data: { file } });
  };
  await discardOurs();
  await page.reload();
  // The screen as a wide window and a phone show it, scrolled to what is new on it.
  const shot = async (name: string, what: Locator) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await what.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  try {
    // A page starts from a hero and a text block, with what is left to write listed as problems.
    const files = page.getByRole("navigation", { name: "Content files" });
    await files.getByLabel("Title").fill(newPage.title);
    await files.getByLabel("Address").fill("/faq");
    await files.getByRole("button", { name: "Start page" }).click();
    await expect(files.getByRole("alert")).toContainText("/faq is the address of the page");
    await shot("new-page-refused", files.getByRole("alert"));
    await files.getByLabel("Address").fill(newPage.address);
    await files.getByRole("button", { name: "Start page" }).click();
    await expect(page.getByRole("heading", { name: newPage.title, level: 2 })).toBeVisible();
    await expect(page.getByText(`New page at ${newPage.address}, not saved yet`)).toBeVisible();
    const problems = page.getByRole("region", { name: /^Problems/ });
    await expect(problems.getByRole("heading", { name: /to fix/ })).toBeVisible();
    await shot("new-page", problems);
    // Each problem leads to its field; what is typed there is all the page needs.
    for (const [field, text] of [
      [/^Description/, "How we compare the lenders on our panel for you, and what we ask of you along the way, from first call to settlement."],
      [/^Block 1 .*Text/, "What to expect when we compare lenders for you."],
      [/^Block 2 .*Paragraph 1/, "We compare loans from the lenders on our panel and explain the differences in plain words."],
    ] as const) {
      await problems.getByRole("button", { name: field }).first().click();
      await page.keyboard.type(text);
    }
    await expect(problems.getByRole("heading", { name: /Problems \(none/ })).toBeVisible();
    // Where visitors will find it is asked when it starts, and its link drafted with its first save.
    const place = page.getByRole("group", { name: "Where visitors find this page" });
    await expect(place.getByRole("radio", { name: "Nowhere for now" })).toBeChecked();
    await place
      .getByRole("radio", { name: /^The footer, under/ })
      .last()
      .check();
    await shot("new-page-place", place);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(/^Draft saved\. It goes live/)).toBeVisible();
    await expect(page.getByText(/A link to it is drafted in the footer, under .+ \(site settings\)\./)).toBeVisible();
    await expect(place).toHaveCount(0);

    // The report is renamed: what would break is named first, and the offered edits are accepted.
    await files.getByRole("link", { name: new RegExp(`^${report.name}`) }).click();
    await page.getByRole("button", { name: "Rename this report" }).click();
    await page.getByLabel("New suburb name").fill(newName);
    await shot("rename-form", page.getByLabel("New suburb name"));
    await page.getByRole("button", { name: "Check what it affects" }).click();
    const plan = page.getByRole("region", { name: `Rename the ${report.name} report to ${newName}?` });
    for (const other of linkedFrom(report))
      await expect(plan.getByText(`The ${other.name} suburb report: Related suburbs › ${report.name}: now ${newName}`)).toBeVisible();
    await expect(plan.getByRole("checkbox")).toBeChecked();
    await shot("rename-plan", plan);
    // What it would break without the edits is named too, one click away.
    await plan.getByText(/Show what would break$/).click();
    for (const other of linkedFrom(report)) await expect(plan.getByText(new RegExp(`^The ${other.name} suburb report, Related`))).toBeVisible();
    await plan.getByRole("button", { name: "Draft the rename" }).click();
    await expect(
      page.getByText(`The ${report.name} report is renamed ${newName} in a draft: it goes live when it is published.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: newName, level: 2 })).toBeVisible();
    await expect(problems.getByRole("heading", { name: /Problems \(none/ })).toBeVisible();
    await expect(files.getByRole("link", { name: new RegExp(`^${report.name}`) }).filter({ hasText: "To be deleted" })).toHaveCount(1);
    await expect(page.frameLocator('iframe[title^="Preview"]').locator("main")).toContainText(newName);
    await shot("renamed", problems);
    // Nothing is live until it is published.
    for (const [file, text] of Object.entries(before)) expect(onDisk(file)).toBe(text);
  } finally {
    await discardOurs();
  }
});
