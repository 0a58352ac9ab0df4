import { distance } from "fastest-levenshtein";

/**
 * The candidate a typo most likely meant, or undefined when nothing is close enough to suggest;
 * `allowed`, the most letters that may differ, for a long list where a looser match means nothing.
 */
export function closest(value: string, candidates: Iterable<string>, allowed = Math.max(2, Math.floor(value.length / 3))): string | undefined {
  const lower = value.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === value) continue;
    const d = candidate.toLowerCase() === lower ? 0 : distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}

export function didYouMean(value: string, candidates: Iterable<string>, wrap = (s: string) => `"${s}"`): string {
  const match = closest(value, candidates);
  return match === undefined ? "" : ` (did you mean ${wrap(match)}?)`;
}
