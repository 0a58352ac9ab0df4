import { expect, test, type Page } from "@playwright/test";
import { routes } from "./content.ts";

/** Collects Content-Security-Policy violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test.describe("the Content-Security-Policy lets every page run, and nothing else", () => {
  for (const path of [...routes.map((r) => r.path), "/no/such-page"]) {
    test(`${path} hydrates without a single violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      // Pages carry no inline script (only JSON data), so scripts are held to 'self' and named hosts.
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'[^;]*;/);
      expect(response?.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await violations()).toEqual([]);
    });
  }

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
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
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
    form: { "form-name": "suburb-request", name: "E2E Visitor", email: "e2e@example.com", phone: "0298765432", requested_suburb: "Pemulwuy" },
    headers: { Origin: baseURL ?? "", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", Accept: "text/html" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/thank-you/suburb-request");
  await page.goto("/thank-you/suburb-request");
  await expect(page.locator("h1")).toContainText("Your custom suburb report is on its way");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
