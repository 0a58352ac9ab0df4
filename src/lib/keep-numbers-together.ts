/**
 * A number written in groups ("1300 363 992", "ACN 000 000 000") read across a line break is two
 * numbers: the spaces between its digit groups become non-breaking, so it wraps as one word.
 */
export function keepNumbersTogether(text: string): string {
  return text.replace(/(\d) (?=\d)/g, "$1\u00a0");
}
