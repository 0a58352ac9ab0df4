/**
 * The editor page serves every collection a site declares (issue 51 item 4), in a real browser: the
 * made-up clinic (tests/fixtures/third-site) given two collections of its own
 * (tests/fixtures/clinic-collections), in a temporary folder outside the project, edited with
 * `pagekit edit`. Each collection's entries are listed under its heading, open as a form whose
 * validator the editor page built for the site holds (never "out of date"), are checked and saved,
 * and a new entry of each is started from its own box. Expectations come from the fixture's files.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { editorStarted } from "./editor-started.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const OVERLAY = path.join(PROJECT, "tests/fixtures/clinic-collections");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;

const collections = readdirSync(path.join(OVERLAY, "collections")).map((name) => {
  const declared = readJson(path.join(OVERLAY, "collections", name, "collection.json"));
  const folder = path.join(OVERLAY, "pages.config", declared.folder!);
  const [entryFile] = readdirSync(folder);
  return { name, declared, file: `pages.config/${declared.folder}/${entryFile}`, entry: readJson(path.join(folder, entryFile!)) };
});
const capitalised = (words: string) => words.replace(/^./, (letter) => letter.toUpperCase());

test.describe.configure({ mode: "serial" });

let outside = "";
let editor: ChildProcess;
let editorUrl = "";

test.beforeAll(async () => {
  // The editor page is built for the site as it starts (its collections' validators in it).
  test.setTimeout(300_000);
  outside = mkdtempSync(path.join(tmpdir(), "clinic-editor-e2e-"));
  const site = path.join(outside, "clinic");
  cpSync(path.join(PROJECT, "tests/fixtures/third-site"), site, { recursive: true });
  for (const part of ["collections", "pages.config"]) cpSync(path.join(OVERLAY, part), path.join(site, part), { recursive: true });
  // Its own process group, so stopping it stops the editor under the command.
  editor = spawn(process.execPath, [path.join(PROJECT, "bin/pagekit.mjs"), "edit", "--site", "clinic"], {
    cwd: outside,
    env: { ...process.env, EDIT_PORT: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  editorUrl = (await editorStarted(editor, "pagekit edit")).url;
});

test.afterAll(() => {
  if (editor?.pid) process.kill(-editor.pid, "SIGTERM");
  if (outside) rmSync(outside, { recursive: true, force: true });
});

test("each collection is listed under its own heading, opens with its own form, and saves", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${editorUrl}/`);
  for (const { declared, file, entry } of collections) {
    const list = page.getByRole("region", { name: capitalised(declared.labelPlural!) });
    await expect(list.getByRole("link")).toHaveText([new RegExp(entry[declared.titleField!]!)]);
    await list.getByRole("link").click();
    const title = page.locator(`#root_${declared.titleField}`);
    await expect(title).toBeEditable();
    await expect(title).toHaveValue(entry[declared.titleField!]!);
    await expect(page.getByText("This form is out of date")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Problems (none: ready to save)" })).toBeVisible();
    // Checked as typed: the name emptied is a problem; given back changed, it saves.
    await title.fill("");
    await expect(page.locator('[data-problems="own"] li').first()).toBeVisible();
    await title.fill(`${entry[declared.titleField!]} Jr`);
    await expect(page.getByRole("heading", { name: "Problems (none: ready to save)" })).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toContainText(`Saved ${file}`);
  }
});

test("a new entry of each collection starts from its own box, in its own folder", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${editorUrl}/`);
  // Starting the second while the first is unsaved asks first: yes, leave it.
  page.on("dialog", (dialog) => void dialog.accept());
  for (const { name, declared } of collections) {
    const newName = `Another ${name}`;
    await page.getByLabel(`New ${declared.label}`).fill(newName);
    await page.locator(`#new-entry-${name}`).press("Enter");
    await expect(page.locator(`#root_${declared.titleField}`)).toHaveValue(newName);
    await expect(page.getByText("This form is out of date")).toHaveCount(0);
    await expect(page.getByText(`Started the ${newName} ${declared.shortLabel ?? declared.label}`)).toBeVisible();
  }
});
