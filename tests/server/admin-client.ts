/**
 * The back office in-process (createApp over the fixture site), on a clock the test moves, with a
 * browser-like client: it keeps cookies, sends its Origin with posts, and reads forms' tokens from
 * the pages it gets.
 */
import path from "node:path";
import { createAdminApp } from "../../src/admin/admin-app.tsx";
import type { Hono } from "hono";
import { addPerson } from "../../src/admin/people.ts";
import { hashPassword } from "../../src/admin/passwords.ts";
import type { Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { inboxArea } from "../../src/admin/inbox/area.tsx";
import type { StatusWords } from "../../src/admin/inbox/status-words.ts";
import { publishArea, type PublishAreaOptions } from "../../src/admin/publish/area.tsx";
import { Publisher } from "../../src/admin/publish/engine.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { goLiveArea } from "../../src/admin/go-live/area.tsx";
import { contentArea } from "../../src/admin/content/area.tsx";
import type { AccountStore } from "../../src/storage/account-store.ts";
import type { ThrottleSettings } from "../../src/admin/throttle.ts";
import { createApp } from "../../src/server/app.ts";
import { TrustedProxies } from "../../src/server/client-address.ts";
import type { Storage } from "../../src/storage/storage.ts";
import { FIXTURE_SITE } from "./server-process.ts";
import { mainSiteOwnTitles } from "../form-titles.ts";

/** The main site's folder: the editor's content is its real pages.config/ (read only: saves are drafts). */
export const PROJECT = path.resolve(import.meta.dirname, "../../sites/westline");
/** Stands in for the built editor page: the route checks need an answer, not the page. */
const EDITOR_PAGE = path.join(import.meta.dirname, "../fixtures/editor-client");

export const ORIGIN = "http://localhost";

/** The passphrase the tests' staff sign in with. */
export const PASSWORD = "a long enough passphrase";
/**
 * The cost a seeded account's password is stored at: scrypt with N = 2^10, a thirty-second of the
 * production cost. A stored hash carries its own cost and signing in checks against that one (so
 * the cost can be raised without breaking stored passwords), which lets these tests sign in about
 * 120 times at a few milliseconds each instead of a tenth of a CPU-second. Hashing a password a
 * person sets, and signing in with it, is at the production cost in the tests that set one
 * (admin.test.ts, the browser's admin specs); tests/unit/admin-passwords.test.ts holds the cost.
 */
const SEEDED_COST = { N: 2 ** 10, r: 8, p: 1 };
let hashed: Promise<string> | undefined;
/** PASSWORD as set-password stores it, at SEEDED_COST, once per file. */
export const hashedPassword = (): Promise<string> => (hashed ??= hashPassword(PASSWORD, SEEDED_COST));

export interface AdminHarness {
  app: Hono;
  accounts: AccountStore;
  clock: { now: Date; advance(minutes: number): void };
}

/**
 * Without `publish`, publishing has no drafts and a build that is never run: the routes are there
 * for the guard's walk; tests/server/publish-area.test.ts gives its own.
 */
export function adminHarness(
  store: Storage,
  {
    require2fa = false,
    throttle,
    publish,
    live = new LiveSite(FIXTURE_SITE),
    content = PROJECT,
    statusWords,
  }: {
    require2fa?: boolean;
    throttle?: ThrottleSettings;
    publish?: PublishAreaOptions;
    live?: LiveSite;
    /** The site folder the editor and the checklist read. */ content?: string;
    statusWords?: () => StatusWords;
  } = {},
): AdminHarness {
  const clock = {
    now: new Date(Date.UTC(2026, 10, 25, 9, 0)),
    advance(minutes: number) {
      this.now = new Date(this.now.getTime() + minutes * 60_000);
    },
  };
  const accounts = store.accounts();
  const drafts = store.drafts();
  const publishing = publish ?? {
    publisher: new Publisher({
      projectRoot: FIXTURE_SITE,
      codeRoot: path.resolve(PROJECT, "../.."),
      live,
      releasesDir: FIXTURE_SITE,
      build: async () => ({ ok: false, why: "no builds in this harness" }),
    }),
    drafts: { pending: async () => [], clearPublished: async () => undefined },
    log: store.publishes(),
  };
  const app = createApp({
    root: live,
    backOffice: createAdminApp,
    admin: {
      accounts,
      throttles: store.throttles(),
      trustedProxies: new TrustedProxies([]),
      now: () => clock.now,
      require2fa,
      throttle,
      areas: [
        // The main site's own forms' titles, as its server hands them to the inbox.
        inboxArea(store.inbox(), statusWords, mainSiteOwnTitles),
        contentArea({ root: content, drafts, clientDir: EDITOR_PAGE }),
        goLiveArea({ root: content, drafts, publisher: publishing.publisher }),
        publishArea(publishing, content),
      ],
    },
  });
  return { app, accounts, clock };
}

export class Browser {
  readonly cookies = new Map<string, string>();
  /** The last page's form token, as its forms carry it. */
  formToken = "";

  /** `address`: the socket's peer the server sees (none given, the server knows no address). */
  constructor(
    private readonly app: Hono,
    private readonly address?: string,
  ) {}

  private get env() {
    return this.address ? { incoming: { socket: { remoteAddress: this.address } } } : undefined;
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async get(path: string, { page = true }: { page?: boolean } = {}): Promise<Response & { html: string }> {
    const response = await this.app.request(
      `${ORIGIN}${path}`,
      { headers: { cookie: this.cookieHeader(), ...(page ? { accept: "text/html" } : {}) } },
      this.env,
    );
    this.remember(response);
    const html = await response.text();
    const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.formToken = token;
    return Object.assign(response, { html });
  }

  async post(
    path: string,
    fields: Record<string, string | string[]>,
    { origin = ORIGIN, withToken = true }: { origin?: string | null; withToken?: boolean } = {},
  ): Promise<Response & { html: string }> {
    // A field given a list is sent once for each value, as a form's ticked checkboxes are.
    const pairs = Object.entries({ ...(withToken ? { form_token: this.formToken } : {}), ...fields }).flatMap(([name, value]) =>
      [value].flat().map((one) => [name, one]),
    );
    const body = new URLSearchParams(pairs);
    const headers: Record<string, string> = { cookie: this.cookieHeader(), "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
    if (origin) headers.origin = origin;
    const response = await this.app.request(`${ORIGIN}${path}`, { method: "POST", headers, body }, this.env);
    this.remember(response);
    const html = await response.text();
    const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.formToken = token;
    return Object.assign(response, { html });
  }
}

/** The text a person reads on a page: tags dropped, entities that matter here decoded, spaces collapsed. */
export const readable = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** A browser signed in as a new person with `role`: invited, their password set, then signed in as they would. */
export async function signedInAs(h: AdminHarness, email: string, role: Role): Promise<Browser> {
  const added = await addPerson(h.accounts, { email, role, now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  await browser.post("/admin/sign-in", { email, password: PASSWORD });
  return browser;
}
