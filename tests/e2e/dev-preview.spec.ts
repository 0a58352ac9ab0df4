/**
 * The development preview with broken content: `react-router dev` in a scratch copy of the project
 * keeps serving, every page lists the problems as `npm run validate` prints them, and fixing the
 * file and reloading brings the page back, including a report that was new, or broken, when the
 * server started (docs/adding-a-suburb.md's workflow). The real pages.config/ is never touched.
 * One dev server for both, in the order a person meets them (its start, then an edit while it
 * runs): each start of `react-router dev` in a scratch copy costs tens of CPU seconds.
 *
 * The content's pages are read with the browser's JavaScript off (the site's own form, last, with
 * it on). What is checked here is what the server answers (the problems listed as validate prints
 * them, the page back once its file is fixed); with JavaScript on, the browser also ran React
 * Router's development client over every page, which the site never ships (its pages hydrate only
 * their islands, checked on the real build by quality.spec.ts), and the dev server compiled that
 * client's modules on demand: a third of this file's CPU (18.2 → 12.0 CPU-s, two runs each) for
 * nothing these checks read. The stylesheet is not fetched either: nothing here reads it, a
 * stylesheet that failed to compile would not fail these checks, and Tailwind compiled it for them
 * (12.4 → 10.2 CPU-s, two runs each).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";

/** The dev server's port: ten above the production server's, so parallel runs of the suite never collide. */
const DEV_PORT = Number(process.env.DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);

interface DevServer {
  origin: string;
  stop: () => void;
}

/**
 * `react-router dev` in `root`, once it answers; port 0 lets the system choose a free port, read
 * back from the address the server prints.
 */
async function startDevServer(root: string, port: number): Promise<DevServer> {
  const server: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: root,
      detached: true,
      env: { ...process.env, NODE_ENV: "development" },
    },
  );
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  let origin = "";
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
        // eslint-disable-next-line no-control-regex
        origin ||= /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output.replace(/\u001b\[[0-9;]*m/g, ""))?.[1] ?? "";
        if (!origin) return 0;
        // Any status: a page with content problems still answers (it lists them).
        return fetch(`${origin}/faq`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 150_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
  return { origin, stop };
}

/** A suburb file with a curly quote where a straight one belongs: what a word processor does. */
function breakJson(text: string): string {
  const broken = text.replace('"region": "', '"region": \u201C');
  expect(broken).not.toBe(text);
  return broken;
}

test.use({ javaScriptEnabled: false });
// One development server for the file's tests, in order: a second would cost as much again, and two
// bundling the browser's packages into the one shared cache at once break each other's pages.
test.describe.configure({ mode: "serial" });

let scratch: ReturnType<typeof scratchCopy>;
let server: DevServer;
const suburbsDir = () => path.join(scratch.root, "sites/westline/pages.config/suburbs");
/** Two reports: one not yet written when the server starts, one broken then. */
let reports: { file: string; text: string; name: string; slug: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = scratchCopy("westline-dev-preview-");
  reports = readdirSync(suburbsDir())
    .filter((name) => name.endsWith(".json"))
    .sort()
    .slice(0, 2)
    .map((name) => {
      const file = path.join(suburbsDir(), name);
      const text = readFileSync(file, "utf8");
      const { name: suburb, slug } = JSON.parse(text) as { name: string; slug: string };
      return { file, text, name: suburb, slug };
    });
  expect(reports).toHaveLength(2);
  const [added, broken] = reports as [(typeof reports)[0], (typeof reports)[0]];
  // Outside pages.config/, so the content has no such report yet.
  renameSync(added.file, path.join(scratch.root, "held-back.json"));
  writeFileSync(broken.file, breakJson(broken.text));
  server = await startDevServer(scratch.root, DEV_PORT);
});

test.afterAll(() => {
  server?.stop();
  scratch?.remove();
});

test("a suburb report added, or fixed, after the server started shows on reload; a file broken while it runs shows its problems on every page, and the fix brings the page back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [added, broken] = reports as [(typeof reports)[0], (typeof reports)[0]];
  // Not the stylesheet, which Tailwind compiles on request: see the header.
  await page.route(/\.css(\?|$)/, (route) => route.abort());
  await page.goto(`${server.origin}/resources/suburb-reports/${broken.slug}/`);
  await expect(page.getByTestId("content-problems")).toBeVisible();

  renameSync(path.join(scratch.root, "held-back.json"), added.file);
  writeFileSync(broken.file, broken.text);
  for (const report of reports) {
    // Reloading as a person would until the server has seen the change (it watches the files).
    await expect(async () => {
      await page.goto(`${server.origin}/resources/suburb-reports/${report.slug}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${report.name} suburb report`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("content-problems")).toHaveCount(0);
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
  }

  // Now a file broken while the server runs.
  const file = path.join(suburbsDir(), "penrith.json");
  const original = readFileSync(file, "utf8");
  const brokenNow = breakJson(original);
  writeFileSync(file, brokenNow);

  // The line `npm run validate` prints for this mistake, worked out from the edit: line and column of the curly quote.
  const before = brokenNow.slice(0, brokenNow.indexOf("\u201C"));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  const expected = `pages.config/suburbs/penrith.json:${line}:${column}  (whole file)  this is not valid JSON: use straight double quotes (") instead of curly quotes (\u201C): word processors and some editors change them as you type`;

  for (const route of ["/faq", "/resources/suburb-reports/blacktown/"]) {
    // Until the server has seen the edit, as above; then the problem exactly as validate prints it.
    await expect(async () => {
      const response = await page.goto(`${server.origin}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content has 1 problem", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId("content-problems").getByRole("listitem")).toHaveText([expected]);
  }

  writeFileSync(file, original);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blacktown suburb report", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`${server.origin}/resources/suburb-reports/penrith/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Penrith suburb report");
  await expect(page.getByTestId("content-problems")).toHaveCount(0);
});

/**
 * A site's own form under `npm run dev`: the forms' script takes it over as on a build, its
 * validator and its script compiled by the development server from the site's folder
 * (scripts/lib/site-forms-plugin.ts). The broker's lead form brings both a component and a script
 * (sites/westline/forms/suburb-reports.*): its messages are its schema's, and once its values pass
 * its own script sends them and shows its toast, where a form without a script would post natively
 * and leave the page. With JavaScript, which is what this checks; the messages are read from the schema file.
 */
test("the broker's lead form, a site form with a script of its own, works under npm run dev", async ({ browser }) => {
  test.setTimeout(150_000);
  const schema = JSON.parse(readFileSync(path.join(scratch.root, "sites/westline/forms/suburb-reports.schema.json"), "utf8")) as {
    required: string[];
    errorMessage: { required: Record<string, string> };
  };
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  const posts: string[] = [];
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().postData() ?? "");
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Thanks</title>" });
    },
  );
  const form = page.locator("#lead-form");
  // The first page with JavaScript finds the browser's packages still being bundled (504 "Outdated
  // Optimize Dep") and never starts; a later load does.
  await expect(async () => {
    await page.goto(`${server.origin}/resources/suburb-reports`);
    await expect(form.locator("[data-enhanced=true]")).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
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
  await context.close();
});
