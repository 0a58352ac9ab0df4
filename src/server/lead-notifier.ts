/**
 * Tells the business about each new lead by email (SMTP) and/or a webhook. It runs after the lead is
 * stored and after the visitor has had the answer, retries with backoff, and marks the lead once
 * told; leads never told (mail server down for long, server restarted) are claimed and retried at
 * start-up. Only a few leads are announced at once, so hundreds of leads waiting at start-up do
 * not become hundreds of simultaneous calls; each carries the lead's idempotency key, so a
 * receiver can drop the rare repeat (an instance killed after sending but before marking).
 */
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { officeTime } from "../lib/dates.ts";
import type { StoredLead } from "../storage/lead-store.ts";

export interface NotifierOptions {
  smtpUrl?: string;
  notifyTo?: string;
  notifyFrom: string;
  webhookUrl?: string;
  /** The address staff reach this server at (SITE_URL): the email then links to the lead in the inbox. */
  siteUrl?: string;
  logger: Logger;
  /** Called once every channel has accepted the lead. */
  onNotified: (id: number) => Promise<void>;
  /** Delays between attempts, in milliseconds. */
  backoffMs?: readonly number[];
  /** Leads announced at the same time. */
  concurrency?: number;
}

const DEFAULT_BACKOFF = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000];
export const NOTIFY_CONCURRENCY = 4;

export interface LeadNotifier {
  notify(lead: StoredLead): void;
  /** Waits (at most timeoutMs) for notifications under way; used at shutdown and in tests. */
  drain(timeoutMs: number): Promise<void>;
}

const ANSWERS_START = "--- What the visitor sent ---";
const ANSWERS_END = "--- End of what the visitor sent ---";
/** Anything a mail program may show as a new line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * One answer as the email shows it. A one-line answer follows its name; an answer of several lines
 * (free text) starts below it, every line marked "  > ", so nothing a visitor types can begin a line
 * of its own and pass for a header ("Bcc: …"), another field or the end of the answers.
 */
function answerLines(name: string, value: string): string[] {
  const lines = value.split(LINE_BREAK);
  if (lines.length === 1) return [`${name}: ${value}`];
  return [`${name}:`, ...lines.map((line) => (line ? `  > ${line}` : "  >"))];
}

/** A lead's page in the back office's inbox (src/admin/inbox), from the server's public address. */
export const leadInboxUrl = (siteUrl: string, id: number) => `${siteUrl.replace(/\/+$/, "")}/admin/leads/${id}`;

/** The email the business receives: subject and plain-text body, the visitor's answers between two marker lines. */
export function leadEmail(lead: StoredLead, siteUrl?: string): { subject: string; text: string } {
  const answers = Object.entries(lead.fields).flatMap(([name, value]) => answerLines(name, value));
  return {
    subject: `New ${lead.form_name} lead #${lead.id}`,
    text: [
      ...(siteUrl ? [`Open it in the lead inbox: ${leadInboxUrl(siteUrl, lead.id)}`, ""] : []),
      `Form: ${lead.form_name}`,
      `Received: ${officeTime(lead.received_at)}`,
      `Page: ${lead.page_path ?? "(unknown)"}`,
      "",
      ANSWERS_START,
      ...answers,
      ANSWERS_END,
    ].join("\n"),
  };
}

/** The webhook's JSON body. */
export function webhookPayload(lead: StoredLead) {
  return { id: lead.id, idempotencyKey: lead.lead_key, receivedAt: lead.received_at, form: lead.form_name, pagePath: lead.page_path, fields: lead.fields };
}

export function createLeadNotifier(options: NotifierOptions): LeadNotifier | undefined {
  const channels: { name: string; send: (lead: StoredLead) => Promise<void> }[] = [];
  if (options.smtpUrl && options.notifyTo) {
    const smtpUrl = options.smtpUrl;
    // Loaded with the first lead, not with the server: most starts never send mail (the address was
    // checked with the configuration).
    let transport: Transporter | undefined;
    const to = options.notifyTo;
    channels.push({
      name: "email",
      send: async (lead) => {
        transport ??= (await import("nodemailer")).default.createTransport(smtpUrl);
        // One Message-ID per lead: a repeat is recognisable as the same message.
        await transport.sendMail({ from: options.notifyFrom, to, messageId: `<${lead.lead_key}@leads.invalid>`, ...leadEmail(lead, options.siteUrl) });
      },
    });
  }
  if (options.webhookUrl) {
    const url = options.webhookUrl;
    channels.push({
      name: "webhook",
      send: async (lead) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": lead.lead_key },
          body: JSON.stringify(webhookPayload(lead)),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      },
    });
  }
  if (!channels.length) return undefined;

  const backoff = options.backoffMs ?? DEFAULT_BACKOFF;
  const concurrency = options.concurrency ?? NOTIFY_CONCURRENCY;
  const inFlight = new Set<Promise<void>>();
  const queue: StoredLead[] = [];
  let active = 0;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  /** True once the channel accepted the lead; false after the last retry failed. */
  async function deliverVia(channel: (typeof channels)[number], lead: StoredLead): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await channel.send(lead);
        return true;
      } catch (error) {
        const delay = backoff[attempt];
        // The lead is safe in the database either way; only the announcement is late.
        options.logger.warn({ lead: lead.id, channel: channel.name, attempt: attempt + 1, err: (error as Error).message }, "lead notification failed");
        if (delay === undefined) return false;
        await sleep(delay);
      }
    }
  }

  // Channels are independent: a mail server that is down does not hold up the webhook.
  async function deliver(lead: StoredLead): Promise<void> {
    const results = await Promise.all(channels.map((channel) => deliverVia(channel, lead)));
    if (!results.every(Boolean)) return;
    await options.onNotified(lead.id).catch((error: unknown) => {
      options.logger.warn({ lead: lead.id, err: (error as Error).message }, "lead announced but could not be marked as such");
    });
  }

  function startNext(): void {
    while (active < concurrency && queue.length) {
      const lead = queue.shift();
      if (!lead) return;
      active++;
      const task = deliver(lead).finally(() => {
        active--;
        inFlight.delete(task);
        startNext();
      });
      inFlight.add(task);
    }
  }

  return {
    notify(lead) {
      queue.push(lead);
      startNext();
    },
    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while ((inFlight.size || queue.length) && Date.now() < deadline) await Promise.race([Promise.allSettled([...inFlight]), sleep(deadline - Date.now())]);
    },
  };
}
