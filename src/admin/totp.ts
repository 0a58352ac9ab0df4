/**
 * The second factor: a time-based code (TOTP, RFC 6238: 6 digits, 30 seconds, SHA-1) from an
 * authenticator app, through the otpauth library. A code is accepted one step either side of
 * now, for a phone whose clock is a little out.
 */
import { Secret, TOTP } from "otpauth";

const ISSUER = "Westline Finance back office";

const totpFor = (secret: string, email: string) =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

/** A new secret (160 random bits), as the base32 text an app takes by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app reads from a QR code, or a person pastes. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

const PERIOD_MS = 30_000;

/**
 * The time step (30-second interval since 1970) of the secret's code that matches, at `now` or one
 * step either side; undefined when none does. Spaces are ignored. Callers record the step as used,
 * so a code seen over someone's shoulder cannot be typed again.
 */
export function totpStep(secret: string, code: string, now: Date): number | undefined {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret, "").validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** Whether the code is the secret's at `now` (or one step either side). */
export const totpMatches = (secret: string, code: string, now: Date): boolean => totpStep(secret, code, now) !== undefined;

/** The code an app would show at `now`: for tests. */
export const totpCode = (secret: string, now: Date): string => totpFor(secret, "").generate({ timestamp: now.getTime() });
