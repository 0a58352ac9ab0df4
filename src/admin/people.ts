/**
 * Adding and removing people, and their set-password links: the one implementation behind
 * `npm run admin` and the people page. A new person gets a link, valid for 24 hours and once, to
 * choose their password; nobody else ever knows it.
 */
import { normaliseEmail, type AccountStore, type Person } from "../storage/account-store.ts";
import { hashToken, randomToken } from "./tokens.ts";
import type { Role } from "./roles.ts";

export const LINK_VALID_MS = 24 * 3600 * 1000;
export const SET_PASSWORD_PATH = "/admin/set-password";

/** Why an email address cannot be an account's, in the words of whoever typed it; undefined when it can. */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "Type the person's email address.";
  if (trimmed.length > 254 || !/^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/.test(trimmed))
    return `"${trimmed}" is not an email address (it should look like name@example.com.au).`;
  return undefined;
}

export const setPasswordLink = (base: string, token: string): string => `${base.replace(/\/+$/, "")}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/** A fresh link for the person; earlier unused links stay valid until they expire. */
export async function issuePasswordLink(accounts: AccountStore, person: Pick<Person, "id">, now: Date): Promise<string> {
  const token = randomToken();
  await accounts.addPasswordToken(person.id, hashToken(token), now, new Date(now.getTime() + LINK_VALID_MS));
  return token;
}

export type AddOutcome = { ok: true; person: Person; token: string } | { ok: false; problem: string };

/** Adds a person and issues their first link, recording who did it. */
export async function addPerson(
  accounts: AccountStore,
  { email, role, now, by, address }: { email: string; role: Role; now: Date; by: string | null; address: string | null },
): Promise<AddOutcome> {
  const problem = emailProblem(email);
  if (problem) return { ok: false, problem };
  const person = await accounts.addPerson(normaliseEmail(email), role, now);
  if (!person) return { ok: false, problem: `${normaliseEmail(email)} already has an account. To give them a new link, remove them and add them again.` };
  const token = await issuePasswordLink(accounts, person, now);
  await accounts.audit({ at: now.toISOString(), actor: by, action: "added a person", detail: `${person.email} as ${role}`, address });
  return { ok: true, person, token };
}

/** Removes a person by email: their sessions end at once. */
export async function removePerson(
  accounts: AccountStore,
  { email, now, by, address }: { email: string; now: Date; by: string | null; address: string | null },
): Promise<{ ok: true; person: Person } | { ok: false; problem: string }> {
  const person = await accounts.personByEmail(normaliseEmail(email));
  if (!person) return { ok: false, problem: `Nobody has an account with the email ${normaliseEmail(email)}.` };
  await accounts.removePerson(person.id, now);
  await accounts.audit({ at: now.toISOString(), actor: by, action: "removed a person", detail: `${person.email} (${person.role})`, address });
  return { ok: true, person };
}
