/**
 * The development preview with broken content: `react-router dev` in a scratch copy of the project
 * keeps serving, every page lists the problems as `npm run validate` prints them, and fixing the
 * file and reloading brings the page back. The real pages.config/ is never touched.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";

/** The dev server's port: ten above the production server's, so parallel runs of the suite never collide. */
const DEV_PORT = Number(process.env.DEV_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);
const ORIGIN = `http://127.0.0.1:${DEV_PORT}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let scratch: ReturnType<typeof scratchCopy>;
let server: ChildProcess;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = scratchCopy("westline-dev-preview-");
  server = spawn(path.join(scratch.root, "node_modules/.bin/react-router"), ["dev", "--host", "127.0.0.1", "--port", String(DEV_PORT), "--strictPort"], {
    cwd: scratch.root,
    detached: true,
    env: { ...process.env, NODE_ENV: "development" },
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => {
      if (server.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
      return fetch(`${ORIGIN}/faq`).then((r) => r.status, () => 0);
    }, { timeout: 150_000, intervals: [250, 500, 1000] })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  scratch?.remove();
});

test("a broken suburb file shows its problems on every page, and the fix brings the page back", async ({ page }) => {
  const file = path.join(scratch.root, "pages.config/suburbs/penrith.json");
  const original = readFileSync(file, "utf8");
  const broken = original.replace('"region": "', '"region": \u201C');
  expect(broken).not.toBe(original);
  writeFileSync(file, broken);

  // The line `npm run validate` prints for this mistake, worked out from the edit: line and column of the curly quote.
  const before = broken.slice(0, broken.indexOf("\u201C"));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  const expected = `pages.config/suburbs/penrith.json:${line}:${column}  (whole file)  this is not valid JSON: use straight double quotes (") instead of curly quotes (\u201C): word processors and some editors change them as you type`;

  for (const route of ["/faq", "/resources/suburb-reports/blacktown/"]) {
    const response = await page.goto(`${ORIGIN}${route}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content has 1 problem");
    // A retrying assertion: the dev server may reload the page once it has optimised a dependency it found late.
    await expect(page.getByTestId("content-problems").getByRole("listitem")).toHaveText([expected]);
  }

  writeFileSync(file, original);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blacktown suburb report");
  await page.goto(`${ORIGIN}/resources/suburb-reports/penrith/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Penrith suburb report");
  await expect(page.getByTestId("content-problems")).toHaveCount(0);
});
