/**
 * The role guard every back-office route but the sign-in pages goes through: nobody signed in
 * gets 401 (a browser asking for a page is sent to sign in instead), the wrong role 403, and a
 * form posted without its session's token 403. A route names the roles that may use it.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { PersonRecord } from "../storage/account-store.ts";
import type { LiveSession, Sessions } from "./session.ts";
import { sameSecret } from "./tokens.ts";
import { FORM_TOKEN_FIELD, MessagePage, renderPage } from "./views.tsx";
import { ROLE_LABELS, ROLE_PEOPLE, type Role } from "./roles.ts";

export interface AdminEnv {
  Variables: { live: LiveSession };
}

/** Pages an owner without a second factor may still use when ADMIN_REQUIRE_2FA=1. */
const SETUP_PATHS = new Set(["/admin/account", "/admin/account/totp", "/admin/sign-out"]);

export const isSafeMethod = (c: Context) => c.req.method === "GET" || c.req.method === "HEAD";
const wantsPage = (c: Context) => isSafeMethod(c) && (c.req.header("accept") ?? "").includes("text/html");

/** The header in which the editor page's JSON requests carry the form token (a form carries it as a field). */
export const FORM_TOKEN_HEADER = "x-form-token";

/** The form token a post carries, when it carries one. */
export async function postedFormToken(c: Context): Promise<string | undefined> {
  const header = c.req.header(FORM_TOKEN_HEADER);
  if (header !== undefined) return header;
  const body = await c.req.parseBody();
  const value = body[FORM_TOKEN_FIELD];
  return typeof value === "string" ? value : undefined;
}

export function viewerOf(live: LiveSession) {
  return { person: live.person, formToken: live.session.csrf_token };
}

export function guard(
  sessions: Sessions,
  roles: readonly Role[],
  { require2fa, brand, siteIsDemo }: { require2fa: boolean; brand?: string; siteIsDemo?: () => boolean },
): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const live = await sessions.read(c);
    if (!live || live.session.stage !== "full") {
      if (wantsPage(c)) return c.redirect(live ? "/admin/sign-in/code" : "/admin/sign-in", 303);
      return c.text("Sign in first: this part of the back office needs an account.", 401);
    }
    const person: PersonRecord = live.person;
    const viewer = viewerOf(live);
    if (require2fa && person.role === "owner" && !person.has_totp && !SETUP_PATHS.has(c.req.path)) {
      if (wantsPage(c)) return c.redirect("/admin/account", 303);
      return c.html(
        renderPage(
          <MessagePage
            viewer={viewer}
            title="Set up your second factor first"
            text="Owners must use a second factor here: set it up on Your account before anything else."
          />,
          brand,
          siteIsDemo?.(),
        ),
        403,
      );
    }
    if (!roles.includes(person.role))
      return c.html(
        renderPage(
          <MessagePage
            viewer={viewer}
            title="Not part of your role"
            text={`This page is for ${roles.map((role) => ROLE_PEOPLE[role]).join(" or ")}; you are signed in as ${ROLE_LABELS[person.role]}. An owner can change your role.`}
            link={{ href: "/admin", label: "Back to the home page" }}
          />,
          brand,
          siteIsDemo?.(),
        ),
        403,
      );
    if (!isSafeMethod(c)) {
      const posted = await postedFormToken(c);
      if (!posted || !sameSecret(posted, live.session.csrf_token))
        return c.html(
          renderPage(
            <MessagePage viewer={viewer} title="This form has expired" text="Nothing was changed. Go back, reload the page and try again." />,
            brand,
            siteIsDemo?.(),
          ),
          403,
        );
    }
    c.set("live", live);
    await next();
  };
}
