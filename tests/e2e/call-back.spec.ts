/**
 * No dead end at the main goal: where the booking calendar goes, a visitor whose calendar cannot
 * load (offline here: the scheduling service is never reached) finds a "we'll call you" form, sends
 * it, and the lead is in the e2e server's database (LEADS_DB in playwright.config.ts), as in
 * lead-stored.spec.ts. And proof beside the booking: a service page shows the testimonials about
 * its service, stated once in pages.config/facts/testimonials.json.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { DatabaseSync } from "@photostructure/sqlite";
import { expect, test, type Page } from "@playwright/test";
import { CALENDLY_SCRIPT } from "./booking-embed.ts";
import { blocksOf, fill, rawPages, site } from "../raw-content.ts";
import { E2E_LEADS_DB as LEADS_DB } from "./leads-db.ts";

type Lead = { form_name: string; page_path: string | null; fields: Record<string, string> };

function leadsNamed(name: string): Lead[] {
  const db = new DatabaseSync(LEADS_DB, { readOnly: true });
  try {
    const rows = db.prepare("SELECT form_name, page_path, fields FROM submissions").all() as Array<{
      form_name: string;
      page_path: string | null;
      fields: string;
    }>;
    return rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, string> })).filter((lead) => lead.fields.name === name);
  } finally {
    db.close();
  }
}

/** The scheduling script fails as it does offline or behind a blocker; "hang" leaves it loading, as on a slow phone. */
async function scheduler(page: Page, answer: "fail" | "hang") {
  await page.route(CALENDLY_SCRIPT, (route) => (answer === "fail" ? route.abort("internetdisconnected") : undefined));
}

type Widget = { formBelow?: { label: string; to: string } };
// The pages whose booking calendar stands on a call-back form, from the content: /book today. A
// calendar above a form of the page's own (/contact's message form) leads to that form instead.
const calendarPages = rawPages()
  .filter((doc) => blocksOf<Widget>(doc, "booking-widget").some((widget) => !widget.formBelow))
  .map((doc) => doc.path);

for (const width of [390, 1280])
  for (const path of calendarPages)
    test(`${path} at ${width} px: when the calendar cannot load, a call-back form in its place is sent and stored as a lead`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await scheduler(page, "fail");
      await page.goto(`${path}?utm_source=e2e-call-back`);
      const box = page.locator("[data-booking-embed]");
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute("data-state", "failed");
      // Where the apology was: a way forward, and never the old apology alone.
      await expect(box).not.toContainText("could not load here.");
      await expect(box.getByRole("link", { name: "Open the booking page" })).toHaveAttribute("target", "_blank");
      await expect(box.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);

      // Letters only: a name is words (the schema refuses digits in it).
      const name = `Call Back ${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
      const form = box.locator("form");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Phone").fill("0412 345 678");
      await form.getByLabel("Best time to call").selectOption({ label: "Afternoon (12 pm to close)" });
      await form.getByRole("button", { name: "Call Me Back" }).click();
      await page.waitForURL("**/thank-you/call-back");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("we'll call you");

      const leads = leadsNamed(name);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        form_name: "call-back",
        page_path: path,
        fields: { name, phone: "0412 345 678", best_time: "afternoon", utm_source: "e2e-call-back" },
      });
    });

// The SPEC's /contact: the booking calendar, then the contact form (#contact-form). One way in per
// section: the calendar's place leads down to the message form rather than holding a second form.
test("/contact: one form, the message form, and the calendar's place leads to it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await scheduler(page, "fail");
  await page.goto("/contact");
  const box = page.locator("[data-booking-embed]");
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("data-state", "failed");
  await expect(box.getByRole("link", { name: "Open the booking page" })).toHaveAttribute("target", "_blank");
  await expect(box.getByRole("link", { name: `Call ${site.phone.display}` })).toHaveAttribute("href", `tel:${site.phone.dial}`);
  const sectionsWithForms = await page
    .locator("main section")
    .evaluateAll((sections) => sections.filter((section) => section.querySelector("form")).map((section) => section.id));
  expect(sectionsWithForms).toEqual(["contact-form"]);
  await box.locator('a[href="#contact-form"]').click();
  await expect(page.locator("#contact-form form")).toBeInViewport();
});

test("on a slow phone, the call-back form is there while the calendar is still loading", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await scheduler(page, "hang");
  // What the visitor sees at the moment the calendar starts to load, taken in the page itself.
  await page.addInitScript((script) => {
    const seen: { formShown: boolean; state: string | undefined }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (seen.length || !document.querySelector(`script[src="${script}"]`)) return;
      const box = document.querySelector<HTMLElement>("[data-booking-embed]");
      seen.push({ formShown: box?.querySelector("form")?.checkVisibility() ?? false, state: box?.dataset.state });
    }).observe(document, { childList: true, subtree: true });
  }, CALENDLY_SCRIPT);
  await page.goto(calendarPages[0] ?? "/book");
  await page.locator("[data-booking-embed]").scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([{ formShown: true, state: undefined }]);
  await expect(page.locator("[data-booking-embed]").getByLabel("Phone")).toBeEditable();
});

type RawTestimonial = { quote: string; services: string[] };
const testimonials = (JSON.parse(readFileSync("sites/westline/pages.config/facts/testimonials.json", "utf8")) as { testimonials: RawTestimonial[] })
  .testimonials;
const servicePages = rawPages().filter((doc) => doc.path.startsWith("/services/"));

for (const doc of servicePages)
  test(`${doc.path} shows the testimonials about its own service, and no others`, async ({ page }) => {
    const service = doc.path.slice("/services/".length);
    const own = testimonials.filter((testimonial) => testimonial.services.includes(service)).map((testimonial) => fill(testimonial.quote));
    const others = testimonials.filter((testimonial) => !testimonial.services.includes(service)).map((testimonial) => fill(testimonial.quote));
    await page.goto(doc.path);
    const quotes = page.locator("main blockquote");
    for (const quote of own) await expect(quotes.filter({ hasText: quote })).toHaveCount(1);
    for (const quote of others) await expect(quotes.filter({ hasText: quote })).toHaveCount(0);
    // None about this service: no heading over an empty box either.
    if (own.length === 0)
      for (const { heading } of blocksOf<{ heading: string }>(doc, "testimonials"))
        await expect(page.getByRole("heading", { name: fill(heading), exact: true })).toHaveCount(0);
  });
