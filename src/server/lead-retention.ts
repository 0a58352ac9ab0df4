/**
 * The privacy policy's promise kept by the server: leads that did not become loans are deleted once
 * they are older than the retention period (LEADS_RETENTION_MONTHS), checked at start and daily,
 * and every deletion is logged with how many went.
 */
import type { Logger } from "pino";
import type { LeadInbox } from "../storage/lead-inbox.ts";

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/** The same day and time `months` calendar months earlier (the month's last day when it has fewer days). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes what the retention period says has expired; resolves with how many leads went. */
export async function applyRetention(inbox: LeadInbox, months: number, logger: Pick<Logger, "info" | "error">, now = new Date()): Promise<number> {
  if (months === 0) return 0;
  const cutoff = retentionCutoff(now, months).toISOString();
  try {
    const deleted = await inbox.removeReceivedBefore(cutoff);
    logger.info(
      { outcome: "retention", deleted, receivedBefore: cutoff, months },
      `retention: ${deleted} lead(s) older than ${months} months deleted (won leads are kept)`,
    );
    return deleted;
  } catch (error) {
    logger.error({ outcome: "retention failed", err: (error as Error).message }, "retention: old leads could not be deleted; trying again tomorrow");
    return 0;
  }
}
