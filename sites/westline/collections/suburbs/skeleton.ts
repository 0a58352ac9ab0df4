/**
 * The starting point of a new suburb report: every field present, every value an obvious TODO.
 * The template hands it to the kernel (template.ts), which writes it for `npm run new:suburb` and
 * the editor's "New suburb report"; it imports types only, as the template does.
 */
import type { CollectionKit, SkeletonStyle } from "../../../../src/content/collection-contract.ts";

const capitalised = (name: string) => name.replace(/(^|[ -])([a-z])/g, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/**
 * Why a name cannot start a report, or undefined when it can: letters, spaces, dashes and
 * apostrophes, written with capitals as on the page. Shared by `npm run new:suburb` and the editor.
 */
export function suburbNameProblem(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z' -]*[A-Za-z]$/.test(name)) return `${JSON.stringify(name)} is not a suburb name: use letters, spaces, dashes and apostrophes.`;
  if (name !== capitalised(name)) return `write the name as it appears on the page, with capitals: "${capitalised(name)}".`;
  return undefined;
}

export function suburbSkeleton(name: string, style: SkeletonStyle, kit: CollectionKit) {
  const blank = style === "blank";
  const todo = (what: string) => (blank ? "" : `TODO: ${what}`);
  // A number left out is flagged as missing; a text one would read as a number typed wrong.
  const amount = (what: string) => (blank ? undefined : `TODO: ${what}`);
  return {
    name,
    slug: kit.slug(name),
    region: todo('region label shown above the heading, e.g. "Western Sydney · Cumberland City Council"'),
    description: todo("one sentence of 70 to 160 characters for search results"),
    summary: todo("one line under the heading on this suburb's market, naming figures as {suburb.house} or {suburb.unitYield}"),
    snapshot: {
      medianHousePrice: amount("median house price in whole dollars, e.g. 880000"),
      medianUnitPrice: amount("median unit price in whole dollars, e.g. 620000"),
      medianRentPerWeek: amount("median weekly rent in whole dollars, e.g. 640"),
      grossYieldHouses: amount("gross yield for houses in percent, e.g. 3.8"),
      grossYieldUnits: amount("gross yield for units in percent, e.g. 4.2"),
      vacancyRate: amount("vacancy rate in percent, e.g. 1.2"),
      growth12Months: todo('"Positive", "Strong" or a percentage'),
    },
    reasons: [1, 2, 3].map((n) => ({ icon: "map-pin", title: todo(`reason ${n} in a few words`), text: todo("a sentence or two explaining it") })),
    equityExample: {
      property: todo('the owner\'s property, e.g. "a unit in Merrylands"'),
      value: amount("what it is worth, in whole dollars, e.g. 680000"),
      loanBalance: amount("what is still owed, in whole dollars, e.g. 439000"),
      maxLvr: 80,
      story: todo("what the owner could do with the equity in this suburb"),
    },
    insights: {
      firstHomeBuyers: todo("advice for first home buyers here"),
      investors: todo("advice for investors here"),
      localTips: todo("local knowledge a buyer should have"),
    },
    caseStudy: {
      kind: amount('"owner-occupier" (a home: no rent or yield shown) or "investor"'),
      title: todo("who the client was"),
      story: todo("what they wanted and how the loan was structured"),
      purchasePrice: amount("purchase price in whole dollars, e.g. 630000"),
      weeklyRent: amount("for an investor only (delete it for an owner-occupier): weekly rent in whole dollars, e.g. 580"),
      outcome: todo("how it turned out"),
    },
    related: [1, 2, 3].map((n) => ({ name: todo(`nearby suburb ${n}`), slug: todo("choose its report, or a suburb with no report yet") })),
    faqs: [1, 2, 3, 4, 5, 6].map((n) => ({ question: todo(`question ${n}`), answer: todo(`answer ${n}`) })),
    // Sensible to start with as they are: staff keep or change them.
    keywords: blank
      ? [`${name} suburb report`, `mortgage broker ${name}`, `${name} house prices`]
      : [todo(`e.g. "${name} suburb report"`), todo(`e.g. "mortgage broker ${name}"`), todo(`e.g. "${name} house prices"`)],
    business: {
      name: `{brand} – Mortgage Broker ${name}`,
      description: todo(`one or two sentences on what {brand} offers borrowers in ${name}`),
    },
  };
}
