/**
 * The whole way: a visitor's browser posts a form to the real server (nothing intercepted), and the
 * lead is in the e2e server's database (LEADS_DB in playwright.config.ts).
 */
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "@photostructure/sqlite";
import { FORM_TAKING_SCRIPTS, waitForHydration, waitForPageStart } from "./hydrated.ts";
import { expect, test } from "@playwright/test";
import { E2E_LEADS_DB as LEADS_DB } from "./leads-db.ts";

type Lead = { form_name: string; page_path: string | null; fields: Record<string, string> };

function storedLeads(email: string): Lead[] {
  const db = new DatabaseSync(LEADS_DB, { readOnly: true });
  try {
    const rows = db.prepare("SELECT form_name, page_path, fields FROM submissions").all() as Array<{
      form_name: string;
      page_path: string | null;
      fields: string;
    }>;
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> })).filter((lead) => lead.fields.email === email);
  } finally {
    db.close();
  }
}
const storedLead = (email: string): Lead | undefined => storedLeads(email)[0];

test("an enquiry sent from the browser reaches the real server and is stored", async ({ page }) => {
  const email = `e2e-${randomUUID()}@example.com`;
  await page.goto("/services/home-loans?utm_source=e2e");
  await waitForHydration(page);
  const form = page.locator("#enquiry-form");
  await form.getByLabel("Name").fill("Stored Visitor");
  await form.getByLabel("Email").fill(email);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/");
  await form.getByRole("button", { name: "Get My Personalised Options" }).click();
  expect((await answered).status()).toBe(200);
  await expect(form.getByText("Thanks! We'll be in touch shortly")).toBeVisible();

  // Stored before the answer was sent (synchronous=FULL), so it is there now.
  const lead = storedLead(email);
  expect(lead?.form_name).toBe("enquiry");
  expect(lead?.page_path).toBe("/services/home-loans");
  expect(lead?.fields).toMatchObject({ name: "Stored Visitor", email, utm_source: "e2e", source: "personalised_options" });
});

test("an enquiry sent before the page's script arrives is stored with the visit's campaign, and once when sent again", async ({ page }) => {
  const email = `e2e-early-${randomUUID()}@example.com`;
  // The forms' scripts never arrive: the visitor sends the prerendered form natively, as autofill allows at once.
  await page.route(FORM_TAKING_SCRIPTS, (route) => route.abort());
  await page.goto("/services/home-loans?utm_source=google&utm_medium=cpc&utm_campaign=spring");
  await waitForPageStart(page);
  const form = page.locator("#enquiry-form");
  await form.getByLabel("Email").fill(email);
  const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/");
  await form.getByRole("button", { name: "Get My Personalised Options" }).click();
  const post = await posted;
  await page.waitForURL("**/thank-you/enquiry");

  const lead = storedLead(email);
  expect(lead?.form_name).toBe("enquiry");
  expect(lead?.page_path).toBe("/services/home-loans");
  expect(lead?.fields).toMatchObject({ email, utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", source: "personalised_options" });

  // The same post again, as a browser retrying after a lost answer would send it: the same answer, one lead.
  const sentWith = Object.entries(await post.allHeaders()).filter(
    ([name]) => ["origin", "referer", "accept", "content-type", "user-agent"].includes(name) || name.startsWith("sec-fetch-"),
  );
  const again = await page.request.post("/", {
    headers: Object.fromEntries(sentWith),
    data: post.postData() ?? "",
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe("/thank-you/enquiry");
  expect(storedLeads(email)).toHaveLength(1);
});
