/**
 * The lead inbox the whole way, on the real server and its database: leads sent through the four
 * public forms on their pages, a `leads` person made with npm run admin, who finds them, follows one up, rescues one from
 * Spam, downloads the filtered CSV, and sees a new lead arrive without reloading.
 */
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { fieldTitle } from "../form-titles.ts";
import { site } from "../raw-content.ts";
import { FORM_TAKING_SCRIPTS, waitForPageStart } from "./hydrated.ts";
import { signInAsNew } from "./sign-in.ts";

async function send(request: APIRequestContext, baseURL: string, fields: Record<string, string>): Promise<void> {
  const answer = await request.post("/", { form: fields, headers: { origin: baseURL, accept: "text/html" }, maxRedirects: 0 });
  expect(answer.status(), await answer.text()).toBe(303);
}

test("a leads person finds the forms' leads, follows one up, rescues one from Spam, exports them and sees a new one arrive", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL as string;
  const run_ = randomUUID().slice(0, 8);
  const email = (who: string) => `${who}-${run_}@example.com`;
  // The four public forms, filled in and sent on their pages as a visitor whose browser has not run
  // the pages' scripts yet would (a native post, the most basic way in).
  await page.route(FORM_TAKING_SCRIPTS, (route) => route.abort());
  const sendForm = async (path: string, section: string, fill: (form: Locator) => Promise<void>) => {
    await page.goto(path);
    await waitForPageStart(page);
    const form = page.locator(section);
    await fill(form);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL("**/thank-you/**");
  };
  await sendForm("/contact?utm_campaign=spring", "#contact-form", async (form) => {
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(email("ada"));
    await form.getByLabel("Phone").fill("0412 345 678");
    await form.getByLabel("Message").fill("Refinance help");
  });
  await sendForm("/services/home-loans", "#enquiry-form", async (form) => {
    await form.getByLabel("Name").fill("Bo Chen");
    await form.getByLabel("Email").fill(email("bo"));
  });
  await sendForm("/resources/suburb-reports", "#lead-form", async (form) => {
    await form.getByLabel("Name").fill("Cy Dee");
    await form.getByLabel("Email").fill(email("cy"));
    await form.getByLabel("Mobile").fill("0498765432");
    await form.getByLabel("Buying timeframe").selectOption("3-6");
  });
  await sendForm("/resources/suburb-reports", "#suburb-request", async (form) => {
    await form.getByLabel("Name").fill("Di Eve");
    await form.getByLabel("Email").fill(email("di"));
    await form.getByLabel("Phone").fill("0298765432");
    await form.getByLabel("Suburb").fill("Merrylands");
  });
  await page.unrouteAll({ behavior: "wait" });
  // A robot's post, the hidden field filled: kept in Spam.
  await send(request, base, {
    "form-name": "suburb-request",
    name: "Hidden Field",
    email: email("hf"),
    phone: "0298765433",
    requested_suburb: "Auburn",
    "bot-field": "filled by an autofill",
  });

  const who = `leads-${run_}@example.com`;
  await signInAsNew(page, "leads", { url: base }, who);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /Leads/ }).click();
  await page.getByLabel("Search").fill(run_);
  await page.getByRole("button", { name: "Show" }).click();
  const cards = page.locator("li.lead");
  await expect(cards).toHaveCount(4);
  for (const name of ["Ada Lovelace", "Bo Chen", "Cy Dee", "Di Eve"]) await expect(cards.filter({ hasText: name })).toHaveCount(1);
  await expect(cards.filter({ hasText: "Ada Lovelace" })).toContainText("campaign spring");
  await expect(cards.filter({ hasText: "Ada Lovelace" }).getByRole("link", { name: /Call 0412 345 678/ })).toHaveAttribute("href", "tel:0412345678");

  await cards.filter({ hasText: "Bo Chen" }).getByRole("link", { name: "Bo Chen" }).click();
  await expect(page.getByText("/services/home-loans")).toBeVisible();
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByLabel("Note (what happened)").fill("Called, booked a meeting for Friday");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(/changed the status: New → Contacted/)).toBeVisible();
  await expect(page.getByText("Called, booked a meeting for Friday")).toBeVisible();
  await page.getByLabel(/comes back to the top/).fill("2026-01-01");
  await page.getByRole("button", { name: "Set follow-up" }).click();
  // Shown in words, as staff read dates: 1 January 2026 is a Thursday.
  await expect(page.getByText(/set a follow-up for Thu 1 Jan/)).toBeVisible();

  await page.goto(`/admin/leads?status=spam&q=${run_}`);
  await page.getByRole("link", { name: "Hidden Field" }).click();
  await page.getByLabel("Move to").selectOption("new");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText(/Spam → New/)).toBeVisible();

  await page.goto(`/admin/leads?q=${run_}`);
  await expect(cards).toHaveCount(5);
  // The follow-up day has passed, so Bo is back at the top.
  await expect(cards.first()).toContainText("Bo Chen");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these as CSV" }).click();
  const bytes = readFileSync(await (await download).path());
  // UTF-8's byte order mark first, so Excel shows accents as typed.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row[fieldTitle("email")]).sort()).toEqual(["ada", "bo", "cy", "di", "hf"].map(email).sort());
  // Bo's follow-up as the inbox shows it: the status in the site's words (site.json leadStatuses), the note, the day.
  const bo = rows.find((row) => row[fieldTitle("email")] === email("bo"));
  expect(bo?.Status).toBe((site as { leadStatuses?: { contacted?: string } }).leadStatuses?.contacted ?? "Contacted");
  expect(bo?.Notes).toBe("Called, booked a meeting for Friday");
  expect(bo?.["Follow up"]).toBe("2026-01-01");

  await send(request, base, {
    "form-name": "contact",
    firstName: "Fay",
    lastName: "Late",
    email: email("fay"),
    phone: "0400 000 001",
    message: "Just now",
    "bot-field": "",
    website: "",
  });
  await expect(cards.filter({ hasText: "Fay Late" })).toHaveCount(1, { timeout: 40_000 });
  await expect(page).toHaveTitle(/Leads \(\d+ unread\)/);
});
