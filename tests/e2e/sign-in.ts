/**
 * How a back-office browser test starts: a person added, who opens the link they are given,
 * chooses a password and signs in. admin.spec.ts checks what each of those pages says, for an
 * owner made with `npm run admin -- add-user`; the other specs start from here. On the server
 * playwright.config.ts starts, people are invited as an owner does on the People page, by an
 * owner each worker makes with the command once and signs in over HTTP: the command loads the
 * storage layer through tsx, about a CPU-second each time.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
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

/** Adds a person with `npm run admin -- add-user` (its script through tsx, as npm runs it); the set-password link it prints. */
export async function addUser(email: string, role: Role, server: Server): Promise<string> {
  // tsx's loader in this Node, as its command runs it, without the command's own Node process before it.
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/admin.ts", "add-user", email, "--role", role], {
    cwd: server.root,
    env: { ...process.env, LEADS_DB: server.leadsDb ?? E2E_LEADS_DB, DATABASE_URL: "", SITE_URL: server.url },
  });
  const link = /^https?:\/\/\S+\/admin\/set-password\?token=\S+$/m.exec(stdout)?.[0];
  expect(link, stdout).toBeDefined();
  return link ?? "";
}

/** The form token a back-office page carries for its forms. */
async function formTokenOf(context: APIRequestContext, url: string): Promise<string> {
  const html = await (await context.get(url)).text();
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  expect(token, html).toBeDefined();
  return token ?? "";
}

/** An owner added with the command, who chooses a password from its link and signs in over HTTP: their session. */
async function signedInOwner(server: Server): Promise<APIRequestContext> {
  const email = `office-${randomUUID().slice(0, 8)}@example.com`;
  const link = await addUser(email, "owner", server);
  const context = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const token = new URL(link).searchParams.get("token") ?? "";
  const saved = await context.post("/admin/set-password", {
    form: { form_token: await formTokenOf(context, link), token, password: PASSWORD, again: PASSWORD },
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(303);
  const signedIn = await context.post("/admin/sign-in", {
    form: { form_token: await formTokenOf(context, "/admin/sign-in"), email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(303);
  return context;
}

/** Per server, this worker's owner who invites the people its tests sign in as. */
const inviters = new Map<string, Promise<APIRequestContext>>();

/** Invites a person as an owner does on the People page; the set-password link the page shows. */
async function invite(email: string, role: Role, server: Server): Promise<string> {
  let owner = inviters.get(server.url);
  if (!owner) inviters.set(server.url, (owner = signedInOwner(server)));
  const answer = await (await owner).post("/admin/people", { form: { form_token: await formTokenOf(await owner, "/admin/people"), email, role } });
  const html = await answer.text();
  const link = /<code[^>]*>(https?:\/\/[^<]+\/admin\/set-password\?token=[^<]+)<\/code>/.exec(html)?.[1];
  expect(link, html).toBeDefined();
  return link ?? "";
}

/**
 * Adds a person (a new address unless given), chooses their password from their link and signs
 * them in; their address. In a scratch project (`root` given) with the command, as its first owner.
 */
export async function signInAsNew(page: Page, role: Role, server: Server, email = `${role}-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  await page.goto(server.root === undefined ? await invite(email, role, server) : await addUser(email, role, server));
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return email;
}
