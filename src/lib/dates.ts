const longDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "2025-01-08" → "8 January 2025". Read as UTC so the prerendered text and the browser's agree
 * whatever time zone either runs in.
 */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const dayInWords = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-12-01" → "Tue 1 Dec": a day close by, as staff say it (a follow-up date), read as UTC like formatDate. */
export function shortDate(isoDate: string): string {
  const parts = dayInWords.formatToParts(new Date(`${isoDate}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
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

/** The office's time zone until a site states one (site.json's timeZone): the main site's. */
export const UNREAD_SITE_TIME_ZONE = "Australia/Sydney";

/** The office's clocks in one IANA time zone, and the words staff read for it ("Sydney time"). */
function officeClocks(timeZone: string) {
  return {
    day: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
    offset: new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "longOffset" }),
    clock: new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    }),
    // "Europe/London" → "London", "America/New_York" → "New York": the place staff know the zone by.
    name: timeZone.split("/").pop()!.replace(/_/g, " "),
    timeZone,
  };
}
let office = officeClocks(UNREAD_SITE_TIME_ZONE);

/** Whether the clocks know `timeZone` by that name ("Europe/London" yes, "Sydney" no). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * From now on, the back office, its editor and its emails read times and days in this time zone
 * (an IANA name such as "Europe/London"): called where the server reads the site. A name no time
 * zone has is refused, in the words of site.json (validation says so first).
 */
export function keepOfficeTimeIn(timeZone: string): void {
  if (!isTimeZone(timeZone))
    throw new RangeError(`site.json: timeZone "${timeZone}" is not a time zone: write its IANA name, e.g. "Europe/London" or "Australia/Sydney".`);
  office = officeClocks(timeZone);
}

/** The office's time zone's IANA name, for the editor page to be told. */
export function officeTimeZone(): string {
  return office.timeZone;
}

/** Today's date where the office is, as YYYY-MM-DD: the day the inbox counts from and names its exports by. */
export function officeToday(now: Date = new Date()): string {
  return office.day.format(now);
}

/** Minutes the office's zone is ahead of UTC at an instant (600 or 660 in Sydney). */
function officeOffsetMinutes(at: number): number {
  const name = office.offset.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const [, sign = "+", hours = "0", minutes = "00"] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? [];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0));
}

/** The instant an office day (YYYY-MM-DD) begins, as an ISO string: "from 1 March" in the office's sense. */
export function officeDayStart(isoDate: string): string {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  // The offset at the guessed instant, then again at the corrected one (daylight saving never starts or ends at midnight).
  const guess = midnightUtc - officeOffsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - officeOffsetMinutes(guess) * 60_000).toISOString();
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

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
  const part = Object.fromEntries(office.clock.formatToParts(date).map(({ type, value }) => [type, value]));
  const hour = Number(part.hour) % 24;
  const clock = `${hour % 12 || 12}:${part.minute} ${hour < 12 ? "am" : "pm"}`;
  return `${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year}, ${clock}${zone ? ` ${officeZone()}` : ""}`;
}

/**
 * An instant as a spreadsheet reads it, in the office's time zone: "2026-11-29 15:24", with no
 * zone (the column's heading names it, see officeZone), so Excel and Sheets take it for a date and time.
 */
export function officeSheetTime(at: string | number | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const part = Object.fromEntries(office.clock.formatToParts(date).map(({ type, value }) => [type, value]));
  const two = (value: number) => String(value).padStart(2, "0");
  // Some ICU versions write midnight as 24 even with h23.
  return `${part.year}-${two(Number(part.month))}-${two(Number(part.day))} ${two(Number(part.hour) % 24)}:${part.minute}`;
}

/** What a column of office times says in its heading when its cells leave the zone off: "(Sydney time)". */
export function officeZone(): string {
  return `(${officeZoneName()} time)`;
}

/** The place the office's time zone is known by: "Sydney". */
export function officeZoneName(): string {
  return office.name;
}
