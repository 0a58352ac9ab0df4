/**
 * Money as integer cents, so sums and schedules never drift; written in the site's currency; and the
 * parsing of what visitors type ("600,000", "$600k", "1.2m", "6.09%"), which answers with a message
 * for people instead of NaN.
 */
import { amountTyping, currencyInWords, formatAmountNumber, formatDollars, formatDollarsAndCents, typedAmountExamples } from "../lib/money.ts";

/** An amount in whole cents. */
export type Cents = number;

/** Whole dollars (or dollars and cents, e.g. 3597.3) → cents, rounded to the nearest cent. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** a × b / c for integers, rounded half away from zero, computed exactly with BigInt. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(c) || c === 0) {
    throw new RangeError(`mulDivRound needs safe integers and a non-zero divisor, got ${a} × ${b} / ${c}`);
  }
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = product < 0n !== divisor < 0n;
  const n = product < 0n ? -product : product;
  const d = divisor < 0n ? -divisor : divisor;
  const rounded = (n * 2n + d) / (d * 2n);
  return Number(negative ? -rounded : rounded);
}

/** a × b / c for non-negative integers, rounded up, computed exactly with BigInt. */
export function mulDivCeil(a: number, b: number, c: number): number {
  if (![a, b, c].every((n) => Number.isSafeInteger(n) && n >= 0) || c === 0) {
    throw new RangeError(`mulDivCeil needs non-negative safe integers and a non-zero divisor, got ${a} × ${b} / ${c}`);
  }
  const divisor = BigInt(c);
  return Number((BigInt(a) * BigInt(b) + divisor - 1n) / divisor);
}

/** a / b for integers, rounded up (towards +∞). */
export function divCeil(a: number, b: number): number {
  return -Math.floor(-a / b);
}

/** 68000000 → "$680,000"; rounds to whole dollars. */
export function wholeDollars(cents: Cents): string {
  return formatDollars(Math.round(cents / 100));
}

/** 359730 → "$3,597.30". */
export function dollarsAndCents(cents: Cents): string {
  return formatDollarsAndCents(cents / 100);
}

/** 6.09 → "6.09%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Decimal places a suffix adds: "600k" is 600 × 10³ dollars. */
const SUFFIX_PLACES: Record<string, number> = { "": 0, k: 3, m: 6 };

/**
 * What a visitor typed into a money field → cents. Accepts "600,000", "$600,000.50", "600000",
 * "$600k", "1.2m" as the site writes amounts (its currency's symbol or code before or after the
 * number, its locale's separators: "600.000 €" on a German site); rejects anything else with a
 * sentence saying what to type.
 */
export function parseMoney(
  text: string,
  { min = 0, max = 100_000_000_00, label = "an amount" }: { min?: Cents; max?: Cents; label?: string } = {},
): Parsed<Cents> {
  const { symbols, group, decimal } = amountTyping();
  const cleaned = withoutSymbol(text.trim().toLowerCase().replace(/\s/g, ""), symbols);
  const examples = typedAmountExamples(600_000);
  if (cleaned === "") return { ok: false, message: `Enter ${label}, e.g. ${examples}.` };
  // Thousands separators only between groups of three: "600,000" yes, "60,00" or "600,000," no.
  // A space between groups ("600 000" in French) is gone with the others.
  const groupMark = group.replace(/\s/g, "");
  const g = escapeRegExp(groupMark);
  const d = escapeRegExp(decimal);
  const grouped = g ? `\\d{1,3}(?:${g}\\d{3})+|` : "";
  const match = new RegExp(`^((?:${grouped}\\d+)(?:${d}\\d+)?|${d}\\d+)([km]?)$`).exec(cleaned);
  if (!match) return { ok: false, message: `Enter ${label} in ${currencyInWords()}, e.g. ${examples}.` };
  const digits = match[1] ?? "";
  const number = (groupMark ? digits.split(groupMark).join("") : digits).replace(decimal, ".");
  const suffix = match[2] ?? "";
  const cents = decimalToScaled(number, 2 + (SUFFIX_PLACES[suffix] ?? 0));
  if (cents === undefined) return { ok: false, message: `Enter ${label} with at most two decimal places, e.g. ${formatAmountNumber(1250.5)}.` };
  if (cents < min) return { ok: false, message: `Enter at least ${wholeDollars(min)}.` };
  if (cents > max) return { ok: false, message: `Enter at most ${wholeDollars(max)}.` };
  return { ok: true, value: cents };
}

/** The text without one currency symbol or code at its start or its end, compared as typed: lower case, no spaces. */
function withoutSymbol(text: string, symbols: readonly string[]): string {
  for (const symbol of symbols.map((s) => s.toLowerCase().replace(/\s/g, "")).filter(Boolean)) {
    if (text.startsWith(symbol)) return text.slice(symbol.length);
    if (text.endsWith(symbol)) return text.slice(0, -symbol.length);
  }
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A decimal number → an integer percentage in thousandths ("6.09" → 6090, "6.125%" → 6125), so
 * rates multiply exactly. Rejects more than three decimals.
 */
export function parsePercent(text: string, { min = 0, max = 100 }: { min?: number; max?: number } = {}): Parsed<number> {
  const cleaned = text
    .trim()
    .replace(/\s*%\s*(p\.?a\.?)?$/i, "")
    .replace(/\s/g, "");
  if (cleaned === "") return { ok: false, message: "Enter a rate, e.g. 6.09." };
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(cleaned)) return { ok: false, message: "Enter a rate as a number of percent, e.g. 6.09." };
  const thousandths = decimalToScaled(cleaned, 3);
  if (thousandths === undefined) return { ok: false, message: "Enter the rate to at most three decimal places." };
  if (thousandths < min * 1000) return { ok: false, message: `Enter at least ${min}%.` };
  if (thousandths > max * 1000) return { ok: false, message: `Enter at most ${max}%.` };
  return { ok: true, value: thousandths };
}

/** A whole number in a range (years, people, dependants). */
export function parseWhole(text: string, { min, max, unit }: { min: number; max: number; unit: string }): Parsed<number> {
  const cleaned = text.trim();
  if (!/^\d+$/.test(cleaned)) return { ok: false, message: `Enter a whole number of ${unit} from ${min} to ${max}.` };
  const value = Number(cleaned);
  if (value < min || value > max) return { ok: false, message: `Enter a whole number of ${unit} from ${min} to ${max}.` };
  return { ok: true, value };
}

/** "600.5" scaled by 10^places as an exact integer, or undefined when it has more decimals than that. */
function decimalToScaled(number: string, places: number): number | undefined {
  const [whole = "", fraction = ""] = number.split(".");
  const kept = fraction.replace(/0+$/, "");
  if (kept.length > places) return undefined;
  const value = Number((whole || "0") + kept.padEnd(places, "0"));
  return Number.isSafeInteger(value) ? value : undefined;
}
