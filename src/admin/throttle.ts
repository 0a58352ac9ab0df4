/**
 * Sign-in attempts are limited per account and per address (rate-limit.ts's token buckets): a
 * burst for typing mistakes, then a slow trickle. Guessing one person's password, or many people's
 * from one address, takes years; the message says when the next try is allowed.
 */
import { rateLimitBuckets } from "../server/client-address.ts";
import { RateLimiter } from "../server/rate-limit.ts";
import { normaliseEmail } from "../storage/account-store.ts";

export interface ThrottleSettings {
  /** Tries one account may have at once, then one per `accountEveryMinutes`. */
  accountBurst: number;
  accountEveryMinutes: number;
  addressBurst: number;
  addressEveryMinutes: number;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { accountBurst: 5, accountEveryMinutes: 5, addressBurst: 20, addressEveryMinutes: 1 };

export class SignInThrottle {
  private readonly accounts: RateLimiter;
  private readonly addresses: RateLimiter;

  constructor(now: () => number, settings: ThrottleSettings = DEFAULT_THROTTLE) {
    this.accounts = new RateLimiter(1 / settings.accountEveryMinutes, settings.accountBurst, now);
    this.addresses = new RateLimiter(1 / settings.addressEveryMinutes, settings.addressBurst, now);
  }

  /** Takes one try for the account and the address; the seconds to wait when either has none left. */
  take(email: string, address: string | undefined): number | undefined {
    const byAddress = this.addresses.take(rateLimitBuckets(address));
    if (!byAddress.allowed) return byAddress.retryAfterSeconds;
    const byAccount = this.accounts.take(`account:${normaliseEmail(email)}`);
    return byAccount.allowed ? undefined : byAccount.retryAfterSeconds;
  }
}

/** "Try again in 4 minutes", rounded up: never earlier than the limit allows. */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Too many tries. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many tries. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
