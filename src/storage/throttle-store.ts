/**
 * The sign-in throttle's token buckets (src/admin/throttle.ts), kept in the database so that every
 * instance serving it charges and reads the same ones and a restart forgives nobody. A bucket is a
 * row: its tokens when last charged and when that was, in milliseconds since 1970.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Dialect } from "./migrations.ts";
import type { Database } from "./schema.ts";

export interface StoredBucket {
  key: string;
  tokens: number;
  updatedAt: number;
}

/** One bucket to charge a token: how many it holds when full, and how many it gains a millisecond. */
export interface BucketCharge {
  key: string;
  burst: number;
  refillPerMs: number;
}

export interface ThrottleStore {
  /** The buckets held under these keys (a key with no row is a full bucket). */
  buckets(keys: string[]): Promise<StoredBucket[]>;
  /** Every bucket whose key starts with `prefix`. */
  bucketsStartingWith(prefix: string): Promise<StoredBucket[]>;
  /**
   * Takes a token from each bucket, whether or not one is left, at most one burst below empty,
   * refilled first for the time since its last charge: in one statement each, so two instances
   * charging at once both count.
   */
  charge(charges: BucketCharge[], now: number): Promise<void>;
  /** Removes every bucket whose key starts with `prefix` (they are full again); how many there were. */
  forget(prefix: string): Promise<number>;
  /** Removes the buckets last charged before `before`: full again by then, so keeping them changes nothing. */
  prune(before: number): Promise<void>;
}

const toBucket = (row: { key: string; tokens: number | string; charged_at: number | string }): StoredBucket => ({
  key: row.key,
  tokens: Number(row.tokens),
  updatedAt: Number(row.charged_at),
});

/** The throttle's buckets on either database. */
export function throttleRepository(db: Kysely<Database>, dialect: Dialect): ThrottleStore {
  // SQLite's min and max take several values; PostgreSQL's least and greatest are those.
  const least = (a: RawBuilder<number>, b: RawBuilder<number>) => (dialect === "sqlite" ? sql<number>`min(${a}, ${b})` : sql<number>`least(${a}, ${b})`);
  const greatest = (a: RawBuilder<number>, b: RawBuilder<number>) => (dialect === "sqlite" ? sql<number>`max(${a}, ${b})` : sql<number>`greatest(${a}, ${b})`);
  const startsWith = (prefix: string) => sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`;
  return {
    async buckets(keys) {
      if (!keys.length) return [];
      return (await db.selectFrom("admin_throttle").select(["key", "tokens", "charged_at"]).where("key", "in", keys).execute()).map(toBucket);
    },
    async bucketsStartingWith(prefix) {
      return (await db.selectFrom("admin_throttle").select(["key", "tokens", "charged_at"]).where(startsWith(prefix)).execute()).map(toBucket);
    },
    async charge(charges, now) {
      for (const { key, burst, refillPerMs } of charges) {
        // The same refill as RateLimiter's (src/server/rate-limit.ts), done where the row is, so that no charge is lost between instances.
        // PostgreSQL cannot tell a bare parameter's type inside least() or greatest(), so each says it.
        const real = (value: number) => sql<number>`cast(${value} as double precision)`;
        const elapsed = greatest(real(0), sql<number>`${real(now)} - admin_throttle.charged_at`);
        const refilled = least(real(burst), sql<number>`admin_throttle.tokens + ${elapsed} * ${real(refillPerMs)}`);
        await db
          .insertInto("admin_throttle")
          .values({ key, tokens: burst - 1, charged_at: now })
          .onConflict((c) => c.column("key").doUpdateSet({ tokens: greatest(real(-burst), sql<number>`${refilled} - 1`), charged_at: now }))
          .execute();
      }
    },
    async forget(prefix) {
      return Number((await db.deleteFrom("admin_throttle").where(startsWith(prefix)).executeTakeFirst()).numDeletedRows);
    },
    async prune(before) {
      await db.deleteFrom("admin_throttle").where("charged_at", "<", before).execute();
    },
  };
}
