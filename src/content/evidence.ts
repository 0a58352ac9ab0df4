/**
 * Claims a visitor may rely on carry their evidence: a client's words and stories (testimonials,
 * case studies) where they are recorded, when, and the client's consent to show them; the business's
 * own claims (its association membership, the claims in facts/claims.json, a review rating) where
 * someone can check them and when; and all of them a review date, like a dated fact. A claim
 * missing any of that is a sample: it joins the list the build reads (LoadedSite.placeholders), so
 * a demo build shows it labelled "Example" and a production build refuses it, one line per claim
 * naming the file, the field and what to supply. The same list is what a go-live checklist reads.
 */
import type { SiteConfig } from "../generated/content-types.ts";
import { associationInWords } from "../lib/association.ts";
import { addDays, formatDate } from "../lib/dates.ts";
import { CLAIM_EVIDENCE, CLIENT_EVIDENCE, missingEvidence, type EvidenceField } from "../lib/evidence.ts";
import { listInWords } from "../lib/list-in-words.ts";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import type { EntryClaim } from "./collection-contract.ts";
import type { FactFile } from "./facts.ts";
import { formatPath, type PathSegment } from "./json-locations.ts";
import { asRecord, valueAt } from "./json-values.ts";
import type { Problem } from "./problems.ts";
import { oneLine, type Placeholder } from "./sample-values.ts";
import { blockTypes, readSchema } from "./schema-files.ts";

/** How far ahead of a review date validation starts to warn, as for dated facts. */
const REVIEW_WARNING_DAYS = 30;

/** What each evidence field asks for, for a client's story and for one of the business's own claims. */
const ASKS: Record<"client" | "claim", Partial<Record<EvidenceField, string>>> = {
  client: {
    source: "source (where it is recorded)",
    date: "date (the day the client agreed to it)",
    consent: "consent (where the client's written consent to show it is kept)",
    reviewBy: "reviewBy (the day to check it and the consent again)",
  },
  claim: {
    source: "source (where someone can check it)",
    date: "date (the day it was last confirmed)",
    reviewBy: "reviewBy (the day to confirm it again)",
  },
};

/** A collection entry's claim, at its checked file. */
export interface EntryClaimIn extends Omit<EntryClaim, "file"> {
  file: CheckedFile;
}

/** One claim that needs evidence: where it is written, where its evidence goes, and what it is in staff words. */
interface Claim {
  file: CheckedFile;
  at: PathSegment[];
  /** Where its evidence fields are: the claim itself (a testimonial) or its "evidence" object. */
  evidenceAt: PathSegment[];
  kind: "client" | "claim";
  /** The claim in the words staff see, e.g. `Testimonial from "Priya S."`. */
  label: string;
}

export interface EvidenceInput {
  site: CheckedFile | undefined;
  facts: readonly FactFile[];
  /** The claims the collections' entries make, as their rule sets name them (CollectionRules.claims), each with its entry's file. */
  entryClaims: readonly EntryClaimIn[];
  pages: readonly CheckedFile[];
  schemasDir: string;
  today: string;
  /** Whether a value of site.json is one it lists as a sample still to be replaced (already on the list). */
  isListedSample: (segments: PathSegment[]) => boolean;
}

/**
 * Each claim without its evidence, as an entry of the samples list, one per claim; review dates
 * passed are problems, and those within 30 days warnings, as for dated facts.
 */
export function claimsWithoutEvidence(input: EvidenceInput, problems: Problem[], warnings: Problem[]): Placeholder[] {
  const found: Placeholder[] = [];
  for (const claim of claimsIn(input)) {
    const fields = claim.kind === "client" ? CLIENT_EVIDENCE : CLAIM_EVIDENCE;
    const evidence = valueAt(claim.file.data, claim.evidenceAt);
    const missing = missingEvidence(evidence, fields);
    if (missing.length === 0) {
      checkReviewDate(claim, asRecord(evidence), input.today, problems, warnings);
      continue;
    }
    // Point at the evidence already begun, or else at the claim, where it has to be added.
    const at = evidence !== undefined ? claim.evidenceAt : claim.at;
    const asks = missing.map((field) => ASKS[claim.kind][field] ?? field);
    // A testimonial holds its evidence itself; the others in a field of its own, named here.
    const where = formatPath(claim.evidenceAt) !== formatPath(claim.at) && at !== claim.evidenceAt ? `"${String(claim.evidenceAt.at(-1))}" with ` : "";
    found.push({
      file: claim.file.source.file,
      ...claim.file.locator.valueAt(at),
      path: formatPath(at),
      at,
      shown: oneLine(valueAt(claim.file.data, claim.at)),
      replaceWith: `${claim.label} needs evidence: add ${where}${listInWords(asks)}; until then it is a sample`,
      label: claim.label,
    });
  }
  return found;
}

function checkReviewDate(claim: Claim, evidence: Record<string, unknown>, today: string, problems: Problem[], warnings: Problem[]): void {
  const reviewBy = String(evidence.reviewBy);
  const at = [...claim.evidenceAt, "reviewBy"];
  const what = `the evidence for ${claim.label} (${String(evidence.source)})`;
  if (reviewBy < today)
    problems.push(problemAt(claim.file, at, `${what} was due for review on ${formatDate(reviewBy)}: check it again, then set the next review date`));
  else if (reviewBy <= addDays(today, REVIEW_WARNING_DAYS))
    warnings.push(
      problemAt(claim.file, at, `${what} is due for review on ${formatDate(reviewBy)}: check it again before then, or the site will stop building`),
    );
}

/** Every claim the site makes that needs evidence, in file order. */
function claimsIn({ site, facts, entryClaims, pages, schemasDir, isListedSample }: EvidenceInput): Claim[] {
  const claims: Claim[] = [];
  const legal = site?.valid ? (site.data as SiteConfig).legal : undefined;
  // A membership site.json already lists as a sample is on the list once, as that.
  if (site && legal && !isListedSample(["legal", "association"]))
    claims.push({
      file: site,
      at: ["legal", "association"],
      evidenceAt: ["legal", "associationEvidence"],
      kind: "claim",
      label: `Membership of the ${associationInWords(legal)}`,
    });
  for (const fact of facts) {
    if (!fact.file.valid) continue;
    const data = asRecord(fact.file.data);
    if (fact.name === "claims")
      for (const [name, statement] of Object.entries(asRecord(data.statements)))
        claims.push({
          file: fact.file,
          at: ["statements", name],
          evidenceAt: ["statements", name, "evidence"],
          kind: "claim",
          label: `Our claim "${String(asRecord(statement).value)}" (${firstClause(String(asRecord(statement).description))})`,
        });
    if (fact.name === "testimonials") {
      const testimonials = Array.isArray(data.testimonials) ? data.testimonials : [];
      testimonials.forEach((testimonial, i) => {
        // Marked "sample": true, it is on the list once already, as a sample to replace.
        if (asRecord(testimonial).sample === true) return;
        claims.push({
          file: fact.file,
          at: ["testimonials", i],
          evidenceAt: ["testimonials", i],
          kind: "client",
          label: `Testimonial from ${String(asRecord(testimonial).name)}`,
        });
      });
      if (data.rating !== undefined)
        claims.push({ file: fact.file, at: ["rating"], evidenceAt: ["rating"], kind: "claim", label: "The overall review rating" });
    }
  }
  claims.push(...entryClaims);
  const needing = blocksNeedingEvidence(schemasDir);
  for (const page of pages) {
    if (!page.valid) continue;
    const blocks = asRecord(page.data).blocks;
    (Array.isArray(blocks) ? blocks : []).forEach((block, i) => {
      const kind = needing.get(String(asRecord(block).type));
      if (kind)
        claims.push({
          file: page,
          at: ["blocks", i],
          evidenceAt: ["blocks", i, "evidence"],
          kind,
          label: `"${String(asRecord(block).heading ?? asRecord(block).type)}" on ${String(asRecord(page.data).path)}`,
        });
    });
  }
  return claims;
}

const byDir = new Map<string, Map<string, "client" | "claim">>();

/**
 * The block types whose schema gives them an "evidence" field (a case study), by what kind of
 * evidence: read from the schemas, so a block type of a site's own that tells a client's story
 * is held to the same gate without code naming it.
 */
function blocksNeedingEvidence(schemasDir: string): Map<string, "client" | "claim"> {
  const known = byDir.get(schemasDir);
  if (known) return known;
  const found = new Map<string, "client" | "claim">();
  for (const type of blockTypes(schemasDir)) {
    const evidence = asRecord(asRecord(readSchema(`blocks/${type}.schema.json`, schemasDir).properties).evidence);
    if (typeof evidence.$ref === "string") found.set(type, evidence.$ref.endsWith("client-evidence.schema.json") ? "client" : "claim");
  }
  byDir.set(schemasDir, found);
  return found;
}

/** "How many lenders we compare" of "How many lenders we compare, written before…". */
const firstClause = (description: string) => (description.split(/[,.;:]/)[0] ?? description).trim().replace(/^./, (c) => c.toLowerCase());
