/**
 * The site's one money formatter: every amount, on a page, in a calculator or in a message, is
 * written here, in the site's currency (site.json's `currency`, or else the currency of its
 * locale's region) and the site's locale. Where the site is read (src/content/load-site.ts on the
 * server, the islands entry in the browser) it calls `writeAmountsIn`, so every page of a site,
 * and the browser's redraw of it, writes amounts the same way.
 */

/** How amounts are written: an ISO 4217 currency code, and the language tag whose conventions apply. */
export interface MoneyStyle {
  currency: string;
  locale: string;
}

/**
 * The currency of a region, for a site that names no currency of its own: the regions a site's
 * locale is most likely to name. A site elsewhere names its currency in site.json.
 */
const REGION_CURRENCY: Readonly<Record<string, string>> = { AU: "AUD", NZ: "NZD", GB: "GBP", IE: "EUR", US: "USD", CA: "CAD" };

/** The site's money style: its own currency, or its region's; undefined when it names neither. */
export function moneyStyleOf(site: { locale: string; currency?: string }): MoneyStyle | undefined {
  const currency = site.currency ?? REGION_CURRENCY[site.locale.split("-")[1] ?? ""];
  return currency ? { currency, locale: site.locale } : undefined;
}

function formatsFor({ currency, locale }: MoneyStyle) {
  const whole = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  const withCents = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = whole.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency;
  // "1.15" as the locale writes it ("1,15" in German), ungrouped as the short forms always were ("1000K").
  const short = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const parts = withCents.formatToParts(1234567.5);
  // The currency's name as a plural ("Australian dollars", "euros"), in English as the calculators' messages are.
  const name = new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "name" }).formatToParts(2).find((part) => part.type === "currency");
  return {
    whole,
    withCents,
    symbol,
    short,
    plain,
    // Where the symbol goes and what sits between it and the number, e.g. ["", "$"] or ["\u00a0€", ""] (after, then before).
    pattern: whole.formatToParts(1).map((part) => (part.type === "integer" ? undefined : part.value)),
    group: parts.find((part) => part.type === "group")?.value ?? "",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    name: name?.value ?? currency,
    currency,
  };
}

/** Until a site is read (the arithmetic's own unit tests), amounts are written as the main site writes them. */
export const UNREAD_SITE_MONEY: MoneyStyle = { currency: "AUD", locale: "en-AU" };
let formats = formatsFor(UNREAD_SITE_MONEY);

/** From now on, amounts are written in this style: called where the site is read. */
export function writeAmountsIn(style: MoneyStyle): void {
  formats = formatsFor(style);
}

/** 680000 → "$680,000" (in Australian dollars, "£680,000" in pounds); rounds to whole units. */
export function formatDollars(amount: number): string {
  return formats.whole.format(amount);
}

/** 3597.3 → "$3,597.30". */
export function formatDollarsAndCents(amount: number): string {
  return formats.withCents.format(amount);
}

/** Cents only when there are some: 12500 → "$12,500", 3597.3 → "$3,597.30". */
export function formatMoney(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100) ? formatDollars(amount) : formatDollarsAndCents(amount);
}

/** The site's one format for prices: 880000 → "$880K", 1150000 → "$1.15M", 105000 → "$105K" ("1,15M €" where the symbol follows). */
export function formatPrice(amount: number): string {
  if (amount >= 1_000_000) return withSymbol(`${formats.short.format(Number((amount / 1_000_000).toFixed(2)))}M`);
  if (amount >= 1_000) return withSymbol(`${formats.short.format(Number((amount / 1_000).toFixed(1)))}K`);
  return formatDollars(amount);
}

/** A number written with the currency's symbol where the site's locale puts it: "$600k", "600k €". */
function withSymbol(number: string): string {
  return formats.pattern.map((part) => part ?? number).join("");
}

/** An amount as a visitor would type it into a field, without the symbol: 680000 → "680,000" ("680.000" in German). */
export function formatAmountNumber(amount: number): string {
  return formats.plain.format(amount);
}

/** Two ways to type an amount, for hints and messages: 600000 → "600,000 or $600k". */
export function typedAmountExamples(amount: number): string {
  const thousands = amount / 1000;
  return `${formatAmountNumber(amount)} or ${withSymbol(`${formats.short.format(thousands)}k`)}`;
}

/** The site's currency in words, as a plural: "Australian dollars", "British pounds". */
export function currencyInWords(): string {
  return formats.name;
}

/**
 * What may surround and separate the digits of an amount a visitor types on this site: the
 * currency's symbol and code (before or after the number), and the locale's thousands separator and
 * decimal mark ("," and "." in English, "." and "," in German).
 */
export function amountTyping(): { symbols: string[]; group: string; decimal: string } {
  return { symbols: [formats.symbol, formats.currency], group: formats.group, decimal: formats.decimal };
}

/** The site's one format for rents: 640 → "$640/wk". */
export function formatWeeklyRent(amount: number): string {
  return `${formatDollars(amount)}/wk`;
}

/** Gross rental yield in percent to one decimal: a year's rent over the price. 580 a week on 630000 → "4.8%". */
export function grossYield(weeklyRent: number, price: number): string {
  return `${((weeklyRent * 52 * 100) / price).toFixed(1)}%`;
}

/** An interest rate as lenders quote it, to two decimals: 6.5 → "6.50%". */
export function formatInterestRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** Yields and vacancy to one decimal, as the market reports write them: 4 → "4.0%". */
export function formatRate(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
