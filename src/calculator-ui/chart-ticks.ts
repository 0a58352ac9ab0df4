/**
 * Where a chart's axis is labelled: round steps (1, 2 or 5 times a power of ten) from 0 to the
 * first step at or above the largest value, no more than `most` steps, so the labels read as
 * figures people use ($200K, 5 years) and never crowd each other on a phone. Steps are whole
 * units: no year 0.2, no 50 cents.
 */
export function roundTicks(largest: number, most: number): number[] {
  if (!(largest > 0)) return [0, 1];
  const rough = largest / most;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power);
  const count = Math.ceil(largest / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}
