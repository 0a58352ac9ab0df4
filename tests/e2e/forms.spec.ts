import { FORM_SCRIPT, FORM_TAKING_SCRIPTS, holdIslands, waitForHydration, waitForPageStart } from "./hydrated.ts";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { fill, site } from "../raw-content.ts";

/** Opens a page and waits until the form in `section` has hydrated. */
async function gotoForm(page: Page, path: string, section: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator(section);
  await form.locator("[data-enhanced]").waitFor();
  return form;
}

/**
 * Answers POST / with `status` and records the posted requests; other requests pass. With `hold`,
 * the answer waits until the test calls `release()`, so a "Submitting…" state can be seen for
 * certain rather than within a fixed window.
 */
async function interceptPosts(page: Page, answer: { status?: number; hold?: boolean; abort?: boolean } = {}) {
  const posts: Request[] = [];
  let release = () => {};
  const released = answer.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request());
      await released;
      if (answer.abort) return route.abort("failed");
      return route.fulfill({ status: answer.status ?? 200, contentType: "text/html", body: "<!doctype html><title>Thanks</title><h1>Thanks</h1>" });
    },
  );
  return Object.assign(posts, { release });
}

const fields = (request: Request) => new URLSearchParams(request.postData() ?? "");
/** A form render's submission key: 128 random bits in hex. */
const KEY = /^[0-9a-f]{32}$/;

async function solveSecurityCheck(form: Locator) {
  const question = (await form.locator("label", { hasText: "What is" }).textContent()) ?? "";
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question) ?? [];
  await form.getByLabel(/What is/).fill(String(Number(a) + Number(b)));
}

async function fillContact(form: Locator) {
  await form.getByLabel("First name").fill("  Ann ");
  await form.getByLabel("Last name").fill("Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Message").fill("We would like to refinance.");
}

const toasts = (page: Page) => page.locator("[data-toast]");

test.describe("contact form", () => {
  test("shows the schema's message under each empty field", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const posts = await interceptPosts(page);
    await solveSecurityCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter your email address",
      "Please enter your phone number",
      "Please enter your message",
    ])
      await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
    const firstName = form.getByLabel("First name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toBeFocused();
    const describedBy = (await firstName.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("First name is required");
    await firstName.fill("Ann");
    await expect(form.getByText("First name is required")).toHaveCount(0);
    await expect(firstName).not.toHaveAttribute("aria-invalid");

    await form.getByLabel("Email").fill("ann@");
    await form.getByLabel("Phone").fill("0112345678");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Please enter a valid Australian phone number")).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test("the security check: wrong, non-numeric, right and a new question", async ({ page }) => {
    const form = await gotoForm(page, "/", "#contact");
    const submit = form.getByRole("button", { name: "Send Message" });
    const answer = form.getByLabel(/What is/);
    await expect(submit).toBeDisabled();

    await answer.fill("99");
    await expect(form.getByText("Incorrect answer. Please try again.")).toBeVisible();
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    await expect(answer).toHaveClass(/border-red-700/);
    await answer.fill("abc");
    await expect(form.getByText("Incorrect answer. Please try again.")).toBeVisible();
    await expect(submit).toBeDisabled();

    await solveSecurityCheck(form);
    await expect(form.getByText("Verified")).toBeVisible();
    await expect(answer).toHaveClass(/border-green-700/);
    await expect(submit).toBeEnabled();

    const before = await form.locator("label", { hasText: "What is" }).textContent();
    await form.getByRole("button", { name: "New security question" }).click();
    await expect(form.locator("label", { hasText: "What is" })).not.toHaveText(before ?? "");
    await expect(form.getByLabel(/What is/)).toHaveValue("");
    await expect(form.getByText("Verified")).toHaveCount(0);
    const [, a, b] = /(\d+) \+ (\d+)/.exec((await form.locator("label", { hasText: "What is" }).textContent()) ?? "") ?? [];
    for (const n of [a, b]) {
      expect(Number(n)).toBeGreaterThanOrEqual(1);
      expect(Number(n)).toBeLessThanOrEqual(10);
    }
  });

  test("sent unsolved anyway, it asks for the security check", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const posts = await interceptPosts(page);
    await fillContact(form);
    await form.locator("form").evaluate((element: HTMLFormElement) => element.requestSubmit());
    // Send is disabled until it is solved, so only a script sends it so: the SPEC's toast, and beside
    // the question, where the visitor's eyes and cursor go.
    await expect(toasts(page).filter({ hasText: "Please complete the security check" })).toContainText("Solve the math problem to verify you're human");
    await expect(form.getByRole("group", { name: "Security check" })).toContainText("Answer this sum to send your message");
    await expect(form.getByLabel(/What is/)).toBeFocused();
    await expect(form.getByLabel(/What is/)).toHaveAttribute("aria-invalid", "true");
    expect(posts).toHaveLength(0);
  });

  test("success: posts the trimmed fields, says so, resets and asks a new question", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const posts = await interceptPosts(page, { hold: true });
    await fillContact(form);
    await solveSecurityCheck(form);
    const question = await form.locator("label", { hasText: "What is" }).textContent();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Preparing Message..." })).toBeDisabled();
    posts.release();
    const toast = toasts(page).filter({ hasText: "Message sent successfully!" });
    await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.locator("label", { hasText: "What is" })).not.toHaveText(question ?? "");
    // The new question holds Send back again, until it is answered (the SPEC).
    await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
    // The emptied form's new question is not flagged as missed before the next message is written.
    await expect(form.getByRole("group", { name: "Security check" })).not.toContainText("Answer this sum");

    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(fields(posts[0]!))).toEqual({
      "form-name": "contact",
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      message: "We would like to refinance.",
      "captcha-verified": "true",
      submission_key: expect.stringMatching(KEY),
    });
  });

  test("a message sent again after a failure keeps its submission key; the next message, after a success, has a new one", async ({ page }) => {
    const form = await gotoForm(page, "/contact", "#contact-form");
    const failed = await interceptPosts(page, { status: 503 });
    await fillContact(form);
    await solveSecurityCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: "Failed to send message" })).toBeVisible();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => failed.length).toBe(2);
    const retriedKey = fields(failed[1]!).get("submission_key");
    expect(fields(failed[0]!).get("submission_key")).toMatch(KEY);
    expect(retriedKey).toBe(fields(failed[0]!).get("submission_key"));

    await page.unrouteAll({ behavior: "wait" });
    const sent = await interceptPosts(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: "Message sent successfully!" })).toBeVisible();
    await fillContact(form);
    await solveSecurityCheck(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(fields(sent[0]!).get("submission_key")).toBe(retriedKey);
    expect(fields(sent[1]!).get("submission_key")).toMatch(KEY);
    expect(fields(sent[1]!).get("submission_key")).not.toBe(retriedKey);
  });

  for (const failure of [{ status: 500 }, { abort: true }])
    test(`failure (${failure.abort ? "network error" : "status 500"}): an error toast with the phone, the message kept`, async ({ page }) => {
      const form = await gotoForm(page, "/contact", "#contact-form");
      await interceptPosts(page, failure);
      await fillContact(form);
      await solveSecurityCheck(form);
      await form.getByRole("button", { name: "Send Message" }).click();
      const toast = toasts(page).filter({ hasText: "Failed to send message" });
      await expect(toast).toContainText(`Please try again or contact us directly by email or phone (${site.phone.display})`);
      await expect(toast).toHaveAttribute("data-type", "error");
      await expect(form.getByLabel("Last name")).toHaveValue("Lee");
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
});

test.describe("enquiry form", () => {
  test("needs an email, then posts the campaign fields present, tracks the lead and thanks the visitor", async ({ page }) => {
    const form = await gotoForm(page, "/services/home-loans?utm_source=x&utm_campaign=y", "#enquiry-form");
    const posts = await interceptPosts(page);
    const submit = form.getByRole("button", { name: "Get My Personalised Options" });
    await submit.click();
    await expect(form.getByRole("alert").filter({ hasText: "Email is required" })).toBeVisible();
    await expect(form.getByLabel("Email")).toBeFocused();
    expect(posts).toHaveLength(0);

    await form.getByLabel("Name").fill("Ann");
    await form.getByLabel("Email").fill("ann@example.com");
    await submit.click();
    await expect(form.getByText("Thanks! We'll be in touch shortly")).toBeVisible();
    await expect(form.getByText("General information only")).toBeVisible();
    await expect(form.locator("form")).toHaveCount(0);
    await expect.poll(() => posts.length).toBe(1);
    expect(Object.fromEntries(fields(posts[0]!))).toEqual({
      "form-name": "enquiry",
      name: "Ann",
      email: "ann@example.com",
      utm_source: "x",
      utm_campaign: "y",
      page_path: "/services/home-loans",
      source: "personalised_options",
      submission_key: expect.stringMatching(KEY),
    });
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
      event: "generate_lead",
      method: "personalised_form",
    });
  });

  test("a visitor who starts typing while the first check is still loading keeps their place and what they typed", async ({ page }) => {
    const form = await gotoForm(page, "/services/home-loans", "#enquiry-form");
    const posts = await interceptPosts(page);
    // The form's checks arrive only when the test lets them, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/form-enquiry-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    const name = form.getByLabel("Name");
    await name.click();
    await name.pressSequentially("An");
    release();
    await expect(form.getByRole("alert").filter({ hasText: "Email is required" })).toBeVisible();
    await expect(name).toBeFocused();
    await page.keyboard.type("n");
    await expect(name).toHaveValue("Ann");
    await expect(form.getByLabel("Email")).toHaveValue("");
    expect(posts).toHaveLength(0);
  });

  test("the thank-you panel appears even when the post fails", async ({ page }) => {
    const form = await gotoForm(page, "/services/home-loans", "#enquiry-form");
    await interceptPosts(page, { status: 500 });
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByRole("button", { name: "Get My Personalised Options" }).click();
    await expect(form.getByText("Thanks! We'll be in touch shortly")).toBeVisible();
  });
});

test.describe("lead form", () => {
  test("shows the SPEC's messages under each field", async ({ page }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    const posts = await interceptPosts(page);
    await form.getByLabel("Name").fill(" A ");
    await form.getByLabel("Mobile").fill("04123");
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter your email address",
      "Mobile must be at least 10 digits",
      "Please select a buying timeframe",
    ])
      await expect(form.getByRole("alert").filter({ hasText: message })).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test("success: Submitting..., the cheatsheet in a new tab, a toast and the thank-you card", async ({ page, context }) => {
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    const posts = await interceptPosts(page, { hold: true });
    await form.getByLabel("Name").fill("Ann Lee ");
    await form.getByLabel("Email").fill(" ann@example.com");
    await form.getByLabel("Mobile").fill("0412 345 678");
    await form.getByLabel("Buying timeframe").selectOption({ label: "3-6 months" });
    const newTab = context.waitForEvent("page");
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    posts.release();
    const tab = await newTab;
    await tab.waitForURL("**/deposit-cheatsheet");
    await expect(toasts(page).filter({ hasText: "Thank you! Your Deposit Cheatsheet is opening now." })).toBeVisible();
    await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    // What happens next, as Site settings word it, with the broker's name and the reply time written in.
    for (const step of site.nextSteps?.["suburb-reports"] ?? []) await expect(form).toContainText(fill(step));
    await expect(form.getByRole("link", { name: "Open the Deposit Cheatsheet" })).toHaveAttribute("href", "/deposit-cheatsheet");
    expect(Object.fromEntries(fields(posts[0]!))).toEqual({
      "form-name": "suburb-reports",
      name: "Ann Lee",
      email: "ann@example.com",
      mobile: "0412 345 678",
      timeframe: "3-6",
      page_path: "/resources/suburb-reports",
      submission_key: expect.stringMatching(KEY),
    });
  });

  test("failure: logs the error, asks for a call and keeps the visitor's input", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const form = await gotoForm(page, "/resources/suburb-reports", "#lead-form");
    await interceptPosts(page, { status: 503 });
    await form.getByLabel("Name").fill("Ann Lee");
    await form.getByLabel("Email").fill("ann@example.com");
    await form.getByLabel("Mobile").fill("0412345678");
    await form.getByLabel("Buying timeframe").selectOption("6+");
    await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    const toast = toasts(page).filter({ hasText: `Something went wrong. Please call ${site.phone.display} directly.` });
    await expect(toast).toHaveAttribute("data-type", "error");
    expect(errors.some((text) => text.includes("503"))).toBe(true);
    await expect(form.getByLabel("Name")).toHaveValue("Ann Lee");
    await expect(form.getByLabel("Buying timeframe")).toHaveValue("6+");
    await expect(form.getByRole("button", { name: "Get My Free Equity Assessment" })).toBeEnabled();
  });
});

test("what a visitor types before the form's script arrives is kept, shown and sent", async ({ page }) => {
  // The form's script held back until the visitor has typed, as on a slow phone.
  const release = await holdIslands(page, FORM_SCRIPT);
  // The page does not finish loading while a script of its own is held.
  await page.goto("/resources/suburb-reports", { waitUntil: "commit" });
  const form = page.locator("#lead-form");
  await form.getByLabel("Name").fill("Ann Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Mobile").fill("0412 345 678");
  await form.getByLabel("Buying timeframe").selectOption({ label: "3-6 months" });
  await expect(form.locator("[data-enhanced]")).toHaveCount(0);
  release();
  await form.locator("[data-enhanced]").waitFor();
  await expect(form.getByLabel("Name")).toHaveValue("Ann Lee");
  await expect(form.getByLabel("Email")).toHaveValue("ann@example.com");
  await expect(form.getByLabel("Buying timeframe")).toHaveValue("3-6");

  const posts = await interceptPosts(page);
  await form.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
  await expect(form.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(Object.fromEntries(fields(posts[0]!))).toMatchObject({ name: "Ann Lee", email: "ann@example.com", mobile: "0412 345 678", timeframe: "3-6" });
});

/** Each form, where it is, and what a visitor types into it and presses. */
const FORMS = [
  { name: "contact", path: "/contact", section: "#contact-form", submit: "Send Message", fill: fillContact },
  {
    name: "enquiry",
    path: "/services/home-loans",
    section: "#enquiry-form",
    submit: "Get My Personalised Options",
    fill: async (form: Locator) => {
      await form.getByLabel("Name").fill("Ann");
      await form.getByLabel("Email").fill("ann@example.com");
    },
  },
  {
    name: "suburb-reports",
    path: "/resources/suburb-reports",
    section: "#lead-form",
    submit: "Get My Free Equity Assessment",
    fill: async (form: Locator) => {
      await form.getByLabel("Name").fill("Ann Lee");
      await form.getByLabel("Email").fill("ann@example.com");
      await form.getByLabel("Mobile").fill("0412345678");
      await form.getByLabel("Buying timeframe").selectOption("0-3");
    },
  },
  {
    name: "suburb-request",
    path: "/resources/suburb-reports",
    section: "#suburb-request",
    submit: "Request My Suburb Report",
    fill: async (form: Locator) => {
      await form.getByLabel("Name").fill("Ann");
      await form.getByLabel("Email").fill("ann@example.com");
      await form.getByLabel("Phone").fill("0412345678");
      await form.getByLabel("Suburb").fill("Merrylands");
    },
  },
];
/** What only a script can send: the security question's answer. */
const SCRIPT_ONLY = ["captcha-verified"];
const CAMPAIGN = "utm_source=google&utm_medium=cpc&utm_campaign=spring";

for (const form of FORMS)
  test(`${form.name}: sent before the page's script arrives, it posts every field it posts after`, async ({ page }) => {
    // The form's script never arrives: the visitor sends the prerendered form as the browser has it.
    await page.route(FORM_TAKING_SCRIPTS, (route) => route.abort());
    await page.goto(`${form.path}?${CAMPAIGN}`);
    await waitForPageStart(page);
    const early = await interceptPosts(page);
    const before = page.locator(form.section);
    await form.fill(before);
    await before.getByRole("button", { name: form.submit }).click();
    await expect.poll(() => early.length).toBe(1);
    // As the server reads it: trimmed, and an empty field is no field.
    const native = Object.fromEntries([...fields(early[0]!)].map(([name, value]) => [name, value.trim()]).filter(([, value]) => value !== ""));

    await page.unrouteAll({ behavior: "wait" });
    const after = await gotoForm(page, `${form.path}?${CAMPAIGN}`, form.section);
    const late = await interceptPosts(page);
    await form.fill(after);
    if (form.name === "contact") await solveSecurityCheck(after);
    await after.getByRole("button", { name: form.submit }).click();
    await expect.poll(() => late.length).toBe(1);
    const hydrated = Object.fromEntries([...fields(late[0]!)].filter(([name, value]) => value !== "" && !SCRIPT_ONLY.includes(name)));

    expect(native).toMatchObject({ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", submission_key: expect.stringMatching(KEY) });
    // The same fields with the same values, but for the key, which is each form render's own.
    expect({ ...native, submission_key: "" }).toEqual({ ...hydrated, submission_key: "" });
    expect(native.submission_key).not.toBe(hydrated.submission_key);
  });

test("the custom suburb request is a native post, its mistakes said under each field in the schema's words", async ({ page }) => {
  const form = await gotoForm(page, "/resources/suburb-reports", "#suburb-request");
  const posts = await interceptPosts(page);
  await form.getByRole("button", { name: "Request My Suburb Report" }).click();
  await expect(form.getByLabel("Name")).toHaveJSProperty("validity.valueMissing", true);
  await expect(form.getByRole("alert")).toHaveText([
    "Please enter your name",
    "Please enter your email address",
    "Please enter your phone number",
    "Please enter the suburb you would like a report on",
  ]);
  await form.getByLabel("Name").fill("Q");
  await form.getByLabel("Phone").fill("call me");
  await form.getByLabel("Suburb").fill("?");
  await form.getByRole("button", { name: "Request My Suburb Report" }).click();
  await expect(form.getByText("Please enter your name in letters (at least two)")).toBeVisible();
  await expect(form.getByText("Please enter a valid Australian phone number")).toBeVisible();
  await expect(form.getByText("Please enter the suburb's name, e.g. Merrylands")).toBeVisible();
  expect(posts).toHaveLength(0);
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await form.getByLabel("Name").fill("Ann");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("0412345678");
  await form.getByLabel("Suburb").fill("Merrylands");
  await form.getByRole("button", { name: "Request My Suburb Report" }).click();
  await expect(page.locator("h1")).toHaveText("Thanks");
  expect(Object.fromEntries(fields(posts[0]!))).toEqual({
    "form-name": "suburb-request",
    name: "Ann",
    email: "ann@example.com",
    phone: "0412345678",
    requested_suburb: "Merrylands",
    "bot-field": "",
    submission_key: expect.stringMatching(KEY),
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form is a real form that posts its named fields", async ({ page }) => {
    await page.goto("/contact");
    const posts = await interceptPosts(page);
    const form = page.locator("#contact-form form");
    await expect(form).toHaveAttribute("name", "contact");
    await expect(form).toHaveAttribute("data-netlify", "true");
    await expect(form).toHaveAttribute("data-netlify-honeypot", "bot-field");
    // Playwright turns scripts off without telling the HTML parser, so <noscript> is not rendered here.
    expect(await page.locator("#contact-form noscript").textContent()).toContain("The security question needs JavaScript");
    await expect(page.locator("#contact-form input[name=bot-field]")).toBeHidden();
    await fillContact(page.locator("#contact-form"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("h1")).toHaveText("Thanks");
    expect(posts[0]?.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(fields(posts[0]!))).toEqual({
      firstName: "  Ann ",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "0412 345 678",
      message: "We would like to refinance.",
      "form-name": "contact",
      "bot-field": "",
      website: "",
    });
  });

  test("the lead and enquiry forms post their hidden fields too", async ({ page }) => {
    await page.goto("/services/home-loans");
    const posts = await interceptPosts(page);
    await page.locator("#enquiry-form").getByLabel("Email").fill("ann@example.com");
    await page.getByRole("button", { name: "Get My Personalised Options" }).click();
    await expect(page.locator("h1")).toHaveText("Thanks");
    expect(Object.fromEntries(fields(posts[0]!))).toMatchObject({
      "form-name": "enquiry",
      email: "ann@example.com",
      page_path: "/services/home-loans",
      source: "personalised_options",
    });

    await page.goto("/resources/suburb-reports");
    const lead = page.locator("#lead-form");
    await lead.getByLabel("Name").fill("Ann");
    await lead.getByLabel("Email").fill("ann@example.com");
    await lead.getByLabel("Mobile").fill("0412345678");
    await lead.getByLabel("Buying timeframe").selectOption("0-3");
    await lead.getByRole("button", { name: "Get My Free Equity Assessment" }).click();
    await expect(page.locator("h1")).toHaveText("Thanks");
    expect(Object.fromEntries(fields(posts[1]!))).toEqual({
      name: "Ann",
      email: "ann@example.com",
      mobile: "0412345678",
      timeframe: "0-3",
      "form-name": "suburb-reports",
      page_path: "/resources/suburb-reports",
      "bot-field": "",
    });
  });
});

test("no script in the build compiles code at run time (precompiled validators only)", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const dir = "build/client/assets";
  const scripts = readdirSync(dir).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) expect(readFileSync(`${dir}/${file}`, "utf8"), file).not.toMatch(/new Function\(|\beval\(/);
});
