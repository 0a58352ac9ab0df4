/**
 * How a back-office browser test starts: a person added with `npm run admin -- add-user`, who opens
 * the link it prints, chooses a password and signs in. admin.spec.ts checks what each of those
 * pages says; the other specs start from here.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { E2E_LEADS_DB } from "./leads-db.ts";

const run = promisify(execFile);
export const PASSWORD = "a long enough passphrase";
export type Role = "owner" | "editor" | "leads";

/** Which server the person is added to: the one playwright.config.ts starts, unless a spec runs its own in a scratch copy. */
export interface Server {
  /** The server's address, which the printed link starts with. */
  url: string;
  /** The project the server runs in (this one unless given): `npm run admin` is run there. */
  root?: string;
  /** Its leads database (the browser tests' own unless given). */
  leadsDb?: string;
}

/** Adds a person with `npm run admin -- add-user` (through tsx, as npm runs it); the set-password link it prints. */
export async function addUser(email: string, role: Role, server: Server): Promise<string> {
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/admin.ts", "add-user", email, "--role", role], {
    cwd: server.root,
    env: { ...process.env, LEADS_DB: server.leadsDb ?? E2E_LEADS_DB, DATABASE_URL: "", SITE_URL: server.url },
  });
  const link = /^https?:\/\/\S+\/admin\/set-password\?token=\S+$/m.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  return link ?? "";
}

/** Adds a person (a new address unless given), chooses their password from the printed link and signs them in; their address. */
export async function signInAsNew(page: Page, role: Role, server: Server, email = `${role}-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  await page.goto(await addUser(email, role, server));
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return email;
}
