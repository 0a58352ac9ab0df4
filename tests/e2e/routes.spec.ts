import { expect, test } from "@playwright/test";
import { blocksOf, rawPage, site } from "../raw-content.ts";
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

const notFound = blocksOf<{ action: { label: string } }>(rawPage("/404"), "not-found")[0];
for (const width of [390, 768, 1280])
  test(`the not-found page's two ways out are one width at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/no/such-page");
    const main = page.getByRole("main");
    const home = await main.getByRole("link", { name: notFound?.action.label, exact: true }).boundingBox();
    const call = await main.getByRole("link", { name: `Call ${site.phone.display}`, exact: true }).boundingBox();
    // The review saw 160 and 203 px, side by side and stacked alike.
    expect(Math.round(home?.width ?? 0), JSON.stringify({ home, call })).toBe(Math.round(call?.width ?? -1));
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
