/**
 * The back office through its routes, as a browser uses it, on SQLite and on a real PostgreSQL
 * (skipped, with the reason, when none can be started). The clock is the test's: sessions and
 * links expire by moving it, never by waiting.
 */
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { describe, expect, it, type TestContext } from "vitest";
import { ACCESS, createAdminApp } from "../../src/admin/admin-app.tsx";
import type { AuditEntry } from "../../src/storage/account-store.ts";
import { addPerson } from "../../src/admin/people.ts";
import { ROLES, type Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { DEFAULT_THROTTLE } from "../../src/admin/throttle.ts";
import { newTotpSecret, totpCode } from "../../src/admin/totp.ts";
import { createApp } from "../../src/server/app.ts";
import { TrustedProxies } from "../../src/server/client-address.ts";
import { adminHarness, Browser, ORIGIN, readable, type AdminHarness, hashedPassword, PASSWORD } from "./admin-client.ts";
import { FIXTURE_SITE, tempDir } from "./server-process.ts";
import { freshStores } from "./fresh-stores.ts";

const STORES = freshStores({ sameThread: true });

/** The office's day (Sydney's, the fixture's zone) an instant falls on, as YYYY-MM-DD. */
const officeDay = (at: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(at));

/** A person with a password, made as the command and the link would make them. */
async function person(h: AdminHarness, email: string, role: Role): Promise<void> {
  const added = await addPerson(h.accounts, { email, role, now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
}

async function signedIn(h: AdminHarness, email: string): Promise<Browser> {
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  const answer = await browser.post("/admin/sign-in", { email, password: PASSWORD });
  expect(answer.status, readable(answer.html)).toBe(303);
  await browser.get("/admin");
  return browser;
}

for (const [name, open] of Object.entries(STORES)) {
  describe(`the back office on ${name}`, () => {
    const withApp = async (ctx: TestContext, test: (h: AdminHarness) => Promise<void>, options?: Parameters<typeof adminHarness>[1]) => {
      const { store, done } = await open(ctx);
      try {
        await test(adminHarness(store, options));
      } finally {
        await done();
      }
    };

    it("every route but the sign-in pages answers 401 to nobody and 403 to a role it is not for, and is listed in ACCESS", (ctx) =>
      withApp(ctx, async (h) => {
        const routes = [...new Set(h.app.routes.filter((r) => r.path.startsWith("/admin") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];
        expect(routes.sort()).toEqual(Object.keys(ACCESS).sort());
        const browsers = new Map<Role, Browser>();
        for (const role of ROLES) {
          await person(h, `${role}@example.com`, role);
          browsers.set(role, await signedIn(h, `${role}@example.com`));
        }
        const guarded = routes.filter((route) => ACCESS[route] !== "public");
        expect(guarded.length).toBeGreaterThan(0);
        for (const route of guarded) {
          const [method = "", path = ""] = route.split(" ");
          const anonymous = await h.app.request(`${ORIGIN}${path}`, {
            method,
            headers: method === "POST" ? { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" } : {},
            body: method === "POST" ? "" : undefined,
          });
          expect(anonymous.status, `${route} for nobody`).toBe(401);
          expect(anonymous.headers.get("cache-control"), route).toBe("no-store");
          const allowed = ACCESS[route] as readonly Role[];
          for (const role of ROLES.filter((r) => !allowed.includes(r))) {
            const browser = browsers.get(role) as Browser;
            const answer = method === "POST" ? await browser.post(path, {}) : await browser.get(path);
            expect(answer.status, `${route} for ${role}`).toBe(403);
          }
        }
        // Not even the answer for an address the back office does not have is kept.
        expect((await h.app.request(`${ORIGIN}/admin/no-such-page`)).headers.get("cache-control")).toBe("no-store");
        // A browser asking for a page is sent to sign in instead.
        const page = await new Browser(h.app).get("/admin/people");
        expect(page.status).toBe(303);
        expect(page.headers.get("location")).toBe("/admin/sign-in");
      }));

    it("every back-office answer, the sign-in page and not-found answers included, is under its strict policy: scripts from the site alone, nothing third-party", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const answers: [string, Response][] = [];
        const stranger = new Browser(h.app);
        answers.push(["GET /admin/sign-in for nobody", await stranger.get("/admin/sign-in")]);
        answers.push(["POST /admin/sign-in for nobody", await stranger.post("/admin/sign-in", { email: "ann@example.com", password: "not the password" })]);
        answers.push(["GET /admin/no-such-page", await stranger.get("/admin/no-such-page")]);
        const owner = await signedIn(h, "ann@example.com");
        for (const route of Object.keys(ACCESS)) {
          const [method = "", pattern = ""] = route.split(" ");
          const path = pattern.replace(/:\w+/g, "1");
          answers.push([route, method === "POST" ? await owner.post(path, {}) : await owner.get(path)]);
        }
        for (const [route, answer] of answers) {
          const policy = answer.headers.get("content-security-policy") ?? "";
          const directives = new Map(
            policy
              .split(";")
              .map((directive) => directive.trim().split(/\s+/) as [string, ...string[]])
              .map(([name, ...sources]) => [name, sources]),
          );
          expect(directives.get("script-src"), `${route}: ${policy}`).toEqual(["'self'"]);
          expect(policy, route).not.toMatch(/https?:|\*/);
        }
      }));

    it("the first visit says how to make the first account; the command's link sets a password once; the owner signs in, invites an editor and signs out", (ctx) =>
      withApp(ctx, async (h) => {
        const browser = new Browser(h.app);
        const first = await browser.get("/admin");
        expect(readable(first.html)).toContain("npm run admin -- add-user");
        const added = await addPerson(h.accounts, { email: "Owner@Example.com", role: "owner", now: h.clock.now, by: null, address: null });
        if (!added.ok) throw new Error(added.problem);
        const link = `/admin/set-password?token=${added.token}`;
        expect(readable((await browser.get(link)).html)).toContain("owner@example.com");
        const short = await browser.post("/admin/set-password", { token: added.token, password: "too short", again: "too short" });
        expect(short.status).toBe(422);
        expect(readable(short.html)).toContain("at least 12 characters");
        const common = await browser.post("/admin/set-password", { token: added.token, password: "passwordpassword", again: "passwordpassword" });
        expect(common.status).toBe(422);
        expect(readable(common.html)).toContain("too easy to guess");
        const saved = await browser.post("/admin/set-password", { token: added.token, password: PASSWORD, again: PASSWORD });
        expect(saved.headers.get("location")).toBe("/admin/sign-in?password=saved");
        expect((await browser.get(link)).status).toBe(410);
        expect((await browser.post("/admin/set-password", { token: added.token, password: "another passphrase", again: "another passphrase" })).status).toBe(
          410,
        );

        await browser.get("/admin/sign-in");
        const signIn = await browser.post("/admin/sign-in", { email: "OWNER@example.com", password: PASSWORD });
        expect(signIn.headers.get("location")).toBe("/admin");
        const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("westline_admin="));
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Strict/);
        expect(cookie).toMatch(/Path=\/admin/);
        expect(cookie).not.toMatch(/Secure/);
        const home = readable((await browser.get("/admin")).html);
        expect(home).toContain("owner@example.com");
        expect(home).toContain("Owner");

        const invited = await browser.post("/admin/people", { email: "ed@example.com", role: "editor" });
        const editorLink = /http:\/\/localhost\/admin\/set-password\?token=[\w-]+/.exec(readable(invited.html))?.[0];
        expect(editorLink).toBeDefined();
        const editor = new Browser(h.app);
        await editor.get((editorLink as string).slice(ORIGIN.length));
        await editor.post("/admin/set-password", { token: new URL(editorLink as string).searchParams.get("token") ?? "", password: PASSWORD, again: PASSWORD });
        const editorIn = await signedIn(h, "ed@example.com");
        expect(readable((await editorIn.get("/admin")).html)).toContain("Editor");

        const out = await browser.post("/admin/sign-out", {});
        expect(out.headers.get("location")).toBe("/admin/sign-in");
        expect((await browser.get("/admin/people", { page: false })).status).toBe(401);
        const log = (await h.accounts.auditLog(20)).map((e) => `${e.actor} ${e.action}`);
        expect(log).toEqual(
          expect.arrayContaining([
            "owner@example.com signed in",
            "owner@example.com added a person",
            "owner@example.com signed out",
            "owner@example.com set a password",
          ]),
        );
      }));

    it("an unknown email and a wrong password get the same answer, and both are in the activity log", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const browser = new Browser(h.app);
        await browser.get("/admin/sign-in");
        const wrong = await browser.post("/admin/sign-in", { email: "ann@example.com", password: "not the password" });
        const unknown = await browser.post("/admin/sign-in", { email: "nobody@example.com", password: "not the password" });
        expect(wrong.status).toBe(401);
        expect(unknown.status).toBe(401);
        const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
        expect(message(wrong.html)).toBeTruthy();
        expect(message(unknown.html)).toBe(message(wrong.html));
        const failed = (await h.accounts.auditLog(10)).filter((e) => e.action === "failed sign-in");
        expect(failed.map((e) => e.actor?.includes("ann@example.com"))).toEqual([false, true]);
        // An email no account has is anyone's text: the log names it by a short fingerprint, never as typed.
        const owner = await signedIn(h, "ann@example.com");
        for (const typed of ["nobody@example.com", "it-support-says-your-account-is-locked-call-0400-000-000@example.com"]) {
          expect((await browser.post("/admin/sign-in", { email: typed, password: "not the password" })).status).toBe(401);
          const log = readable((await owner.get("/admin/audit")).html);
          expect(log).not.toContain(typed.split("@")[0]);
        }
        // Every made-up email from one address in one hour is counted on one short line.
        const unknowns = (await h.accounts.auditLog(10)).filter((e) => e.action === "failed sign-in" && !e.actor?.includes("ann@"));
        expect(unknowns.map((e) => e.count)).toEqual([3]);
        expect(unknowns.every((e) => (e.actor ?? "").length <= 30)).toBe(true);
      }));

    it("209 failed sign-ins take a few lines of the activity log, and the intruder's sign-in after them is on its first page", (ctx) =>
      withApp(
        ctx,
        async (h) => {
          await person(h, "ann@example.com", "owner");
          await person(h, "bo@example.com", "editor");
          const owner = await signedIn(h, "ann@example.com");
          const addresses = ["203.0.113.7", "198.51.100.23"];
          const guessers = addresses.map((address) => new Browser(h.app, address));
          for (const guesser of guessers) await guesser.get("/admin/sign-in");
          // Most at a real account (a cheap check at the tests' stored cost), some at made-up emails carrying a message.
          const tries = Array.from({ length: 209 }, (_, i) => ({
            guesser: guessers[i % 2] as Browser,
            email: i % 25 === 0 ? `call-0400-000-${i}-it-support@example.com` : "bo@example.com",
          }));
          for (const { guesser, email } of tries) expect((await guesser.post("/admin/sign-in", { email, password: `guess ${email}` })).status).toBe(401);
          const intruder = guessers[0] as Browser;
          expect((await intruder.post("/admin/sign-in", { email: "bo@example.com", password: PASSWORD })).headers.get("location")).toBe("/admin");

          const page = readable((await owner.get("/admin/audit")).html);
          expect(page).toContain(`bo@example.com signed in ${addresses[0]}`);
          expect(page).not.toContain("it-support");
          const failed = (await h.accounts.auditLog(1000)).filter((entry) => entry.action === "failed sign-in");
          // One line per address and account tried (the made-up emails together) in the hour.
          expect(failed.length).toBe(addresses.length * 2);
          expect(failed.reduce((sum, entry) => sum + entry.count, 0)).toBe(tries.length);
          const fromFirst = tries.filter((t) => t.guesser === guessers[0] && t.email === "bo@example.com").length;
          expect(page).toContain(`bo@example.com failed sign-in: wrong password (${fromFirst} tries that hour) ${addresses[0]}`);

          // The next hour starts a line of its own.
          h.clock.advance(60);
          await intruder.post("/admin/sign-out", {});
          await intruder.get("/admin/sign-in");
          await intruder.post("/admin/sign-in", { email: "bo@example.com", password: "one more guess" });
          expect((await h.accounts.auditLog(1000)).filter((entry) => entry.action === "failed sign-in").length).toBe(addresses.length * 2 + 1);
        },
        { throttle: { accountBurst: 500, accountEveryMinutes: 1, addressBurst: 500, addressEveryMinutes: 1, everyoneBurst: 500, everyonePerMinute: 500 } },
      ));

    it("the activity log pages back to its first line, and finds lines by person, action and date", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const owner = await signedIn(h, "ann@example.com");
        const start = h.clock.now.getTime();
        // 130 lines over three days, one person's among them.
        for (let i = 0; i < 130; i++) {
          const at = new Date(start - (130 - i) * 30 * 60_000).toISOString();
          await h.accounts.audit({
            at,
            actor: i % 10 === 0 ? "cy@example.com" : "bo@example.com",
            action: i % 2 ? "lead viewed" : "signed in",
            detail: `line ${i}`,
            address: null,
          });
        }
        const all = await h.accounts.auditLog(1000);
        const linesOf = (html: string) => [...readable(html).matchAll(/line (\d+)/g)].map((match) => Number(match[1]));
        const seen: number[] = [];
        let href: string | undefined = "/admin/audit";
        for (let pages = 0; href && pages < 10; pages++) {
          const answer = await owner.get(href);
          expect(answer.status).toBe(200);
          seen.push(...linesOf(answer.html));
          href = /<a href="([^"]+)">Older events<\/a>/.exec(answer.html)?.[1]?.replaceAll("&amp;", "&");
        }
        const expected = all.flatMap((entry) => (/^line \d+$/.test(entry.detail ?? "") ? [Number(entry.detail?.slice(5))] : []));
        expect(seen).toEqual(expected);

        const cy = linesOf((await owner.get("/admin/audit?person=cy%40example.com")).html);
        expect(cy.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i * 10));
        const viewed = linesOf((await owner.get("/admin/audit?action=lead+viewed&person=cy%40example.com")).html);
        expect(viewed).toEqual([]);
        const byDay = (entry: AuditEntry) => officeDay(entry.at);
        const firstDay = byDay(all.at(-1) as AuditEntry);
        const thatDay = linesOf((await owner.get(`/admin/audit?from=${firstDay}&to=${firstDay}`)).html);
        expect(thatDay.sort((a, b) => a - b)).toEqual(
          all
            .filter((entry) => /^line \d+$/.test(entry.detail ?? "") && byDay(entry) === firstDay)
            .map((entry) => Number(entry.detail?.replace("line ", "")))
            .sort((a, b) => a - b),
        );
        expect(thatDay.length).toBeGreaterThan(0);
        expect(thatDay.length).toBeLessThan(130);
      }));

    it("a link unused for 24 hours no longer works", (ctx) =>
      withApp(ctx, async (h) => {
        const added = await addPerson(h.accounts, { email: "late@example.com", role: "leads", now: h.clock.now, by: null, address: null });
        if (!added.ok) throw new Error(added.problem);
        const browser = new Browser(h.app);
        h.clock.advance(24 * 60 - 1);
        expect((await browser.get(`/admin/set-password?token=${added.token}`)).status).toBe(200);
        h.clock.advance(1);
        expect((await browser.post("/admin/set-password", { token: added.token, password: PASSWORD, again: PASSWORD })).status).toBe(410);
        expect((await browser.get(`/admin/set-password?token=${added.token}`)).status).toBe(410);
      }));

    it("sign-in is throttled per account, saying when to try again, and allowed again then", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const browser = new Browser(h.app);
        await browser.get("/admin/sign-in");
        for (let i = 0; i < 5; i++) expect((await browser.post("/admin/sign-in", { email: "ann@example.com", password: `guess ${i} guess` })).status).toBe(401);
        const refused = await browser.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD });
        expect(refused.status).toBe(429);
        expect(readable(refused.html)).toContain("Try again in 5 minutes");
        expect(refused.headers.get("retry-after")).toBe("300");
        // Refused tries cost the sender nothing, so they add nothing to the database either.
        const logged = (await h.accounts.auditLog(1000)).length;
        for (let i = 0; i < 3; i++) expect((await browser.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).status).toBe(429);
        expect((await h.accounts.auditLog(1000)).length).toBe(logged);
        // Another account from the same address is not held up by ann's.
        await person(h, "bo@example.com", "editor");
        expect((await browser.post("/admin/sign-in", { email: "bo@example.com", password: PASSWORD })).status).toBe(303);
        h.clock.advance(5);
        expect((await new Browser(h.app).get("/admin/sign-in")).status).toBe(200);
        expect((await browser.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).status).toBe(303);
      }));

    it("failed sign-ins are counted in the database: another instance on it, or this one restarted, holds the guesser off too, and the person still gets in from elsewhere", async (ctx) => {
      const { store, done } = await open(ctx);
      try {
        const first = adminHarness(store);
        await person(first, "ann@example.com", "owner");
        const guesser = new Browser(first.app, "203.0.113.7");
        await guesser.get("/admin/sign-in");
        for (let i = 0; i < DEFAULT_THROTTLE.accountBurst; i++)
          expect((await guesser.post("/admin/sign-in", { email: "ann@example.com", password: `guess ${i} guess` })).status).toBe(401);
        // A second app on the same database: another instance, or the first one after a restart (nothing of the first's memory).
        const second = adminHarness(store);
        const sameGuesser = new Browser(second.app, "203.0.113.7");
        await sameGuesser.get("/admin/sign-in");
        const refused = await sameGuesser.post("/admin/sign-in", { email: "ann@example.com", password: "one more guess here" });
        expect(refused.status).toBe(429);
        expect(readable(refused.html)).toContain("Try again in");
        const ann = new Browser(second.app, "198.51.100.20");
        await ann.get("/admin/sign-in");
        expect((await ann.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).status).toBe(303);
      } finally {
        await done();
      }
    });

    it("sign-in is throttled per address too, whichever accounts are tried", (ctx) =>
      withApp(
        ctx,
        async (h) => {
          const browser = new Browser(h.app);
          await browser.get("/admin/sign-in");
          for (let i = 0; i < 3; i++) expect((await browser.post("/admin/sign-in", { email: `guess${i}@example.com`, password: PASSWORD })).status).toBe(401);
          const refused = await browser.post("/admin/sign-in", { email: "another@example.com", password: PASSWORD });
          expect(refused.status).toBe(429);
          expect(readable(refused.html)).toContain("Try again in 1 minute");
        },
        { throttle: { accountBurst: 5, accountEveryMinutes: 5, addressBurst: 3, addressEveryMinutes: 1 } },
      ));

    it("only failures are charged, and a guesser holds up their own address alone: the right password and code get in from another; an owner can unlock the person", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        await person(h, "bo@example.com", "owner");
        const ann = await h.accounts.personByEmail("ann@example.com");
        const secret = newTotpSecret();
        await h.accounts.setTotpSecret(ann?.id ?? -1, secret);

        // Signing in right, again and again, is never held up.
        const bo = new Browser(h.app, "198.51.100.8");
        await bo.get("/admin/sign-in");
        for (let i = 0; i < DEFAULT_THROTTLE.accountBurst + 3; i++) {
          expect((await bo.post("/admin/sign-in", { email: "bo@example.com", password: PASSWORD })).status, `sign-in ${i + 1}`).toBe(303);
          await bo.get("/admin");
          await bo.post("/admin/sign-out", {});
          await bo.get("/admin/sign-in");
        }

        const attacker = new Browser(h.app, "203.0.113.9");
        await attacker.get("/admin/sign-in");
        const statuses = [];
        for (let i = 0; i < 10; i++) statuses.push((await attacker.post("/admin/sign-in", { email: "ann@example.com", password: `guess ${i} guess` })).status);
        expect(statuses.at(-1)).toBe(429);
        expect((await attacker.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).status).toBe(429);

        const owner = new Browser(h.app, "198.51.100.7");
        await owner.get("/admin/sign-in");
        const password = await owner.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD });
        expect(password.headers.get("location"), readable(password.html)).toBe("/admin/sign-in/code");
        await owner.get("/admin/sign-in/code");
        const code = await owner.post("/admin/sign-in/code", { code: totpCode(secret, h.clock.now) });
        expect(code.headers.get("location"), readable(code.html)).toBe("/admin");

        // Another owner sees that ann is held off somewhere, and unlocks her: the guesser's address may try again.
        await bo.post("/admin/sign-in", { email: "bo@example.com", password: PASSWORD });
        const people = readable((await bo.get("/admin/people")).html);
        expect(people).toContain("Held off after too many failed sign-ins");
        const unlocked = await bo.post("/admin/people/unlock", { email: "ann@example.com" });
        expect(readable(unlocked.html)).toContain("ann@example.com can sign in again from every address.");
        expect(readable(unlocked.html)).not.toContain("Held off after too many failed sign-ins");
        expect((await attacker.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).headers.get("location")).toBe("/admin/sign-in/code");
        expect((await h.accounts.auditLog(5)).map((e) => `${e.actor} ${e.action} ${e.detail}`)).toContain("bo@example.com unlocked a person ann@example.com");
      }));

    it("codes typed to turn the second factor off are held off after too many wrong ones, and each wrong one is logged", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const ann = await h.accounts.personByEmail("ann@example.com");
        const secret = newTotpSecret();
        await h.accounts.setTotpSecret(ann?.id ?? -1, secret);
        const browser = new Browser(h.app, "198.51.100.9");
        await browser.get("/admin/sign-in");
        await browser.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD });
        await browser.get("/admin/sign-in/code");
        expect((await browser.post("/admin/sign-in/code", { code: totpCode(secret, h.clock.now) })).headers.get("location")).toBe("/admin");
        await browser.get("/admin/account");
        const right = totpCode(secret, h.clock.now);
        const wrong = right === "000000" ? "111111" : "000000";
        const statuses = [];
        for (let i = 0; i < DEFAULT_THROTTLE.accountBurst + 2; i++)
          statuses.push((await browser.post("/admin/account/totp/off", { current: PASSWORD, code: wrong })).status);
        expect(statuses.slice(0, DEFAULT_THROTTLE.accountBurst)).toEqual(Array(DEFAULT_THROTTLE.accountBurst).fill(422));
        expect(statuses.slice(DEFAULT_THROTTLE.accountBurst)).toEqual([429, 429]);
        // Held off, the right code does nothing either: the second factor stays on.
        expect((await browser.post("/admin/account/totp/off", { current: PASSWORD, code: right })).status).toBe(429);
        expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(true);
        const logged = (await h.accounts.auditLog(50)).filter((entry) => entry.action === "wrong second-factor code");
        expect(logged.map((entry) => entry.detail)).toEqual(Array(DEFAULT_THROTTLE.accountBurst).fill("turning it off"));
      }));

    it("turning the second factor on or off asks for the current password again; a wrong one changes nothing, is logged and counts as a failed sign-in", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "editor");
        const browser = await signedIn(h, "ann@example.com");
        const page = await browser.get("/admin/account");
        expect(readable(page.html)).toContain("Your current password");
        const secret = /name="secret" value="([A-Z2-7]{32})"/.exec(page.html)?.[1] ?? "";
        const code = () => totpCode(secret, h.clock.now);
        for (const current of ["not my password at all", ""]) {
          const refused = await browser.post("/admin/account/totp", { secret, current, code: code() });
          expect(refused.status).toBe(422);
          expect(readable(refused.html)).toContain("not your current password, so nothing was changed");
        }
        expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(false);
        expect((await browser.post("/admin/account/totp", { secret, current: PASSWORD, code: code() })).status).toBe(200);
        expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(true);

        h.clock.advance(1);
        expect((await browser.post("/admin/account/totp/off", { current: "not my password at all", code: code() })).status).toBe(422);
        expect((await browser.post("/admin/account/totp/off", { code: code() })).status).toBe(422);
        expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(true);
        const off = await browser.post("/admin/account/totp/off", { current: PASSWORD, code: code() });
        expect(readable(off.html)).toContain("Your second factor is off");
        expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(false);
        const wrong = (await h.accounts.auditLog(50)).filter((entry) => entry.action === "wrong password").map((entry) => `${entry.actor} ${entry.detail}`);
        expect(wrong.sort()).toEqual([
          ...Array(2).fill("ann@example.com turning off the second factor"),
          ...Array(2).fill("ann@example.com turning on the second factor"),
        ]);
        // They count as failed sign-ins do: after the burst, even the right password waits.
        const more = DEFAULT_THROTTLE.accountBurst - wrong.length;
        for (let i = 0; i < more; i++) expect((await browser.post("/admin/account/totp", { secret, current: "wrong again", code: code() })).status).toBe(422);
        const held = await browser.post("/admin/account/totp", { secret, current: PASSWORD, code: code() });
        expect(held.status).toBe(429);
        expect(readable(held.html)).toMatch(/Try again in/);
      }));

    it("a person changes their own password from Your account: the current one is asked for, the new one meets the rules, and their other sessions end", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "editor");
        const here = await signedIn(h, "ann@example.com");
        const elsewhere = await signedIn(h, "ann@example.com");
        const account = await here.get("/admin/account");
        expect(account.html).toContain('href="/admin/account/password"');
        const form = await here.get("/admin/account/password");
        expect(readable(form.html)).toContain("Change your password");
        const fresh = "trombone kettle saucepan";
        const tries = [
          [{ current: "not my password at all", password: fresh, again: fresh }, "not your current password, so nothing was changed"],
          [{ current: PASSWORD, password: "passwordpassword", again: "passwordpassword" }, "too easy to guess"],
          [{ current: PASSWORD, password: "short", again: "short" }, "at least 12 characters"],
          [{ current: PASSWORD, password: fresh, again: `${fresh}s` }, "not the same"],
        ] as const;
        for (const [fields, message] of tries) {
          const refused = await here.post("/admin/account/password", fields);
          expect(refused.status, message).toBe(422);
          expect(readable(refused.html)).toContain(message);
        }
        expect((await elsewhere.get("/admin/people", { page: false })).status).toBe(403);

        const changed = await here.post("/admin/account/password", { current: PASSWORD, password: fresh, again: fresh });
        expect(changed.status).toBe(200);
        expect(readable(changed.html)).toContain("Your password is changed");
        expect((await here.get("/admin/account")).status).toBe(200);
        expect((await elsewhere.get("/admin/account", { page: false })).status).toBe(401);
        const old = new Browser(h.app);
        await old.get("/admin/sign-in");
        expect((await old.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD })).status).toBe(401);
        expect((await old.post("/admin/sign-in", { email: "ann@example.com", password: fresh })).headers.get("location")).toBe("/admin");
        const log = (await h.accounts.auditLog(50)).map((entry) => `${entry.actor} ${entry.action}`);
        expect(log).toContain("ann@example.com changed their password");
        expect(log).toContain("ann@example.com wrong password");
      }));

    it("a post from another origin, or without its form's token, changes nothing", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        const owner = await signedIn(h, "ann@example.com");
        await owner.get("/admin/people");
        expect((await owner.post("/admin/people", { email: "x@example.com", role: "owner" }, { origin: "https://evil.example" })).status).toBe(403);
        expect((await owner.post("/admin/people", { email: "y@example.com", role: "owner" }, { withToken: false })).status).toBe(403);
        expect((await owner.post("/admin/people", { email: "z@example.com", role: "owner", form_token: "forged" }, { withToken: false })).status).toBe(403);
        expect((await h.accounts.listPeople()).map((p) => p.email)).toEqual(["ann@example.com"]);
        // The sign-in form too: without its cookie's token, nothing happens.
        const stranger = new Browser(h.app);
        expect(
          (await stranger.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD, form_token: "forged" }, { withToken: false })).status,
        ).toBe(403);
      }));

    it("a session ends after 30 idle minutes, after 12 hours however busy, and when its person is removed", (ctx) =>
      withApp(ctx, async (h) => {
        await person(h, "ann@example.com", "owner");
        await person(h, "cy@example.com", "leads");
        const idle = await signedIn(h, "ann@example.com");
        h.clock.advance(29);
        expect((await idle.get("/admin/people")).status).toBe(200);
        h.clock.advance(30);
        expect((await idle.get("/admin/people", { page: false })).status).toBe(401);

        const busy = await signedIn(h, "ann@example.com");
        for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
          h.clock.advance(25);
          expect((await busy.get("/admin/account")).status, `after ${minutes} minutes`).toBe(200);
        }
        h.clock.advance(12 * 60 - Math.floor((12 * 60 - 1) / 25) * 25);
        expect((await busy.get("/admin/account", { page: false })).status).toBe(401);

        const owner = await signedIn(h, "ann@example.com");
        const cy = await signedIn(h, "cy@example.com");
        expect((await cy.get("/admin/account")).status).toBe(200);
        await owner.get("/admin/people");
        expect((await owner.post("/admin/people/remove", { email: "cy@example.com" })).status).toBe(200);
        expect((await cy.get("/admin/account", { page: false })).status).toBe(401);
      }));

    it("with a second factor on, sign-in asks for the app's code; ADMIN_REQUIRE_2FA sends an owner without one to set it up first", (ctx) =>
      withApp(
        ctx,
        async (h) => {
          await person(h, "ann@example.com", "owner");
          const owner = await signedIn(h, "ann@example.com");
          const away = await owner.get("/admin/people");
          expect(away.status).toBe(303);
          expect(away.headers.get("location")).toBe("/admin/account");
          const account = await owner.get("/admin/account");
          const secret = /<code class="code">([A-Z2-7]{32})<\/code>/.exec(account.html)?.[1] as string;
          expect(readable(account.html)).toContain("otpauth://totp/");
          expect(
            (await owner.post("/admin/account/totp", { secret, current: PASSWORD, code: "000000" === totpCode(secret, h.clock.now) ? "111111" : "000000" }))
              .status,
          ).toBe(422);
          expect((await h.accounts.personByEmail("ann@example.com"))?.has_totp).toBe(false);
          expect((await owner.post("/admin/account/totp", { secret, current: PASSWORD, code: totpCode(secret, h.clock.now) })).status).toBe(200);
          expect((await owner.get("/admin/people")).status).toBe(200);
          await owner.post("/admin/sign-out", {});

          const again = new Browser(h.app);
          await again.get("/admin/sign-in");
          const password = await again.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD });
          expect(password.headers.get("location")).toBe("/admin/sign-in/code");
          expect((await again.get("/admin/people", { page: false })).status).toBe(401);
          await again.get("/admin/sign-in/code");
          h.clock.advance(2);
          expect((await again.post("/admin/sign-in/code", { code: totpCode(secret, new Date(h.clock.now.getTime() - 10 * 60_000)) })).status).toBe(401);
          const code = await again.post("/admin/sign-in/code", { code: totpCode(secret, h.clock.now) });
          expect(code.headers.get("location")).toBe("/admin");
          expect((await again.get("/admin/people")).status).toBe(200);

          // A code works once: seen over a shoulder, it cannot be typed again.
          const onlooker = new Browser(h.app);
          await onlooker.get("/admin/sign-in");
          await onlooker.post("/admin/sign-in", { email: "ann@example.com", password: PASSWORD });
          await onlooker.get("/admin/sign-in/code");
          const replayed = await onlooker.post("/admin/sign-in/code", { code: totpCode(secret, h.clock.now) });
          expect(replayed.status).toBe(401);
          expect(readable(replayed.html)).toContain("used already");
          h.clock.advance(0.5);
          expect((await onlooker.post("/admin/sign-in/code", { code: totpCode(secret, h.clock.now) })).headers.get("location")).toBe("/admin");
        },
        // Enough tries for the whole story; throttling has its own tests.
        { require2fa: true, throttle: { accountBurst: 20, accountEveryMinutes: 5, addressBurst: 20, addressEveryMinutes: 1 } },
      ));
  });
}

describe("the back office's cookies", () => {
  it("are Secure when the request came over TLS", async () => {
    const dir = tempDir();
    const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { sameThread: true });
    try {
      const h = adminHarness(store);
      await person(h, "ann@example.com", "owner");
      const response = await h.app.request("https://localhost/admin/sign-in", { headers: { accept: "text/html" } });
      expect(response.headers.getSetCookie().join("\n")).toMatch(/westline_admin_form=[^;]+;.*Secure/);
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      await store.close();
      dir.remove();
    }
  });
});

describe("a new area of the back office", () => {
  it("cannot add a route without saying in ACCESS who may use it", async () => {
    const dir = tempDir();
    const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { sameThread: true });
    try {
      const accounts = store.accounts();
      const withArea = () =>
        createApp({
          root: FIXTURE_SITE,
          backOffice: createAdminApp,
          admin: {
            accounts,
            throttles: store.throttles(),
            trustedProxies: new TrustedProxies([]),
            areas: [(kit) => kit.route("GET", "/unlisted", (c) => c.text("hidden"))],
          },
        });
      expect(withArea).toThrow("GET /admin/unlisted is not listed in ACCESS (src/admin/admin-app.tsx): say who may use it.");
    } finally {
      await store.close();
      dir.remove();
    }
  });
});
