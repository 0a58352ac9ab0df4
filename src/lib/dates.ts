const longDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "2025-01-08" → "8 January 2025". Read as UTC so the prerendered text and the browser's agree
 * whatever time zone either runs in.
 */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
