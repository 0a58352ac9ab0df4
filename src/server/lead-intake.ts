/**
 * POST / — the Netlify-compatible form contract the site's forms use: a form-encoded (or
 * multipart, without files) body naming its form in `form-name`. Checks run cheapest first:
 * origin, rate limit, size, form name, honeypot, schema; a lead is stored before anyone is told
 * it was received.
 *
 * Scripted posts (fetch) get JSON; native posts (a plain HTML form, JavaScript off) get pages: a
 * 303 to the form's thank-you page, or a page listing what to fix. A request counts as scripted
 * when it asks for JSON, or when its Sec-Fetch-Mode is anything but "navigate"; without either
 * signal, it is native when it accepts text/html.
 */
import type { Context, Hono } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { SiteConfig } from "../generated/content-types.ts";
import { answerPageHtml, type AnswerPage } from "./answer-pages.ts";
import { validateSubmission, type FieldError } from "./form-submissions.ts";
import type { LeadNotifier } from "./lead-notifier.ts";
import type { LeadsDb } from "./leads-db.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Hidden fields people never see; anything in them means a bot filled the form. */
const HONEYPOTS = ["bot-field", "website"];
/** Contract fields that are not the visitor's data. */
const NOT_LEAD_DATA = new Set(["form-name", ...HONEYPOTS, "captcha-verified", "page_path"]);
/**
 * The maths question is asked by JavaScript, so a visitor without it cannot answer. The browser's
 * "solved" flag proves nothing to a server anyway (any bot can send it), so a native post is
 * accepted without it and relies on the honeypots and the rate limit, rather than losing a lead.
 */
const ASKED_BY_SCRIPT_ONLY = ["captcha-verified"];

export interface LeadIntakeOptions {
  db: LeadsDb;
  limiter: RateLimiter;
  notifier: LeadNotifier | undefined;
  logger: Logger;
  site: SiteConfig;
  trustProxy: boolean;
  /** Origins besides the request's own host that may post. */
  allowedOrigins: readonly string[];
}

export const thankYouPath = (formName: string) => `/thank-you/${formName}`;

const ANSWER_PAGE_POLICY = contentSecurityPolicy();

export function isScripted(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  if (accept.includes("application/json")) return true;
  const mode = c.req.header("sec-fetch-mode");
  if (mode) return mode !== "navigate";
  return !accept.includes("text/html");
}

/** The visitor's address: the socket's, or the proxy's record of it when we sit behind one. */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function requestHost(c: Context, trustProxy: boolean): string | undefined {
  return (trustProxy ? c.req.header("x-forwarded-host") : undefined) ?? c.req.header("host");
}

/** The page on this site the post came from, per Referer, with its query; undefined when unknown. */
function refererUrl(c: Context, trustProxy: boolean): URL | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === requestHost(c, trustProxy) ? url : undefined;
  } catch {
    return undefined;
  }
}

const refererPath = (c: Context, trustProxy: boolean) => refererUrl(c, trustProxy)?.pathname;

/** Where "Go back" leads: the form's page when known, else home. */
function backHref(c: Context, trustProxy: boolean): string {
  const url = refererUrl(c, trustProxy);
  return url ? `${url.pathname}${url.search}` : "/";
}

export function registerLeadIntake(app: Hono, options: LeadIntakeOptions): void {
  const { db, limiter, notifier, logger, site, trustProxy, allowedOrigins } = options;

  const page = (c: Context, status: 400 | 403 | 413 | 415 | 422 | 429 | 503, answer: Omit<AnswerPage, "backHref">) => {
    c.header("Content-Security-Policy", ANSWER_PAGE_POLICY);
    c.header("Cache-Control", "no-store");
    return c.html(answerPageHtml(site, { ...answer, backHref: backHref(c, trustProxy) }), status);
  };
  const refuse = (c: Context, status: 400 | 403 | 413 | 415 | 429 | 503, error: string, answer: Omit<AnswerPage, "backHref">) => {
    logger.info({ outcome: "refused", status }, "form post refused");
    return isScripted(c) ? c.json({ ok: false, error }, status) : page(c, status, answer);
  };
  const callUs = `You can also call us on ${site.phone.display}.`;
  let honeypotHits = 0;
  // A browser says where a post comes from (Origin, Sec-Fetch-Site); anything else is refused.
  const sameSiteOnly = csrf({
    secFetchSite: ["same-origin"],
    origin: (origin, c) => {
      if (allowedOrigins.includes(origin)) return true;
      try {
        return new URL(origin).host === requestHost(c, trustProxy);
      } catch {
        return false;
      }
    },
  });

  app.post(
    "/",
    async (c, next) => {
      try {
        return await sameSiteOnly(c, next);
      } catch (error) {
        if (!(error instanceof HTTPException && error.status === 403)) throw error;
        return refuse(c, 403, "Forms may only be sent from this site.", {
          title: "This form came from another site",
          paragraphs: ["For your safety we only accept forms sent from our own pages. Please use the form on our site.", callUs],
        });
      }
    },
    async (c, next) => {
      const verdict = limiter.take(clientAddress(c, trustProxy) ?? "unknown");
      if (verdict.allowed) return next();
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return refuse(c, 429, "Too many submissions; please wait a minute and try again.", {
        title: "Please wait a moment",
        paragraphs: [`We received several forms from you in a short time. Please try again in about ${verdict.retryAfterSeconds} seconds.`, callUs],
      });
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        refuse(c, 413, `The form is larger than ${MAX_BODY_BYTES / 1024} kB.`, {
          title: "That message is too long",
          paragraphs: ["Please shorten your message and send it again.", callUs],
        }),
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
        return refuse(c, 415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.", {
          title: "This form could not be read",
          paragraphs: ["Please go back and send the form again.", callUs],
        });
      let body: Record<string, string | File | (string | File)[]>;
      try {
        body = await c.req.parseBody({ all: true });
      } catch {
        return refuse(c, 400, "The form could not be read.", { title: "This form could not be read", paragraphs: ["Please go back and send the form again.", callUs] });
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first !== "string")
          return refuse(c, 415, "Files are not accepted.", { title: "Files cannot be attached", paragraphs: ["Please send the form without attachments.", callUs] });
        fields[name] = first;
      }

      const formName = fields["form-name"]?.trim() ?? "";
      const scripted = isScripted(c);
      const result = validateSubmission(formName, fields, { forgiveMissing: scripted ? [] : ASKED_BY_SCRIPT_ONLY });
      if ("unknownForm" in result)
        return refuse(c, 400, `Unknown form-name "${formName.slice(0, 50)}".`, {
          title: "This form is not recognised",
          paragraphs: ["Please go back and try again.", callUs],
        });

      const accepted = () => (scripted ? c.json({ ok: true }) : c.redirect(thankYouPath(formName), 303));

      if (HONEYPOTS.some((name) => (fields[name] ?? "").trim() !== "")) {
        honeypotHits++;
        logger.info({ outcome: "honeypot", form: formName, honeypotHits }, "honeypot filled: answered as accepted, nothing stored");
        return accepted();
      }

      if (!result.ok) {
        const errors: FieldError[] = result.errors;
        logger.info({ outcome: "invalid", form: formName, fields: errors.map((e) => e.field) }, "form post invalid");
        if (scripted) return c.json({ ok: false, errors }, 422);
        return page(c, 422, {
          title: "Please check the form",
          paragraphs: [
            ...(errors.some((e) => ASKED_BY_SCRIPT_ONLY.includes(e.field)) ? ["The security check needs JavaScript: please enable it, or call us."] : []),
            "Some answers need another look. Go back, correct them and send the form again:",
          ],
          errors,
        });
      }

      const leadFields = Object.fromEntries(Object.entries(result.data).filter(([name]) => !NOT_LEAD_DATA.has(name)));
      const pagePath = result.data.page_path ?? refererPath(c, trustProxy);
      const userAgent = c.req.header("user-agent");
      const receivedAt = new Date();
      let id: number;
      try {
        id = await db.store({ formName, pagePath, fields: leadFields, remoteAddress: clientAddress(c, trustProxy), userAgent }, receivedAt);
      } catch (error) {
        // Never a 2xx for a lead that is not on disk: the visitor must know to try again or call.
        logger.error({ outcome: "not stored", form: formName, err: (error as Error).message }, "lead could not be stored");
        return refuse(c, 503, "Your message could not be saved just now; please try again or call us.", {
          title: "Sorry, your message was not saved",
          paragraphs: ["Something went wrong on our side. Please try again in a minute.", callUs],
        });
      }
      logger.info({ outcome: "stored", form: formName, lead: id }, "lead stored");
      notifier?.notify({
        id,
        received_at: receivedAt.toISOString(),
        form_name: formName,
        page_path: pagePath ?? null,
        fields: leadFields,
        remote_hash: null,
        user_agent: userAgent ?? null,
        notified_at: null,
      });
      return accepted();
    },
  );
}
