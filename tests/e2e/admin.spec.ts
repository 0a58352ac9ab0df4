/**
 * The back office the whole way, on the real server and its database (LEADS_DB in
 * playwright.config.ts): the add-user command prints a link, the new owner chooses a password,
 * signs in, invites an editor and signs out.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addUser, PASSWORD } from "./sign-in.ts";

test("an owner made with npm run admin sets a password, signs in, invites an editor and signs out", async ({ page, baseURL }) => {
  const email = `owner-${randomUUID()}@example.com`;
  await page.goto(await addUser(email, "owner", { url: baseURL ?? "" }));
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
  // Two in a row, the first with an address that has "invite" in it: the list then holds a button
  // "Remove invitee-…", which a search for any button whose name merely contains "Invite" also finds.
  const inviteForm = page.getByRole("form", { name: "Invite someone" });
  for (const [person, role] of [
    [`invitee-${randomUUID()}@example.com`, "leads"],
    [`editor-${randomUUID()}@example.com`, "editor"],
  ] as const) {
    await inviteForm.getByLabel("Email").fill(person);
    await inviteForm.getByLabel("Role").selectOption(role);
    await inviteForm.getByRole("button", { name: "Invite", exact: true }).click();
    const invited = page.getByRole("status").filter({ hasText: `${person} can now choose a password` });
    await expect(invited).toContainText("/admin/set-password?token=");
    await expect(page.getByRole("row").filter({ hasText: person })).toContainText("Invited");
  }

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const response = await page.goto("/admin/people");
  expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
  expect(response?.headers()["cache-control"]).toBe("no-store");
});
