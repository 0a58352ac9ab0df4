import { describe, expect, it } from "vitest";
import { rateLimitBuckets, rateLimitKey, storedNetwork, TrustedProxies } from "../../src/server/client-address.ts";
import { RateLimiter } from "../../src/server/rate-limit.ts";

describe("the rate limiter", () => {
  it("refills at the configured rate: one post per 60/perMinute seconds after the burst", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(6, 2, () => now);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    const refused = limiter.take("a");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now += 9_999;
    expect(limiter.take("a").allowed).toBe(false);
    now += 1;
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    // A long pause refills to the burst, never beyond it.
    now += 10 * 60_000;
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")].map((v) => v.allowed)).toEqual([true, true, false]);
  });

  it("still limits a new client when it already holds more buckets than it keeps", () => {
    // A clock that stands still: no bucket refills while the table fills, as in a burst from many
    // addresses (with the real clock, a slow loop lets old buckets refill and hides the fault).
    const limiter = new RateLimiter(1, 2, () => 1_000_000);
    for (let i = 0; i < 120_000; i++) limiter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect([limiter.take("newcomer"), limiter.take("newcomer"), limiter.take("newcomer")].map((v) => v.allowed)).toEqual([true, true, false]);
    expect(limiter.size).toBeLessThanOrEqual(100_000);
  });

  it("an IPv6 /48 also shares one coarser bucket: its 65,536 /64s post at most the multiple of one client's burst and fill no table", () => {
    const limiter = new RateLimiter(1, 2, () => 1_000_000, 100_000, 5);
    const from = (n: number) => rateLimitBuckets(`2001:db8:7:${n.toString(16)}::1`);
    const allowed = Array.from({ length: 65_536 }, (_, n) => limiter.take(from(n))).filter((verdict) => verdict.allowed);
    expect(allowed).toHaveLength(2 * 5);
    expect(limiter.size).toBeLessThanOrEqual(2 * 5 + 1);
    // One /64 within it still has its own, smaller allowance, and the next /48 is not held back.
    const other = new RateLimiter(1, 2, () => 1_000_000, 100_000, 5);
    expect([1, 2, 3].map(() => other.take(rateLimitBuckets("2001:db8:9:1::1")).allowed)).toEqual([true, true, false]);
    expect(limiter.take(rateLimitBuckets("2001:db8:8::1")).allowed).toBe(true);
    // IPv4 clients have the one bucket, by address.
    expect(rateLimitBuckets("192.0.2.1")).toEqual([{ key: "192.0.2.1", scale: "client" }]);
  });

  it("per minute 0 turns the limit off", () => {
    const limiter = new RateLimiter(0, 1);
    expect(Array.from({ length: 5 }, () => limiter.take("a").allowed)).toEqual([true, true, true, true, true]);
  });
});

describe("client addresses", () => {
  it("IPv6 clients share a bucket per /64; IPv4-mapped addresses count as IPv4; junk is one key", () => {
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe(rateLimitKey("2001:db8:1:2:bbbb::9"));
    expect(rateLimitKey("2001:db8:1:2::1")).not.toBe(rateLimitKey("2001:db8:1:3::1"));
    expect(rateLimitKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("x".repeat(10_000))).toBe("unknown");
    expect(rateLimitKey(undefined)).toBe("unknown");
  });

  it("only the network is stored: IPv4 /24, IPv6 /48", () => {
    expect(storedNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(storedNetwork("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(storedNetwork("::ffff:198.51.100.200")).toBe("198.51.100.0/24");
    expect(storedNetwork("not an address")).toBeUndefined();
  });

  it("X-Forwarded-For counts only from a trusted proxy, read from the right past our own proxies", () => {
    const proxies = new TrustedProxies(["10.0.0.0/8", "::1"]);
    expect(proxies.clientAddress("198.51.100.5", "203.0.113.1")).toBe("198.51.100.5");
    expect(proxies.clientAddress("10.1.2.3", "203.0.113.1")).toBe("203.0.113.1");
    expect(proxies.clientAddress("10.1.2.3", "1.1.1.1, 203.0.113.1, 10.9.9.9")).toBe("203.0.113.1");
    expect(proxies.clientAddress("::1", "garbage")).toBe("::1");
    expect(proxies.clientAddress("::ffff:10.0.0.1", "203.0.113.2")).toBe("203.0.113.2");
    expect(TrustedProxies.parseEntry("not-a-cidr")).toBeUndefined();
  });
});
