/**
 * A price as people type it: "$1,050,000", "1.05m", "880k" or "1050000", read as whole dollars.
 * Undefined for anything else (the field then keeps the text, and the checks say what is wrong).
 */
export function parsePrice(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)\s*(k|m|million)?$/i.exec(typed.trim());
  if (!match) return undefined;
  const [, digits = "", unit = ""] = match;
  const scale = { "": 1, k: 1_000, m: 1_000_000, million: 1_000_000 }[unit.toLowerCase()] ?? 1;
  return Math.round(Number(digits.replace(/,/g, "")) * scale);
}
