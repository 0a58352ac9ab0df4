/**
 * The back office from first account to undo, as the "done when" lists it, on the real
 * server in a throwaway copy of the project (a publish writes pages.config/ and switches the live
 * build, which must not happen to the site the other browser tests read): an owner made with
 * `npm run admin -- add-user` sets a password from the printed link, signs in, changes Blacktown's
 * median rent in the editor and sees it in the preview; in Site settings is told plainly why a
 * too-small picture is refused, then uploads a 3000×4000 JPEG made with sharp as the broker's photo
 * and describes it; publishes both, and the public report shows the new rent (its scripts and
 * styles found) and the home page the photo as a responsive <picture> with width, height and alt;
 * History names the person; undoing the publish brings the old rent back and takes the photo away.
 * One real build (the publish; the undo, the same day, puts back the build from before it, as
 * src/admin/publish/engine.ts does for any publish leading to content a kept build was made from
 * that day), so minutes on a busy machine: the only real publish in the tests
 * (tests/server/publish-*.test.ts use a stand-in build). One flow rather than two tests, each with
 * its own copy, server and build: another build would add a minute of CI for nothing the flow does
 * not already show. Screenshots of the upload control at 390 and 1280 pixels are attached to the
 * test's results.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { servedScratchCopy } from "./scratch-server.ts";
import { signInAsNew } from "./sign-in.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const SITE = "pages.config/site.json";
const OWNER = "owner@westline-test.example";
const BUILD_MINUTES = 6;
const ALT = "The broker's portrait, taken for this test";
/** The broker's photo is shown 128 pixels wide (schemas/site.schema.json). */
const SHOWN = 128;

const served = servedScratchCopy("westline-publish-e2e-");

/** The rent the public report states, read from its snapshot's figure. */
async function publicRent(page: Page, slug: string): Promise<string> {
  await page.goto(`${served.url}/resources/suburb-reports/${slug}/`);
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

/** Whether text states the weekly rent: "$505" but not "$505,000" or "$5050". */
const statesRent = (text: string, rent: number) => new RegExp(`\\$${rent}(?![\\d,])`).test(text);

/** A portrait-shaped picture: a dark background and a lighter head and shoulders. */
function portrait(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1c3d5a"/><circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.27}" fill="#c98f6b"/><rect x="${width * 0.2}" y="${height * 0.6}" width="${width * 0.6}" height="${height * 0.4}" rx="${width * 0.13}" fill="#2b4a6b"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The broker's photo on the home page (shown twice: the profile and beside the contact form; the first will do). */
const brokerPhoto = (page: Page) => page.locator(`main picture img[alt="${ALT}"]`).first();

/** Waits on the Publish page (it reloads itself while a publish runs) until it says what went live: "Published at …", or for an undo "Undid publish #N at …". */
async function waitForPublished(page: Page, said: RegExp = /^Published at/) {
  await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible({ timeout: BUILD_MINUTES * 60_000 });
}

test("an owner signs in, changes Blacktown's median rent and uploads the broker's photo, publishes both, finds them in the history and undoes it", async ({
  page,
}, testInfo) => {
  test.setTimeout(2 * BUILD_MINUTES * 60_000 + 120_000);
  const report = JSON.parse(readFileSync(path.join(served.root, "sites/westline", BLACKTOWN), "utf8")) as {
    slug: string;
    snapshot: { medianRentPerWeek: number };
  };
  const oldRent = report.snapshot.medianRentPerWeek;
  // Close to the live rent, so the report's yields still agree with it.
  const newRent = oldRent + 5;
  const siteBefore = readFileSync(path.join(served.root, "sites/westline", SITE), "utf8");
  const photo = await portrait(3000, 4000);
  const small = await portrait(200, 260);
  const before = await publicRent(page, report.slug);
  expect(statesRent(before, oldRent) && !statesRent(before, newRent), before).toBe(true);

  await signInAsNew(page, "owner", served, OWNER);

  const menu = page.getByRole("navigation", { name: "Back office" });
  await menu.getByRole("link", { name: "Content" }).click();
  await page
    .getByRole("navigation", { name: "Content files" })
    .getByRole("link", { name: /^Blacktown/ })
    .click();
  const rentField = page.getByLabel(/Median rent/i);
  // The first form the server builds compiles the schemas (seconds of CPU): on a machine running
  // other builds that took over 15 s in CI. A limit for a hang, not a speed check.
  await expect(rentField).toHaveValue(String(oldRent), { timeout: 90_000 });
  await rentField.fill(String(newRent));
  // The preview follows the server's first check of a draft, as slow as the first form under load.
  await expect(page.frameLocator('iframe[title^="Preview"]').locator("main")).toContainText(`$${newRent}`, { timeout: 90_000 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`Draft saved by ${OWNER}`)).toBeVisible();

  await page
    .getByRole("navigation", { name: "Content files" })
    .getByRole("link", { name: /^Site settings/ })
    .click();
  // Site settings come in sections, one open at a time: the broker's photo is in Broker profile
  // (the office's photo and map, the other picture fields, are in Office and hours).
  await page
    .getByRole("navigation", { name: "Sections of the site settings" })
    .getByRole("link", { name: /^Broker profile/ })
    .click();
  const broker = page.getByRole("group", { name: "Broker", exact: true });
  const upload = broker.getByLabel("Upload a picture for Photo");
  await upload.setInputFiles({ name: "small.jpg", mimeType: "image/jpeg", buffer: small });
  await expect(page.getByRole("alert").filter({ hasText: "Not uploaded" })).toContainText(`at least ${SHOWN * 2} pixels wide`);
  await upload.setInputFiles({ name: "broker.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("status").filter({ hasText: "Uploaded" })).toContainText("3000×4000 pixels");
  await broker.getByLabel(/Alt text \(required\)/).fill(ALT);
  const control = broker.locator("[data-upload]");
  await expect(control.locator("img")).toHaveJSProperty("complete", true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await control.scrollIntoViewIfNeeded();
    const shot = testInfo.outputPath(`upload-control-${width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`upload control at ${width}`, { path: shot, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`Draft saved by ${OWNER}`)).toBeVisible();

  await page.goto(`${served.url}/admin/publish`);
  // One row per draft: the report, the site settings and the picture, each ticked, as the owner made them.
  await expect(page.getByRole("cell", { name: OWNER })).toHaveCount(3);
  await expect(page.getByRole("checkbox", { name: /^Publish: / })).toHaveCount(3);
  for (const box of await page.getByRole("checkbox", { name: /^Publish: / }).all()) await expect(box).toBeChecked();
  // The picture is named by the field that shows it, never by the name made from its bytes.
  await expect(page.getByRole("checkbox", { name: /^Publish: Picture for the site settings › .*Photo$/ })).toHaveCount(1);
  await expect(page.locator("main")).not.toContainText("upload-");
  // The rent's change is shown before it goes out: before and after, under the editor's name for the field.
  await expect(page.locator(".field-changes tr", { hasText: "Median rent per week" })).toContainText(String(newRent));
  await page.getByLabel(/Note/).fill("Rent from the latest survey");
  await page.getByRole("button", { name: "Publish the ticked changes" }).click();
  await waitForPublished(page);
  const published = await publicRent(page, report.slug);
  expect(statesRent(published, newRent) && !statesRent(published, oldRent), published).toBe(true);
  // The new build's pages find their own scripts and styles.
  const assets = await page
    .locator("script[src^='/assets/'], link[rel=stylesheet][href^='/assets/']")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("src") ?? element.getAttribute("href") ?? ""));
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect((await page.request.get(`${served.url}${asset}`)).status(), asset).toBe(200);

  const site = JSON.parse(readFileSync(path.join(served.root, "sites/westline", SITE), "utf8")) as { broker: { photo?: { src: string; alt: string } } };
  expect(site.broker.photo?.alt).toBe(ALT);
  const stored = path.join(served.root, "sites/westline", site.broker.photo?.src ?? "missing");
  // Stored as uploaded, re-encoded without metadata (the back office keeps no hidden data or location): the same picture.
  expect(existsSync(stored)).toBe(true);
  const [kept, sent] = await Promise.all([sharp(readFileSync(stored)).metadata(), sharp(photo).metadata()]);
  expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: sent.format, width: sent.width, height: sent.height });
  await page.goto(`${served.url}/`);
  const img = brokerPhoto(page);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute("width", String(SHOWN));
  await expect(img).toHaveAttribute("height", String(Math.round((SHOWN * 4000) / 3000)));
  await expect(img).toHaveAttribute("srcset", /\d+w/);
  await expect(img.locator("xpath=..").locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\d+w/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`${served.url}/admin/publish/history`);
  const row = page.getByRole("row").filter({ hasText: "Rent from the latest survey" });
  await expect(row).toContainText(OWNER);
  await expect(row).toContainText("Blacktown");
  await expect(row).toContainText(/site settings/i);
  await row.getByRole("link", { name: /^Undo the publish/ }).click();
  // Nothing is undone before it is confirmed, on a page saying what changes: the rent back, the photo out.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Undo publish #\d+\?$/);
  await expect(page.locator(".field-changes tr", { hasText: "Median rent per week" })).toContainText(String(oldRent));
  await expect(page.locator("main")).not.toContainText("upload-");
  await page.getByRole("button", { name: /^Undo publish #\d+$/ }).click();
  // It says it was an undo, and of which publish (the trial's staff could not tell after an undo).
  await waitForPublished(page, /^Undid publish #\d+ at/);
  const undone = await publicRent(page, report.slug);
  expect(statesRent(undone, oldRent) && !statesRent(undone, newRent), undone).toBe(true);
  expect(JSON.parse(readFileSync(path.join(served.root, "sites/westline", BLACKTOWN), "utf8"))).toEqual(report);
  expect(readFileSync(path.join(served.root, "sites/westline", SITE), "utf8")).toBe(siteBefore);
  await page.goto(`${served.url}/`);
  await expect(page.locator(`main img[alt="${ALT}"]`)).toHaveCount(0);
});
