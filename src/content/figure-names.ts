/**
 * The facts text may name, as staff pick them: each reference the pipeline resolves, with what
 * staff call it ("Blacktown › Median weekly rent", "Business name", "Claims › How many lenders we
 * compare") and the value it shows today. Built from the same map of references the pipeline fills
 * text from, so the editor's "Insert a figure" offers exactly what a page may state, nothing kept
 * by hand beside it.
 */
import { humanize } from "../lib/humanize.ts";
import type { Collection } from "./collections.ts";
import type { FactFile } from "./facts.ts";
import { asRecord } from "./json-values.ts";
import { SITE_REFERENCE_LABELS, type References } from "./references.ts";

/** One fact a text may name. */
export interface Figure {
  /** The reference's name, as written between braces in the file: "<each>.<slug>.<figure>", e.g. "stock.widget.price". */
  name: string;
  /** What staff call it: "Blacktown › Median weekly rent". */
  label: string;
  /** What the page shows for it today: "$620". */
  value: string;
}

/** Parts of a dated fact that say where a figure came from, when to check it and whether it is a sample: for reviewers, not for pages. */
const NOT_STATED = new Set(["source", "reviewBy", "sample"]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Merrylands › Median weekly rent": an entry's figure as staff call it, from what its template says the figure is ("its median weekly rent"). */
export function entryFigureLabel(entryTitle: string, figureLabel: string): string {
  return `${entryTitle} › ${capitalised(figureLabel.replace(/^(its|the) /, ""))}`;
}

/** A collection's sound entries by slug, as the figures' labels need them. */
export interface CollectionEntries {
  collection: Collection;
  entries: ReadonlyMap<string, unknown>;
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
  collections: readonly CollectionEntries[];
}

/** What staff call a reference, or undefined for one they are not offered; the maps it needs are built once. */
export function figureLabeller({ facts, collections }: Omit<CatalogueInput, "references">): (name: string) => string | undefined {
  const siteLabels: Record<string, string | null> = SITE_REFERENCE_LABELS;
  const factsByName = new Map(facts.map((fact) => [fact.referenceName, fact]));
  const byScope = new Map(collections.flatMap((found) => (found.collection.references ? [[found.collection.references.each, found] as const] : [])));
  return (name) => labelOf(name, siteLabels, factsByName, byScope);
}

/**
 * The references staff may insert, labelled, in the order a list shows them: brand facts, claims and
 * figures, then collection entries' figures by name. `names`: only these (the few a draft uses), since labelling all of
 * them is a cost every check would pay for a list only the picker shows (30 CPU-ms at 1,000 reports).
 */
export function figureCatalogue({ references, facts, collections }: CatalogueInput, names?: Iterable<string>): Figure[] {
  const label = figureLabeller({ facts, collections });
  const entryScopes = new Set(collections.flatMap(({ collection }) => (collection.references ? [collection.references.each] : [])));
  const found: Figure[] = [];
  for (const name of names ?? references.keys()) {
    const value = references.get(name);
    const staff = value === undefined ? undefined : label(name);
    if (staff && value !== undefined) found.push({ name, label: staff, value });
  }
  const rank = (figure: Figure) => (entryScopes.has(figure.name.split(".")[0] ?? "") ? 2 : figure.name in SITE_REFERENCE_LABELS ? 0 : 1);
  // A plain comparison, not localeCompare: the labels are ASCII but for "›", and collation is the slow part.
  return found.sort((a, b) => rank(a) - rank(b) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

function labelOf(
  name: string,
  siteLabels: Record<string, string | null>,
  factsByName: ReadonlyMap<string, FactFile>,
  byScope: ReadonlyMap<string, CollectionEntries>,
): string | undefined {
  if (name in siteLabels) return siteLabels[name] ?? undefined;
  const [scope = "", ...rest] = name.split(".");
  const collection = byScope.get(scope);
  if (collection) {
    const [slug = "", figure = ""] = rest;
    const entry = collection.entries.get(slug) as Record<string, unknown> | undefined;
    const figureLabel = collection.collection.module.figureLabels?.[figure];
    const title = entry?.[collection.collection.titleField];
    return typeof title === "string" && figureLabel ? entryFigureLabel(title, figureLabel) : undefined;
  }
  const fact = factsByName.get(scope);
  if (!fact || rest.some((part) => NOT_STATED.has(part))) return undefined;
  const data = asRecord(fact.file.data);
  if (data.statements) return `${factFileLabel(fact.name)} › ${claimLabel(asRecord(asRecord(data.statements)[rest[0] ?? ""]).description, rest[0] ?? "")}`;
  return [factFileLabel(fact.name), ...rest.map((part) => (/^\d+$/.test(part) ? `${Number(part) + 1}` : humanize(part)))].join(" › ");
}
