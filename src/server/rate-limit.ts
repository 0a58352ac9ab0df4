/**
 * A token bucket per visitor address for form posts: a burst of posts is fine, a steady stream
 * is not. Buckets live in memory, in a least-recently-used cache of fixed capacity: memory and the
 * time per post stay bounded however many addresses write, and a new client always gets a bucket
 * (the one evicted belongs to whoever has been quiet longest). A restart forgives everyone, which
 * is harmless for this purpose; with several instances each keeps its own buckets.
 *
 * A post may have to take from several buckets at once (an IPv6 client's /64 and its /48, see
 * client-address.ts): it is allowed only when every one has a token, and a refused post creates no
 * bucket, so a network whose allowance is spent cannot fill the table by changing addresses.
 */
import { LRUCache } from "lru-cache";
import type { RateLimitBucket } from "./client-address.ts";

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the next post would be allowed (for Retry-After). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export const DEFAULT_CAPACITY = 100_000;
/** An IPv6 /48 may post this many times what one of its /64s may (RATE_LIMIT_IPV6_48_MULTIPLE). */
export const DEFAULT_NETWORK_MULTIPLE = 5;

export class RateLimiter {
  private table: LRUCache<string, Bucket> | undefined;

  /** perMinute 0 turns the limit off. */
  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
    private readonly capacity: number = DEFAULT_CAPACITY,
    private readonly networkMultiple: number = DEFAULT_NETWORK_MULTIPLE,
  ) {}

  /**
   * Made at the first take, and bounded by a size of one a bucket rather than by `max`: with `max`
   * the cache allocates every slot of its capacity when made (7 ms and 2.4 MB for 100 000, and a
   * server has three limiters, most never full); this way it grows as clients come, up to the same
   * capacity, and evicts the same least recently used bucket.
   */
  private get buckets(): LRUCache<string, Bucket> {
    return (this.table ??= new LRUCache({ maxSize: this.capacity, sizeCalculation: () => 1 }));
  }

  get size(): number {
    return this.table?.size ?? 0;
  }

  /** Each bucket's tokens now, refilled for the time since it was last used (a bucket not held yet is full). */
  private states(buckets: string | readonly RateLimitBucket[], now: number) {
    const wanted = typeof buckets === "string" ? [{ key: buckets, scale: "client" as const }] : buckets;
    return wanted.map(({ key, scale }) => {
      const multiple = scale === "network" ? this.networkMultiple : 1;
      const burst = this.burst * multiple;
      const refillPerMs = (this.perMinute * multiple) / 60_000;
      const known = this.buckets.get(key);
      const tokens = known ? Math.min(burst, known.tokens + (now - known.updatedAt) * refillPerMs) : burst;
      return { key, known, tokens, burst, refillPerMs };
    });
  }

  private static verdict(states: readonly { tokens: number; refillPerMs: number }[]): RateLimitVerdict {
    const short = states.filter((state) => state.tokens < 1);
    if (!short.length) return { allowed: true, retryAfterSeconds: 0 };
    const waitMs = Math.max(...short.map(({ tokens, refillPerMs }) => (1 - tokens) / refillPerMs));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** A key alone is one client's bucket. */
  take(buckets: string | readonly RateLimitBucket[]): RateLimitVerdict {
    if (this.perMinute === 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const states = this.states(buckets, now);
    const verdict = RateLimiter.verdict(states);
    if (!verdict.allowed) {
      // Buckets already held are brought up to date; a refused post makes no new one.
      for (const { key, known, tokens } of states) if (known) this.buckets.set(key, { tokens, updatedAt: now });
      return verdict;
    }
    for (const { key, tokens } of states) this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    return verdict;
  }

  /** What take would answer, taking nothing. */
  peek(buckets: string | readonly RateLimitBucket[]): RateLimitVerdict {
    if (this.perMinute === 0) return { allowed: true, retryAfterSeconds: 0 };
    return RateLimiter.verdict(this.states(buckets, this.now()));
  }

  /**
   * Takes a token whether or not one is left, for a cost known only afterwards (a failed sign-in):
   * tries that raced past peek together are all charged. A bucket goes at most one burst below
   * empty, so the wait it makes stays bounded.
   */
  charge(buckets: string | readonly RateLimitBucket[]): void {
    if (this.perMinute === 0) return;
    const now = this.now();
    for (const { key, tokens, burst } of this.states(buckets, now)) this.buckets.set(key, { tokens: Math.max(-burst, tokens - 1), updatedAt: now });
  }

  /** Whether a bucket whose key starts with `prefix` has no token now. */
  anyShort(prefix: string): boolean {
    const now = this.now();
    for (const key of [...this.buckets.keys()]) if (key.startsWith(prefix) && !RateLimiter.verdict(this.states(key, now)).allowed) return true;
    return false;
  }

  /** Drops every bucket whose key starts with `prefix`: they start full again. */
  forget(prefix: string): void {
    for (const key of [...this.buckets.keys()]) if (key.startsWith(prefix)) this.buckets.delete(key);
  }
}
