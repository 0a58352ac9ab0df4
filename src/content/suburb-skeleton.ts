/** The starting point of a new suburb report: every field present, every value an obvious TODO. */
import { schemaReference } from "./site-folder.ts";

/** "Mount Druitt" → "mount-druitt", "O'Connell" → "oconnell". */
/** The related-suburb list's choice for a nearby suburb without a report: the editor shows it, and problems name it. */
export const NO_REPORT_CHOICE = "A suburb with no report yet…";

export function suburbSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-");
}

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

const todo = (what: string) => `TODO: ${what}`;

export function suburbSkeleton(name: string) {
  return {
    $schema: schemaReference(`pages.config/suburbs/${suburbSlug(name)}.json`, "suburb.schema.json"),
    name,
    slug: suburbSlug(name),
    region: todo('region label shown above the heading, e.g. "Western Sydney · Cumberland City Council"'),
    description: todo("one sentence of 70 to 160 characters for search results and the top of the page"),
    snapshot: {
      medianHousePrice: todo("median house price in whole dollars, e.g. 880000"),
      medianUnitPrice: todo("median unit price in whole dollars, e.g. 620000"),
      medianRentPerWeek: todo("median weekly rent in whole dollars, e.g. 640"),
      grossYieldHouses: todo("gross yield for houses in percent, e.g. 3.8"),
      grossYieldUnits: todo("gross yield for units in percent, e.g. 4.2"),
      vacancyRate: todo("vacancy rate in percent, e.g. 1.2"),
      growth12Months: todo('"Positive", "Strong" or a percentage'),
    },
    reasons: [1, 2, 3].map((n) => ({ icon: "map-pin", title: todo(`reason ${n} in a few words`), text: todo("a sentence or two explaining it") })),
    equityExample: {
      property: todo('the owner\'s property, e.g. "a unit in Merrylands"'),
      value: todo("what it is worth, in whole dollars, e.g. 680000"),
      loanBalance: todo("what is still owed, in whole dollars, e.g. 439000"),
      maxLvr: 80,
      story: todo("what the owner could do with the equity in this suburb"),
    },
    insights: {
      firstHomeBuyers: todo("advice for first home buyers here"),
      investors: todo("advice for investors here"),
      localTips: todo("local knowledge a buyer should have"),
    },
    caseStudy: {
      kind: todo('"owner-occupier" (a home: no rent or yield shown) or "investor"'),
      title: todo("who the client was"),
      story: todo("what they wanted and how the loan was structured"),
      purchasePrice: todo("purchase price in whole dollars, e.g. 630000"),
      weeklyRent: todo("for an investor only (delete it for an owner-occupier): weekly rent in whole dollars, e.g. 580"),
      outcome: todo("how it turned out"),
    },
    related: [1, 2, 3].map((n) => ({ name: todo(`nearby suburb ${n}`), slug: todo("choose its report, or a suburb with no report yet") })),
    faqs: [1, 2, 3, 4, 5, 6].map((n) => ({ question: todo(`question ${n}`), answer: todo(`answer ${n}`) })),
    keywords: [todo(`e.g. "${name} suburb report"`), todo(`e.g. "mortgage broker ${name}"`), todo(`e.g. "${name} house prices"`)],
    business: {
      name: `{brand} – Mortgage Broker ${name}`,
      description: todo(`one or two sentences on what {brand} offers borrowers in ${name}`),
    },
  };
}
