const longDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "2025-01-08" → "8 January 2025". Read as UTC so the prerendered text and the browser's agree
 * whatever time zone either runs in.
 */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const sydneyDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Today's date in Sydney as YYYY-MM-DD: the day NSW and federal rules change on, whichever time
 * zone the build machine or the visitor's browser is in.
 */
export function todayInSydney(now: Date = new Date()): string {
  return sydneyDay.format(now);
}

/** One dated set of figures: it applies from its effectiveFrom until the next set's. */
export interface Dated {
  effectiveFrom: string;
}

/**
 * The set of figures in force on `day` (YYYY-MM-DD): the latest whose effectiveFrom is on or before
 * it; undefined when every set starts later. Periods may come in any order.
 */
export function periodInForce<T extends Dated>(periods: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const period of periods) if (period.effectiveFrom <= day && (!found || period.effectiveFrom > found.effectiveFrom)) found = period;
  return found;
}

/** YYYY-MM-DD plus a number of days, for "due within 30 days" and "yesterday". */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sydneyOffset = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", timeZoneName: "longOffset" });

/** Minutes Sydney is ahead of UTC at an instant (600 or 660). */
function sydneyOffsetMinutes(at: number): number {
  const name = sydneyOffset.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value ?? "GMT+10:00";
  const [, sign = "+", hours = "10", minutes = "00"] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/** The instant a Sydney day (YYYY-MM-DD) begins, as an ISO string: "from 1 March" in the office's sense. */
export function sydneyDayStart(isoDate: string): string {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // The offset at the guessed instant, then again at the corrected one (daylight saving never starts or ends at midnight).
  const guess = midnightUtc - sydneyOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - sydneyOffsetMinutes(guess) * 60_000).toISOString();
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const sydneyClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant as the office reads it: "26 Nov 2026, 4:05 pm (Sydney time)", daylight saving
 * included, whichever zone the server or the browser runs in. The one way the back office, its
 * editor and its emails show a time. `zone: false` leaves off "(Sydney time)" where a heading
 * already says it (a table's column). Made from parts so no ICU version's spacing or month name
 * ("June" in en-AU) changes what staff see.
 */
export function officeTime(at: string | number | Date, { zone = true }: { zone?: boolean } = {}): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const part = Object.fromEntries(sydneyClock.formatToParts(date).map(({ type, value }) => [type, value]));
  const hour = Number(part.hour) % 24;
  const clock = `${hour % 12 || 12}:${part.minute} ${hour < 12 ? "am" : "pm"}`;
  return `${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year}, ${clock}${zone ? ` ${SYDNEY_TIME}` : ""}`;
}

/** What a column of office times says in its heading when its cells leave the zone off. */
export const SYDNEY_TIME = "(Sydney time)";
