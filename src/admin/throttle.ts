/**
 * Sign-in attempts are limited per address and per account from each address (token buckets, as
 * rate-limit.ts's): a burst for typing mistakes, then a slow trickle. Only failures are charged, and
 * an account's allowance is counted for each address apart, so whoever guesses from one address
 * holds up that address alone: the person, with the right password from anywhere else, still gets
 * in. Guessing many people's passwords from one address takes years; the message says when the
 * next try is allowed. An owner can unlock a person (their failures from every address forgotten).
 *
 * The failures are counted in the database (ThrottleStore), so every instance serving it sees the
 * same counts and a restart forgives nobody. The allowance everyone shares stays in each process's
 * memory: it protects that process's own password hashing.
 */
import { rateLimitBuckets, rateLimitKey, type RateLimitBucket } from "../server/client-address.ts";
import { DEFAULT_NETWORK_MULTIPLE, RateLimiter, refilled } from "../server/rate-limit.ts";
import { normaliseEmail } from "../storage/account-store.ts";
import type { BucketCharge, ThrottleStore } from "../storage/throttle-store.ts";

export interface ThrottleSettings {
  /** Failed tries one address may have at one account at once, then one per `accountEveryMinutes`. */
  accountBurst: number;
  accountEveryMinutes: number;
  /** Failed tries one address may have at all accounts together at once, then one per `addressEveryMinutes`. */
  addressBurst: number;
  addressEveryMinutes: number;
  /** Tries (right or wrong) everyone together may have at once, then `everyonePerMinute`: what password hashing the server takes on. */
  everyoneBurst?: number;
  everyonePerMinute?: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = {
  accountBurst: 5,
  accountEveryMinutes: 5,
  addressBurst: 20,
  addressEveryMinutes: 1,
  everyoneBurst: 30,
  everyonePerMinute: 120,
};

const accountPrefix = (email: string) => `account:${normaliseEmail(email)}\n`;
const ADDRESS_PREFIX = "address:";

/** Token buckets kept in the database, charged for failures only. */
class StoredLimiter {
  /** A bucket left alone this long is full again, however far below empty it was. */
  readonly fullAfterMs: number;

  constructor(
    private readonly store: ThrottleStore,
    private readonly perMinute: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.fullAfterMs = Math.ceil((2 * burst * 60_000) / perMinute);
  }

  private shapes(buckets: readonly RateLimitBucket[]): BucketCharge[] {
    return buckets.map(({ key, scale }) => {
      const multiple = scale === "network" ? DEFAULT_NETWORK_MULTIPLE : 1;
      return { key, burst: this.burst * multiple, refillPerMs: (this.perMinute * multiple) / 60_000 };
    });
  }

  async peek(buckets: readonly RateLimitBucket[]) {
    const shapes = this.shapes(buckets);
    const held = new Map((await this.store.buckets(shapes.map((shape) => shape.key))).map((row) => [row.key, row]));
    const now = this.now();
    return RateLimiter.verdict(shapes.map(({ key, burst, refillPerMs }) => ({ tokens: refilled(held.get(key), now, burst, refillPerMs), refillPerMs })));
  }

  charge(buckets: readonly RateLimitBucket[]): Promise<void> {
    return this.store.charge(this.shapes(buckets), this.now());
  }

  /** Whether a client bucket whose key starts with `prefix` has no token now. */
  async anyShort(prefix: string): Promise<boolean> {
    const [shape] = this.shapes([{ key: prefix, scale: "client" }]);
    const now = this.now();
    return (await this.store.bucketsStartingWith(prefix)).some((row) => refilled(row, now, shape!.burst, shape!.refillPerMs) < 1);
  }
}

export class SignInThrottle {
  private readonly accounts: StoredLimiter;
  private readonly addresses: StoredLimiter;
  private readonly everyone: RateLimiter;
  private prunedAt = 0;

  constructor(
    private readonly store: ThrottleStore,
    private readonly now: () => number,
    settings: ThrottleSettings = DEFAULT_THROTTLE,
  ) {
    this.accounts = new StoredLimiter(store, 1 / settings.accountEveryMinutes, settings.accountBurst, now);
    this.addresses = new StoredLimiter(store, 1 / settings.addressEveryMinutes, settings.addressBurst, now);
    this.everyone = new RateLimiter(
      settings.everyonePerMinute ?? DEFAULT_THROTTLE.everyonePerMinute ?? 0,
      settings.everyoneBurst ?? DEFAULT_THROTTLE.everyoneBurst ?? 0,
      now,
    );
  }

  /**
   * Takes one of the tries everyone shares, before a password is hashed; the seconds to wait when none
   * is left. Many addresses, each within its own allowance, cannot together make the server hash more.
   */
  takeShared(): number | undefined {
    const verdict = this.everyone.take("everyone");
    return verdict.allowed ? undefined : verdict.retryAfterSeconds;
  }

  private accountBucket(email: string, address: string | undefined): RateLimitBucket[] {
    return [{ key: `${accountPrefix(email)}${rateLimitKey(address)}`, scale: "client" }];
  }

  private addressBuckets(address: string | undefined): RateLimitBucket[] {
    return rateLimitBuckets(address).map(({ key, scale }) => ({ key: `${ADDRESS_PREFIX}${key}`, scale }));
  }

  /** The seconds this address must wait before trying this account again; undefined when it may try now. Takes nothing. */
  async wait(email: string, address: string | undefined): Promise<number | undefined> {
    const byAddress = await this.addresses.peek(this.addressBuckets(address));
    if (!byAddress.allowed) return byAddress.retryAfterSeconds;
    const byAccount = await this.accounts.peek(this.accountBucket(email, address));
    return byAccount.allowed ? undefined : byAccount.retryAfterSeconds;
  }

  /** A failed try (a wrong password or code, or an unknown email) charged to the address and to the account from it. */
  async failed(email: string, address: string | undefined): Promise<void> {
    await this.addresses.charge(this.addressBuckets(address));
    await this.accounts.charge(this.accountBucket(email, address));
    // Buckets full again are dropped, at most once a minute, so the table holds only the failures that still count.
    const now = this.now();
    if (now - this.prunedAt < 60_000) return;
    this.prunedAt = now;
    await this.store.prune(now - Math.max(this.accounts.fullAfterMs, this.addresses.fullAfterMs));
  }

  /** Whether some address is held off this account now. */
  locked(email: string): Promise<boolean> {
    return this.accounts.anyShort(accountPrefix(email));
  }

  /** Forgets the account's failed tries from every address; whether any address was held off it. */
  async unlock(email: string): Promise<boolean> {
    const was = await this.locked(email);
    await this.store.forget(accountPrefix(email));
    return was;
  }
}

/** "Try again in 4 minutes", rounded up: never earlier than the limit allows. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Too many tries. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many tries. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
