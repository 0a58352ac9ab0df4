/**
 * The back office the whole way, on the real server and its database (LEADS_DB in
 * playwright.config.ts): the add-user command prints a link, the new owner chooses a password,
 * signs in, invites an editor and signs out.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_LEADS_DB as LEADS_DB } from "./leads-db.ts";

const run = promisify(execFile);
const PASSWORD = "a long enough passphrase";

test("an owner made with npm run admin sets a password, signs in, invites an editor and signs out", async ({ page, baseURL }) => {
  const email = `owner-${randomUUID()}@example.com`;
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", email, "--role", "owner"], {
    env: { ...process.env, LEADS_DB, DATABASE_URL: "", SITE_URL: baseURL ?? "" },
  });
  const link = /^https?:\/\/\S+\/admin\/set-password\?token=\S+$/m.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();

  await expect(page.getByText("Your password is saved")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: `Hello, ${email}` })).toBeVisible();
  await expect(page.getByText("You are signed in as")).toContainText("Owner");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "People" }).click();
  const editor = `editor-${randomUUID()}@example.com`;
  await page.getByLabel("Email").fill(editor);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`${editor} can now choose a password`)).toBeVisible();
  await expect(page.locator("code").filter({ hasText: "/admin/set-password?token=" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: editor })).toContainText("Invited");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const response = await page.goto("/admin/people");
  expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
  expect(response?.headers()["cache-control"]).toBe("no-store");
});
