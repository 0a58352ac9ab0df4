/**
 * The broker's photo uploaded in the back office, as the "done when" asks, on the real
 * server in a throwaway copy of the project (a publish writes pages.config/ and switches the live
 * build): an owner signs in, opens Site settings, is told plainly why a too-small picture is
 * refused, uploads a 3000×4000 JPEG made with sharp, describes it, saves, publishes, and the home
 * page's broker section shows it as a responsive <picture> with width, height and the alt text.
 * One real build, so minutes on a busy machine. Screenshots of the upload control at 390 and
 * 1280 pixels are attached to the test's results.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";

const run = promisify(execFile);
const PASSWORD = "a long enough passphrase";
const OWNER = "owner@westline-test.example";
const BUILD_MINUTES = 6;
const ALT = "The broker's portrait, taken for this test";
/** The broker's photo is shown 128 pixels wide (schemas/site.schema.json). */
const SHOWN = 128;

let project: ReturnType<typeof scratchCopy>;
let server: ServerProcess;

test.beforeAll(async () => {
  project = scratchCopy("westline-upload-e2e-");
  cpSync("build", path.join(project.root, "build"), { recursive: true });
  server = await startServerProcess({ PORT: "0", LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", RATE_LIMIT_BURST: "100000" }, { entry: "build/node-server/main.mjs", cwd: project.root });
});
test.afterAll(async () => {
  await server?.stop();
  project?.remove();
});

/** A portrait-shaped picture: a dark background and a lighter head and shoulders. */
function portrait(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1c3d5a"/><circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.27}" fill="#c98f6b"/><rect x="${width * 0.2}" y="${height * 0.6}" width="${width * 0.6}" height="${height * 0.4}" rx="${width * 0.13}" fill="#2b4a6b"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

test("an owner uploads a 3000×4000 JPEG as the broker's photo, publishes, and the home page shows it as a responsive picture", async ({ page }, testInfo) => {
  test.setTimeout(BUILD_MINUTES * 60_000 + 120_000);
  const photo = await portrait(3000, 4000);
  const small = await portrait(200, 260);

  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", OWNER, "--role", "owner"], {
    cwd: project.root,
    env: { ...process.env, LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", SITE_URL: server.url },
  });
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  await page.goto(link ?? "/");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await page.getByRole("navigation", { name: "Content files" }).getByRole("link", { name: /^Site settings/ }).click();
  const upload = page.getByLabel("Upload a picture");
  await upload.setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer: small });
  await expect(page.getByRole("alert").filter({ hasText: "Not uploaded" })).toContainText(`at least ${SHOWN * 2} pixels wide`);

  await upload.setInputFiles({ name: "broker.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status").filter({ hasText: "Uploaded" })).toContainText("3000×4000 pixels");
  await page.getByLabel(/Alt text \(required\)/).fill(ALT);
  const control = page.locator("[data-upload]");
  await expect(control.locator("img")).toHaveJSProperty("complete", true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await control.scrollIntoViewIfNeeded();
    const shot = testInfo.outputPath(`upload-control-${width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`upload control at ${width}`, { path: shot, contentType: "image/png" });
  }
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`Draft saved by ${OWNER}`)).toBeVisible();

  await page.goto(`${server.url}/admin/publish`);
  await page.getByRole("button", { name: /^Publish th/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published at/ })).toBeVisible({ timeout: BUILD_MINUTES * 60_000 });

  const site = JSON.parse(readFileSync(path.join(project.root, "pages.config/site.json"), "utf8")) as { broker: { photo?: { src: string; alt: string } } };
  expect(site.broker.photo?.alt).toBe(ALT);
  const published = path.join(project.root, site.broker.photo?.src ?? "missing");
  expect(existsSync(published) && readFileSync(published).equals(photo)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/`);
  // The home page shows the broker twice (the profile and beside the contact form); the first will do.
  const img = page.locator(`main picture img[alt="${ALT}"]`).first();
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute("width", String(SHOWN));
  await expect(img).toHaveAttribute("height", String(Math.round((SHOWN * 4000) / 3000)));
  await expect(img).toHaveAttribute("srcset", /\d+w/);
  await expect(img.locator("xpath=..").locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
});
