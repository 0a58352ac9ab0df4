/**
 * A rich text field in `npm run edit`, as office staff use it, in a scratch copy of the project:
 * the toolbar makes words bold and lists, the preview shows them formatted, text pasted from Word or
 * a web page is tidied to links, emphasis and lists, and HTML typed by hand is refused with a
 * reason in the editor itself. Screenshots at 1280 and 390 px go to test-results/ for a person.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { editorStarted } from "./editor-started.ts";

test.describe.configure({ mode: "serial" });

let scratch: ReturnType<typeof scratchCopy>;
let editor: ChildProcess;
let editorUrl = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = scratchCopy("westline-rich-text-e2e-");
  // Its own process group, so stopping it stops npm and the editor under it.
  editor = spawn("npm", ["run", "edit"], { cwd: scratch.root, env: { ...process.env, EDIT_PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  editorUrl = (await editorStarted(editor, "npm run edit")).url;
});

test.afterAll(() => {
  if (editor.pid) process.kill(-editor.pid, "SIGTERM");
  scratch.remove();
});

const FAQ = "pages.config/pages/faq.json";
interface FaqDoc {
  blocks: Array<{ type: string; items?: Array<{ question: string; answer: string }> }>;
}
/** The FAQ page's first answer as the file has it, and its field's id in the form. */
function firstAnswer(): { answer: string; field: string; index: number } {
  const doc = JSON.parse(readFileSync(path.join(scratch.root, "sites/westline", FAQ), "utf8")) as FaqDoc;
  const index = doc.blocks.findIndex((block) => block.type === "faq");
  const answer = doc.blocks[index]?.items?.[0]?.answer;
  if (!answer) throw new Error(`${FAQ} has no FAQ answer any more`);
  return { answer, field: `#blocks_${index}_items_0_answer`, index };
}

async function openFirstAnswer(page: Page) {
  const { answer, field, index } = firstAnswer();
  await page.goto(`${editorUrl}/#${FAQ}`);
  await expect(page.locator("#root_path")).toHaveValue("/faq");
  // A page's blocks are shown closed, by their names: open the FAQ block.
  await page.getByRole("region", { name: "Blocks, top to bottom" }).locator("ol > li").nth(index).locator("summary").first().click();
  const box = page.locator(field);
  await expect(box).toHaveValue(answer);
  return { answer, box };
}

const preview = (page: Page) => page.frameLocator("iframe[title^='Preview']");

for (const width of [1280, 390]) {
  test(`the toolbar makes words bold and a list, and the preview shows them formatted (${width} px)`, async ({ page }, info) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { answer, box } = await openFirstAnswer(page);
    const toolbar = page.locator(`[role="toolbar"][aria-controls="${await box.getAttribute("id")}"]`);
    const word = answer.split(" ").find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? "";
    expect(word).not.toBe("");
    const start = answer.indexOf(word);
    await box.evaluate((node, [from, to]) => (node as HTMLTextAreaElement).setSelectionRange(from!, to!), [start, start + word.length]);
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(box).toHaveValue(`${answer.slice(0, start)}**${word}**${answer.slice(start + word.length)}`);
    await expect(preview(page).locator("[data-accordion] strong").first()).toHaveText(word);

    // Two new lines at the end, made a list with the List button.
    await box.evaluate((node) => {
      const area = node as HTMLTextAreaElement;
      area.setSelectionRange(area.value.length, area.value.length);
    });
    await box.press("End");
    await box.pressSequentially("\nPayslips\nPhoto ID");
    const value = await box.inputValue();
    await box.evaluate(
      (node, from) => (node as HTMLTextAreaElement).setSelectionRange(from, (node as HTMLTextAreaElement).value.length),
      value.indexOf("Payslips"),
    );
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await expect(box).toHaveValue(/\n\n- Payslips\n- Photo ID$/);
    await expect(preview(page).locator("[data-accordion] ul li")).toHaveText(["Payslips", "Photo ID"]);
    await expect(page.getByRole("heading", { name: "Problems (none: ready to save)" })).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`rich-text-toolbar-${width}.png`) });
  });
}

test("text pasted from Word keeps its bold and link and loses its fonts; the field says so", async ({ page }) => {
  test.setTimeout(120_000);
  const { box } = await openFirstAnswer(page);
  await box.fill("");
  const html =
    '<p class=MsoNormal><span style="font-family:Calibri;color:#C00000">We compare <b>30 lenders</b>; see <a href="/contact">our office</a>.<o:p></o:p></span></p>';
  await box.focus();
  await box.evaluate((node, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", "We compare 30 lenders; see our office.");
    node.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
  await expect(box).toHaveValue("We compare **30 lenders**; see [our office](/contact).");
  await expect(page.getByText("Pasted text tidied: its links, bold,")).toBeVisible();
  await expect(preview(page).locator('[data-accordion] a[href="/contact"]').first()).toHaveText("our office");
});

test("HTML typed into a field is refused in the editor with what to write instead", async ({ page }) => {
  test.setTimeout(120_000);
  const { answer, box } = await openFirstAnswer(page);
  await box.fill(`<b>Yes.</b> ${answer}`);
  await expect(page.locator('[data-problems="own"] li').first()).toContainText("put ** on each side of the words instead (the Bold button does it)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect(readFileSync(path.join(scratch.root, "sites/westline", FAQ), "utf8")).not.toContain("<b>");
});
