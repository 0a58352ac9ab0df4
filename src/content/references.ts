/**
 * References: text states a fact by naming it in braces, and the pipeline writes the fact in.
 *
 *   {phone}, {email}, {brand}, {company}, …   the brand facts in site.json (and {mostUsedLenders}: its list in words)
 *   {claims.lenders}                           a claim in pages.config/facts/claims.json
 *   {nswTransferDuty.minimum}                  a figure of a dated fact, from the set in force on the build day
 *   {locations.richmond.hours}                 a collection entry's figure, anywhere (the names its collection.json declares)
 *   {location.hours}                           the entry's own figure, inside its file
 *
 * So a figure is typed once: a rebrand, a new duty schedule or a quarter's new rents is one edit.
 */
import type { PercentRange, SiteConfig } from "../generated/content-types.ts";
import { periodInForce, type Dated } from "../lib/dates.ts";
import { associationInWords } from "../lib/association.ts";
import { listInWords } from "../lib/list-in-words.ts";
import type { FactFile } from "./facts.ts";
import type { PathSegment } from "./json-locations.ts";
import { asRecord } from "./json-values.ts";
import { displayAt, displayValue } from "./schema-display.ts";

import { REFERENCE } from "../lib/reference-pattern.ts";

export { REFERENCE };

/** Every reference name a file may use, with the text it stands for. */
export type References = ReadonlyMap<string, string>;

const percentRange = ({ min, max }: PercentRange) =>
  min === max ? displayValue(min, "percent") : `${displayValue(min, "percent")} to ${displayValue(max, "percent")}`;

type Broker = NonNullable<SiteConfig["broker"]>;
type Legal = NonNullable<SiteConfig["legal"]>;

/** The names text uses for site.json's section on the person visitors talk to, which a site may leave out. */
const BROKER_NAMES = ["broker"] as const;
/** The names text uses for the licence section (legal) of site.json, which a site may leave out. */
const LEGAL_NAMES = [
  "company",
  "creditRepresentative",
  "creditLicence",
  "licensee",
  "association",
  "licenseePhone",
  "licenseeEmail",
  "licenseeAddress",
  "afcaMembership",
  "creditActivities",
  "mostUsedLenders",
  "commissionUpfront",
  "commissionTrail",
  "commissionGst",
] as const;

const brokerReferences = (broker: Broker): Record<(typeof BROKER_NAMES)[number], string> => ({ broker: broker.name });

const legalReferences = (legal: Legal, brand: string): Record<(typeof LEGAL_NAMES)[number], string> => ({
  company: legal.company,
  creditRepresentative: legal.creditRepresentative,
  creditLicence: legal.creditLicence,
  licensee: legal.licensee ?? brand,
  association: associationInWords(legal),
  licenseePhone: legal.licenseeContact.phone,
  licenseeEmail: legal.licenseeContact.email,
  licenseeAddress: legal.licenseeContact.address,
  afcaMembership: legal.afcaMembership,
  creditActivities: legal.creditActivities,
  // The credit guide names the six in a sentence, so the list in site.json is the only copy.
  mostUsedLenders: listInWords(legal.mostUsedLenders),
  commissionUpfront: percentRange(legal.commission.upfront),
  commissionTrail: percentRange(legal.commission.trail),
  commissionGst: legal.commission.gst,
});

/**
 * The section of site.json a reference name comes from when that section is optional ("broker" for
 * {broker}, "legal" for {creditLicence}), or undefined: a site without the section has no such name.
 */
export function optionalSectionOf(name: string): "broker" | "legal" | undefined {
  if ((BROKER_NAMES as readonly string[]).includes(name)) return "broker";
  if ((LEGAL_NAMES as readonly string[]).includes(name)) return "legal";
  return undefined;
}

/**
 * What staff call each brand fact when they pick one to insert ("Business name"); null for names
 * that stand for a whole passage of the privacy policy rather than a figure a sentence states.
 * Typed over every name siteReferences gives, so a new name cannot go without its label.
 */
export const SITE_REFERENCE_LABELS: Record<
  "phone" | "email" | "brand" | "address" | "analyticsNotice" | "recipients" | (typeof BROKER_NAMES)[number] | (typeof LEGAL_NAMES)[number],
  string | null
> = {
  phone: "Phone number",
  email: "Email address",
  brand: "Business name",
  address: "Office address",
  broker: "Name of the person visitors talk to",
  company: "Company name and number",
  creditRepresentative: "Credit representative number",
  creditLicence: "Australian credit licence",
  licensee: "Licensee",
  association: "Industry association",
  licenseePhone: "Licensee's phone number",
  licenseeEmail: "Licensee's email address",
  licenseeAddress: "Licensee's address",
  afcaMembership: "AFCA membership number",
  creditActivities: "Credit activities",
  mostUsedLenders: "Lenders we use most",
  commissionUpfront: "Upfront commission range",
  commissionTrail: "Trail commission range",
  commissionGst: "Commission and GST",
  analyticsNotice: null,
  recipients: null,
};

/**
 * Every name siteReferences can give, whatever the site holds: while site.json has a problem of its
 * own, a reference to one of these waits for that problem rather than being reported again.
 */
export const SITE_REFERENCE_NAMES: ReadonlySet<string> = new Set(Object.keys(SITE_REFERENCE_LABELS));

/** The brand facts of site.json, by the names text uses for them: the person's and the licence's only when the site has them. */
export function siteReferences(site: SiteConfig): Record<string, string> {
  const { office } = site;
  const brandFacts: Record<string, string> = {
    phone: site.phone.display,
    email: site.email,
    brand: site.brand,
    address: `${office.streetAddress}, ${office.locality} ${office.region} ${office.postcode}`,
    ...(site.broker && brokerReferences(site.broker)),
    ...(site.legal && legalReferences(site.legal, site.brand)),
  };
  return {
    ...brandFacts,
    // The privacy policy says what this build does: Google Analytics runs only with a measurement ID.
    analyticsNotice: site.analytics?.measurementId ? site.privacy.analytics.on : site.privacy.analytics.off,
    // The policy names the same recipients as every form's notice; a recipient may name the licensee.
    recipients: fillReferences(listInWords(site.privacy.recipients), new Map(Object.entries(brandFacts))),
  };
}

/**
 * Each fact's values under its reference name: a dated fact's set in force on `day`, a statement
 * file's values. Numbers read as their schema's `display` says.
 */
export function factReferences(facts: readonly FactFile[], schemasDir: string, day: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fact of facts) {
    if (!fact.file.valid) continue;
    const data = asRecord(fact.file.data);
    if (Array.isArray(data.periods)) {
      const period = periodInForce(data.periods as Dated[], day);
      if (period) addLeaves(out, fact.referenceName, period, (at) => displayAt(schemasDir, fact.schemaFile, ["periods", 0, ...at], fact.schemaText));
    } else if (data.statements) {
      for (const [name, statement] of Object.entries(asRecord(data.statements))) {
        const value = asRecord(statement).value;
        if (typeof value === "string" || typeof value === "number") out[`${fact.referenceName}.${name}`] = displayValue(value, undefined);
      }
    }
  }
  return out;
}

function addLeaves(out: Record<string, string>, prefix: string, value: unknown, display: (at: PathSegment[]) => Parameters<typeof displayValue>[1]) {
  const walk = (node: unknown, at: PathSegment[]) => {
    if (typeof node === "string" || typeof node === "number" || typeof node === "boolean") out[[prefix, ...at].join(".")] = displayValue(node, display(at));
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, i]));
    else if (node && typeof node === "object") for (const [key, item] of Object.entries(node)) walk(item, [...at, key]);
  };
  walk(value, []);
}

/**
 * value with every known reference in its strings replaced; unknown ones stay as written (the
 * validator reports them). Parts without a reference are shared, not copied: a thousand entry
 * pages are mostly reference-free text.
 */
export function fillReferences<T>(value: T, references: References): T {
  const fill = (v: unknown): unknown => {
    if (typeof v === "string") return v.includes("{") ? v.replace(REFERENCE, (whole, name: string) => references.get(name) ?? whole) : v;
    if (Array.isArray(v)) {
      const filled = v.map(fill);
      return filled.some((item, i) => item !== v[i]) ? filled : v;
    }
    if (v && typeof v === "object") {
      const entries = Object.entries(v);
      const filled = entries.map(([k, x]) => [k, fill(x)] as const);
      return filled.some(([, x], i) => x !== entries[i]?.[1]) ? Object.fromEntries(filled) : v;
    }
    return v;
  };
  return fill(value) as T;
}

/** The references in a string, with where each starts. */
export function referencesIn(text: string): { name: string; index: number }[] {
  if (!text.includes("{")) return [];
  return [...text.matchAll(REFERENCE)].map((match) => ({ name: match[1] ?? "", index: match.index }));
}
