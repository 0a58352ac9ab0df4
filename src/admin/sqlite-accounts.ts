/**
 * The back office's tables in the SQLite file. Synchronous, like the leads' (leads-db.ts): the
 * server runs these calls on the database thread (sqlite-store.ts's "accounts" call), the admin
 * command on its own thread.
 */
import type { DatabaseSyncInstance, EnhancedDatabaseSync } from "@photostructure/sqlite";
import { writeTransaction } from "../server/sqlite-transaction.ts";
import {
  PERSON_COLUMNS,
  publicPerson,
  sessionExpired,
  toPersonRecord,
  type AccountStore,
  type AuditEntry,
  type NewAuditEntry,
  type Person,
  type PersonRecord,
  type PersonRow,
  type Session,
  type SessionLimits,
  type SessionStage,
} from "./account-store.ts";
import type { Role } from "./roles.ts";

type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;

export class SqliteAccounts {
  constructor(private readonly db: Db) {}

  countPeople(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM admin_users WHERE disabled_at IS NULL").get() as { n: number }).n;
  }

  addPerson(email: string, role: Role, now: Date): Person | undefined {
    return writeTransaction(this.db, () => {
      const existing = this.db.prepare("SELECT id, disabled_at FROM admin_users WHERE lower(email) = lower(?)").get(email) as
        { id: number; disabled_at: string | null } | undefined;
      if (existing && existing.disabled_at === null) return undefined;
      if (existing)
        this.db
          .prepare("UPDATE admin_users SET email = ?, role = ?, password_hash = NULL, totp_secret = NULL, created_at = ?, disabled_at = NULL WHERE id = ?")
          .run(email, role, now.toISOString(), existing.id);
      else this.db.prepare("INSERT INTO admin_users (email, role, created_at) VALUES (?, ?, ?)").run(email, role, now.toISOString());
      const person = this.personByEmail(email);
      return person && publicPerson(person);
    });
  }

  personByEmail(email: string): PersonRecord | undefined {
    const row = this.db.prepare(`SELECT ${PERSON_COLUMNS} FROM admin_users WHERE lower(email) = lower(?) AND disabled_at IS NULL`).get(email) as
      PersonRow | undefined;
    return row && toPersonRecord(row);
  }

  personById(id: number): PersonRecord | undefined {
    const row = this.db.prepare(`SELECT ${PERSON_COLUMNS} FROM admin_users WHERE id = ? AND disabled_at IS NULL`).get(id) as PersonRow | undefined;
    return row && toPersonRecord(row);
  }

  listPeople(): Person[] {
    const rows = this.db.prepare(`SELECT ${PERSON_COLUMNS} FROM admin_users WHERE disabled_at IS NULL ORDER BY email`).all() as PersonRow[];
    return rows.map((row) => publicPerson(toPersonRecord(row)));
  }

  removePerson(id: number, now: Date): boolean {
    return writeTransaction(this.db, () => {
      const changed = this.db
        .prepare("UPDATE admin_users SET disabled_at = ?, password_hash = NULL, totp_secret = NULL WHERE id = ? AND disabled_at IS NULL")
        .run(now.toISOString(), id).changes;
      this.db.prepare("DELETE FROM admin_sessions WHERE user_id = ?").run(id);
      this.db.prepare("DELETE FROM admin_password_tokens WHERE user_id = ? AND used_at IS NULL").run(id);
      return changed > 0;
    });
  }

  addPasswordToken(userId: number, tokenHash: string, now: Date, expiresAt: Date): void {
    this.db
      .prepare("INSERT INTO admin_password_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .run(tokenHash, userId, now.toISOString(), expiresAt.toISOString());
  }

  passwordTokenPerson(tokenHash: string, now: Date): Person | undefined {
    const row = this.db
      .prepare(
        `SELECT ${PERSON_COLUMNS.split(", ")
          .map((c) => `u.${c}`)
          .join(", ")} FROM admin_password_tokens t JOIN admin_users u ON u.id = t.user_id
          WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > ? AND u.disabled_at IS NULL`,
      )
      .get(tokenHash, now.toISOString()) as PersonRow | undefined;
    return row && publicPerson(toPersonRecord(row));
  }

  usePasswordToken(tokenHash: string, passwordHash: string, now: Date): Person | undefined {
    return writeTransaction(this.db, () => {
      const person = this.passwordTokenPerson(tokenHash, now);
      if (!person) return undefined;
      this.db.prepare("UPDATE admin_password_tokens SET used_at = ? WHERE token_hash = ?").run(now.toISOString(), tokenHash);
      this.db.prepare("UPDATE admin_users SET password_hash = ? WHERE id = ?").run(passwordHash, person.id);
      this.db.prepare("DELETE FROM admin_sessions WHERE user_id = ?").run(person.id);
      return { ...person, has_password: true };
    });
  }

  setTotpSecret(userId: number, secret: string | null): void {
    this.db.prepare("UPDATE admin_users SET totp_secret = ?, totp_last_step = NULL WHERE id = ?").run(secret, userId);
  }

  useTotpStep(userId: number, step: number): boolean {
    return (
      this.db.prepare("UPDATE admin_users SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)").run(step, userId, step)
        .changes > 0
    );
  }

  addSession(tokenHash: string, userId: number, stage: SessionStage, csrfToken: string, now: Date): void {
    this.db
      .prepare("INSERT INTO admin_sessions (token_hash, user_id, stage, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(tokenHash, userId, stage, csrfToken, now.toISOString(), now.toISOString());
  }

  touchSession(tokenHash: string, now: Date, limits: SessionLimits): { session: Session; person: PersonRecord } | undefined {
    return writeTransaction(this.db, () => {
      const session = this.db.prepare("SELECT user_id, stage, csrf_token, created_at, last_seen_at FROM admin_sessions WHERE token_hash = ?").get(tokenHash) as
        Session | undefined;
      if (!session) return undefined;
      const person = this.personById(session.user_id);
      if (!person || sessionExpired(session, now, limits)) {
        this.endSession(tokenHash);
        return undefined;
      }
      this.db.prepare("UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?").run(now.toISOString(), tokenHash);
      return { session: { ...session, last_seen_at: now.toISOString() }, person };
    });
  }

  endSession(tokenHash: string): void {
    this.db.prepare("DELETE FROM admin_sessions WHERE token_hash = ?").run(tokenHash);
  }

  endSessionsOf(userId: number): void {
    this.db.prepare("DELETE FROM admin_sessions WHERE user_id = ?").run(userId);
  }

  audit(entry: NewAuditEntry): void {
    this.db
      .prepare("INSERT INTO admin_audit (at, actor, action, detail, address) VALUES (?, ?, ?, ?, ?)")
      .run(entry.at, entry.actor, entry.action, entry.detail, entry.address);
  }

  auditLog(limit: number): AuditEntry[] {
    return this.db.prepare("SELECT id, at, actor, action, detail, address FROM admin_audit ORDER BY id DESC LIMIT ?").all(limit) as unknown as AuditEntry[];
  }
}

type Method = Exclude<keyof SqliteAccounts, "db">;
type Methods = { [K in Method]: SqliteAccounts[K] extends (...args: infer A) => unknown ? A : never };

/** One call on the accounts, as it crosses to the database thread. */
export type AccountCall = { [K in Method]: { method: K; args: Methods[K] } }[Method];

export function runAccountCall(accounts: SqliteAccounts, call: AccountCall): unknown {
  const method = accounts[call.method] as (...args: unknown[]) => unknown;
  return method.apply(accounts, call.args);
}

/** The accounts of an SQLite file, through whatever carries calls to it (the database thread, or none). */
export function sqliteAccountStore(send: (call: AccountCall) => Promise<unknown>): AccountStore {
  const forward =
    <K extends Method>(method: K) =>
    (...args: Methods[K]) =>
      send({ method, args } as AccountCall) as Promise<ReturnType<SqliteAccounts[K]>>;
  return {
    countPeople: forward("countPeople"),
    addPerson: forward("addPerson"),
    personByEmail: forward("personByEmail"),
    personById: forward("personById"),
    listPeople: forward("listPeople"),
    removePerson: forward("removePerson"),
    addPasswordToken: forward("addPasswordToken"),
    passwordTokenPerson: forward("passwordTokenPerson"),
    usePasswordToken: forward("usePasswordToken"),
    setTotpSecret: forward("setTotpSecret"),
    useTotpStep: forward("useTotpStep"),
    addSession: forward("addSession"),
    touchSession: forward("touchSession"),
    endSession: forward("endSession"),
    endSessionsOf: forward("endSessionsOf"),
    audit: forward("audit"),
    auditLog: forward("auditLog"),
  };
}
