/**
 * The editor's form starts on the first screen, where staff work: on a 1280×800 laptop (the sticky
 * header with its Problems box above the form) and on a 390×844 phone (where the list of files came
 * first and filled the screen). Measured as a person sees it: the top of the form's first field is
 * inside the window when the file has just been opened, with a problem listed and a draft saved.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAsNew } from "./sign-in.ts";

// One at a time: each adds a person with npm run admin, and two at once find the database locked.
test.describe.configure({ mode: "serial" });

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} a suburb report's form starts on the first screen`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    const who = await signInAsNew(page, "editor", { url: baseURL ?? "" });
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
    const files = page.getByRole("navigation", { name: "Content files" });
    const form = page.locator("main form").first();
    const first = form.locator("input:not([type=hidden]), select, textarea").first();
    // Another file with a problem, as when a colleague's draft has one, which the editor then
    // mentions. The note used to sit in the sticky header, 278 px high then (over a third of 800),
    // and this test met that only when another test's draft happened to have a problem. A new page
    // of this test's own, which no other test can touch, saved as a draft with what is left to write in it.
    const address = `/fit-check-${randomUUID().slice(0, 8)}`;
    await files.getByLabel("Title").fill("Fit check");
    await files.getByLabel("Address").fill(address);
    await files.getByRole("button", { name: "Start page" }).click();
    await expect(page.getByRole("heading", { name: "Fit check", level: 2 })).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status")).toContainText("Draft saved");
    // On a phone the list folds away behind a button once a file is open.
    if (size.width < 1024) await page.getByRole("button", { name: "Open another report or page" }).click();
    // A report no other browser test edits: its drafts are this test's alone.
    await files.getByRole("link", { name: /^Auburn/ }).click();
    // The first form the server builds compiles the schemas (seconds of CPU, more on a busy machine): a limit for a hang.
    await expect(first).toBeVisible({ timeout: 90_000 });
    // A problem listed and a draft saved, as while someone is editing: the header is at its fullest
    // (the draft's author and time under the title, a button to discard it), the other file's problem noted.
    await page.getByLabel(/Median rent/i).fill("5");
    await expect(page.locator('[data-problems="own"] li').first()).toBeVisible();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText(`Draft saved by ${who}`)).toBeVisible();
    await expect(page.getByText(/^Other files already have \d+ problems?/)).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      for (const scroller of document.querySelectorAll("main")) scroller.scrollTop = 0;
    });
    const box = await first.boundingBox();
    expect(box, "the form's first field has no box").not.toBeNull();
    // Its top, plus room to see what is in it, is inside the window.
    expect((box?.y ?? Infinity) + 24).toBeLessThanOrEqual(size.height);
    // And nothing sits on top of it (a sticky header covering it would pass the sum above).
    const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest("main form")), {
      x: (box?.x ?? 0) + 4,
      y: (box?.y ?? 0) + 4,
    });
    expect(onTop, "something covers the form's first field").toBe(true);

    // Scrolled down the form, what stays on top of it (the sticky header with Problems) leaves the
    // form two thirds of the window at least, and no form shows through above it.
    await page.getByLabel(/Median rent/i).scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollBy(0, 400);
      for (const scroller of document.querySelectorAll("main")) scroller.scrollTop += 400;
    });
    const { formStarts, formAbove } = await page.evaluate(
      ({ x }) => {
        // The window top to bottom as bands of form and not form, at one point across the form.
        const bands: { start: number; end: number; form: boolean }[] = [];
        for (let y = 0; y < innerHeight; y += 2) {
          const form = Boolean(document.elementFromPoint(x, y)?.closest("main form"));
          const last = bands.at(-1);
          if (last?.form === form) last.end = y + 2;
          else bands.push({ start: y, end: y + 2, form });
        }
        const readable = bands.filter((band) => band.form).sort((a, b) => b.end - b.start - (a.end - a.start))[0];
        return { formStarts: readable?.start ?? innerHeight, formAbove: bands.some((band) => band.form && band.end < (readable?.start ?? 0)) };
      },
      { x: (box?.x ?? 0) + 8 },
    );
    expect(formAbove, "the form shows through above the sticky header").toBe(false);
    expect(formStarts, "the sticky part above the form takes more than a third of the window").toBeLessThanOrEqual(size.height / 3);

    // The preview is beside the form from 1024 px; on a phone it is under the whole form, and one button away.
    const preview = page.getByRole("complementary", { name: "Preview" });
    if (size.width < 1024) await page.getByRole("button", { name: "See the preview" }).click();
    await expect(preview).toBeInViewport();

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByText("As it is on the live site")).toBeVisible();
    const token = (await page.locator('meta[name="form-token"]').getAttribute("content")) ?? "";
    const discarded = await page.request.post("/admin/content/api/discard", {
      headers: { "x-form-token": token, "content-type": "application/json" },
      data: { file: `pages.config/pages${address}.json` },
    });
    expect(discarded.ok(), await discarded.text()).toBe(true);
  });
}
