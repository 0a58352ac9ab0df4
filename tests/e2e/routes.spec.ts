import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated.ts";

test.describe("every built route, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Each route's status, head tags, h1 and disclaimer are checked in the built files
  // (built-site.spec.ts), its headers and hydration in the browser once (quality.spec.ts).
  test("the home page's full text is in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toContainText("Western Sydney home loans");
    for (const id of ["home", "about", "services", "contact"]) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.locator("#services h3")).toHaveCount(9);
    await expect(page.getByRole("link", { name: /Learn More/ })).toHaveCount(9);
    await expect(page.locator("blockquote")).toHaveCount(2);
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(2);
    await expect(page.locator("footer")).toContainText("© 2024");
  });

  test("the footer links every SPEC destination", async ({ page }) => {
    await page.goto("/faq");
    const hrefs = await page.locator("footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const services = [
      "home-loans",
      "first-home-buyers",
      "investment-loans",
      "refinancing",
      "pre-approvals",
      "smsf-loans",
      "low-doc-self-employed",
      "asset-finance",
      "commercial-lending",
    ];
    for (const href of [
      ...services.map((s) => `/services/${s}`),
      "/blog",
      "/resources/suburb-reports",
      "/blog/pre-approval-guide",
      "/blog/property-investment-sydney-cash-flow-positive",
      "/sitemap.xml",
      "/#about",
      "/faq",
      "/deposit-cheatsheet",
      "/contact",
      "/book",
    ])
      expect(hrefs, href).toContain(href);
  });
});

test("an unknown path gets the not-found page with a real 404, and the path is logged", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no/such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await waitForHydration(page);
  expect(logged.some((line) => line.includes("/no/such-page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("h1")).toContainText("Western Sydney home loans");
});

test("hashed assets are cached for a year and pages are compressed", async ({ request }) => {
  const html = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-type"]).toContain("javascript");
});
