/**
 * The broker's suburb report template: turns one pages.config/suburbs/<slug>.json into the page at
 * the collection's route, so adding a suburb is adding a data file, never code. It also fills the
 * index page's suburb grid from the same collection, and names each report's figures, which every
 * page shows the one way: the snapshot, the index and related cards, the investment report and the
 * blog's table, and text naming them as {suburb.rent} or {suburbs.blacktown.rent}.
 *
 * Loaded by the kernel from this folder (collection.json names it), so it imports the kernel's types
 * only, and modules of its own beside it.
 */
import type { CollectionContext, CollectionKit, CollectionTemplate, EntryPage, SiteBlockData } from "../../../../src/content/collection-contract.ts";
import type { Block, PageDocument, SnapshotComparison } from "../../../../src/generated/content-types.ts";
import type { SuburbReport } from "./suburb.types.ts";
import type { SuburbCard, SuburbGridBlock } from "../../blocks/suburb-grid/suburb-grid.props.ts";
import { suburbCopies } from "./copies.ts";
import { plausibilityFindings } from "./plausibility.ts";
import { suburbNameProblem, suburbSkeleton } from "./skeleton.ts";

const SUBURB_REPORTS_PATH = "/resources/suburb-reports";
const INVESTMENT_REPORT_PATH = "/resources/western-sydney-investment-report";
const LEAD_FORM_ID = "lead-form";
const REQUEST_FORM_ID = "suburb-request";
/** Where a card for a suburb without a report sends the visitor: the index page's request form. */
const REQUEST_FORM_LINK = `${SUBURB_REPORTS_PATH}#${REQUEST_FORM_ID}`;

/** Market figures are estimates: every price and rent reads "~$880K", never as a valuation. */
const approximately = (figure: string) => `~${figure}`;

/** Above every snapshot, before any figure: how old the figures are, from the market data's own dates. */
const MARKET_AGE = "Figures from the {marketData.asAt}, compiled on {marketData.effectiveFrom}.";

/** Under every snapshot: when and from what the figures were compiled (pages.config/facts/market-data.json). */
const MARKET_NOTE =
  "Indicative figures for the {marketData.asAt}, from {marketData.source.publisher}'s {marketData.source.title}; not a valuation of any property.";

type Context = CollectionContext<SuburbReport>;

const FIGURE_LABELS = {
  name: "the suburb's name",
  region: "its region label",
  house: "its median house price",
  unit: "its median unit price",
  rent: "its median weekly rent",
  houseYield: "its gross yield for houses",
  unitYield: "its gross yield for units",
  vacancy: "its vacancy rate",
  growth: "its 12-month growth",
} as const;
type SuburbFigure = keyof typeof FIGURE_LABELS;

/** The figures text may name, by the name it uses: {suburb.house}, {suburbs.auburn.unitYield}, …. */
function figures(report: SuburbReport, kit: CollectionKit): Record<SuburbFigure, string> {
  const s = report.snapshot;
  return {
    name: report.name,
    region: report.region,
    house: kit.price(s.medianHousePrice),
    unit: kit.price(s.medianUnitPrice),
    rent: kit.dollars(s.medianRentPerWeek),
    houseYield: kit.rate(s.grossYieldHouses),
    unitYield: kit.rate(s.grossYieldUnits),
    vacancy: kit.rate(s.vacancyRate),
    growth: s.growth12Months,
  };
}

function page(suburb: SuburbReport, context: Context): EntryPage {
  const { name } = suburb;
  const shown = figures(suburb, context.kit);
  return {
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
          ...charted(context.kit).map(({ label, text }) => ({ label, value: text(suburb) })),
          { label: "Vacancy Rate", value: shown.vacancy },
          { label: "12-Month Growth", value: shown.growth },
        ],
        note: MARKET_NOTE,
        comparison: comparison(suburb, context),
      },
      // Straight after the figures: a phone reaches the form within two screens (it was the eighth).
      {
        type: "form",
        id: LEAD_FORM_ID,
        form: "suburb-reports",
        presets: { suburb: name },
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
        suburbs: suburb.related.map((related) => relatedCard(related, context)),
      } satisfies SuburbGridBlock,
      { type: "faq", id: "faq", heading: `${name} property and mortgage FAQ`, items: suburb.faqs },
      {
        type: "disclaimer",
        text: `General information only. Consider your circumstances and seek independent advice. ${name} market figures are indicative, for the {marketData.asAt}, and not a valuation.`,
      },
    ],
  };
}

/** The charted figures: the price, rent and yield, with the snapshot's own labels and wording. */
const charted = (kit: CollectionKit): readonly { label: string; value: (s: SuburbReport["snapshot"]) => number; text: (report: SuburbReport) => string }[] => [
  { label: "Median House Price", value: (s) => s.medianHousePrice, text: (r) => approximately(figures(r, kit).house) },
  { label: "Median Unit Price", value: (s) => s.medianUnitPrice, text: (r) => approximately(figures(r, kit).unit) },
  { label: "Median Rent/Week", value: (s) => s.medianRentPerWeek, text: (r) => approximately(kit.weeklyRent(r.snapshot.medianRentPerWeek)) },
  { label: "Gross Yield Houses", value: (s) => s.grossYieldHouses, text: (r) => figures(r, kit).houseYield },
  { label: "Gross Yield Units", value: (s) => s.grossYieldUnits, text: (r) => figures(r, kit).unitYield },
];

/** The snapshot against every other report, so a reader sees where the suburb sits; none when it is the only report. */
function comparison(suburb: SuburbReport, { entries, kit }: Context): SnapshotComparison | undefined {
  const all = [suburb, ...[...entries.values()].filter((report) => report.slug !== suburb.slug)];
  if (all.length < 2) return undefined;
  return {
    place: suburb.name,
    caption: `${suburb.name} against the other ${all.length - 1} suburb reports`,
    rows: charted(kit).map(({ label, value, text }) => ({
      label,
      points: all.map((report) => ({ place: report.name, value: value(report.snapshot), text: text(report) })),
    })),
  };
}

/**
 * A related suburb links to its report whenever one exists (so adding the missing report later
 * turns the card into a link with no other edit), and otherwise invites a custom report request.
 */
function relatedCard({ name, slug }: SuburbReport["related"][number], { entries, link, kit }: Context): SuburbCard {
  const report = entries.get(slug);
  return report ? { name: report.name, price: approximately(figures(report, kit).house), to: link(slug) } : { name, to: REQUEST_FORM_LINK, request: true };
}

/** A suburb grid (the site's own block, blocks/suburb-grid/) that lists no suburbs of its own. */
const emptyGrid = (block: Block | SiteBlockData): block is SuburbGridBlock & SiteBlockData =>
  block.type === "suburb-grid" && !("suburbs" in block && block.suburbs);

/** A page whose suburb grids list no suburbs of their own, with every report filled in, sorted by name. */
function listing(page: PageDocument, { entries, link, kit }: Context): PageDocument {
  // The kernel's page type knows its own blocks; the site's own are blocks all the same.
  const blocks: ReadonlyArray<Block | SiteBlockData> = page.blocks;
  if (!blocks.some(emptyGrid)) return page;
  const cards: SuburbCard[] = [...entries.values()]
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"))
    .map((report) => ({ name: report.name, price: approximately(figures(report, kit).house), to: link(report.slug) }));
  return { ...page, blocks: blocks.map((block) => (emptyGrid(block) ? { ...block, suburbs: cards } : block)) as PageDocument["blocks"] };
}

export default {
  page,
  listing,
  figures,
  figureLabels: FIGURE_LABELS,
  check: plausibilityFindings,
  checkAll: suburbCopies,
  skeleton: suburbSkeleton,
  nameProblem: suburbNameProblem,
} satisfies CollectionTemplate<SuburbReport>;
