/**
 * What makes a claim evidenced, the one rule the production build's gate (src/content/evidence.ts)
 * and the pages' "Example" labels both follow: a claim missing any of its evidence fields is a
 * sample, which a demo build shows labelled and a production build refuses.
 */

/** The business's own claims (a membership, lenders compared, turnaround times): where to check, when, and when again. */
export const CLAIM_EVIDENCE = ["source", "date", "reviewBy"] as const;
/** A client's words or story also need the client's consent to show them. */
export const CLIENT_EVIDENCE = ["source", "date", "consent", "reviewBy"] as const;

export type EvidenceField = (typeof CLIENT_EVIDENCE)[number];

/** The evidence fields a record lacks (empty text counts as missing), in the order given. */
export function missingEvidence(record: unknown, fields: readonly EvidenceField[]): EvidenceField[] {
  const values = record && typeof record === "object" ? (record as Record<string, unknown>) : {};
  return fields.filter((field) => typeof values[field] !== "string" || (values[field] as string).trim() === "");
}

/** Whether a client's words (a testimonial, its evidence on itself) are example wording: marked so, or not evidenced. */
export const isSampleTestimonial = (testimonial: { sample?: true }): boolean =>
  testimonial.sample === true || missingEvidence(testimonial, CLIENT_EVIDENCE).length > 0;

/** Whether the association membership is unconfirmed: no evidence of it given yet. */
export const isSampleMembership = (legal: { associationEvidence?: unknown }): boolean => missingEvidence(legal.associationEvidence, CLAIM_EVIDENCE).length > 0;
