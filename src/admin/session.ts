/**
 * Sessions: a random token in an HttpOnly, SameSite=Strict cookie scoped to /admin (Secure when
 * the request came over TLS), and only the token's hash in the database. A session ends after
 * 30 idle minutes or 12 hours, whichever comes first, when its person signs out or is removed.
 * Forms posted before sign-in carry a token from a cookie of their own (double submit).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AccountStore, PersonRecord, Session, SessionLimits, SessionStage } from "../storage/account-store.ts";
import { hashToken, randomToken } from "./tokens.ts";

export const SESSION_LIMITS: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 };
export const SESSION_COOKIE = "westline_admin";
export const FORM_COOKIE = "westline_admin_form";

export interface LiveSession {
  session: Session;
  person: PersonRecord;
  tokenHash: string;
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: "Strict", path: "/admin", secure }) as const;

export class Sessions {
  constructor(
    private readonly accounts: AccountStore,
    private readonly now: () => Date,
    private readonly overTls: (c: Context) => boolean,
  ) {}

  async read(c: Context): Promise<LiveSession | undefined> {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || token.length > 100) return undefined;
    const tokenHash = hashToken(token);
    const live = await this.accounts.touchSession(tokenHash, this.now(), SESSION_LIMITS);
    return live && { ...live, tokenHash };
  }

  /** A new session (never a reused one, so a token planted before sign-in is worth nothing after). */
  async start(c: Context, person: Pick<PersonRecord, "id">, stage: SessionStage): Promise<void> {
    const token = randomToken();
    await this.accounts.addSession(hashToken(token), person.id, stage, randomToken(), this.now());
    setCookie(c, SESSION_COOKIE, token, cookieOptions(this.overTls(c)));
  }

  async end(c: Context, live: LiveSession | undefined): Promise<void> {
    if (live) await this.accounts.endSession(live.tokenHash);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(this.overTls(c)));
  }

  /** The token for a form shown before sign-in: the form cookie's, set now when there is none. */
  formToken(c: Context): string {
    const existing = getCookie(c, FORM_COOKIE);
    if (existing && /^[\w-]{43}$/.test(existing)) return existing;
    const token = randomToken();
    setCookie(c, FORM_COOKIE, token, cookieOptions(this.overTls(c)));
    return token;
  }
}
