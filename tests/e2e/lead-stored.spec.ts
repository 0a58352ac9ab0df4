/**
 * The whole way: a visitor's browser posts a form to the real server (nothing intercepted), and the
 * lead is in the e2e server's database (LEADS_DB in playwright.config.ts).
 */
import { randomUUID } from "node:crypto";
import { DatabaseSync } from "@photostructure/sqlite";
import { waitForHydration } from "./hydrated.ts";
import { expect, test } from "@playwright/test";

const LEADS_DB = ".tmp/e2e-leads.sqlite";

function storedLead(email: string): { form_name: string; page_path: string | null; fields: Record<string, string> } | undefined {
  const db = new DatabaseSync(LEADS_DB, { readOnly: true });
  try {
    const rows = db.prepare("SELECT form_name, page_path, fields FROM submissions").all() as Array<{ form_name: string; page_path: string | null; fields: string }>;
    const row = rows.find((r) => (JSON.parse(r.fields) as Record<string, string>).email === email);
    return row && { ...row, fields: JSON.parse(row.fields) as Record<string, string> };
  } finally {
    db.close();
  }
}

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
