/**
 * Sign-in attempts are limited per address and per account from each address (rate-limit.ts's
 * token buckets): a burst for typing mistakes, then a slow trickle. Only failures are charged, and
 * an account's allowance is counted for each address apart, so whoever guesses from one address
 * holds up that address alone: the person, with the right password from anywhere else, still gets
 * in. Guessing many people's passwords from one address takes years; the message says when the
 * next try is allowed. An owner can unlock a person (their failures from every address forgotten).
 */
import { rateLimitBuckets, rateLimitKey } from "../server/client-address.ts";
import { RateLimiter } from "../server/rate-limit.ts";
import { normaliseEmail } from "../storage/account-store.ts";

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

export class SignInThrottle {
  private readonly accounts: RateLimiter;
  private readonly addresses: RateLimiter;
  private readonly everyone: RateLimiter;

  constructor(now: () => number, settings: ThrottleSettings = DEFAULT_THROTTLE) {
    this.accounts = new RateLimiter(1 / settings.accountEveryMinutes, settings.accountBurst, now);
    this.addresses = new RateLimiter(1 / settings.addressEveryMinutes, settings.addressBurst, now);
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

  private accountKey(email: string, address: string | undefined): string {
    return `${accountPrefix(email)}${rateLimitKey(address)}`;
  }

  /** The seconds this address must wait before trying this account again; undefined when it may try now. Takes nothing. */
  wait(email: string, address: string | undefined): number | undefined {
    const byAddress = this.addresses.peek(rateLimitBuckets(address));
    if (!byAddress.allowed) return byAddress.retryAfterSeconds;
    const byAccount = this.accounts.peek(this.accountKey(email, address));
    return byAccount.allowed ? undefined : byAccount.retryAfterSeconds;
  }

  /** A failed try (a wrong password or code, or an unknown email) charged to the address and to the account from it. */
  failed(email: string, address: string | undefined): void {
    this.addresses.charge(rateLimitBuckets(address));
    this.accounts.charge(this.accountKey(email, address));
  }

  /** Whether some address is held off this account now. */
  locked(email: string): boolean {
    return this.accounts.anyShort(accountPrefix(email));
  }

  /** Forgets the account's failed tries from every address; whether any address was held off it. */
  unlock(email: string): boolean {
    const was = this.locked(email);
    this.accounts.forget(accountPrefix(email));
    return was;
  }
}

/** "Try again in 4 minutes", rounded up: never earlier than the limit allows. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Too many tries. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many tries. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
