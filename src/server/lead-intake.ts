/**
 * POST / — the Netlify-compatible form contract the site's forms use: a form-encoded (or
 * multipart, without files) body naming its form in `form-name`. Each step is a named middleware,
 * cheapest first: sameSiteOnly, rateLimited, sizeLimited, readForm, checkSubmission, storeLead. A
 * lead is stored (committed) before anyone is told it was received, and a post sent again (the same
 * `submission_key` and answers: its first answer was lost) is stored once and answered as the first.
 *
 * Scripted posts (fetch) get JSON; native posts (a plain HTML form, JavaScript off) get pages: a
 * 303 to the form's thank-you page, or a page listing what to fix. A request counts as scripted
 * when it asks for JSON, or when its Sec-Fetch-Mode is anything but "navigate"; without either
 * signal, it is native when it accepts text/html.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { SUBMISSION_KEY, validateSubmission, type SubmissionForm } from "../forms/validate-submission.ts";
import { submissionForm } from "../generated/form-validators/index.ts";
import type { SiteConfig } from "../generated/content-types.ts";
import { answerPageHtml, type AnswerPage } from "./answer-pages.ts";
import { rateLimitBuckets, type TrustedProxies } from "./client-address.ts";
import { declaredCharset, encodingOf, parseUrlEncoded } from "./form-encoding.ts";
import type { LeadNotifier } from "./lead-notifier.ts";
import type { LeadStore } from "../storage/lead-store.ts";
import { sameSitePath } from "./page-path.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { thankYouPath } from "../lib/thank-you-path.ts";

export const MAX_BODY_BYTES = 64 * 1024;
/** Contract fields that are not the visitor's data. */
const NOT_LEAD_DATA = new Set(["form-name", "captcha-verified", "page_path", SUBMISSION_KEY]);
/**
 * The maths question is asked by JavaScript, so a visitor without it cannot answer. The browser's
 * "solved" flag proves nothing to a server anyway (any bot can send it), so a native post is
 * accepted without it and relies on the honeypots and the rate limit, rather than losing a lead.
 */
const ASKED_BY_SCRIPT_ONLY = ["captcha-verified"];
/** The inbox's words for why a lead sits in Spam. */
export const HONEYPOT_REASON = "a hidden field that only robots see was filled in";

export interface LeadIntakeOptions {
  store: LeadStore;
  limiter: RateLimiter;
  notifier: LeadNotifier | undefined;
  logger: Logger;
  /** The site's settings, or how to read them now (they follow publishes: site-settings.ts). */
  site: SiteConfig | (() => SiteConfig);
  trustedProxies: TrustedProxies;
  /** Origins besides the request's own host that may post. */
  allowedOrigins: readonly string[];
  /** The site's own forms (its folder's forms/), as its build compiled them (site-form-validators.ts), by name. */
  siteForms?: ReadonlyMap<string, SubmissionForm>;
}

/** What the steps hand on to the next. */
type IntakeEnv = {
  Variables: {
    fields: Record<string, string>;
    formName: string;
    /** The page it was sent from: the posted page_path when it is a path on this site, else the Referer's. */
    pagePath: string | undefined;
    leadFields: Record<string, string>;
    submissionKey: string | undefined;
    honeypotFilled: boolean;
  };
};
type Step = MiddlewareHandler<IntakeEnv>;

const ANSWER_PAGE_POLICY = contentSecurityPolicy();

export function isScripted(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  if (accept.includes("application/json")) return true;
  const mode = c.req.header("sec-fetch-mode");
  if (mode) return mode !== "navigate";
  return !accept.includes("text/html");
}

export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const warnedAbout = new WeakSet<TrustedProxies>();

/** Reads X-Forwarded-* only from a trusted proxy; says once in the log when anyone else sends them. */
export function forwardedHeaders(proxies: TrustedProxies, logger: Logger | undefined) {
  const fromProxy = (c: Context): boolean => {
    if (proxies.trusts(peerAddress(c))) return true;
    if (!warnedAbout.has(proxies) && logger && (c.req.header("x-forwarded-for") || c.req.header("x-forwarded-proto") || c.req.header("x-forwarded-host"))) {
      warnedAbout.add(proxies);
      logger.warn(
        { trustedProxies: proxies.entries },
        "X-Forwarded-* headers arrived from a peer not in TRUSTED_PROXIES and were ignored; if this server is behind a proxy, list its address there",
      );
    }
    return false;
  };
  return {
    /** The visitor's address: the socket's, or the trusted proxy's record of it. */
    clientAddress: (c: Context) => (fromProxy(c) ? proxies.clientAddress(peerAddress(c), c.req.header("x-forwarded-for")) : peerAddress(c)),
    host: (c: Context) => (fromProxy(c) ? c.req.header("x-forwarded-host") : undefined) ?? c.req.header("host"),
    https: (c: Context) => (fromProxy(c) ? c.req.header("x-forwarded-proto") === "https" : new URL(c.req.url).protocol === "https:"),
  };
}

export function registerLeadIntake(app: Hono, options: LeadIntakeOptions): void {
  const { store, limiter, notifier, logger, site, trustedProxies, allowedOrigins, siteForms } = options;
  const forwarded = forwardedHeaders(trustedProxies, logger);
  const siteNow = typeof site === "function" ? site : () => site;
  const callUs = () => `You can also call us on ${siteNow().phone.display}.`;

  /** The page on this site the post came from, per Referer, with its query; undefined when unknown. */
  const refererUrl = (c: Context): URL | undefined => {
    const referer = c.req.header("referer");
    if (!referer) return undefined;
    try {
      const url = new URL(referer);
      return url.host === forwarded.host(c) && sameSitePath(url.pathname) ? url : undefined;
    } catch {
      return undefined;
    }
  };
  /** Where "Go back" leads: the form's page when known, else home. */
  const backHref = (c: Context) => {
    const url = refererUrl(c);
    return url ? `${sameSitePath(url.pathname)}${url.search.slice(0, 300)}` : "/";
  };
  const page = (c: Context, status: 400 | 403 | 413 | 415 | 422 | 429 | 503, answer: Omit<AnswerPage, "backHref">) => {
    c.header("Content-Security-Policy", ANSWER_PAGE_POLICY);
    c.header("Cache-Control", "no-store");
    return c.html(answerPageHtml(siteNow(), { ...answer, backHref: backHref(c) }), status);
  };
  const refuse = (c: Context, status: 400 | 403 | 413 | 415 | 429 | 503, error: string, answer: Omit<AnswerPage, "backHref">) => {
    logger.info({ outcome: "refused", status }, "form post refused");
    return isScripted(c) ? c.json({ ok: false, error }, status) : page(c, status, answer);
  };
  const accepted = (c: Context, formName: string) => (isScripted(c) ? c.json({ ok: true }) : c.redirect(thankYouPath(formName), 303));
  const unreadable = () => ({ title: "This form could not be read", paragraphs: ["Please go back and send the form again.", callUs()] });

  // A browser says where a post comes from (Origin, Sec-Fetch-Site); anything else is refused.
  const csrfCheck = csrf({
    secFetchSite: ["same-origin"],
    origin: (origin, c) => {
      if (allowedOrigins.includes(origin)) return true;
      try {
        return new URL(origin).host === forwarded.host(c);
      } catch {
        return false;
      }
    },
  });
  const sameSiteOnly: Step = async (c, next) => {
    try {
      return await csrfCheck(c, next);
    } catch (error) {
      if (!(error instanceof HTTPException && error.status === 403)) throw error;
      return refuse(c, 403, "Forms may only be sent from this site.", {
        title: "This form came from another site",
        paragraphs: ["For your safety we only accept forms sent from our own pages. Please use the form on our site.", callUs()],
      });
    }
  };

  const rateLimited: Step = async (c, next) => {
    const verdict = limiter.take(rateLimitBuckets(forwarded.clientAddress(c)));
    if (verdict.allowed) return next();
    c.header("Retry-After", String(verdict.retryAfterSeconds));
    return refuse(c, 429, "Too many submissions; please wait a minute and try again.", {
      title: "Please wait a moment",
      paragraphs: [`We received several forms from you in a short time. Please try again in about ${verdict.retryAfterSeconds} seconds.`, callUs()],
    });
  };

  const sizeLimited: Step = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      refuse(c, 413, `The form is larger than ${MAX_BODY_BYTES / 1024} kB.`, {
        title: "That message is too long",
        paragraphs: ["Please shorten your message and send it again.", callUs()],
      }),
  });

  const readForm: Step = async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    const multipart = /^multipart\/form-data\b/i.test(type);
    if (!multipart && !/^application\/x-www-form-urlencoded\b/i.test(type))
      return refuse(c, 415, "Send the form as application/x-www-form-urlencoded or multipart/form-data.", unreadable());
    const charset = declaredCharset(type)?.slice(0, 40);
    const encoding = charset === undefined ? "utf-8" : encodingOf(charset);
    if (!encoding || (multipart && encoding !== "utf-8"))
      return refuse(c, 415, `The form's character set "${charset}" cannot be read here; send the form as UTF-8.`, unreadable());
    let entries: [string, string | File | (string | File)[]][];
    try {
      entries =
        encoding === "utf-8" ? Object.entries(await c.req.parseBody({ all: true })) : parseUrlEncoded(new Uint8Array(await c.req.arrayBuffer()), encoding);
    } catch (error) {
      if (isClientAbort(error)) throw error;
      return refuse(c, 400, charset ? `The form could not be read as ${charset} text.` : "The form could not be read.", unreadable());
    }
    // No prototype: a field named "constructor" or "__proto__" is a field like any other.
    const fields = Object.create(null) as Record<string, string>;
    for (const [name, value] of entries) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first !== "string")
        return refuse(c, 415, "Files are not accepted.", {
          title: "Files cannot be attached",
          paragraphs: ["Please send the form without attachments.", callUs()],
        });
      if (!Object.hasOwn(fields, name)) fields[name] = first;
    }
    c.set("fields", fields);
    return next();
  };

  const checkSubmission: Step = async (c, next) => {
    const { page_path: postedPath, ...fields } = c.get("fields");
    const formName = fields["form-name"]?.trim() ?? "";
    const scripted = isScripted(c);
    // A form of the kernel's that this site does not list is answered as one nobody knows.
    const form = (siteNow().forms as readonly string[]).includes(formName) ? (submissionForm(formName) ?? siteForms?.get(formName)) : undefined;
    const result = validateSubmission(form, fields, { forgiveMissing: scripted ? [] : ASKED_BY_SCRIPT_ONLY });
    if ("unknownForm" in result)
      return refuse(c, 400, `Unknown form-name "${formName.slice(0, 50)}".`, {
        title: "This form is not recognised",
        paragraphs: ["Please go back and try again.", callUs()],
      });
    if (!result.ok) {
      const { errors, labels } = result;
      logger.info({ outcome: "invalid", form: formName, fields: errors.map((e) => e.field) }, "form post invalid");
      if (scripted) return c.json({ ok: false, errors }, 422);
      return page(c, 422, {
        title: "Please check the form",
        paragraphs: [
          ...(errors.some((e) => ASKED_BY_SCRIPT_ONLY.includes(e.field)) ? ["The security check needs JavaScript: please enable it, or call us."] : []),
          "Some answers need another look. Go back, correct them and send the form again:",
        ],
        errors,
        labels,
      });
    }
    c.set("formName", formName);
    c.set("honeypotFilled", result.honeypotFilled);
    c.set("leadFields", Object.fromEntries(Object.entries(result.data).filter(([name]) => !NOT_LEAD_DATA.has(name))));
    c.set("submissionKey", result.data[SUBMISSION_KEY]);
    c.set("pagePath", sameSitePath(postedPath?.trim()) ?? sameSitePath(refererUrl(c)?.pathname));
    return next();
  };

  let honeypotHits = 0;
  const storeLead: Step = async (c) => {
    const formName = c.get("formName");
    const newLead = {
      formName,
      pagePath: c.get("pagePath"),
      fields: c.get("leadFields"),
      remoteAddress: forwarded.clientAddress(c),
      userAgent: c.req.header("user-agent"),
      submissionKey: c.get("submissionKey"),
    };
    // Answered exactly like the same post from a person, so the answer reveals no trap. It is kept
    // in the inbox's Spam, unannounced, in case a person's browser filled the hidden field.
    if (c.get("honeypotFilled")) {
      honeypotHits++;
      const kept = await store.store({ ...newLead, flagged: HONEYPOT_REASON }).then(
        (lead) => lead.id,
        () => undefined,
      );
      logger.info({ outcome: "honeypot", form: formName, honeypotHits, lead: kept }, "honeypot filled: answered as accepted, kept as spam");
      return accepted(c, formName);
    }
    let lead;
    try {
      lead = await store.store(newLead);
    } catch (error) {
      // Never a 2xx for a lead that is not committed: the visitor must know to try again or call.
      logger.error({ outcome: "not stored", form: formName, err: (error as Error).message }, "lead could not be stored");
      return refuse(c, 503, "Your message could not be saved just now; please try again or call us.", {
        title: "Sorry, your message was not saved",
        paragraphs: ["Something went wrong on our side. Please try again in a minute.", callUs()],
      });
    }
    if (lead.repeat) {
      // Its first copy was stored (and announced) already; the visitor gets the answer they missed.
      logger.info({ outcome: "repeat", form: formName, lead: lead.id }, "post sent again: its first copy is stored, answered as before");
      return accepted(c, lead.form_name);
    }
    logger.info({ outcome: "stored", form: formName, lead: lead.id }, "lead stored");
    notifier?.notify(lead);
    return accepted(c, formName);
  };

  const intake = new Hono<IntakeEnv>();
  intake.post("/", sameSiteOnly, rateLimited, sizeLimited, readForm, checkSubmission, storeLead);
  app.route("/", intake);
}

/** A visitor who closed the connection mid-body: nobody is left to answer. */
export function isClientAbort(error: unknown): boolean {
  const { code, message, name } = (error ?? {}) as { code?: string; message?: string; name?: string };
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || name === "AbortError" || /aborted|premature close/i.test(message ?? "");
}
