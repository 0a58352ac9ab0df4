/**
 * An amount in whole dollars as people type one: "$1,050,000", "1.05m", "880k" or "1050000". The
 * editor's money fields read what staff type with parsePrice, and a field left holding text that is
 * no amount gets typedPriceMistake's sentence, which names the character that is wrong: one rule for
 * what an amount may look like, so the field and its message cannot disagree.
 */

/** Whole dollars, or undefined for text that is not an amount (the field then keeps the text, and the checks say what is wrong). */
export function parsePrice(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|\.\d+)\s*(k|m|million)?$/i.exec(typed.trim());
  if (!match) return undefined;
  const [, digits = "", unit = ""] = match;
  const scale = { "": 1, k: 1_000, m: 1_000_000, million: 1_000_000 }[unit.toLowerCase()] ?? 1;
  return Math.round(Number(digits.replace(/,/g, "")) * scale);
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`;

/** Letters typed for the digits they look like. */
const LOOKALIKES: Record<string, string> = { o: "0", O: "0", l: "1", I: "1", S: "5" };

/**
 * What is wrong with text parsePrice does not read, pointing at the character, in words for the
 * person who typed it: "the third character is the letter O, not the digit 0".
 */
export function typedPriceMistake(typed: string): string {
  const text = typed.trim();
  if (!text) return "it is empty";
  const chars = [...text];
  const lookalike = chars.findIndex((ch, i) => LOOKALIKES[ch] !== undefined && (/\d/.test(chars[i - 1] ?? "") || /\d/.test(chars[i + 1] ?? "")));
  if (lookalike >= 0) {
    const ch = chars[lookalike]!;
    return `the ${ordinal(lookalike + 1)} character is the letter ${ch}, not the digit ${LOOKALIKES[ch]}`;
  }
  const comma = /,(?!\d{3}(?!\d))/.exec(text);
  if (comma) {
    const digits = /^\d*/.exec(text.slice(comma.index + 1))?.[0].length ?? 0;
    return `the comma after "${text.slice(0, comma.index)}" has ${digits === 0 ? "no digits" : `${digits} digit${digits === 1 ? "" : "s"}`} after it, but a comma separates thousands (three digits follow it); for part of a million use a point, e.g. 1.05m`;
  }
  const stray = /[^\d$,.\s]/.exec(text.replace(/(k|m|million)$/i, ""));
  if (stray) return `the ${ordinal(stray.index + 1)} character, "${stray[0]}", cannot be part of an amount`;
  return "it is not written as an amount";
}
