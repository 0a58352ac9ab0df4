/**
 * The suburb report template: turns one pages.config/suburbs/<slug>.json into the page document at
 * /resources/suburb-reports/<slug>, so adding a suburb is adding a data file, never code. It also
 * fills the index page's suburb grid from the same collection.
 */
import type { Block, PageDocument, SnapshotComparison, SuburbCard, SuburbReport } from "../generated/content-types.ts";
import { formatWeeklyRent } from "../lib/money.ts";
import { suburbFigures } from "./suburb-figures.ts";

export const SUBURB_REPORTS_PATH = "/resources/suburb-reports";
export const INVESTMENT_REPORT_PATH = "/resources/western-sydney-investment-report";
export const LEAD_FORM_ID = "lead-form";
export const REQUEST_FORM_ID = "suburb-request";
/** Where a card for a suburb without a report sends the visitor: the index page's request form. */
export const REQUEST_FORM_LINK = `${SUBURB_REPORTS_PATH}#${REQUEST_FORM_ID}`;

export function suburbPath(slug: string): string {
  return `${SUBURB_REPORTS_PATH}/${slug}`;
}

/** Where links to a report point: its canonical address, with the slash (the other one redirects there). */
export function suburbLink(slug: string): string {
  return `${suburbPath(slug)}/`;
}

/** Market figures are estimates: every price and rent reads "~$880K", never as a valuation. */
const approximately = (figure: string) => `~${figure}`;

/** Above every snapshot, before any figure: how old the figures are, from the market data's own dates. */
export const MARKET_AGE = "Figures from the {marketData.asAt}, compiled on {marketData.effectiveFrom}.";

/** Under every snapshot: when and from what the figures were compiled (pages.config/facts/market-data.json). */
export const MARKET_NOTE =
  "Indicative figures for the {marketData.asAt}, from {marketData.source.publisher}'s {marketData.source.title}; not a valuation of any property.";

/** Reports by slug, the lookup the template and the validator share. */
export type SuburbReports = ReadonlyMap<string, SuburbReport>;

export function suburbPage(suburb: SuburbReport, reports: SuburbReports): PageDocument {
  const { name } = suburb;
  const figures = suburbFigures(suburb);
  return {
    path: suburbPath(suburb.slug),
    trailingSlash: true,
    title: `${name} Suburb Report | {brand}`,
    description: suburb.description,
    keywords: suburb.keywords,
    localBusiness: { ...suburb.business, areaServed: name },
    blocks: [
      {
        type: "hero",
        eyebrow: suburb.region,
        heading: `${name} suburb report`,
        text: suburb.summary,
        // Readers are buyers (first-home and investors) and owners: one action each, both to the
        // form that sends the Deposit Cheatsheet and books the equity assessment.
        actions: [
          { label: "Buying? Get the Deposit Cheatsheet", to: `#${LEAD_FORM_ID}`, variant: "primary" },
          { label: "Own? Check Your Equity", to: `#${LEAD_FORM_ID}`, variant: "secondary" },
        ],
      },
      {
        type: "market-snapshot",
        id: "market-snapshot",
        heading: `${name} market snapshot`,
        intro: MARKET_AGE,
        rows: [
          ...CHARTED.map(({ label, text }) => ({ label, value: text(suburb) })),
          { label: "Vacancy Rate", value: figures.vacancy },
          { label: "12-Month Growth", value: figures.growth },
        ],
        note: MARKET_NOTE,
        comparison: comparison(suburb, reports),
      },
      // Straight after the figures: a phone reaches the form within two screens (it was the eighth).
      {
        type: "form",
        id: LEAD_FORM_ID,
        form: "suburb-reports",
        suburb: name,
        heading: `Get your free ${name} equity assessment`,
        intro:
          "Tell us where you are at. The Deposit Cheatsheet opens straight away, and {broker} will contact you within {claims.replyTime} with a personalised equity assessment.",
      },
      {
        type: "cards",
        id: "why-buy",
        heading: `Why people buy in ${name}`,
        columns: suburb.reasons.length === 4 ? 4 : 3,
        cards: suburb.reasons.map(({ icon, title, text }) => ({ icon, title, text })),
      },
      {
        type: "equity-example",
        id: "equity",
        heading: `Use your equity to buy in ${name}`,
        intro: `Usable equity is the part of your home's value you can borrow against without paying lenders mortgage insurance: up to ${suburb.equityExample.maxLvr}% of the value, less what you still owe. Many owners use it as the deposit for their next purchase.`,
        property: suburb.equityExample.property,
        value: suburb.equityExample.value,
        loanBalance: suburb.equityExample.loanBalance,
        maxLvr: suburb.equityExample.maxLvr,
        story: suburb.equityExample.story,
        actions: [
          { label: "Call {phone}", to: "phone", variant: "primary" },
          { label: "Get My Equity Assessment", to: `#${LEAD_FORM_ID}`, variant: "secondary" },
          { label: "Read the Western Sydney Investment Report", to: INVESTMENT_REPORT_PATH, variant: "link" },
        ],
      },
      {
        type: "cards",
        id: "mortgage-insights",
        heading: `Mortgage insights for ${name}`,
        columns: 3,
        cards: [
          { icon: "key", title: "First Home Buyers", text: suburb.insights.firstHomeBuyers },
          { icon: "trending-up", title: "Investors", text: suburb.insights.investors },
          { icon: "map-pin", title: "Local Tips", text: suburb.insights.localTips },
        ],
      },
      { type: "case-study", id: "case-study", heading: "Case study", ...suburb.caseStudy },
      {
        type: "suburb-grid",
        id: "related-suburbs",
        heading: "Related suburbs",
        intro: `Nearby suburbs that buyers looking in ${name} often compare.`,
        suburbs: suburb.related.map((related) => relatedCard(related, reports)),
      },
      { type: "faq", id: "faq", heading: `${name} property and mortgage FAQ`, items: suburb.faqs },
      {
        type: "disclaimer",
        text: `General information only. Consider your circumstances and seek independent advice. ${name} market figures are indicative, for the {marketData.asAt}, and not a valuation.`,
      },
    ],
  };
}

/** The charted figures: the price, rent and yield, with the snapshot's own labels and wording. */
const CHARTED: readonly { label: string; value: (s: SuburbReport["snapshot"]) => number; text: (report: SuburbReport) => string }[] = [
  { label: "Median House Price", value: (s) => s.medianHousePrice, text: (r) => approximately(suburbFigures(r).house) },
  { label: "Median Unit Price", value: (s) => s.medianUnitPrice, text: (r) => approximately(suburbFigures(r).unit) },
  { label: "Median Rent/Week", value: (s) => s.medianRentPerWeek, text: (r) => approximately(formatWeeklyRent(r.snapshot.medianRentPerWeek)) },
  { label: "Gross Yield Houses", value: (s) => s.grossYieldHouses, text: (r) => suburbFigures(r).houseYield },
  { label: "Gross Yield Units", value: (s) => s.grossYieldUnits, text: (r) => suburbFigures(r).unitYield },
];

/** The snapshot against every other report, so a reader sees where the suburb sits; none when it is the only report. */
function comparison(suburb: SuburbReport, reports: SuburbReports): SnapshotComparison | undefined {
  const all = [suburb, ...[...reports.values()].filter((report) => report.slug !== suburb.slug)];
  if (all.length < 2) return undefined;
  return {
    place: suburb.name,
    caption: `${suburb.name} against the other ${all.length - 1} suburb reports`,
    rows: CHARTED.map(({ label, value, text }) => ({
      label,
      points: all.map((report) => ({ place: report.name, value: value(report.snapshot), text: text(report) })),
    })),
  };
}

/**
 * A related suburb links to its report whenever one exists (so adding the missing report later
 * turns the card into a link with no other edit), and otherwise invites a custom report request.
 */
function relatedCard({ name, slug }: SuburbReport["related"][number], reports: SuburbReports): SuburbCard {
  const report = reports.get(slug);
  return report
    ? { name: report.name, price: approximately(suburbFigures(report).house), to: suburbLink(slug) }
    : { name, to: REQUEST_FORM_LINK, request: true };
}

/** The index grid: every report, sorted by name. */
export function indexCards(reports: Iterable<SuburbReport>): SuburbCard[] {
  return [...reports]
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"))
    .map((report) => ({ name: report.name, price: approximately(suburbFigures(report).house), to: suburbLink(report.slug) }));
}

/** A page whose suburb grids list no suburbs of their own, with the whole collection filled in. */
export function withSuburbIndex(page: PageDocument, reports: SuburbReports): PageDocument {
  if (!page.blocks.some((block) => block.type === "suburb-grid" && !block.suburbs)) return page;
  const cards = indexCards(reports.values());
  const blocks = page.blocks.map((block): Block => (block.type === "suburb-grid" && !block.suburbs ? { ...block, suburbs: cards } : block));
  return { ...page, blocks };
}
