/**
 * The server's own reminder that the live build states a figure past its review date: one warning
 * in the log for each, and with a mail server configured one email to the owners, when the server
 * starts and each day after, beside the notice owners see on the back office's home page
 * (src/admin/views.tsx).
 */
import { formatDate, todayInSydney } from "../lib/dates.ts";
import { overdueOn, type FactReview } from "../lib/fact-reviews.ts";

export const OVERDUE_FACTS_EVERY_MS = 24 * 60 * 60 * 1000;

/** Logs each figure of `reviews` in force on `today` whose review date has passed; returns them. */
export function logOverdueFacts(
  reviews: readonly FactReview[],
  logger: { warn(fields: object, message: string): void },
  today = todayInSydney(),
): FactReview[] {
  const overdue = overdueOn(reviews, today);
  for (const { fact, effectiveFrom, reviewBy, source } of overdue)
    logger.warn(
      { fact, effectiveFrom, reviewBy, source: source.url },
      `the live site states figures past their review date (${fact}, due ${reviewBy}): check them against ${source.publisher}'s "${source.title}", update the fact file and publish`,
    );
  return overdue;
}

/** The reminder email: one line for each overdue set, with where to check it. */
export function overdueFactsEmail(overdue: readonly FactReview[], siteUrl?: string): { subject: string; text: string } {
  const lines = overdue.map(
    ({ fact, effectiveFrom, reviewBy, source }) =>
      `- ${fact}: the figures in force from ${formatDate(effectiveFrom)} were due for review on ${formatDate(reviewBy)}. Check them against ${source.publisher}, "${source.title}", ${source.url}`,
  );
  return {
    subject: `Figures on the website are past their review date (${overdue.length})`,
    text: [
      "The live website states figures that were due to be checked against their source. Until someone checks them, update the fact files and publish, visitors may be reading out-of-date figures, and the site will not build again.",
      "",
      ...lines,
      ...(siteUrl ? ["", `The back office lists them too: ${siteUrl.replace(/\/+$/, "")}/admin`] : []),
    ].join("\n"),
  };
}

/** Sends the reminder to `to` (the owners) through the SMTP server at `smtpUrl`; nothing when nothing is overdue or no one is to hear. */
export async function mailOverdueFacts(
  overdue: readonly FactReview[],
  { smtpUrl, from, to, siteUrl }: { smtpUrl: string; from: string; to: readonly string[]; siteUrl?: string },
): Promise<void> {
  if (overdue.length === 0 || to.length === 0) return;
  const transport = (await import("nodemailer")).default.createTransport(smtpUrl);
  await transport.sendMail({ from, to: [...to], ...overdueFactsEmail(overdue, siteUrl) });
}
