/**
 * The second factor: a time-based code (TOTP, RFC 6238: 6 digits, 30 seconds, SHA-1) from an
 * authenticator app, through the otpauth library. A code is accepted one step either side of
 * now, for a phone whose clock is a little out.
 */
import { Secret, TOTP } from "otpauth";

const ISSUER = "Westline Finance back office";

const totpFor = (secret: string, email: string) => new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });

/** A new secret (160 random bits), as the base32 text an app takes by hand. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app reads from a QR code, or a person pastes. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

/** Whether the code is the secret's at `now` (or one step either side). Spaces are ignored. */
export function totpMatches(secret: string, code: string, now: Date): boolean {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return false;
  return totpFor(secret, "").validate({ token, timestamp: now.getTime(), window: 1 }) !== null;
}

/** The code an app would show at `now`: for tests. */
export const totpCode = (secret: string, now: Date): string => totpFor(secret, "").generate({ timestamp: now.getTime() });
