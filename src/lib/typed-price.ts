/**
 * An amount in whole dollars as people type one: "$1,050,000", "1.05m", "880k" or "1050000". The
 * editor's money fields read what staff type with parsePrice; a field left holding text that is no
 * amount gets typedAmountProblem's sentence (typed-amount.ts), which names the character that is wrong.
 */

/** Whole dollars, or undefined for text that is not an amount (the field then keeps the text, and the checks say what is wrong). */
export function parsePrice(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)\s*(k|m|million)?$/i.exec(typed.trim());
  if (!match) return undefined;
  const [, digits = "", unit = ""] = match;
  const scale = { "": 1, k: 1_000, m: 1_000_000, million: 1_000_000 }[unit.toLowerCase()] ?? 1;
  return Math.round(Number(digits.replace(/,/g, "")) * scale);
}
