/**
 * The back office's tables in PostgreSQL (DATABASE_URL), on the lead store's pool. The same
 * answers as sqlite-accounts.ts; a step that changes more than one row runs in one transaction.
 */
import type pg from "pg";
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

type Queryable = pg.Pool | pg.PoolClient;

const U_COLUMNS = PERSON_COLUMNS.split(", ")
  .map((c) => `u.${c}`)
  .join(", ");

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function personWhere(db: Queryable, where: string, value: unknown): Promise<PersonRecord | undefined> {
  const { rows } = await db.query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM admin_users WHERE ${where} AND disabled_at IS NULL`, [value]);
  return rows[0] && toPersonRecord(rows[0]);
}

async function tokenPerson(db: Queryable, tokenHash: string, now: Date, lock: boolean): Promise<Person | undefined> {
  const { rows } = await db.query<PersonRow>(
    `SELECT ${U_COLUMNS} FROM admin_password_tokens t JOIN admin_users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.disabled_at IS NULL${lock ? " FOR UPDATE OF t" : ""}`,
    [tokenHash, now.toISOString()],
  );
  return rows[0] && publicPerson(toPersonRecord(rows[0]));
}

export function pgAccountStore(pool: pg.Pool): AccountStore {
  const endSession = async (tokenHash: string) => {
    await pool.query("DELETE FROM admin_sessions WHERE token_hash = $1", [tokenHash]);
  };
  return {
    async countPeople() {
      const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM admin_users WHERE disabled_at IS NULL");
      return Number(rows[0]?.n ?? 0);
    },
    addPerson: (email: string, role: Role, now: Date) =>
      inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string; disabled_at: string | null }>(
          "SELECT id, disabled_at FROM admin_users WHERE lower(email) = lower($1) FOR UPDATE",
          [email],
        );
        const existing = rows[0];
        if (existing && existing.disabled_at === null) return undefined;
        if (existing)
          await client.query(
            "UPDATE admin_users SET email = $1, role = $2, password_hash = NULL, totp_secret = NULL, created_at = $3, disabled_at = NULL WHERE id = $4",
            [email, role, now.toISOString(), existing.id],
          );
        else {
          // Two owners adding one address at once: the unique index turns the second into "already there".
          const inserted = await client.query("INSERT INTO admin_users (email, role, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
            email,
            role,
            now.toISOString(),
          ]);
          if (!inserted.rowCount) return undefined;
        }
        const person = await personWhere(client, "lower(email) = lower($1)", email);
        return person && publicPerson(person);
      }),
    personByEmail: (email: string) => personWhere(pool, "lower(email) = lower($1)", email),
    personById: (id: number) => personWhere(pool, "id = $1", id),
    async listPeople() {
      const { rows } = await pool.query<PersonRow>(`SELECT ${PERSON_COLUMNS} FROM admin_users WHERE disabled_at IS NULL ORDER BY email`);
      return rows.map((row) => publicPerson(toPersonRecord(row)));
    },
    removePerson: (id: number, now: Date) =>
      inTransaction(pool, async (client) => {
        const changed = await client.query(
          "UPDATE admin_users SET disabled_at = $1, password_hash = NULL, totp_secret = NULL WHERE id = $2 AND disabled_at IS NULL",
          [now.toISOString(), id],
        );
        await client.query("DELETE FROM admin_sessions WHERE user_id = $1", [id]);
        await client.query("DELETE FROM admin_password_tokens WHERE user_id = $1 AND used_at IS NULL", [id]);
        return (changed.rowCount ?? 0) > 0;
      }),
    async addPasswordToken(userId: number, tokenHash: string, now: Date, expiresAt: Date) {
      await pool.query("INSERT INTO admin_password_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        tokenHash,
        userId,
        now.toISOString(),
        expiresAt.toISOString(),
      ]);
    },
    passwordTokenPerson: (tokenHash: string, now: Date) => tokenPerson(pool, tokenHash, now, false),
    usePasswordToken: (tokenHash: string, passwordHash: string, now: Date) =>
      inTransaction(pool, async (client) => {
        // The row lock makes a link used twice at once succeed once.
        const person = await tokenPerson(client, tokenHash, now, true);
        if (!person) return undefined;
        await client.query("UPDATE admin_password_tokens SET used_at = $1 WHERE token_hash = $2", [now.toISOString(), tokenHash]);
        await client.query("UPDATE admin_users SET password_hash = $1 WHERE id = $2", [passwordHash, person.id]);
        await client.query("DELETE FROM admin_sessions WHERE user_id = $1", [person.id]);
        return { ...person, has_password: true };
      }),
    async setTotpSecret(userId: number, secret: string | null) {
      await pool.query("UPDATE admin_users SET totp_secret = $1, totp_last_step = NULL WHERE id = $2", [secret, userId]);
    },
    async useTotpStep(userId: number, step: number) {
      const result = await pool.query("UPDATE admin_users SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)", [
        step,
        userId,
      ]);
      return (result.rowCount ?? 0) > 0;
    },
    async addSession(tokenHash: string, userId: number, stage: SessionStage, csrfToken: string, now: Date) {
      await pool.query("INSERT INTO admin_sessions (token_hash, user_id, stage, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)", [
        tokenHash,
        userId,
        stage,
        csrfToken,
        now.toISOString(),
      ]);
    },
    async touchSession(tokenHash: string, now: Date, limits: SessionLimits) {
      const { rows } = await pool.query<Session & { user_id: string }>(
        "SELECT user_id, stage, csrf_token, created_at, last_seen_at FROM admin_sessions WHERE token_hash = $1",
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return undefined;
      const session: Session = { ...row, user_id: Number(row.user_id) };
      const person = await personWhere(pool, "id = $1", session.user_id);
      if (!person || sessionExpired(session, now, limits)) {
        await endSession(tokenHash);
        return undefined;
      }
      await pool.query("UPDATE admin_sessions SET last_seen_at = $1 WHERE token_hash = $2", [now.toISOString(), tokenHash]);
      return { session: { ...session, last_seen_at: now.toISOString() }, person };
    },
    endSession,
    async endSessionsOf(userId: number) {
      await pool.query("DELETE FROM admin_sessions WHERE user_id = $1", [userId]);
    },
    async audit(entry: NewAuditEntry) {
      await pool.query("INSERT INTO admin_audit (at, actor, action, detail, address) VALUES ($1, $2, $3, $4, $5)", [
        entry.at,
        entry.actor,
        entry.action,
        entry.detail,
        entry.address,
      ]);
    },
    async auditLog(limit: number) {
      const { rows } = await pool.query<AuditEntry & { id: string }>(
        "SELECT id, at, actor, action, detail, address FROM admin_audit ORDER BY id DESC LIMIT $1",
        [limit],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
  };
}
