/** Passwords and second-factor codes: what a person choosing or typing one notices. */
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HashPool, HashPoolBusy } from "../../src/admin/hash-pool.ts";
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "../../src/admin/passwords.ts";
import { newTotpSecret, totpCode, totpMatches, totpUri } from "../../src/admin/totp.ts";

describe("passwords", () => {
  it("need 12 characters, and the message says how many there are", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("elevenchars")).toMatch(/at least 12 characters \(it has 11\)/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
    expect(passwordProblem("x".repeat(201))).toMatch(/at most 200/);
  });

  it("that are common, leaked, repeated or made of the person's email are refused, saying why and what to do", () => {
    for (const common of ["passwordpassword", "123456789012", "qwertyuiop123", "iloveyou1234", "letmeinletmein"]) {
      expect(passwordProblem(common), common).toMatch(/too easy to guess.*Choose three or four ordinary words/);
    }
    expect(passwordProblem("annsmithannsmith", "ann.smith@example.com")).toMatch(/too easy to guess/);
    for (const fine of ["correct horse battery", "a long enough passphrase", "trombone kettle saucepan"]) expect(passwordProblem(fine), fine).toBeUndefined();
  });

  it("are stored as scrypt with a salt of their own, and only the same password matches", async () => {
    const [one, two] = await Promise.all([hashPassword("correct horse battery"), hashPassword("correct horse battery")]);
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain("correct");
    expect(await verifyPassword("correct horse battery", one)).toBe(true);
    expect(await verifyPassword("correct horse batter", one)).toBe(false);
    expect(await verifyPassword("correct horse battery", null)).toBe(false);
    expect(await verifyPassword("correct horse battery", "scrypt$broken")).toBe(false);
  });

  it("stored at another cost still match, checked at the cost they were stored with", async () => {
    const salt = randomBytes(16);
    const stored = (N: number, password: string) =>
      ["scrypt", N, 8, 1, salt.toString("base64"), scryptSync(password, salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 }).toString("base64")].join("$");
    expect(await verifyPassword("correct horse battery", stored(2 ** 10, "correct horse battery"))).toBe(true);
    expect(await verifyPassword("correct horse battery", stored(2 ** 16, "correct horse battery"))).toBe(true);
    expect(await verifyPassword("correct horse batter", stored(2 ** 10, "correct horse battery"))).toBe(false);
  });
});

describe("the password-hashing threads", () => {
  it("refuse at once, rather than queue, when every thread and waiting place is taken, and take hashes again once one is done", async () => {
    const pool = new HashPool({ threads: 1, waiting: 1 });
    const job = { password: "correct horse battery", salt: randomBytes(16), keyLength: 64, N: 2 ** 14, r: 8, p: 1, maxmem: 256 * 2 ** 14 * 8 };
    try {
      const running = [pool.scrypt(job), pool.scrypt(job)];
      await expect(pool.scrypt(job)).rejects.toBeInstanceOf(HashPoolBusy);
      const [first, second] = await Promise.all(running);
      const expected = scryptSync(job.password, job.salt, 64, { N: job.N, r: 8, p: 1, maxmem: job.maxmem });
      expect(first?.equals(expected)).toBe(true);
      expect(second?.equals(expected)).toBe(true);
      expect((await pool.scrypt(job)).equals(expected)).toBe(true);
    } finally {
      await pool.close();
    }
  });
});

describe("second-factor codes", () => {
  it("match the secret's code now and a step either side, not older ones, and spaces are ignored", () => {
    const secret = newTotpSecret();
    const now = new Date(Date.UTC(2026, 10, 25, 9, 0, 10));
    const code = totpCode(secret, now);
    expect(totpMatches(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now)).toBe(true);
    expect(totpMatches(secret, totpCode(secret, new Date(now.getTime() - 5 * 60_000)), now)).toBe(false);
    expect(totpMatches(secret, "12345", now)).toBe(false);
    expect(totpUri(secret, "ann@example.com")).toMatch(new RegExp(`^otpauth://totp/.*ann%40example\\.com\\?.*secret=${secret}`));
  });
});
