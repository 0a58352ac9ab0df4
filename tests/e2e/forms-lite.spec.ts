/**
 * The visitor forms without React (issue 52 item 3): a page whose form a visitor uses loads no
 * React and at most 60 kB of script (uncompressed), measured here in the browser as `npm run size`
 * works it out from the build (scripts/lib/form-weight.ts), and the messages the form's own script shows
 * under its fields are the server's, word for word: what a visitor without JavaScript is answered
 * when the same values are posted. That holds for the call-back form too, where booking fails: in
 * the booking box and in the notice a booking button opens.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { FORM_JS_BOUND_KB } from "../../scripts/lib/form-weight.ts";
import { blocksOf, rawPages, rawSuburbs, REPORTS } from "../raw-content.ts";
import { CALENDLY_SCRIPT } from "./booking-embed.ts";

const report = `${REPORTS}/${rawSuburbs()[0]?.slug ?? "(no suburb report)"}`;

/** Each form on the page it is used on, and values the schema refuses in its visible fields. */
const FORMS = [
  { route: "/contact", form: "contact", values: { firstName: "A", lastName: "", email: "ann@", phone: "call me", message: "" } },
  { route: "/services/home-loans", form: "enquiry", values: { name: "Q", email: "", phone: "abc" } },
  { route: report, form: "suburb-reports", values: { name: "Q", email: "ann@", mobile: "not a number" } },
  { route: REPORTS, form: "suburb-request", values: { name: "Q", email: "x", phone: "call me", requested_suburb: "?" } },
] as const;

const formOn = (page: Page, form: string) => page.locator(`[data-form="${form}"]:has(form[data-netlify])`).first();

/** The contact form's Send waits for its security question: answered as a visitor would, from the sum it asks. */
async function answerSecurityQuestion(form: Locator) {
  const question = form.locator("label", { hasText: "What is" });
  if ((await question.count()) === 0) return;
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? "") ?? [];
  await form.getByLabel(/What is/).fill(String(Number(a) + Number(b)));
}

/** Fills `values` in, presses the form's submit button, and waits for its messages. */
async function sendInvalid(page: Page, form: Locator, values: Readonly<Record<string, string>>) {
  // A visitor starts on the form (a sign of use, which is when a page loads what it waits to load).
  await form.locator("input:not([type=hidden]):visible").first().click();
  await expect(form).toHaveAttribute("data-enhanced", "true");
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await answerSecurityQuestion(form);
  await form.locator("button[type=submit]").click();
  await expect(form.getByRole("alert").first()).toBeVisible();
}

/** The messages under the fields, by the field's label (without its "required" star). */
async function inlineMessages(form: Locator): Promise<Record<string, string>> {
  return form.locator("[aria-invalid=true][name]").evaluateAll((controls) =>
    Object.fromEntries(
      controls.map((control) => {
        const label = control.ownerDocument.querySelector(`label[for="${control.id}"]`)?.firstChild?.textContent?.trim() ?? control.id;
        const message = (control.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => control.ownerDocument.getElementById(id))
          .find((line) => line?.getAttribute("role") === "alert")?.textContent;
        return [label, message ?? ""];
      }),
    ),
  );
}

const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[entity] ?? "");

/** The messages under the fields are the server's own answer to the same values posted without JavaScript. */
async function expectServersMessages(page: Page, form: Locator, baseURL: string | undefined) {
  const shown = await inlineMessages(form);
  // Every wrong field at once, never the browser's one bubble at a time.
  expect(Object.keys(shown).length, JSON.stringify(shown)).toBeGreaterThanOrEqual(2);

  // The same values, posted as a browser without JavaScript posts them (a page navigation).
  const posted = await form
    .locator("form")
    .evaluate((element: HTMLFormElement) => Object.fromEntries([...new FormData(element)].map(([key, value]) => [key, String(value)])));
  const answer = await page.request.post("/", {
    form: posted,
    headers: { Origin: baseURL ?? "", Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  const answered = Object.fromEntries(
    [...html.matchAll(/<li><span class="field">(.*?)<\/span>: (.*?)<\/li>/g)].map(([, label, message]) => [unescape(label ?? ""), unescape(message ?? "")]),
  );
  expect(shown).toEqual(answered);
}

for (const { route, form: name, values } of FORMS)
  test(`${name} on ${route}: an invalid send shows, under each field, the messages the server answers a visitor without JavaScript`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(route);
    const form = formOn(page, name);
    await sendInvalid(page, form, values);
    await expectServersMessages(page, form, baseURL);
  });

// The call-back form where booking fails (issue 52 item 2, one form standard): in the booking box of a
// page whose calendar stands on it, and in the notice a booking button opens on any other page.
const CALL_BACK_JUNK = { name: "Q", phone: "call me" } as const;
const bookingBoxPage = rawPages().find((doc) => blocksOf<{ formBelow?: unknown }>(doc, "booking-widget").some((box) => !box.formBelow))?.path ?? "/book";
const pageWithoutForms =
  rawPages().find(
    (doc) =>
      (doc as { bookingButtons?: boolean }).bookingButtons !== false &&
      ["booking-widget", "form", "form-collection", "not-found"].every((type) => !blocksOf(doc, type).length),
  )?.path ?? "/faq";

test(`call-back in the booking box on ${bookingBoxPage}, the calendar failed: the server's messages under each field`, async ({ page, baseURL }) => {
  await page.route(CALENDLY_SCRIPT, (route) => route.abort("internetdisconnected"));
  await page.goto(bookingBoxPage);
  const box = page.locator("[data-booking-embed]");
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute("data-state", "failed");
  const form = box.locator('[data-form="call-back"]');
  await sendInvalid(page, form, CALL_BACK_JUNK);
  await expectServersMessages(page, form, baseURL);
  // The first wrong field takes the focus, as on every other form.
  await expect(form.getByLabel("Name")).toBeFocused();
});

test(`call-back in the booking notice on ${pageWithoutForms} (no form of its own): the server's messages under each field`, async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(CALENDLY_SCRIPT, (route) => route.abort("internetdisconnected"));
  await page.goto(pageWithoutForms);
  await page.getByTestId("sticky-booking-bar").getByRole("link", { name: /^Book/ }).click();
  const notice = page.getByRole("dialog", { name: "Our booking calendar didn't load." });
  await expect(notice).toBeVisible();
  const form = notice.locator('[data-form="call-back"]');
  await sendInvalid(page, form, CALL_BACK_JUNK);
  await expectServersMessages(page, form, baseURL);
});

for (const { route, form: name } of FORMS.slice(0, 3))
  test(`using the ${name} form on ${route} loads no React and at most ${FORM_JS_BOUND_KB} kB of script`, async ({ page }) => {
    await page.goto(route);
    const form = formOn(page, name);
    await sendInvalid(page, form, {});
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, bytes: entry.decodedBodySize })),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(({ file }) => /\/assets\/islands-/.test(file)).map(({ file }) => file)).toEqual([]);
    expect(await page.locator("[data-island]").count()).toBe(0);
    const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(total / 1024, scripts.map(({ file, bytes }) => `${file} ${bytes}`).join("\n")).toBeLessThanOrEqual(FORM_JS_BOUND_KB);
  });
