/**
 * The back office's accounts, links, sessions and activity log give the same answers on both
 * stores: an SQLite file (through the database thread, as the server runs it) and a real
 * PostgreSQL (skipped, with the reason, when none can be started).
 */
import { describe, expect, it, type TestContext } from "vitest";
import type { AccountStore } from "../../src/storage/account-store.ts";
import { hashToken, randomToken } from "../../src/admin/tokens.ts";
import { freshStores } from "./fresh-stores.ts";

const STORES = freshStores();

const LIMITS = { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 9, 0) + minutes * 60_000);

for (const [name, open] of Object.entries(STORES)) {
  describe(`accounts in ${name}`, () => {
    const withStore = async (ctx: TestContext, test: (accounts: AccountStore) => Promise<void>) => {
      const { store, done } = await open(ctx);
      try {
        await test(store.accounts());
      } finally {
        await done();
      }
    };

    it("keep one account per address however it is typed, and give a removed person's address back", (ctx) =>
      withStore(ctx, async (accounts) => {
        const ann = await accounts.addPerson("ann@example.com", "owner", at(0));
        expect(ann).toMatchObject({ email: "ann@example.com", role: "owner", has_password: false, has_totp: false });
        expect(await accounts.addPerson("ANN@Example.com", "editor", at(1))).toBeUndefined();
        expect((await accounts.personByEmail("Ann@EXAMPLE.com"))?.id).toBe(ann?.id);
        expect(await accounts.countPeople()).toBe(1);
        expect(await accounts.removePerson(ann!.id, at(2))).toBe(true);
        expect(await accounts.personByEmail("ann@example.com")).toBeUndefined();
        expect(await accounts.countPeople()).toBe(0);
        const again = await accounts.addPerson("ann@example.com", "leads", at(3));
        expect(again).toMatchObject({ role: "leads", has_password: false });
        expect((await accounts.listPeople()).map((p) => p.email)).toEqual(["ann@example.com"]);
      }));

    it("use a set-password link once, and not after it expires", (ctx) =>
      withStore(ctx, async (accounts) => {
        const bo = (await accounts.addPerson("bo@example.com", "editor", at(0)))!;
        const token = randomToken();
        await accounts.addPasswordToken(bo.id, hashToken(token), at(0), at(24 * 60));
        expect((await accounts.passwordTokenPerson(hashToken(token), at(10)))?.email).toBe("bo@example.com");
        expect(await accounts.passwordTokenPerson(token, at(10))).toBeUndefined();
        expect(await accounts.usePasswordToken(hashToken(token), "scrypt$hash", at(10))).toMatchObject({ email: "bo@example.com", has_password: true });
        expect(await accounts.usePasswordToken(hashToken(token), "scrypt$other", at(11))).toBeUndefined();
        expect((await accounts.personById(bo.id))?.password_hash).toBe("scrypt$hash");

        const late = randomToken();
        await accounts.addPasswordToken(bo.id, hashToken(late), at(0), at(24 * 60));
        expect(await accounts.usePasswordToken(hashToken(late), "scrypt$late", at(24 * 60))).toBeUndefined();
        expect((await accounts.personById(bo.id))?.password_hash).toBe("scrypt$hash");
      }));

    it("end a session idle for 30 minutes, any session after 12 hours, and every session of a removed person", (ctx) =>
      withStore(ctx, async (accounts) => {
        const cy = (await accounts.addPerson("cy@example.com", "leads", at(0)))!;
        const idle = hashToken(randomToken());
        await accounts.addSession(idle, cy.id, "full", "form-token", at(0));
        expect((await accounts.touchSession(idle, at(29), LIMITS))?.person.email).toBe("cy@example.com");
        expect(await accounts.touchSession(idle, at(29 + 30), LIMITS)).toBeUndefined();
        expect(await accounts.touchSession(idle, at(60), LIMITS)).toBeUndefined();

        const busy = hashToken(randomToken());
        await accounts.addSession(busy, cy.id, "full", "form-token", at(0));
        for (let minute = 20; minute < 12 * 60; minute += 20) expect(await accounts.touchSession(busy, at(minute), LIMITS)).toBeDefined();
        expect(await accounts.touchSession(busy, at(12 * 60), LIMITS)).toBeUndefined();

        const live = hashToken(randomToken());
        await accounts.addSession(live, cy.id, "full", "form-token", at(0));
        await accounts.removePerson(cy.id, at(1));
        expect(await accounts.touchSession(live, at(2), LIMITS)).toBeUndefined();
      }));

    it("keep the activity log newest first", (ctx) =>
      withStore(ctx, async (accounts) => {
        await accounts.audit({ at: at(0).toISOString(), actor: "ann@example.com", action: "signed in", detail: null, address: "203.0.113.9" });
        await accounts.audit({ at: at(1).toISOString(), actor: "ann@example.com", action: "signed out", detail: null, address: "203.0.113.9" });
        expect((await accounts.auditLog(10)).map((e) => e.action)).toEqual(["signed out", "signed in"]);
        expect(await accounts.auditLog(1)).toHaveLength(1);
      }));
  });
}
