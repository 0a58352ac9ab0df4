/**
 * Why text typed into an amount field is not an amount, pointing at the character that is wrong:
 * the editor reads "$1,050,000", "1,050,000", "880k", "1.05m" and "1050000" (src/editor/client/form/price.ts),
 * so the advice names those forms, never a rule the editor does not have.
 */
export interface TypedAmountProblem {
  /** Where the wrong character is, counted from 0, when one character is to blame. */
  index?: number;
  /** What is wrong, in a clause: "the letter O (the 3rd character) looks like a zero: type 0". */
  reason: string;
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;
const LOOKALIKES: Record<string, string> = { o: "a zero: type 0", l: "a one: type 1", i: "a one: type 1", s: "a five: type 5" };

export function typedAmountProblem(typed: string): TypedAmountProblem {
  const text = typed.trim();
  const start = typed.indexOf(text);
  // A short form's unit at the end ("880k", "1.05m", "1.2 million") is allowed; any other letter is not.
  const unit = /\s*(k|m|million)$/i.exec(text);
  const body = unit ? text.slice(0, unit.index) : text;
  for (let i = 0; i < body.length; i++) {
    const char = body.charAt(i);
    if (/[0-9,.]/.test(char) || (char === "$" && i === 0) || (/\s/.test(char) && /^\$\s*$/.test(body.slice(0, i + 1)))) continue;
    const at = `${char === " " ? "a space" : `"${char}"`} (the ${ordinal(i + 1)} character)`;
    const lookalike = LOOKALIKES[char.toLowerCase()];
    const between = /\d/.test(body.charAt(i - 1)) || /\d/.test(body.charAt(i + 1));
    if (lookalike && between) return { index: start + i, reason: `the letter ${char} (the ${ordinal(i + 1)} character) looks like ${lookalike}` };
    return { index: start + i, reason: `${at} cannot be part of an amount: delete it` };
  }
  if (/,/.test(body) && !/^\$?\s*\d{1,3}(,\d{3})+(\.\d+)?$/.test(body))
    return { reason: "a comma goes between groups of three digits, as in 1,050,000; for a short form write 1.05m" };
  if ((body.match(/\./g) ?? []).length > 1) return { reason: "an amount has at most one decimal point" };
  return { reason: "the editor reads it as an amount, but the file holds it as text: write the digits alone" };
}

/** The forms the editor reads, for the end of the advice. */
export const AMOUNT_FORMS = "880000, $880,000, 880k or 1.05m";
