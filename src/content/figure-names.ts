/**
 * The facts text may name, as staff pick them: each reference the pipeline resolves, with what
 * staff call it ("Blacktown › Median weekly rent", "Business name", "Claims › How many lenders we
 * compare") and the value it shows today. Built from the same map of references the pipeline fills
 * text from, so the editor's "Insert a figure" offers exactly what a page may state, nothing kept
 * by hand beside it.
 */
import type { SuburbReport } from "../generated/content-types.ts";
import { humanize } from "../lib/humanize.ts";
import type { FactFile } from "./facts.ts";
import { asRecord } from "./json-values.ts";
import { SITE_REFERENCE_LABELS, type References } from "./references.ts";
import { SUBURB_FIGURE_LABELS, SUBURB_FIGURES, type SuburbFigure } from "./suburb-figures.ts";

/** One fact a text may name. */
export interface Figure {
  /** The reference's name, as written between braces in the file: "suburbs.blacktown.rent". */
  name: string;
  /** What staff call it: "Blacktown › Median weekly rent". */
  label: string;
  /** What the page shows for it today: "$620". */
  value: string;
}

/** Parts of a dated fact that say where a figure came from, when to check it and whether it is a sample: for reviewers, not for pages. */
const NOT_STATED = new Set(["source", "reviewBy", "sample"]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Merrylands › Median weekly rent": a suburb's figure as staff call it. */
export function suburbFigureLabel(suburbName: string, figure: SuburbFigure): string {
  return `${suburbName} › ${capitalised(SUBURB_FIGURE_LABELS[figure].replace(/^(its|the) /, ""))}`;
}

/** "nsw-transfer-duty" → "NSW transfer duty": what staff call a fact file. */
export function factFileLabel(stem: string): string {
  return humanize(stem);
}

/** A claim as staff call it: its description's first clause ("How many lenders we compare"). */
function claimLabel(description: unknown, name: string): string {
  const first = typeof description === "string" ? description.split(/[,.;:(]/)[0]?.trim() : "";
  return first || humanize(name);
}

interface CatalogueInput {
  references: References;
  facts: readonly FactFile[];
  reports: ReadonlyMap<string, SuburbReport>;
}

/** What staff call a reference, or undefined for one they are not offered; the maps it needs are built once. */
export function figureLabeller({ facts, reports }: Omit<CatalogueInput, "references">): (name: string) => string | undefined {
  const siteLabels: Record<string, string | null> = SITE_REFERENCE_LABELS;
  const factsByName = new Map(facts.map((fact) => [fact.referenceName, fact]));
  const suburbs = new Map([...reports.values()].map((report) => [report.slug, report]));
  return (name) => labelOf(name, siteLabels, factsByName, suburbs);
}

/**
 * The references staff may insert, labelled, in the order a list shows them: brand facts, claims and
 * figures, then suburbs by name. `names`: only these (the few a draft uses), since labelling all of
 * them is a cost every check would pay for a list only the picker shows (30 CPU-ms at 1,000 reports).
 */
export function figureCatalogue({ references, facts, reports }: CatalogueInput, names?: Iterable<string>): Figure[] {
  const label = figureLabeller({ facts, reports });
  const found: Figure[] = [];
  for (const name of names ?? references.keys()) {
    const value = references.get(name);
    const staff = value === undefined ? undefined : label(name);
    if (staff && value !== undefined) found.push({ name, label: staff, value });
  }
  const rank = (figure: Figure) => (figure.name.startsWith("suburbs.") ? 2 : figure.name in SITE_REFERENCE_LABELS ? 0 : 1);
  // A plain comparison, not localeCompare: the labels are ASCII but for "›", and collation is the slow part.
  return found.sort((a, b) => rank(a) - rank(b) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

function labelOf(
  name: string,
  siteLabels: Record<string, string | null>,
  factsByName: ReadonlyMap<string, FactFile>,
  suburbs: ReadonlyMap<string, SuburbReport>,
): string | undefined {
  if (name in siteLabels) return siteLabels[name] ?? undefined;
  const [scope = "", ...rest] = name.split(".");
  if (scope === "suburbs") {
    const [slug = "", figure = ""] = rest;
    const report = suburbs.get(slug);
    return report && (SUBURB_FIGURES as readonly string[]).includes(figure) ? suburbFigureLabel(report.name, figure as SuburbFigure) : undefined;
  }
  const fact = factsByName.get(scope);
  if (!fact || rest.some((part) => NOT_STATED.has(part))) return undefined;
  const data = asRecord(fact.file.data);
  if (data.statements) return `${factFileLabel(fact.name)} › ${claimLabel(asRecord(asRecord(data.statements)[rest[0] ?? ""]).description, rest[0] ?? "")}`;
  return [factFileLabel(fact.name), ...rest.map((part) => (/^\d+$/.test(part) ? `${Number(part) + 1}` : humanize(part)))].join(" › ");
}
