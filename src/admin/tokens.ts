/**
 * Random tokens for links and sessions. Only a token's SHA-256 is stored: whoever reads the
 * database cannot use a set-password link or a session from it. A 256-bit random token needs no
 * slow hash; SHA-256 is enough to make it one-way.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash("sha256").update(a, "utf8").digest();
  const right = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
