import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated.ts";
import { watchViolations } from "./csp.ts";

test.describe("the Content-Security-Policy lets every page run, and nothing else", () => {
  // Every route hydrating without a violation is checked once, with axe, in quality.spec.ts.
  test("without JavaScript the pages show no violation either", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    for (const path of ["/", "/contact", "/resources/suburb-reports"]) await page.goto(path);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("an inline script injected into a page is blocked", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/faq");
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringContaining("script-src"));
  });
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/assets/", "/healthz", "/no/such-page", "/sitemap.xml"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
  }
});

test("a form posted without JavaScript lands on its thank-you page, which search engines skip", async ({ page, baseURL }) => {
  const response = await page.request.post("/", {
    form: { "form-name": "suburb-request", name: "Erin Visitor", email: "e2e@example.com", phone: "0298765432", requested_suburb: "Pemulwuy" },
    headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/thank-you/suburb-request");
  await page.goto("/thank-you/suburb-request");
  await expect(page.locator("h1")).toContainText("Your custom suburb report is on its way");
  // "noindex, nofollow" in a demo build, like every page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex\b/);
});
