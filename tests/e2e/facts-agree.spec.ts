/**
 * Facts agree: no figure on the built site contradicts another.
 *
 * Each suburb's figures are defined once, in pages.config/suburbs/<slug>.json, and each claim once, in
 * pages.config/facts/claims.json; the build writes them into every page that states them. A visitor
 * who reads "~$980K" on one card and "$990K" on another, or "40+ lenders" here and "over 50 lenders"
 * there, stops trusting both. This spec reads the prerendered pages (build/client, or the folder in
 * FACTS_AGREE_BUILD_DIR) as a visitor reads them and checks every figure against the RAW JSON,
 * formatted by this file's own formatter. It imports no site code, so a bug in the loaders or
 * formatters cannot hide itself, and it walks whatever suburb files and pages exist:
 *
 *  1. A suburb report's market snapshot shows that suburb's figures.
 *  2. A card or table row labelled with a suburb's name, on any page, shows that suburb's figures
 *     (and the rent and interest a row computes from them add up).
 *  3. A suburb report's sentences about its rent, yields, vacancy and medians state its figures. The
 *     case study is one client's purchase, so its figures are left out.
 *  4. Claims are worded the same on every page, and retired wording is gone.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Window as HappyWindow } from "happy-dom";
import { claim, claimNames, rawSuburbs, type RawSuburb } from "../raw-content.ts";

const BUILD = process.env.FACTS_AGREE_BUILD_DIR ?? "build/client";
const CONTENT = "sites/westline/pages.config";

// One worker reads the pages once for all four checks.
test.describe.configure({ mode: "default" });

// --- The facts, from the raw JSON ----------------------------------------------------------------

type Suburb = RawSuburb;
interface Period {
  effectiveFrom: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8")) as T;
const suburbs = rawSuburbs();

/** A dated fact's period in force today. */
function inForce<P extends Period>(file: string): P {
  const today = new Date().toISOString().slice(0, 10);
  const period = readJson<{ periods: P[] }>(file)
    .periods.filter((p) => p.effectiveFrom <= today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .at(-1);
  if (!period) throw new Error(`${file} has no period in force`);
  return period;
}
const exampleRate = inForce<Period & { rate: number }>("facts/example-rate.json").rate;
const unlimitedPlaces = inForce<Period & { places: string }>("facts/home-guarantee.json").places === "unlimited";

// --- The site's formats, written here ------------------------------------------------------------

/** 880000 → "$880K", 1150000 → "$1.15M", 1100000 → "$1.1M". */
const price = (whole: number) => (whole >= 1_000_000 ? `$${Number((whole / 1_000_000).toFixed(2))}M` : `$${Math.round(whole / 1_000)}K`);
/** 640 → "$640", -215 → "−$215". */
const dollars = (whole: number) => `${whole < 0 ? "−" : ""}$${Math.abs(whole).toLocaleString("en-AU")}`;
/** 4 → "4.0%". */
const percent = (value: number) => `${value.toFixed(1)}%`;
/** What a shown figure says, as a number: "~$1.05M" → 1050000, "$640" → 640, "4%" → 4, "−$215" → -215. */
function amount(shown: string): number {
  const m = /([−-])?\$?\s?(\d[\d,]*(?:\.\d+)?)\s?([KM])?/.exec(shown);
  if (!m) return NaN;
  const scale = m[3] === "M" ? 1_000_000 : m[3] === "K" ? 1_000 : 1;
  return ((m[1] ? -1 : 1) * Math.round(Number((m[2] ?? "").replace(/,/g, "")) * scale * 100)) / 100;
}

type Kind = "house" | "unit";
const medianOf = (s: Suburb, kind: Kind) => (kind === "house" ? s.snapshot.medianHousePrice : s.snapshot.medianUnitPrice);
const yieldOf = (s: Suburb, kind: Kind) => (kind === "house" ? s.snapshot.grossYieldHouses : s.snapshot.grossYieldUnits);
/** The suburb's figures a place may state, as the site writes them; two when it cannot tell house from unit. */
type Expectation = { what: string; want: string }[];
const kinds = (kind?: Kind): Kind[] => (kind ? [kind] : ["house", "unit"]);
const expectMedian = (s: Suburb, kind?: Kind): Expectation => kinds(kind).map((k) => ({ what: `median ${k} price`, want: price(medianOf(s, k)) }));
const expectYield = (s: Suburb, kind?: Kind): Expectation => kinds(kind).map((k) => ({ what: `gross yield on ${k}s`, want: percent(yieldOf(s, k)) }));
const expectRent = (s: Suburb): Expectation => [{ what: "median rent", want: dollars(s.snapshot.medianRentPerWeek) }];
const expectVacancy = (s: Suburb): Expectation => [{ what: "vacancy rate", want: percent(s.snapshot.vacancyRate) }];
/** "Bankstown's median house price is $980K (bankstown.json)", or "… is $980K and its median unit price $670K (…)". */
const says = (s: Suburb, e: Expectation) =>
  `${s.name}'s ${e.map(({ what, want }, i) => `${i ? "its " : ""}${what}${i ? "" : " is"} ${want}`).join(" and ")} (${s.slug}.json)`;
const agrees = (shown: string, e: Expectation) => e.some(({ want }) => want === shown || amount(want) === amount(shown));

// --- The built pages, read as a visitor reads them -----------------------------------------------

/** A block of text (a paragraph, list item, cell …) and the heading it sits under, e.g. an FAQ answer's question. */
interface Passage {
  text: string;
  heading: string;
  section: "case study" | "snapshot" | "other";
  inCardOf?: Suburb;
}
/** A figure in a card and the words that label it: a column header, a <dt>, or the text around it. */
interface Reading {
  label: string;
  shown: string;
}
interface Card {
  suburb: Suburb;
  readings: Reading[];
  kind?: Kind;
}
interface Page {
  route: string;
  lines: string[];
  passages: Passage[];
  cards: Card[];
  snapshot?: Reading[];
}

const BLOCKS = "p, li, dt, dd, td, th, h1, h2, h3, h4, h5, h6, blockquote, figcaption, caption, summary, label, button, option";
const BLOCK_TAGS = new Set(
  BLOCKS.toUpperCase()
    .split(", ")
    .concat(["DIV", "SECTION", "ARTICLE", "ASIDE", "NAV", "HEADER", "FOOTER", "MAIN", "UL", "OL", "DL", "TABLE", "TR", "FORM", "FIGURE", "BR"]),
);
const FIGURE = /^~?[−-]?\$\s?\d[\d,]*(?:\.\d+)?\s?[KM]?(?:\/wk)?$|^~?\d+(?:\.\d+)?%$/;
const norm = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const byName = new Map(suburbs.map((s) => [s.name, s]));

/** The page's words with a line break between blocks, so "Call 1300 975 707" and "Lenders we compare" stay apart. */
function visibleText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1 || ["SCRIPT", "STYLE", "TEMPLATE", "svg"].includes((node as Element).tagName)) return "";
  const inner = [...node.childNodes].map(visibleText).join("");
  return BLOCK_TAGS.has((node as Element).tagName) ? `\n${inner}\n` : inner;
}

function labelOf(el: Element): string {
  const cell = el.closest("td, th");
  const row = cell?.parentElement;
  if (cell && row?.tagName === "TR") return norm(row.closest("table")?.querySelector("thead tr")?.children[[...row.children].indexOf(cell)]?.textContent);
  const dd = el.closest("dd");
  if (dd) return norm(dd.previousElementSibling?.textContent);
  return norm(el.parentElement?.textContent?.replace(el.textContent ?? "", ""));
}

/** A card or row named by a suburb: the innermost element whose whole text is the name, and the row, item or article around it. */
function suburbCards(body: Element): Map<Element, Card> {
  const cards = new Map<Element, Card>();
  for (const el of body.querySelectorAll("*")) {
    const suburb = byName.get(norm(el.textContent));
    if (!suburb || [...el.children].some((child) => norm(child.textContent) === suburb.name)) continue;
    const card = el.closest("tr, li, article, figure");
    if (!card || cards.has(card)) continue;
    const leaves = [...card.querySelectorAll("*")].filter((leaf) => leaf.children.length === 0);
    const readings = leaves
      .filter((leaf) => FIGURE.test(norm(leaf.textContent)) || leaf.closest("dd, td"))
      .map((leaf) => ({ label: labelOf(leaf), shown: norm(leaf.textContent) }));
    const kindCell = leaves.map((leaf) => norm(leaf.textContent).toLowerCase()).find((t) => /^(houses?|units?)$/.test(t));
    cards.set(card, { suburb, readings, kind: kindCell ? (kindCell.startsWith("house") ? "house" : "unit") : undefined });
  }
  return cards;
}

function readPage(Window: typeof HappyWindow, route: string, file: string): Page {
  const window = new Window();
  const html = readFileSync(file, "utf8")
    .replace(/<script\b[^]*?<\/script>/g, "")
    .replace(/<style\b[^]*?<\/style>/g, "");
  const document = new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
  const head = [norm(document.title), norm(document.querySelector('meta[name="description"]')?.getAttribute("content"))];
  const cards = suburbCards(document.body);

  const passages: Passage[] = head.map((text) => ({ text, heading: "", section: "other" }));
  let heading: Element | undefined;
  for (const el of document.body.querySelectorAll("*")) {
    if (/^H[1-6]$/.test(el.tagName)) heading = el;
    if (!el.matches(BLOCKS) || el.querySelector(BLOCKS)) continue;
    const sectionHeading = `${el.closest("section")?.id} ${el.closest("section")?.querySelector("h2")?.textContent}`;
    const card = [...cards.keys()].find((c) => c.contains(el));
    passages.push({
      text: norm(el.textContent),
      // A heading speaks for the blocks beside it (an FAQ question for its answer), not for the rest of the page.
      heading: heading?.parentElement?.contains(el) ? norm(heading.textContent) : "",
      section: /case[- ]stud/i.test(sectionHeading) ? "case study" : /snapshot/i.test(sectionHeading) ? "snapshot" : "other",
      inCardOf: card ? cards.get(card)?.suburb : undefined,
    });
  }

  const snapshotSection = [...document.querySelectorAll("section")].find((s) => /snapshot/i.test(s.querySelector("h2")?.textContent ?? ""));
  const snapshot = snapshotSection && [...snapshotSection.querySelectorAll("dd")].map((dd) => ({ label: labelOf(dd), shown: norm(dd.textContent) }));
  const lines = [...head, ...visibleText(document.body).split("\n")].map(norm).filter(Boolean);
  const page = { route, lines, passages, cards: [...cards.values()], snapshot };
  void window.happyDOM.close();
  return page;
}

// Read by the worker that runs the checks, before the first: the runner, which loads this file only
// to list its tests, never parses the pages (that was a third of its CPU).
let pages: Page[] = [];
test.beforeAll(async () => {
  const { Window } = await import("happy-dom");
  pages = (readdirSync(BUILD, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => path.basename(f) === "index.html" && !f.startsWith(`assets${path.sep}`))
    .map((f) => readPage(Window, "/" + path.dirname(f).split(path.sep).join("/").replace(/^\.$/, ""), path.join(BUILD, f)))
    .sort((a, b) => a.route.localeCompare(b.route));
});
const pageAt = (route: string) => pages.find((p) => p.route === route);
const reportRoute = (s: Suburb) => `/resources/suburb-reports/${s.slug}`;

// --- Sentences and the figures in them -----------------------------------------------------------

/** A full stop ends a sentence only before a space or the end, so "4.2%" and "$1.05M" stay whole. */
const sentences = (text: string) =>
  text
    .match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [];
interface Token {
  shown: string;
  index: number;
  end: number;
  money: boolean;
}
function figuresIn(sentence: string): Token[] {
  const found = [...sentence.matchAll(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s?[KM]\b)?/g), ...sentence.matchAll(/\b\d+(?:\.\d+)?\s?%/g)];
  return found.map((m) => ({ shown: m[0], index: m.index, end: m.index + m[0].length, money: m[0].startsWith("$") }));
}

/** What a figure is about: "3.8% for houses", "units around $690K", "a vacancy rate near 1.2%". */
type Subject = Kind | "vacancy";
const subject = (word: string | undefined): Subject | undefined =>
  !word ? undefined : /^vacan/i.test(word) ? "vacancy" : /^house/i.test(word) ? "house" : "unit";
function subjectOf(sentence: string, token: Token): Subject | undefined {
  const following = /^\s*(?:or (?:more|less)\s+)?(?:gross\s+)?for\s+(?:a\s+|the\s+)?(houses?|units?)\b/i.exec(sentence.slice(token.end));
  if (following) return subject(following[1]);
  // Otherwise the clause it sits in: the nearest subject before it, else the first after it.
  const breaks = [...sentence.matchAll(/[,;:()]|\b(?:and|but|while|so)\b/gi)].map((m) => m.index);
  const start = Math.max(0, ...breaks.filter((i) => i < token.index));
  const end = Math.min(sentence.length, ...breaks.filter((i) => i >= token.end));
  const words = [...sentence.slice(start, end).matchAll(/\b(houses?|units?|vacan\w*)\b/gi)];
  const before = words.filter((w) => start + w.index < token.index).at(-1);
  return subject((before ?? words[0])?.[1]);
}

/** The suburb figure a sentence on the suburb's own report states, or undefined if it states none of them. */
function whatItStates(s: Suburb, sentence: string, token: Token, heading: string): Expectation | undefined {
  const about = (pattern: RegExp) => pattern.test(sentence) || pattern.test(heading);
  const before = sentence.slice(0, token.index);
  const after = sentence.slice(token.end);
  const subj = subjectOf(sentence, token);
  const kind = subj === "vacancy" ? undefined : subj;
  if (token.money) {
    const value = amount(token.shown);
    if (/^\s*(?:a|per)\s+week\b|^\s*\/\s*(?:wk|week)\b/i.test(after)) return expectRent(s);
    const priceSized = /[KM]$/.test(token.shown) || value >= 10_000;
    if (!priceSized) return about(/\brent/i) ? expectRent(s) : undefined;
    const nextToMedian = /\bmedian(?:\s+\S+){0,3}\s*$/i.test(before) || /^(?:\s+\S+){0,3}?\s+median\b/i.test(after);
    // Next to "median", or under a heading that asks for a price ("What does a house cost in Granville?").
    return nextToMedian || /\b(?:median|prices?|costs?)\b/i.test(heading) ? expectMedian(s, kind) : undefined;
  }
  // A share of a price or a deposit, or a threshold ("above 4%"), is not the suburb's figure.
  if (/^\s*(?:deposit|of\b|LVR|loan|price)/i.test(after) || /\b(?:above|below|over|under|at least|more than|less than|up to)\s*$/i.test(before))
    return undefined;
  const topic = subj ?? subject(/\b(houses?|units?|vacan\w*)\b/i.exec(heading)?.[1]);
  if (topic === "vacancy" && about(/vacan/i)) return expectVacancy(s);
  if (topic && topic !== "vacancy" && about(/yield/i)) return expectYield(s, topic);
  if (!topic && about(/yield/i) && !about(/vacan/i)) return expectYield(s);
  if (!topic && about(/vacan/i) && !about(/yield/i)) return expectVacancy(s);
  return undefined;
}

// --- Checks --------------------------------------------------------------------------------------

test("every suburb report's market snapshot shows its own figures", () => {
  const problems: string[] = [];
  for (const s of suburbs) {
    const page = pageAt(reportRoute(s));
    if (!page?.snapshot) {
      problems.push(`${reportRoute(s)}: ${page ? "no market snapshot" : "not built"} for ${s.name} (${s.slug}.json)`);
      continue;
    }
    const rows: [RegExp, string][] = [
      [/median house/i, `~${price(s.snapshot.medianHousePrice)}`],
      [/median unit/i, `~${price(s.snapshot.medianUnitPrice)}`],
      [/rent/i, `~${dollars(s.snapshot.medianRentPerWeek)}/wk`],
      [/yield.*house/i, percent(s.snapshot.grossYieldHouses)],
      [/yield.*unit/i, percent(s.snapshot.grossYieldUnits)],
      [/vacan/i, percent(s.snapshot.vacancyRate)],
      [/growth/i, s.snapshot.growth12Months],
    ];
    for (const [label, want] of rows) {
      const shown = page.snapshot.filter((row) => label.test(row.label));
      if (shown.length !== 1) problems.push(`${page.route}: ${s.name}'s snapshot has ${shown.length} rows labelled ${label}, expected 1 showing ${want}`);
      else if (shown[0]?.shown !== want)
        problems.push(`${page.route}: ${s.name}'s snapshot row "${shown[0]?.label}" shows ${shown[0]?.shown}, but ${s.slug}.json says ${want}`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * What a card's figure should be, by its label. A row can also work figures out: the rent a median
 * property earns at its gross yield (price × yield ÷ 52), the interest on a share of its price at the
 * example rate, and the difference, each to the dollar.
 */
function cardExpectation(card: Card, { label, shown }: Reading): Expectation | undefined {
  const s = card.suburb;
  const kind: Kind | undefined = /\bhouses?\b/i.test(label) ? "house" : /\bunits?\b/i.test(label) ? "unit" : card.kind;
  const rent = kind && Math.round((medianOf(s, kind) * yieldOf(s, kind)) / 100 / 52);
  // The loan's share of the price, from the row's interest column: "Interest a week on 80% of the price at 6.50%".
  const share = card.readings.map((r) => /(\d+(?:\.\d+)?)% of the price/.exec(r.label)?.[1]).find(Boolean);
  const interest = kind && share ? Math.round((medianOf(s, kind) * Number(share) * exampleRate) / 10_000 / 52) : undefined;
  const worked = (what: string, value: number | undefined) => (value === undefined ? undefined : [{ what, want: dollars(value) }]);
  if (/interest/i.test(label) && /\brent\b/i.test(label))
    return worked(`rent less interest on a median ${kind}`, rent !== undefined && interest !== undefined ? rent - interest : undefined);
  if (/interest/i.test(label)) return worked(`interest a week on a median ${kind} at ${percent(exampleRate)}`, interest);
  // "Rent a week at that yield" is a rent worked out from the yield, not a yield.
  if (/\brent/i.test(label) && card.readings.some((r) => /yield/i.test(r.label))) return worked(`rent a week on a median ${kind} at its gross yield`, rent);
  if (/\brent/i.test(label)) return expectRent(s);
  if (/yield/i.test(label)) return expectYield(s, kind);
  if (/vacan/i.test(label)) return expectVacancy(s);
  if (/growth/i.test(label)) return [{ what: "12-month growth", want: s.snapshot.growth12Months }];
  if (/price|median|value/i.test(label) && shown.includes("$")) return expectMedian(s, kind);
  return undefined;
}

test("every card or row labelled with a suburb's name, on any page, shows that suburb's figures", () => {
  const problems: string[] = [];
  const checked = new Map<string, Set<string>>(); // route → suburbs whose card had a figure checked
  for (const page of pages)
    for (const card of page.cards)
      for (const reading of card.readings) {
        const rate = /\bat\s+(\d+(?:\.\d+)?)%/.exec(reading.label)?.[1];
        if (rate && Number(rate) !== exampleRate)
          problems.push(`${page.route}: "${reading.label}" says ${rate}%, but the example rate in force is ${percent(exampleRate)} (facts/example-rate.json)`);
        const expected = cardExpectation(card, reading);
        if (!expected) continue;
        checked.set(page.route, (checked.get(page.route) ?? new Set()).add(card.suburb.slug));
        if (!agrees(reading.shown, expected))
          problems.push(
            `${page.route}: the ${card.suburb.name} ${card.kind ? `${card.kind} ` : ""}card's "${reading.label}" shows ${reading.shown}, but ${says(card.suburb, expected)}`,
          );
      }

  // The pages known to show suburb figures must still show them, so a card that disappears cannot pass unnoticed.
  const missing = (route: string, s: Suburb, what: string) =>
    checked.get(route)?.has(s.slug) ? [] : [`${route}: no ${what} for ${s.name} with a figure to check`];
  problems.push(...suburbs.flatMap((s) => missing("/resources/suburb-reports", s, "card")));
  for (const s of suburbs)
    for (const related of s.related.filter((r) => byName.has(r.name)))
      problems.push(...missing(reportRoute(s), byName.get(related.name) as Suburb, "related-suburb card"));
  for (const route of ["/resources/western-sydney-investment-report", "/blog/property-investment-sydney-cash-flow-positive"])
    if (!checked.get(route)?.size) problems.push(`${route}: no suburb card or row with a figure to check`);
  expect([...new Set(problems)]).toEqual([]); // a column header speaks once, not once per row
});

test("a suburb report's sentences about rent, yields, vacancy and medians state its own figures", () => {
  const problems: string[] = [];
  for (const s of suburbs) {
    const page = pageAt(reportRoute(s));
    for (const passage of page?.passages ?? []) {
      // The case study is one client's purchase; the snapshot has its own check above; other suburbs' cards, the one before.
      if (passage.section !== "other" || (passage.inCardOf && passage.inCardOf !== s)) continue;
      for (const sentence of sentences(passage.text))
        for (const token of figuresIn(sentence)) {
          const expected = whatItStates(s, sentence, token, passage.heading);
          if (expected && !agrees(token.shown, expected))
            problems.push(
              `${page?.route}: "${sentence}"${passage.heading ? ` (under "${passage.heading}")` : ""} states ${token.shown}, but ${says(s, expected)}`,
            );
        }
    }
  }
  expect(problems).toEqual([]);
});

test("claims are worded the same on every page, and retired wording is gone", () => {
  const problems: string[] = [];
  const lenders = `${claim("lenders")} lenders`;
  const preApproval = [claim("preApprovalLodged"), claim("lenderDecision")];
  const hourClaims = [
    ...new Set(
      claimNames()
        .map(claim)
        .filter((v) => /\bhours?$/.test(v)),
    ),
  ];
  const hours = String.raw`\d+(?:\s*(?:[–-]|to)\s*\d+)?(?:\s*|-)(?:hours?|hrs?)\b`; // "24 hours", "24–48 hours", "24-hour"
  const HOURS = new RegExp(String.raw`\b${hours}`, "gi");
  const WITHIN_HOURS = /\bwithin\s+(\d+(?:\s*(?:[–-]|to)\s*\d+)?\s*hours?)\b/gi; // "24hrs" is the retired wording's to report
  const retired: [RegExp, string][] = [
    [/\b\d+\s*hrs?\b/i, `hours are written out, as the claims write them ("${claim("replyTime")}")`],
    [/\b6\s*(?:[–-]|to)\s*8\s*times\b/i, "the old borrowing rule of thumb; what a lender lends depends on its assessment (and APRA's debt-to-income limit)"],
  ];
  if (unlimitedPlaces) retired.push([/\bplaces are limited\b|\blimited places\b/i, "the 5% Deposit Scheme has unlimited places (facts/home-guarantee.json)"]);
  // Certainty a broker cannot give (issue 53): a pre-approval is a lender's indication subject to
  // conditions, each lender decides, and a lender's valuer values the property.
  retired.push(
    [/\btells you exactly\b/i, "a pre-approval is a lender's indication subject to its conditions, not an exact figure"],
    [/\bconditional offer\b/i, "a pre-approval is not an offer"],
    [/\bwill say yes\b/i, "each lender makes its own decision"],
    [/\bwe valued\b/i, "a lender's valuer values the property, not the broker"],
    [/\bFirst Home Guarantee\b/i, "the scheme has one name on the site, the 5% Deposit Scheme"],
    // Lodging in a day is only possible once the documents are in.
    [
      /^(?!.*\b(?:documents|payslips|paperwork)\b).*\blodge[ds]?\b[^.]*\bwithin\b/i,
      `lodging within ${claim("preApprovalLodged")} starts once we have the documents: say so`,
    ],
  );

  for (const page of pages) {
    for (const line of page.lines) {
      for (const [phrase] of line.matchAll(/\b(?:(?:over|more than)\s+)?(?:\d[\d,]*|twenty|thirty|forty|fifty|sixty)\s*\+?\s*lenders\b/gi))
        if (phrase !== lenders) problems.push(`${page.route}: "${line}" says "${phrase}", but the lenders claim is "${lenders}" (claims.json)`);
      // A promise of speed ("within 24 hours") is one of the claims, word for word.
      for (const [, phrase = ""] of line.matchAll(WITHIN_HOURS))
        if (!hourClaims.includes(phrase))
          problems.push(`${page.route}: "${line}" promises "within ${phrase}", which is none of the claims' times (${hourClaims.join(", ")})`);
      for (const [pattern, why] of retired) {
        const found = pattern.exec(line);
        if (found) problems.push(`${page.route}: "${line}" says "${found[0]}": ${why}`);
      }
    }
    for (const passage of page.passages)
      for (const sentence of sentences(passage.text)) {
        // About pre-approval: it says so, or its paragraph or heading does and it speaks of lodging or the lender.
        const preApprovalNearby = /pre-?approv/i.test(`${passage.heading} ${passage.text}`) && /\b(?:lodg|lender|assess)/i.test(sentence);
        if (!/pre-?approv/i.test(sentence) && !preApprovalNearby) continue;
        for (const [phrase] of sentence.matchAll(HOURS))
          if (!preApproval.includes(norm(phrase)))
            problems.push(
              `${page.route}: "${sentence}" says "${norm(phrase)}" about pre-approval, but the claims are lodged within ${preApproval[0]} and a lender's answer in ${preApproval[1]}`,
            );
      }
  }
  expect(problems).toEqual([]);
});

test("the reply time is one the office's opening hours can keep", () => {
  const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const hours = readJson<{ office: { hours: { days: string[] }[] } }>("site.json").office.hours;
  const closed = week.filter((day) => !hours.some((opening) => opening.days.includes(day)));
  // A reply promised in hours runs through a day the office is closed; business days do not.
  if (closed.length) expect(claim("replyTime"), `the office is closed on ${closed.join(", ")}`).not.toMatch(/\bhours?\b/);
});
