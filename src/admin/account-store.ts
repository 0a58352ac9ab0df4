/**
 * The back office's accounts, set-password links, sessions and activity log, kept in the leads
 * database beside the leads (SQLite or PostgreSQL, whichever the server uses). Both stores give
 * the same answers; sqlite-accounts.ts and pg-accounts.ts hold the SQL of each.
 * Times are ISO strings, as the leads' are, so they sort as text in both databases.
 */
import type { Role } from "./roles.ts";

export interface Person {
  id: number;
  /** Lower case: one address is one account, however it is typed. */
  email: string;
  role: Role;
  created_at: string;
  /** Whether a password has been set (the set-password link was used). */
  has_password: boolean;
  has_totp: boolean;
}

/** A person with the secrets the sign-in checks; never rendered. */
export interface PersonRecord extends Person {
  password_hash: string | null;
  totp_secret: string | null;
}

/** "password" until the second factor is given, when the account has one; then "full". */
export type SessionStage = "password" | "full";

export interface Session {
  user_id: number;
  stage: SessionStage;
  /** The session's form token: every form it posts carries it. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The email of whoever acted, or (a failed sign-in) the email typed; null when nobody is known. */
  actor: string | null;
  action: string;
  detail: string | null;
  address: string | null;
}

export type NewAuditEntry = Omit<AuditEntry, "id">;

/** How long a session lasts: idle, and at most, however busy. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export interface AccountStore {
  /** People with an account that has not been removed. */
  countPeople(): Promise<number>;
  /** Undefined when someone (not removed) already has the address; a removed person's address is given back to the new account. */
  addPerson(email: string, role: Role, now: Date): Promise<Person | undefined>;
  personByEmail(email: string): Promise<PersonRecord | undefined>;
  personById(id: number): Promise<PersonRecord | undefined>;
  /** Everyone not removed, by email. */
  listPeople(): Promise<Person[]>;
  /** Removes the person: their sessions and unused links end at once. False when there was no such person. */
  removePerson(id: number, now: Date): Promise<boolean>;
  addPasswordToken(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void>;
  /** The person a link is for, while it is unused and unexpired. */
  passwordTokenPerson(tokenHash: string, now: Date): Promise<Person | undefined>;
  /** Uses the link once: sets the password and ends the person's sessions. Undefined when the link is used, expired or unknown. */
  usePasswordToken(tokenHash: string, passwordHash: string, now: Date): Promise<Person | undefined>;
  setTotpSecret(userId: number, secret: string | null): Promise<void>;
  /** Records a code's time step as used; false when it, or a later one, was used already (a code works once). */
  useTotpStep(userId: number, step: number): Promise<boolean>;
  addSession(tokenHash: string, userId: number, stage: SessionStage, csrfToken: string, now: Date): Promise<void>;
  /** The live session and its person, its last use moved to now; an expired one is deleted and undefined. */
  touchSession(tokenHash: string, now: Date, limits: SessionLimits): Promise<{ session: Session; person: PersonRecord } | undefined>;
  endSession(tokenHash: string): Promise<void>;
  endSessionsOf(userId: number): Promise<void>;
  audit(entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  auditLog(limit: number): Promise<AuditEntry[]>;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The columns of a person, as both stores select them. */
export const PERSON_COLUMNS = "id, email, role, created_at, password_hash, totp_secret";

export interface PersonRow {
  id: number | string;
  email: string;
  role: Role;
  created_at: string;
  password_hash: string | null;
  totp_secret: string | null;
}

export const toPersonRecord = (row: PersonRow): PersonRecord => ({
  ...row,
  id: Number(row.id),
  has_password: row.password_hash !== null,
  has_totp: row.totp_secret !== null,
});

/** What may be shown of a person: no hash, no secret. */
export const publicPerson = ({ password_hash: _hash, totp_secret: _secret, ...person }: PersonRecord): Person => person;

/** Whether a session has outlived its idle or absolute limit at `now`. */
export const sessionExpired = (session: Pick<Session, "created_at" | "last_seen_at">, now: Date, limits: SessionLimits): boolean =>
  now.getTime() - Date.parse(session.last_seen_at) >= limits.idleMs || now.getTime() - Date.parse(session.created_at) >= limits.absoluteMs;
