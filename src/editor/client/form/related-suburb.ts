/**
 * A related suburb picked from the reports there are: the card links to the chosen report, whose
 * name and slug are copied in, or, for a suburb with no report yet, invites a custom report request
 * under the name typed (its slug made from the name, as a new report's would be).
 */
import { slugify } from "../../../lib/slug.ts";
import type { FileEntry } from "../../api-types.ts";

export interface ReportChoice {
  name: string;
  slug: string;
}

export interface RelatedSuburb {
  name?: string;
  slug?: string;
  noReport?: true;
}

/** The choice that means "this suburb has no report yet". */
export const NO_REPORT = "";

/** Every suburb report the editor lists but the one being edited, by name; a report's slug is its file's name. */
export function reportChoices(files: readonly FileEntry[], editing: string): ReportChoice[] {
  return files
    .filter((entry) => entry.kind === "suburb" && entry.file !== editing && !entry.pending?.deletes)
    .map((entry) => ({ name: entry.label, slug: entry.file.replace(/^.*\//, "").replace(/\.json$/, "") }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Which choice a related suburb is now: a report's slug, NO_REPORT, or its slug as typed when no report has it. */
export function relatedChoice(item: RelatedSuburb, reports: readonly ReportChoice[]): string {
  if (item.noReport) return NO_REPORT;
  return item.slug ?? reports[0]?.slug ?? NO_REPORT;
}

/** The related suburb after choosing `choice`. */
export function relatedFromChoice(choice: string, item: RelatedSuburb, reports: readonly ReportChoice[]): RelatedSuburb {
  const report = reports.find((r) => r.slug === choice);
  if (report) return { name: report.name, slug: report.slug };
  const name = item.noReport || !reports.some((r) => r.slug === item.slug) ? (item.name ?? "") : "";
  return { name, slug: slugify(name), noReport: true };
}
