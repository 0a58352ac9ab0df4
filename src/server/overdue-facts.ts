/**
 * The server's own reminder that the live build states a figure past its review date: one warning
 * in the log for each, when the server starts and each day after, beside the notice owners see on
 * the back office's home page (src/admin/views.tsx).
 */
import { todayInSydney } from "../lib/dates.ts";
import { overdueOn, type FactReview } from "../lib/fact-reviews.ts";

export const OVERDUE_FACTS_EVERY_MS = 24 * 60 * 60 * 1000;

/** Logs each figure of `reviews` in force on `today` whose review date has passed; returns how many. */
export function logOverdueFacts(reviews: readonly FactReview[], logger: { warn(fields: object, message: string): void }, today = todayInSydney()): number {
  const overdue = overdueOn(reviews, today);
  for (const { fact, effectiveFrom, reviewBy, source } of overdue)
    logger.warn(
      { fact, effectiveFrom, reviewBy, source: source.url },
      `the live site states figures past their review date (${fact}, due ${reviewBy}): check them against ${source.publisher}'s "${source.title}", update the fact file and publish`,
    );
  return overdue.length;
}
