/**
 * The back office's accounts, set-password links, sessions and activity log, kept in the leads
 * database beside the leads (SQLite or PostgreSQL, whichever the server uses), by one
 * implementation for both (accountRepository, below).
 * Times are ISO strings, as the leads' are, so they sort as text in both databases.
 */
import type { Kysely } from "kysely";
import type { Dialect } from "./migrations.ts";
import type { Database, Role } from "./schema.ts";

export interface Person {
  id: number;
  /** Lower case: one address is one account, however it is typed. */
  email: string;
  role: Role;
  created_at: string;
  /** Whether a password has been set (the set-password link was used). */
  has_password: boolean;
  has_totp: boolean;
}

/** A person with the secrets the sign-in checks; never rendered. */
export interface PersonRecord extends Person {
  password_hash: string | null;
  totp_secret: string | null;
}

/** "password" until the second factor is given, when the account has one; then "full". */
export type SessionStage = "password" | "full";

export interface Session {
  user_id: number;
  stage: SessionStage;
  /** The session's form token: every form it posts carries it. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The email of whoever acted, or (a failed sign-in) the email typed; null when nobody is known. */
  actor: string | null;
  action: string;
  detail: string | null;
  address: string | null;
  /** How many tries the line stands for: more than 1 only for failed sign-ins (AccountStore.auditFailure). */
  count: number;
}

export type NewAuditEntry = Omit<AuditEntry, "id" | "count">;

/** Which lines of the activity log to show: one page, newest first, of those that match. */
export interface AuditQuery {
  /** At most this many lines. */
  limit: number;
  /** Only lines older than this line (its id): the next page after a page ending with it. */
  before?: number;
  /** Only this person's lines (their email as the log records it). */
  actor?: string;
  /** Only lines with this action ("signed in", "failed sign-in", …). */
  action?: string;
  /** Only lines at or after this instant (ISO). */
  from?: string;
  /** Only lines before this instant (ISO). */
  until?: string;
}

/** How long a session lasts: idle, and at most, however busy. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export interface AccountStore {
  /** People with an account that has not been removed. */
  countPeople(): Promise<number>;
  /** Undefined when someone (not removed) already has the address; a removed person's address is given back to the new account. */
  addPerson(email: string, role: Role, now: Date): Promise<Person | undefined>;
  personByEmail(email: string): Promise<PersonRecord | undefined>;
  personById(id: number): Promise<PersonRecord | undefined>;
  /** Everyone not removed, by email. */
  listPeople(): Promise<Person[]>;
  /** Removes the person: their sessions and unused links end at once. False when there was no such person. */
  removePerson(id: number, now: Date): Promise<boolean>;
  addPasswordToken(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void>;
  /** The person a link is for, while it is unused and unexpired. */
  passwordTokenPerson(tokenHash: string, now: Date): Promise<Person | undefined>;
  /** Uses the link once: sets the password and ends the person's sessions. Undefined when the link is used, expired or unknown. */
  usePasswordToken(tokenHash: string, passwordHash: string, now: Date): Promise<Person | undefined>;
  /** A person's new password: every session of theirs ends but `keepTokenHash`'s (the one that changed it). */
  changePassword(userId: number, passwordHash: string, keepTokenHash: string): Promise<void>;
  setTotpSecret(userId: number, secret: string | null): Promise<void>;
  /** Records a code's time step as used; false when it, or a later one, was used already (a code works once). */
  useTotpStep(userId: number, step: number): Promise<boolean>;
  addSession(tokenHash: string, userId: number, stage: SessionStage, csrfToken: string, now: Date): Promise<void>;
  /** The live session and its person, its last use moved to now; an expired one is deleted and undefined. */
  touchSession(tokenHash: string, now: Date, limits: SessionLimits): Promise<{ session: Session; person: PersonRecord } | undefined>;
  endSession(tokenHash: string): Promise<void>;
  endSessionsOf(userId: number): Promise<void>;
  audit(entry: NewAuditEntry): Promise<void>;
  /**
   * A failed try, counted on the line for the same action, actor and address whose `at` is on or
   * after `since` (the hour's start), or a new line when there is none: a flood of tries is a few
   * lines, not one each, so it cannot push other lines out of reach.
   */
  auditFailure(entry: NewAuditEntry, since: string): Promise<void>;
  /** Newest first: the latest `limit` lines, or the page and lines a query asks for. */
  auditLog(query: number | AuditQuery): Promise<AuditEntry[]>;
  /** Every action the log has a line for, for the Activity page's filter. */
  auditActions(): Promise<string[]>;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The columns of a person. */
const PERSON_COLUMNS = ["id", "email", "role", "created_at", "password_hash", "totp_secret"] as const;

interface PersonRow {
  id: number;
  email: string;
  role: Role;
  created_at: string;
  password_hash: string | null;
  totp_secret: string | null;
}

export const toPersonRecord = (row: PersonRow): PersonRecord => ({
  ...row,
  id: Number(row.id),
  has_password: row.password_hash !== null,
  has_totp: row.totp_secret !== null,
});

/** What may be shown of a person: no hash, no secret. */
export const publicPerson = ({ password_hash: _hash, totp_secret: _secret, ...person }: PersonRecord): Person => person;

/** Whether a session has outlived its idle or absolute limit at `now`. */
export const sessionExpired = (session: Pick<Session, "created_at" | "last_seen_at">, now: Date, limits: SessionLimits): boolean =>
  now.getTime() - Date.parse(session.last_seen_at) >= limits.idleMs || now.getTime() - Date.parse(session.created_at) >= limits.absoluteMs;

/** The accounts on either database; a step that changes more than one row is one transaction. */
export function accountRepository(db: Kysely<Database>, dialect: Dialect): AccountStore {
  const people = (q: Kysely<Database>) => q.selectFrom("admin_users").select(PERSON_COLUMNS).where("disabled_at", "is", null);
  const byEmail = (email: string) => (q: Kysely<Database>) => people(q).where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])));
  const record = (row: PersonRow | undefined) => row && toPersonRecord(row);
  const endSession = async (tokenHash: string) => void (await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash).execute());
  /** The person a link is for; `lock` (PostgreSQL) makes a link used twice at once succeed once. */
  const tokenPerson = async (q: Kysely<Database>, tokenHash: string, now: Date, lock: boolean) => {
    const row = await q
      .selectFrom("admin_password_tokens as t")
      .innerJoin("admin_users as u", "u.id", "t.user_id")
      .select(PERSON_COLUMNS.map((c) => `u.${c}` as const))
      .where("t.token_hash", "=", tokenHash)
      .where("t.used_at", "is", null)
      .where("t.expires_at", ">", now.toISOString())
      .where("u.disabled_at", "is", null)
      .$if(lock && dialect === "postgres", (qb) => qb.forUpdate("t"))
      .executeTakeFirst();
    return row && publicPerson(toPersonRecord(row));
  };

  return {
    async countPeople() {
      const row = await db
        .selectFrom("admin_users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    addPerson: (email, role, now) =>
      db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("admin_users")
          .select(["id", "disabled_at"])
          .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(email)])))
          .$if(dialect === "postgres", (q) => q.forUpdate())
          .executeTakeFirst();
        if (existing && existing.disabled_at === null) return undefined;
        if (existing)
          await trx
            .updateTable("admin_users")
            .set({ email, role, password_hash: null, totp_secret: null, created_at: now.toISOString(), disabled_at: null })
            .where("id", "=", existing.id)
            .execute();
        else {
          // Two owners adding one address at once: the unique index turns the second into "already there".
          const inserted = await trx
            .insertInto("admin_users")
            .values({ email, role, created_at: now.toISOString() })
            .onConflict((c) => c.doNothing())
            .executeTakeFirst();
          if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return undefined;
        }
        const person = record(await byEmail(email)(trx).executeTakeFirst());
        return person && publicPerson(person);
      }),
    personByEmail: async (email) => record(await byEmail(email)(db).executeTakeFirst()),
    personById: async (id) => record(await people(db).where("id", "=", id).executeTakeFirst()),
    async listPeople() {
      return (await people(db).orderBy("email").execute()).map((row) => publicPerson(toPersonRecord(row)));
    },
    removePerson: (id, now) =>
      db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable("admin_users")
          .set({ disabled_at: now.toISOString(), password_hash: null, totp_secret: null })
          .where("id", "=", id)
          .where("disabled_at", "is", null)
          .executeTakeFirst();
        await trx.deleteFrom("admin_sessions").where("user_id", "=", id).execute();
        await trx.deleteFrom("admin_password_tokens").where("user_id", "=", id).where("used_at", "is", null).execute();
        return Number(changed.numUpdatedRows) > 0;
      }),
    async addPasswordToken(userId, tokenHash, now, expiresAt) {
      await db
        .insertInto("admin_password_tokens")
        .values({ token_hash: tokenHash, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
        .execute();
    },
    passwordTokenPerson: (tokenHash, now) => tokenPerson(db, tokenHash, now, false),
    usePasswordToken: (tokenHash, passwordHash, now) =>
      db.transaction().execute(async (trx) => {
        const person = await tokenPerson(trx, tokenHash, now, true);
        if (!person) return undefined;
        await trx.updateTable("admin_password_tokens").set({ used_at: now.toISOString() }).where("token_hash", "=", tokenHash).execute();
        await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", person.id).execute();
        await trx.deleteFrom("admin_sessions").where("user_id", "=", person.id).execute();
        return { ...person, has_password: true };
      }),
    changePassword: (userId, passwordHash, keepTokenHash) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
        await trx.deleteFrom("admin_sessions").where("user_id", "=", userId).where("token_hash", "!=", keepTokenHash).execute();
      }),
    async setTotpSecret(userId, secret) {
      await db.updateTable("admin_users").set({ totp_secret: secret, totp_last_step: null }).where("id", "=", userId).execute();
    },
    async useTotpStep(userId, step) {
      const result = await db
        .updateTable("admin_users")
        .set({ totp_last_step: step })
        .where("id", "=", userId)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async addSession(tokenHash, userId, stage, csrfToken, now) {
      await db
        .insertInto("admin_sessions")
        .values({ token_hash: tokenHash, user_id: userId, stage, csrf_token: csrfToken, created_at: now.toISOString(), last_seen_at: now.toISOString() })
        .execute();
    },
    async touchSession(tokenHash, now, limits) {
      const row = await db
        .selectFrom("admin_sessions")
        .select(["user_id", "stage", "csrf_token", "created_at", "last_seen_at"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const session: Session = { ...row, user_id: Number(row.user_id), stage: row.stage === "full" ? "full" : "password" };
      const person = record(await people(db).where("id", "=", session.user_id).executeTakeFirst());
      if (!person || sessionExpired(session, now, limits)) {
        await endSession(tokenHash);
        return undefined;
      }
      await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("token_hash", "=", tokenHash).execute();
      return { session: { ...session, last_seen_at: now.toISOString() }, person };
    },
    endSession,
    async endSessionsOf(userId) {
      await db.deleteFrom("admin_sessions").where("user_id", "=", userId).execute();
    },
    async audit(entry) {
      await db.insertInto("admin_audit").values(entry).execute();
    },
    auditFailure: (entry, since) =>
      db.transaction().execute(async (trx) => {
        // Two instances counting the first try of an hour at once may make two lines: still a few, never one a try.
        const counted = await trx
          .updateTable("admin_audit")
          .set((eb) => ({ count: eb("count", "+", 1) }))
          .where("action", "=", entry.action)
          .where("at", ">=", since)
          .where((eb) => (entry.address === null ? eb("address", "is", null) : eb("address", "=", entry.address)))
          .where((eb) => (entry.actor === null ? eb("actor", "is", null) : eb("actor", "=", entry.actor)))
          .where((eb) => (entry.detail === null ? eb("detail", "is", null) : eb("detail", "=", entry.detail)))
          .executeTakeFirst();
        if (Number(counted.numUpdatedRows) === 0) await trx.insertInto("admin_audit").values(entry).execute();
      }),
    async auditLog(query) {
      const { limit, before, actor, action, from, until } = typeof query === "number" ? { limit: query } : query;
      const rows = await db
        .selectFrom("admin_audit")
        .select(["id", "at", "actor", "action", "detail", "address", "count"])
        .$if(before !== undefined, (q) => q.where("id", "<", before ?? 0))
        .$if(actor !== undefined, (q) => q.where("actor", "=", actor ?? ""))
        .$if(action !== undefined, (q) => q.where("action", "=", action ?? ""))
        .$if(from !== undefined, (q) => q.where("at", ">=", from ?? ""))
        .$if(until !== undefined, (q) => q.where("at", "<", until ?? ""))
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), count: Number(row.count) }));
    },
    async auditActions() {
      return (await db.selectFrom("admin_audit").select("action").distinct().orderBy("action").execute()).map((row) => row.action);
    },
  };
}
