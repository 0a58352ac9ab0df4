/**
 * A token bucket per visitor address for form posts: a burst of posts is fine, a steady stream
 * is not. Buckets live in memory; a restart forgives everyone, which is harmless for this purpose.
 */
export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the next post would be allowed (for Retry-After). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  /** perMinute 0 turns the limit off. */
  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  take(key: string): RateLimitVerdict {
    if (this.perMinute === 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedAt: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 50_000) this.forgetFull(now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000)) };
  }

  /** Buckets that have refilled completely say nothing a new bucket would not; drop them. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs >= this.burst) this.buckets.delete(key);
  }
}
