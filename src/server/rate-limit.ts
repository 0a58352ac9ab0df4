/**
 * A token bucket per visitor address for form posts: a burst of posts is fine, a steady stream
 * is not. Buckets live in memory, in a least-recently-used cache of fixed capacity: memory and the
 * time per post stay bounded however many addresses write, and a new client always gets a bucket
 * (the one evicted belongs to whoever has been quiet longest). A restart forgives everyone, which
 * is harmless for this purpose; with several instances each keeps its own buckets.
 */
import { LRUCache } from "lru-cache";

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

export class RateLimiter {
  private readonly buckets: LRUCache<string, Bucket>;
  private readonly refillPerMs: number;

  /** perMinute 0 turns the limit off. */
  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
    capacity: number = DEFAULT_CAPACITY,
  ) {
    this.refillPerMs = perMinute / 60_000;
    this.buckets = new LRUCache({ max: capacity });
  }

  get size(): number {
    return this.buckets.size;
  }

  take(key: string): RateLimitVerdict {
    if (this.perMinute === 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000)) };
  }
}
