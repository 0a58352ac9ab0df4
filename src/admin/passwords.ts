/**
 * Passwords, hashed with scrypt (node:crypto) and a random salt per password. Stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking stored passwords.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { hashPool } from "./hash-pool.ts";

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that nobody can make the server hash a megabyte. */
export const MAX_PASSWORD_LENGTH = 200;

/** scrypt's cost: N = 2^15, r = 8, p = 1 (32 MiB and about 0.1 s a hash), the figures OWASP gives as a minimum. */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** On the hashing threads (hash-pool.ts); rejects at once with HashPoolBusy when they are full. */
function scrypt(password: string, salt: Buffer, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; the limit allows twice that and nothing more.
  return hashPool().scrypt({ password: password.normalize("NFKC"), salt, keyLength: KEY_LENGTH, N, r, p, maxmem: 256 * N * r });
}

/**
 * zxcvbn's score below which a password is refused: 3 means about 10^8 guesses or more, out of reach
 * of an online attack and slow offline against scrypt. Lower scores are a common or breached password
 * (the list in @zxcvbn-ts/language-common), one repeated, or one close to either.
 */
const LEAST_SCORE = 3;
/** Built at the first password chosen, not at start-up: the word lists take most of a second to unpack. */
let estimator: ZxcvbnFactory | undefined;
// The first 64 characters are judged: the estimate's work grows fast with length (200 mixed characters
// took 0.4 s of the server's thread), and 64 characters that pass are strong whatever follows.
const guessability = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 }));

/**
 * Why a new password is not accepted, in the words of the person choosing it; undefined when it is.
 * The one rule for every new password: the first account's, an invited person's, a reset and a change.
 * `email` is the person's own: a password made of it is as easy to guess as a common one.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `Your password needs at least ${MIN_PASSWORD_LENGTH} characters (it has ${length}). A few ordinary words in a row are easier to remember and harder to guess than a short jumble.`;
  if (length > MAX_PASSWORD_LENGTH) return `Your password can have at most ${MAX_PASSWORD_LENGTH} characters (it has ${length}).`;
  const inputs = email ? [email, ...email.split(/[@.+_-]/).filter((part) => part.length > 2)] : [];
  if (guessability().check(password, inputs).score < LEAST_SCORE)
    return "That password is too easy to guess: it is a common password, one that has been leaked, a word repeated, or close to your email. Choose three or four ordinary words that have nothing to do with you or this business.";
  return undefined;
}

/** At this app's cost unless given another; the hash records the cost it was made at. */
export async function hashPassword(password: string, cost: Cost = COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A hash of a password nobody has: checked against when the email is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;
const decoyHash = () =>
  (decoy ??= hashPassword(randomBytes(18).toString("base64")).catch((error: unknown) => {
    // Refused while the threads were busy: made again at the next unknown email, not kept as a failure.
    decoy = undefined;
    throw error;
  }));

/** Whether the password matches the stored hash; with no hash, false, after as much work as a real check. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? (await decoyHash())).split("$");
  const [scheme, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}
