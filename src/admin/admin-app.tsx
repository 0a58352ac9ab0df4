/**
 * The back office at /admin: sign-in, set-password links, people, the activity log and the
 * second factor. Every route is listed in ACCESS with who may use it; registering a route that is
 * not listed stops the server at start-up, and tests/server/admin.test.ts walks the app's route
 * table to check each one answers 401 and 403 as listed.
 *
 * A new area (the lead inbox, say) is a function given an AdminKit in `areas`: it lists its routes
 * in ACCESS, registers them with kit.route (the guard comes with it), records what people do with
 * kit.audit, and adds itself to AREAS in views.tsx for the menu and the home page.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { ReactNode } from "react";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { addDays, officeDayStart, todayInSydney } from "../lib/dates.ts";
import { overdueOn, type FactReview } from "../lib/fact-reviews.ts";
import type { TrustedProxies } from "../server/client-address.ts";
import { forwardedHeaders } from "../server/lead-intake.ts";
import { normaliseEmail, type AccountStore } from "../storage/account-store.ts";
import { guard, postedFormToken, viewerOf, type AdminEnv } from "./guard.tsx";
import { HashPoolBusy } from "./hash-pool.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "./passwords.ts";
import { addPerson, removePerson, setPasswordLink } from "./people.ts";
import { ANY_ROLE, CONTENT_EDITORS, isRole, LEAD_WORKERS, OWNERS, type Role } from "./roles.ts";
import { limitBody } from "../editor/server/request-body.ts";
import { CONTENT_API, UPLOAD_PATH } from "./content/paths.ts";
import { uploadLimit } from "./content/upload.ts";
import { qrSvg } from "./qr.ts";
import { Sessions } from "./session.ts";
import { INBOX_CSS } from "./inbox/assets.ts";
import { PUBLISHERS } from "./publish/area.tsx";
import { PUBLISH_CSS } from "./publish/views.tsx";
import { ADMIN_CSS } from "./styles.ts";
import { SignInThrottle, tryAgainIn, type ThrottleSettings } from "./throttle.ts";
import type { ThrottleStore } from "../storage/throttle-store.ts";
import { sameSecret, hashToken } from "./tokens.ts";
import { newTotpSecret, totpMatches, totpStep, totpUri } from "./totp.ts";
import {
  AccountPage,
  AuditPage,
  type AuditFilters,
  ChangePasswordPage,
  CodePage,
  FirstRunPage,
  HomePage,
  MessagePage,
  PeoplePage,
  renderPage,
  SetPasswordPage,
  SignInPage,
} from "./views.tsx";

export interface AdminOptions {
  accounts: AccountStore;
  trustedProxies: TrustedProxies;
  logger?: Logger;
  /** ADMIN_REQUIRE_2FA=1: owners set up a second factor before anything else. */
  require2fa?: boolean;
  /** The clock sessions, links and codes are measured by (tests move it). */
  now?: () => Date;
  /** Where failed sign-ins are counted: the database every instance shares (Storage.throttles()). */
  throttles: ThrottleStore;
  throttle?: ThrottleSettings;
  /** More areas of the back office, each registering its routes through the kit. */
  areas?: ((kit: AdminKit) => void)[];
  /** The business's name (site.json's brand), shown in the header; without it the header says "Back office" alone. */
  brand?: string;
  /** The review dates of the figures the live build states, so owners hear of any that have passed. */
  factReviews?: () => readonly FactReview[];
  /** Whether the site being served is a demo build, for the line every signed-in page shows; unset, the pages say nothing. */
  siteIsDemo?: () => boolean;
}

export type AdminHandler = (c: Context<AdminEnv>) => Response | Promise<Response>;

/** What an area of the back office is built with. */
export interface AdminKit {
  /** Registers a route listed in ACCESS, behind the role guard unless it is public; a path is below /admin. */
  route(method: "GET" | "POST", path: string, handler: AdminHandler): void;
  accounts: AccountStore;
  now: () => Date;
  /** One line in the activity log: who (the signed-in person's email), what, and from which address. */
  audit(c: Context, actor: string | null, action: string, detail?: string | null): Promise<void>;
  /** A page of the back office, with the status given. */
  page(c: Context, element: ReactNode, status?: 200 | 401 | 403 | 404 | 410 | 422 | 429 | 503): Response;
  /** Whether the site being served is a demo build, for a page drawn outside `page` (the editor's); undefined when the server cannot say. */
  siteIsDemo: () => boolean | undefined;
}

/** Who may use each route: "public" for the pages used to sign in, else the roles. */
export const ACCESS: Record<string, "public" | readonly Role[]> = {
  "GET /admin": "public",
  "GET /admin/admin.css": "public",
  "GET /admin/sign-in": "public",
  "POST /admin/sign-in": "public",
  "GET /admin/sign-in/code": "public",
  "POST /admin/sign-in/code": "public",
  "GET /admin/set-password": "public",
  "POST /admin/set-password": "public",
  "POST /admin/sign-out": ANY_ROLE,
  "GET /admin/account": ANY_ROLE,
  "GET /admin/account/password": ANY_ROLE,
  "POST /admin/account/password": ANY_ROLE,
  "POST /admin/account/totp": ANY_ROLE,
  "POST /admin/account/totp/off": ANY_ROLE,
  "GET /admin/people": OWNERS,
  "POST /admin/people": OWNERS,
  "POST /admin/people/remove": OWNERS,
  "POST /admin/people/unlock": OWNERS,
  "GET /admin/audit": OWNERS,
  "GET /admin/go-live": OWNERS,
  "POST /admin/go-live/confirm": OWNERS,
  "GET /admin/go-live/go-live": OWNERS,
  "POST /admin/go-live/go-live": OWNERS,
  "GET /admin/go-live/back-to-demo": OWNERS,
  "POST /admin/go-live/back-to-demo": OWNERS,
  "GET /admin/leads": LEAD_WORKERS,
  "GET /admin/leads/latest": LEAD_WORKERS,
  "GET /admin/leads/refresh.js": LEAD_WORKERS,
  "GET /admin/leads/export.csv": LEAD_WORKERS,
  "GET /admin/leads/:id": LEAD_WORKERS,
  "POST /admin/leads/:id/status": LEAD_WORKERS,
  "POST /admin/leads/:id/note": LEAD_WORKERS,
  "POST /admin/leads/:id/follow-up": LEAD_WORKERS,
  "GET /admin/leads/:id/delete": LEAD_WORKERS,
  "POST /admin/leads/:id/delete": LEAD_WORKERS,
  "GET /admin/content": CONTENT_EDITORS,
  "GET /admin/content/": CONTENT_EDITORS,
  "GET /admin/content/preview.html": CONTENT_EDITORS,
  "GET /admin/content/assets/:name": CONTENT_EDITORS,
  "GET /admin/content/api/files": CONTENT_EDITORS,
  "GET /admin/content/api/schemas": CONTENT_EDITORS,
  "GET /admin/content/api/file": CONTENT_EDITORS,
  "POST /admin/content/api/check": CONTENT_EDITORS,
  "POST /admin/content/api/figures": CONTENT_EDITORS,
  "POST /admin/content/api/save": CONTENT_EDITORS,
  "POST /admin/content/api/collections/:name/new": CONTENT_EDITORS,
  "POST /admin/content/api/delete-check": CONTENT_EDITORS,
  "POST /admin/content/api/delete": CONTENT_EDITORS,
  "POST /admin/content/api/rename-check": CONTENT_EDITORS,
  "POST /admin/content/api/rename": CONTENT_EDITORS,
  "POST /admin/content/api/new-page": CONTENT_EDITORS,
  "POST /admin/content/api/link-page": CONTENT_EDITORS,
  "POST /admin/content/api/discard": CONTENT_EDITORS,
  "POST /admin/content/api/discard-picture": CONTENT_EDITORS,
  "POST /admin/content/upload": CONTENT_EDITORS,
  "GET /admin/content/image": CONTENT_EDITORS,
  "GET /admin/publish": PUBLISHERS,
  "GET /admin/publish/status": PUBLISHERS,
  "POST /admin/publish": PUBLISHERS,
  "GET /admin/publish/history": PUBLISHERS,
  "GET /admin/publish/history/:id": PUBLISHERS,
  "GET /admin/publish/history/:id/undo": PUBLISHERS,
  "GET /admin/publish/history/:id/version": PUBLISHERS,
  "POST /admin/publish/history/:id/restore": PUBLISHERS,
  "POST /admin/publish/history/:id/restore-version": PUBLISHERS,
};

/** Lines on a page of Activity: older ones are a link away, and the filters find any line. */
const AUDIT_PAGE_SIZE = 50;
const NOT_YOUR_PASSWORD = "That is not your current password, so nothing was changed. Type the password you sign in with.";
const NOT_THE_SAME = "The two passwords are not the same. Type the same password in both boxes.";
const BUSY = "The back office is busy. Go back and try again in a moment; nothing was changed.";
const REFUSED: unique symbol = Symbol("refused by the hashing threads");
/** The hash's result, or REFUSED when the hashing threads are full. */
async function unlessBusy<T>(hashing: Promise<T>): Promise<T | typeof REFUSED> {
  try {
    return await hashing;
  } catch (error) {
    if (error instanceof HashPoolBusy) return REFUSED;
    throw error;
  }
}
const text = (value: unknown, max = 1000): string => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * How the activity log names an email no account has: never as typed (it is whatever anyone sends, a
 * message to staff included), and all alike, so that every such try from one address in one hour is
 * counted on one line (AccountStore.auditFailure) however many emails were made up.
 */
export const UNKNOWN_EMAIL = "an email with no account";

/** The start of the hour `now` is in: failed tries are counted on one line per address, account and hour. */
const hourStart = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();

export function createAdminApp(options: AdminOptions): Hono<AdminEnv> {
  const { accounts, logger } = options;
  const now = options.now ?? (() => new Date());
  const require2fa = options.require2fa ?? false;
  const forwarded = forwardedHeaders(options.trustedProxies, logger);
  const sessions = new Sessions(accounts, now, forwarded.https);
  const throttle = new SignInThrottle(options.throttles, () => now().getTime(), options.throttle);
  const ownOrigin = (c: Context) => `${forwarded.https(c) ? "https" : "http"}://${forwarded.host(c) ?? new URL(c.req.url).host}`;
  const address = (c: Context) => forwarded.clientAddress(c) ?? null;
  const audit = (c: Context, actor: string | null, action: string, detail: string | null = null) =>
    accounts.audit({ at: now().toISOString(), actor, action, detail, address: address(c) });
  /** A failed sign-in, counted on its address's, account's and hour's line. */
  const auditFailedSignIn = (c: Context, actor: string, detail: string) =>
    accounts.auditFailure({ at: now().toISOString(), actor, action: "failed sign-in", detail, address: address(c) }, hourStart(now()));
  const page = (c: Context, element: ReactNode, status: 200 | 401 | 403 | 404 | 410 | 422 | 429 | 503 = 200) =>
    c.html(renderPage(element, options.brand, options.siteIsDemo?.()), status);

  const app = new Hono<AdminEnv>().basePath("/admin");
  const formLimit = bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text("That form was far too large.", 413) });
  // The editor's API takes whole content files, and its upload pictures, each with a limit (and a message) of its own.
  app.use((c, next) => (c.req.path === UPLOAD_PATH ? uploadLimit(c, next) : c.req.path.startsWith(CONTENT_API) ? limitBody(c, next) : formLimit(c, next)));
  // Cross-site posts are refused by their Origin (or Sec-Fetch-Site) before anything else.
  const sameOrigin = csrf({ origin: (origin, c) => origin === ownOrigin(c) });
  app.use(async (c, next) => {
    try {
      await sameOrigin(c, async () => undefined);
    } catch (error) {
      if (!(error instanceof HTTPException)) throw error;
      return page(
        c,
        <MessagePage
          title="Refused"
          text="This form was sent from another site, so nothing was changed. Open the back office at its own address and try again."
        />,
        403,
      );
    }
    await next();
  });

  const route = (method: "GET" | "POST", path: string, handler: AdminHandler) => {
    const full = path === "/" ? "/admin" : `/admin${path}`;
    const access = ACCESS[`${method} ${full}`];
    if (!access) throw new Error(`${method} ${full} is not listed in ACCESS (src/admin/admin-app.tsx): say who may use it.`);
    if (access === "public") app.on(method, path, handler);
    else app.on(method, path, guard(sessions, access, { require2fa, brand: options.brand, siteIsDemo: options.siteIsDemo }), handler);
  };

  /** Refused at once when the hashing threads are full or the shared sign-in allowance is spent (see hash-pool.ts). */
  // Rendered once: a flood of refusals must cost next to nothing, or rendering them would stall the server instead.
  let busyPage: string | undefined;
  let refusedSince = { at: 0, count: 0 };
  const busy = (c: Context, seconds: number) => {
    // One log line a minute at most, with the count: a line each would be its own flood.
    refusedSince.count++;
    if (now().getTime() - refusedSince.at >= 60_000) {
      logger?.warn({ outcome: "busy", refused: refusedSince.count }, "back-office password checks refused in the last minute: the server was busy hashing");
      refusedSince = { at: now().getTime(), count: 0 };
    }
    c.header("Retry-After", String(seconds));
    return c.html((busyPage ??= renderPage(<MessagePage title="Busy" text={BUSY} />, options.brand)), 503);
  };

  /** A form shown before sign-in is accepted only with its form cookie's token. */
  const anonymousFormOk = async (c: Context) => {
    const posted = await postedFormToken(c);
    return Boolean(posted && sameSecret(posted, sessions.formToken(c)));
  };
  const expired = (c: Context) =>
    page(
      c,
      <MessagePage
        title="This form has expired"
        text="Nothing was changed. Your browser must accept cookies from this site; reload the page and try again."
        link={{ href: "/admin/sign-in", label: "Sign in" }}
      />,
      403,
    );

  route("GET", "/admin.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    return c.body(ADMIN_CSS + INBOX_CSS + PUBLISH_CSS);
  });

  route("GET", "/", async (c) => {
    if ((await accounts.countPeople()) === 0) return page(c, <FirstRunPage origin={ownOrigin(c)} />);
    const live = await sessions.read(c);
    if (live?.session.stage === "password") return c.redirect("/admin/sign-in/code", 303);
    if (!live) return page(c, <SignInPage formToken={sessions.formToken(c)} />);
    if (require2fa && live.person.role === "owner" && !live.person.has_totp) return c.redirect("/admin/account", 303);
    const overdueFacts = live.person.role === "owner" ? overdueOn(options.factReviews?.() ?? [], todayInSydney(now())) : [];
    return page(c, <HomePage viewer={viewerOf(live)} overdueFacts={overdueFacts} />);
  });

  route("GET", "/sign-in", async (c) => {
    const live = await sessions.read(c);
    if (live) return c.redirect(live.session.stage === "full" ? "/admin" : "/admin/sign-in/code", 303);
    const notice = c.req.query("password") === "saved" ? "Your password is saved. Sign in with it now." : undefined;
    return page(c, <SignInPage formToken={sessions.formToken(c)} notice={notice} />);
  });

  route("POST", "/sign-in", async (c) => {
    if (!(await anonymousFormOk(c))) return expired(c);
    const body = await c.req.parseBody();
    const email = normaliseEmail(text(body.email, 254));
    const password = text(body.password, MAX_PASSWORD_LENGTH + 1);
    const formToken = sessions.formToken(c);
    const from = forwarded.clientAddress(c);
    const wait = await throttle.wait(email, from);
    if (wait !== undefined) {
      // Logged, not audited: refused tries cost nothing, so each one a row would let anyone fill the database.
      logger?.info({ outcome: "sign-in throttled", retryAfterSeconds: wait }, "back-office sign-in refused: too many tries");
      c.header("Retry-After", String(wait));
      return page(c, <SignInPage formToken={formToken} email={email} error={tryAgainIn(wait)} />, 429);
    }
    const sharedWait = throttle.takeShared();
    if (sharedWait !== undefined) return busy(c, sharedWait);
    const person = email ? await accounts.personByEmail(email) : undefined;
    // The same work and the same answer whether the email is unknown or the password wrong.
    const matches = await unlessBusy(verifyPassword(password, person?.password_hash ?? null));
    if (matches === REFUSED) return busy(c, 1);
    if (!person || !matches) {
      await throttle.failed(email, from);
      await auditFailedSignIn(c, person ? person.email : UNKNOWN_EMAIL, person ? "wrong password" : "no such account");
      return page(
        c,
        <SignInPage formToken={formToken} email={email} error="That email and password do not match an account. Check both and try again." />,
        401,
      );
    }
    // A session this browser already had (another person's, say) ends: one browser, one person.
    await sessions.end(c, await sessions.read(c));
    await sessions.start(c, person, person.has_totp ? "password" : "full");
    await audit(c, person.email, person.has_totp ? "password accepted, code asked for" : "signed in");
    return c.redirect(person.has_totp ? "/admin/sign-in/code" : "/admin", 303);
  });

  route("GET", "/sign-in/code", async (c) => {
    const live = await sessions.read(c);
    if (!live) return c.redirect("/admin/sign-in", 303);
    if (live.session.stage === "full") return c.redirect("/admin", 303);
    return page(c, <CodePage formToken={live.session.csrf_token} />);
  });

  route("POST", "/sign-in/code", async (c) => {
    const live = await sessions.read(c);
    if (!live || live.session.stage !== "password") return c.redirect("/admin/sign-in", 303);
    const posted = await postedFormToken(c);
    if (!posted || !sameSecret(posted, live.session.csrf_token)) return expired(c);
    const { person } = live;
    const from = forwarded.clientAddress(c);
    const wait = await throttle.wait(person.email, from);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      return page(c, <CodePage formToken={live.session.csrf_token} error={tryAgainIn(wait)} />, 429);
    }
    const code = text((await c.req.parseBody()).code, 20);
    const step = person.totp_secret ? totpStep(person.totp_secret, code, now()) : undefined;
    if (step === undefined) {
      await throttle.failed(person.email, from);
      await auditFailedSignIn(c, person.email, "wrong code");
      return page(
        c,
        <CodePage formToken={live.session.csrf_token} error="That code does not match. Type the code your app shows now; a code lasts 30 seconds." />,
        401,
      );
    }
    if (!(await accounts.useTotpStep(person.id, step))) {
      await throttle.failed(person.email, from);
      await auditFailedSignIn(c, person.email, "a code used already");
      return page(
        c,
        <CodePage formToken={live.session.csrf_token} error="That code has been used already. Wait for your app to show the next one, and type that." />,
        401,
      );
    }
    await sessions.end(c, live);
    await sessions.start(c, person, "full");
    await audit(c, person.email, "signed in", "with a code");
    return c.redirect("/admin", 303);
  });

  route("POST", "/sign-out", async (c) => {
    const live = c.get("live");
    await sessions.end(c, live);
    await audit(c, live.person.email, "signed out");
    return c.redirect("/admin/sign-in", 303);
  });

  const linkGone = (c: Context) =>
    page(
      c,
      <MessagePage
        title="This link no longer works"
        text="Set-password links work once, for 24 hours. Ask an owner to invite you again; they will get a new link for you."
      />,
      410,
    );

  route("GET", "/set-password", async (c) => {
    const token = text(c.req.query("token"), 100);
    const person = token ? await accounts.passwordTokenPerson(hashToken(token), now()) : undefined;
    if (!person) return linkGone(c);
    return page(c, <SetPasswordPage formToken={sessions.formToken(c)} token={token} email={person.email} />);
  });

  route("POST", "/set-password", async (c) => {
    if (!(await anonymousFormOk(c))) return expired(c);
    const body = await c.req.parseBody();
    const token = text(body.token, 100);
    const password = text(body.password, MAX_PASSWORD_LENGTH + 1);
    const person = token ? await accounts.passwordTokenPerson(hashToken(token), now()) : undefined;
    if (!person) return linkGone(c);
    const problem = passwordProblem(password, person.email) ?? (password === text(body.again, MAX_PASSWORD_LENGTH + 1) ? undefined : NOT_THE_SAME);
    if (problem) return page(c, <SetPasswordPage formToken={sessions.formToken(c)} token={token} email={person.email} error={problem} />, 422);
    const hash = await unlessBusy(hashPassword(password));
    if (hash === REFUSED) return busy(c, 1);
    const saved = await accounts.usePasswordToken(hashToken(token), hash, now());
    if (!saved) return linkGone(c);
    await audit(c, saved.email, "set a password");
    return c.redirect("/admin/sign-in?password=saved", 303);
  });

  /** Everyone with an account, each with whether some address is held off it by the throttle. */
  const peopleList = async () => Promise.all((await accounts.listPeople()).map(async (person) => ({ ...person, locked: await throttle.locked(person.email) })));

  route("GET", "/people", async (c) => page(c, <PeoplePage viewer={viewerOf(c.get("live"))} people={await peopleList()} />));

  route("POST", "/people", async (c) => {
    const live = c.get("live");
    const body = await c.req.parseBody();
    const role = text(body.role, 20);
    const viewer = viewerOf(live);
    if (!isRole(role)) return page(c, <PeoplePage viewer={viewer} people={await peopleList()} error="Choose a role for the person." />, 422);
    const outcome = await addPerson(accounts, { email: text(body.email, 300), role, now: now(), by: live.person.email, address: address(c) });
    if (!outcome.ok) return page(c, <PeoplePage viewer={viewer} people={await peopleList()} error={outcome.problem} />, 422);
    const invited = { email: outcome.person.email, link: setPasswordLink(ownOrigin(c), outcome.token) };
    return page(c, <PeoplePage viewer={viewer} people={await peopleList()} invited={invited} />);
  });

  route("POST", "/people/remove", async (c) => {
    const live = c.get("live");
    const email = normaliseEmail(text((await c.req.parseBody()).email, 300));
    const viewer = viewerOf(live);
    if (email === live.person.email)
      return page(c, <PeoplePage viewer={viewer} people={await peopleList()} error="You cannot remove yourself. Another owner can." />, 422);
    const outcome = await removePerson(accounts, { email, now: now(), by: live.person.email, address: address(c) });
    const people = await peopleList();
    if (!outcome.ok) return page(c, <PeoplePage viewer={viewer} people={people} error={outcome.problem} />, 422);
    return page(c, <PeoplePage viewer={viewer} people={people} notice={`${outcome.person.email} was removed and signed out everywhere.`} />);
  });

  route("POST", "/people/unlock", async (c) => {
    const live = c.get("live");
    const email = normaliseEmail(text((await c.req.parseBody()).email, 300));
    const person = await accounts.personByEmail(email);
    const viewer = viewerOf(live);
    if (!person) return page(c, <PeoplePage viewer={viewer} people={await peopleList()} error="There is no account with that email any more." />, 422);
    await throttle.unlock(person.email);
    await audit(c, live.person.email, "unlocked a person", person.email);
    return page(c, <PeoplePage viewer={viewer} people={await peopleList()} notice={`${person.email} can sign in again from every address.`} />);
  });

  route("GET", "/audit", async (c) => {
    const day = (value: string | undefined) => (/^\d{4}-\d{2}-\d{2}$/.test(value ?? "") && !Number.isNaN(Date.parse(value ?? "")) ? (value as string) : "");
    const filters: AuditFilters = {
      person: text(c.req.query("person"), 300),
      action: text(c.req.query("action"), 100),
      from: day(c.req.query("from")),
      to: day(c.req.query("to")),
    };
    const before = Number(c.req.query("before"));
    const paged = Number.isSafeInteger(before) && before > 0;
    // One line more than a page says whether there are older ones.
    const lines = await accounts.auditLog({
      limit: AUDIT_PAGE_SIZE + 1,
      before: paged ? before : undefined,
      actor: filters.person || undefined,
      action: filters.action || undefined,
      from: filters.from ? officeDayStart(filters.from) : undefined,
      until: filters.to ? officeDayStart(addDays(filters.to, 1)) : undefined,
    });
    const entries = lines.slice(0, AUDIT_PAGE_SIZE);
    const older = lines.length > AUDIT_PAGE_SIZE ? entries.at(-1)?.id : undefined;
    const people = [...(await accounts.listPeople()).map((person) => person.email), UNKNOWN_EMAIL];
    const choices = { people, actions: await accounts.auditActions() };
    return page(c, <AuditPage viewer={viewerOf(c.get("live"))} entries={entries} filters={filters} choices={choices} older={older} paged={paged} />);
  });

  const accountPage = async (
    c: Context<AdminEnv>,
    extra: { error?: string; notice?: string; secret?: string; hasTotp?: boolean } = {},
    status: 200 | 422 | 429 = 200,
  ) => {
    const { person } = c.get("live");
    const hasTotp = extra.hasTotp ?? person.has_totp;
    const secret = extra.secret ?? newTotpSecret();
    const required = require2fa && person.role === "owner" && !hasTotp;
    const uri = totpUri(secret, person.email);
    return page(
      c,
      <AccountPage
        viewer={viewerOf(c.get("live"))}
        hasTotp={hasTotp}
        setup={hasTotp ? undefined : { secret, uri, qr: await qrSvg(uri) }}
        error={extra.error}
        notice={extra.notice}
        required={required}
      />,
      status,
    );
  };

  route("GET", "/account", (c) => accountPage(c));

  /**
   * Every second-factor code typed on the account page counts as a sign-in's does: held off after
   * too many wrong ones (a stolen session could otherwise try a thousand a second), each wrong one logged.
   */
  const codeRefused = async (c: Context<AdminEnv>, code: string, secret: string, doing: string, extra: { secret?: string } = {}) => {
    const { person } = c.get("live");
    const from = forwarded.clientAddress(c);
    const wait = await throttle.wait(person.email, from);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      return accountPage(c, { ...extra, error: tryAgainIn(wait) }, 429);
    }
    if (totpMatches(secret, code, now())) return undefined;
    await throttle.failed(person.email, from);
    await audit(c, person.email, "wrong second-factor code", doing);
    return "wrong";
  };

  /**
   * Changing how one signs in asks for the current password again, as signing in does, throttled
   * and logged the same way: a session taken from an unlocked computer or a stolen cookie carries
   * no password, and a recent sign-in would not tell the thief's fresh session from the person's.
   * The Response refuses the change (`refuse` draws the page with the error); undefined lets it go on.
   */
  const passwordRefused = async (
    c: Context<AdminEnv>,
    password: string,
    doing: string,
    refuse: (error: string, status: 422 | 429) => Promise<Response> | Response,
  ) => {
    const { person } = c.get("live");
    const from = forwarded.clientAddress(c);
    const wait = await throttle.wait(person.email, from);
    if (wait !== undefined) {
      c.header("Retry-After", String(wait));
      return refuse(tryAgainIn(wait), 429);
    }
    const matches = await unlessBusy(verifyPassword(password, person.password_hash));
    if (matches === REFUSED) return busy(c, 1);
    if (matches) return undefined;
    await throttle.failed(person.email, from);
    await audit(c, person.email, "wrong password", doing);
    return refuse(NOT_YOUR_PASSWORD, 422);
  };

  const passwordPage = (c: Context<AdminEnv>, error?: string, status: 200 | 422 | 429 = 200) =>
    page(c, <ChangePasswordPage viewer={viewerOf(c.get("live"))} error={error} />, status);

  route("GET", "/account/password", (c) => passwordPage(c));

  route("POST", "/account/password", async (c) => {
    const live = c.get("live");
    const body = await c.req.parseBody();
    const password = text(body.password, MAX_PASSWORD_LENGTH + 1);
    const problem = passwordProblem(password, live.person.email) ?? (password === text(body.again, MAX_PASSWORD_LENGTH + 1) ? undefined : NOT_THE_SAME);
    const refused = await passwordRefused(c, text(body.current, MAX_PASSWORD_LENGTH + 1), "changing the password", (error, status) =>
      passwordPage(c, error, status),
    );
    if (refused) return refused;
    if (problem) return passwordPage(c, problem, 422);
    const hash = await unlessBusy(hashPassword(password));
    if (hash === REFUSED) return busy(c, 1);
    await accounts.changePassword(live.person.id, hash, live.tokenHash);
    await audit(c, live.person.email, "changed their password", "signed out everywhere else");
    return accountPage(c, { notice: "Your password is changed. Anyone signed in as you on another computer or phone has been signed out." });
  });

  route("POST", "/account/totp", async (c) => {
    const { person } = c.get("live");
    const body = await c.req.parseBody();
    const secret = text(body.secret, 64);
    if (person.has_totp) return accountPage(c, { notice: "Your second factor is already on." });
    if (!/^[A-Z2-7]{32}$/.test(secret)) return accountPage(c, { error: "The setup key was damaged on the way. Start again with the new key below." }, 422);
    const wrongPassword = await passwordRefused(c, text(body.current, MAX_PASSWORD_LENGTH + 1), "turning on the second factor", (error, status) =>
      accountPage(c, { secret, error }, status),
    );
    if (wrongPassword) return wrongPassword;
    const refused = await codeRefused(c, text(body.code, 20), secret, "turning it on", { secret });
    if (refused instanceof Response) return refused;
    if (refused)
      return accountPage(c, { secret, error: "That code does not match. Check that the app has the key below, then type the code it shows now." }, 422);
    await accounts.setTotpSecret(person.id, secret);
    await audit(c, person.email, "turned on the second factor");
    return accountPage(c, { hasTotp: true, notice: "Your second factor is on. Next time you sign in, have your phone ready." });
  });

  route("POST", "/account/totp/off", async (c) => {
    const { person } = c.get("live");
    if (!person.totp_secret) return accountPage(c);
    if (require2fa && person.role === "owner") return accountPage(c, { error: "Owners must keep a second factor here; it cannot be turned off." }, 422);
    const body = await c.req.parseBody();
    const wrongPassword = await passwordRefused(c, text(body.current, MAX_PASSWORD_LENGTH + 1), "turning off the second factor", (error, status) =>
      accountPage(c, { error }, status),
    );
    if (wrongPassword) return wrongPassword;
    const refused = await codeRefused(c, text(body.code, 20), person.totp_secret, "turning it off");
    if (refused instanceof Response) return refused;
    if (refused) return accountPage(c, { error: "That code does not match, so the second factor is still on. Type the code your app shows now." }, 422);
    await accounts.setTotpSecret(person.id, null);
    await audit(c, person.email, "turned off the second factor");
    return accountPage(c, { hasTotp: false, notice: "Your second factor is off." });
  });

  for (const area of options.areas ?? []) area({ route, accounts, now, audit, page, siteIsDemo: () => options.siteIsDemo?.() });
  return app;
}
