/**
 * A site's own form under `npm run dev` (react-router dev, the project's main site): the forms'
 * script takes it over as on a build, its validator and its script compiled by the development
 * server from the site's folder (scripts/lib/site-forms-plugin.ts). The broker's lead form brings
 * both a component and a script (sites/westline/forms/suburb-reports.*): its messages are its
 * schema's, and once its values pass its own script sends them and shows its toast, where a form
 * without a script would post natively and leave the page. Messages are read from the schema file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startDevServer, type DevServer } from "./dev-server.ts";

/** One above dev-preview.spec's development server, so the two never collide. */
const DEV_PORT = Number(process.env.DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10) + 1;
const ROOT = path.resolve(import.meta.dirname, "../..");
const schema = JSON.parse(readFileSync(path.join(ROOT, "sites/westline/forms/suburb-reports.schema.json"), "utf8")) as {
  required: string[];
  errorMessage: { required: Record<string, string> };
};

let server: DevServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDevServer(ROOT, DEV_PORT);
});
test.afterAll(() => server?.stop());

test("the broker's lead form, a site form with a script of its own, works under npm run dev", async ({ page }) => {
  test.setTimeout(120_000);
  const posts: string[] = [];
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().postData() ?? "");
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Thanks</title>" });
    },
  );
  await page.goto(`${server.origin}/resources/suburb-reports`);
  const form = page.locator("#lead-form");
  // The development server may reload the page once as it first bundles the browser's packages.
  await expect(form.locator("[data-enhanced=true]")).toBeVisible({ timeout: 90_000 });
  const send = form.locator("button[type=submit]");
  await send.click();
  for (const field of schema.required.filter((name) => name !== "form-name"))
    await expect(form.getByRole("alert").filter({ hasText: schema.errorMessage.required[field] })).toBeVisible();
  expect(posts).toHaveLength(0);

  await form.getByLabel("Name").fill("Ann Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Mobile").fill("0412 345 678");
  await form.getByLabel("Buying timeframe").selectOption({ index: 1 });
  await send.click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Thank you! Your Deposit Cheatsheet is opening now." })).toBeVisible();
  expect(page.url()).toBe(`${server.origin}/resources/suburb-reports`);
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]).get("form-name")).toBe("suburb-reports");
});
