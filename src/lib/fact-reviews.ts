/**
 * The review dates of the figures a build states, written beside its pages (FACT_REVIEWS_FILE) so
 * the server that serves the build can tell its owners, on any later day, which figures have passed
 * the date by which someone had to check them: validation stops a build with such a figure, but a
 * site built before that date keeps serving it.
 */
import { periodInForce, type Dated } from "./dates.ts";

/** In the build's client folder; the server reads it and does not serve it. */
export const FACT_REVIEWS_FILE = "fact-reviews.json";

/** One dated set of figures as the build states it. */
export interface FactReview extends Dated {
  /** The fact file's stem, e.g. "nsw-transfer-duty". */
  fact: string;
  reviewBy: string;
  source: { publisher: string; title: string; url: string };
}

interface DatedSet extends Dated {
  reviewBy: string;
  source: FactReview["source"];
}

/** Every dated set of every fact with periods, from the facts as the content pipeline loaded them. */
export function factReviewsOf(facts: Record<string, unknown>): FactReview[] {
  return Object.entries(facts).flatMap(([fact, data]) => {
    const periods = (data as { periods?: unknown } | null)?.periods;
    if (!Array.isArray(periods)) return [];
    return (periods as DatedSet[]).map(({ effectiveFrom, reviewBy, source }) => ({
      fact,
      effectiveFrom,
      reviewBy,
      source: { publisher: source.publisher, title: source.title, url: source.url },
    }));
  });
}

/** The sets in force on `today` (YYYY-MM-DD) whose review date has passed, one per fact at most. */
export function overdueOn(reviews: readonly FactReview[], today: string): FactReview[] {
  const facts = [...new Set(reviews.map((review) => review.fact))];
  return facts.flatMap((fact) => {
    const current = periodInForce(
      reviews.filter((review) => review.fact === fact),
      today,
    );
    return current && current.reviewBy < today ? [current] : [];
  });
}
