/**
 * Tells the broker about each new lead by email (SMTP) and/or a webhook. It runs after the lead is
 * stored and after the visitor has had the answer, retries with backoff, and marks the lead once
 * told; leads never told (mail server down for long, server restarted) are retried at start-up.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { StoredLead } from "./leads-db.ts";

export interface NotifierOptions {
  smtpUrl?: string;
  notifyTo?: string;
  notifyFrom: string;
  webhookUrl?: string;
  logger: Logger;
  /** Called once every channel has accepted the lead. */
  onNotified: (id: number) => void;
  /** Delays between attempts, in milliseconds. */
  backoffMs?: readonly number[];
}

const DEFAULT_BACKOFF = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000];

export interface LeadNotifier {
  notify(lead: StoredLead): void;
  /** Waits (at most timeoutMs) for notifications under way; used at shutdown and in tests. */
  drain(timeoutMs: number): Promise<void>;
}

export function createLeadNotifier(options: NotifierOptions): LeadNotifier | undefined {
  const channels: { name: string; send: (lead: StoredLead) => Promise<void> }[] = [];
  if (options.smtpUrl && options.notifyTo) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    const to = options.notifyTo;
    channels.push({
      name: "email",
      send: async (lead) => {
        await transport.sendMail({ from: options.notifyFrom, to, subject: `New ${lead.form_name} lead #${lead.id}`, text: describeLead(lead) });
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
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ id: lead.id, receivedAt: lead.received_at, form: lead.form_name, pagePath: lead.page_path, fields: lead.fields }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      },
    });
  }
  if (!channels.length) return undefined;

  const backoff = options.backoffMs ?? DEFAULT_BACKOFF;
  const inFlight = new Set<Promise<void>>();
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
    if (results.every(Boolean)) options.onNotified(lead.id);
  }

  return {
    notify(lead) {
      const task = deliver(lead).finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async drain(timeoutMs) {
      await Promise.race([Promise.allSettled([...inFlight]), sleep(timeoutMs)]);
    },
  };
}

function describeLead(lead: StoredLead): string {
  const lines = Object.entries(lead.fields).map(([name, value]) => `${name}: ${value}`);
  return [`Form: ${lead.form_name}`, `Received: ${lead.received_at}`, `Page: ${lead.page_path ?? "(unknown)"}`, "", ...lines].join("\n");
}
