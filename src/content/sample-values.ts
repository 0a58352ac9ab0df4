/**
 * The sample values site.json ships with (the demo business's licence numbers, a phone number set
 * aside for fiction, addresses on a domain reserved for examples) must never reach a live site.
 * site.json names them itself, in its "placeholders" list of JSON Pointers; this finds each with
 * its position and what replaces it, so a build can mark a demo site noindex and a production
 * build can refuse. A list entry that names nothing, and a value that looks like a sample but is
 * not listed, are problems: the list is only worth trusting if it is complete.
 *
 * (Not the {phone}-style references in page text, which references.ts fills in.)
 */
import { isDeepStrictEqual } from "node:util";
import { problemAt, type CheckedFile } from "./checked-file.ts";
import { formatPath, type PathSegment } from "./json-locations.ts";
import { asRecord, valueAt, walkStrings } from "./json-values.ts";
import type { Problem } from "./problems.ts";
import { didYouMean } from "./suggest.ts";

/** A sample value still in site.json, as the build lists it. */
export interface Placeholder {
  /** Path relative to the project root, e.g. "pages.config/site.json". */
  file: string;
  line: number;
  column: number;
  /** Readable path of the value, e.g. `legal.company`. */
  path: string;
  /** The same path as segments, e.g. ["legal", "company"]: what a form links to its field by. */
  at: PathSegment[];
  /** The value as it stands, as JSON on one line, cut at about 60 characters. */
  shown: string;
  /** What replaces it, in plain words, e.g. "the company's ACN". */
  replaceWith: string;
  /** For a claim without its evidence: the claim in staff words, e.g. "Case study on the Liverpool report". */
  label?: string;
}

export interface SampleValues {
  /** In file order. */
  placeholders: Placeholder[];
  problems: Problem[];
}

/** The field of site.json that lists its samples. */
export const PLACEHOLDERS_FIELD = "placeholders";

/**
 * What a sample looks like, for values nobody listed. Each is something no real business's details
 * contain, so a match is never a real value; keep the list short for the same reason.
 */
export const SAMPLE_LOOKS: ReadonlyArray<{ pattern: RegExp; looksLike: string }> = [
  // "ACN 000 000 000", "Credit Representative Number 000000"; not "1 000 000", part of a larger number.
  { pattern: /(?<!\d[ ,.]?)\b000 ?000\b/, looksLike: "zeros where a registration or licence number belongs" },
  // RFC 2606 keeps .example and example.com/.net/.org for examples: no one can own them.
  { pattern: /[a-z0-9-]\.example\b|\bexample\.(?:com|net|org)\b/i, looksLike: "an address on a domain reserved for examples" },
  // "Example Aggregation Pty Ltd". Capitalised, as in a name: page text may well say "for example".
  { pattern: /\bExample\b/, looksLike: 'a name with the word "Example" in it' },
  // The ACMA sets these aside for fiction, so they never ring a real business.
  { pattern: /\b1[38]00[ -]?975[ -]?7(?:0[7-9]|1[01])\b/, looksLike: "a phone number the ACMA sets aside for fiction" },
  { pattern: /(?:\b0|\+61[ -]?)491[ -]?570[ -]?\d{3}\b/, looksLike: "a mobile number the ACMA sets aside for fiction" },
];

/** What replaces each sample site.json ships with; any other pointer gets a general phrase. */
const REPLACE_WITH: Record<string, string> = {
  "/brand": "your business name",
  "/tagline": "a line describing your business",
  "/phone": "your business phone number, as people read it and as a phone dials it",
  "/phone/display": "your business phone number as people read it",
  "/phone/dial": "your business phone number as a phone dials it",
  "/email": "the address enquiries should go to",
  "/origin": "the site's real address, e.g. https://www.yourbusiness.com.au",
  "/bookingUrl": "your own booking page's address (your scheduling service's link)",
  "/legal/company": "the company's ACN",
  "/legal/creditRepresentative": "your credit representative number",
  "/legal/creditLicence": "your Australian Credit Licence number (or your licensee's, if you work under theirs)",
  "/legal/licensee": "the name of the licensee (aggregator) whose licence you work under",
  "/legal/association": "your industry association",
  "/legal/licenseeContact": "your licensee's phone, email and postal address for complaints",
  "/legal/afcaMembership": "your AFCA membership number",
  "/legal/creditActivities": "the credit activities your licensee's authorisation lists for you",
  "/legal/mostUsedLenders": "the six lenders you did the most business with over the last year",
  "/legal/commission": "the upfront and trail commission ranges your licensee's lender panel actually pays",
  "/privacy/overseas": "where your email, hosting and IT providers actually hold enquiries (confirm with each provider)",
  "/broker": "the real name, role and bio of the person visitors talk to (and a photo, if there is one)",
  "/broker/name": "the real name of the person visitors talk to",
  "/broker/role": "the real role of the person visitors talk to",
  "/broker/bio": "a few sentences about the person visitors talk to, in their own words",
  "/office": "your office's real address, opening hours and service area",
  "/office/streetAddress": "your office's street address",
  "/areaServed": "the places you serve",
};

/** What replaces the sample at a path of site.json, in plain words; undefined for a path with no words of its own. */
export function replacementInWords(at: readonly PathSegment[]): string | undefined {
  return REPLACE_WITH[toPointer([...at])];
}

/** `file:line:col  path  value → what replaces it`: how the build lists a placeholder. */
export function formatPlaceholder(p: Placeholder): string {
  return `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.shown} → ${p.replaceWith}`;
}

/**
 * The samples site.json lists, and the problems with its list. A file that broke its schema has
 * problems of its own and a shape not to trust: it gets neither.
 */
export function sampleValues(site: CheckedFile | undefined): SampleValues {
  const found: SampleValues = { placeholders: [], problems: [] };
  if (!site?.valid) return found;
  const { data } = site;
  const entries = asRecord(data)[PLACEHOLDERS_FIELD];
  const pointers = Array.isArray(entries) ? entries.filter((entry): entry is string => typeof entry === "string") : [];
  const listed: PathSegment[][] = [];
  for (const [i, pointer] of pointers.entries()) {
    const at = [PLACEHOLDERS_FIELD, i];
    if (pointers.indexOf(pointer) < i) {
      found.problems.push(problemAt(site, at, `"${pointer}" is listed twice; remove one`));
      continue;
    }
    const segments = resolvePointer(data, pointer);
    if (!segments) {
      found.problems.push(problemAt(site, at, `"${pointer}" names no value in this file; remove it or fix the path${didYouMean(pointer, everyPointer(data))}`));
      continue;
    }
    listed.push(segments);
    found.placeholders.push({
      file: site.source.file,
      ...site.locator.valueAt(segments),
      path: formatPath(segments),
      at: segments,
      shown: oneLine(valueAt(data, segments)),
      replaceWith: REPLACE_WITH[pointer] ?? `the real value of ${formatPath(segments)}`,
    });
  }
  walkStrings(data, [], (value, segments) => {
    if (segments[0] === PLACEHOLDERS_FIELD || segments[0] === "$schema" || listed.some((prefix) => isWithin(segments, prefix))) return;
    const look = SAMPLE_LOOKS.find(({ pattern }) => pattern.test(value));
    if (!look) return;
    const pointer = toPointer(segments);
    found.problems.push(
      problemAt(
        site,
        [...segments],
        `${oneLine(value)} looks like a sample (${look.looksLike}), and "${PLACEHOLDERS_FIELD}" does not list it: replace it with the real value, or add "${pointer}" to "${PLACEHOLDERS_FIELD}" while it is a sample`,
      ),
    );
  });
  found.placeholders.sort((a, b) => a.line - b.line || a.column - b.column);
  return found;
}

/** Whether a value of site.json is, or is inside, one its "placeholders" list names: a sample still to be replaced. */
export function isListedSample(site: CheckedFile, segments: PathSegment[]): boolean {
  const entries = asRecord(site.data)[PLACEHOLDERS_FIELD];
  if (!Array.isArray(entries)) return false;
  return entries.some((pointer) => {
    const listed = typeof pointer === "string" ? resolvePointer(site.data, pointer) : undefined;
    return listed !== undefined && isWithin(segments, listed);
  });
}

/** The path a JSON Pointer (RFC 6901) names in data; undefined when it names nothing there. */
export function resolvePointer(data: unknown, pointer: string): PathSegment[] | undefined {
  if (!pointer.startsWith("/")) return undefined;
  const segments: PathSegment[] = [];
  let node = data;
  for (const raw of pointer.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = /^(0|[1-9]\d*)$/.test(token) ? Number(token) : -1;
      if (index < 0 || index >= node.length) return undefined;
      segments.push(index);
      node = node[index];
    } else if (node && typeof node === "object" && Object.hasOwn(node, token)) {
      segments.push(token);
      node = (node as Record<string, unknown>)[token];
    } else return undefined;
  }
  return segments;
}

export function toPointer(segments: PathSegment[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** Every pointer that names something in data: what a mistyped entry may have meant. */
function everyPointer(data: unknown): string[] {
  const pointers: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (pointer) pointers.push(pointer);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (node && typeof node === "object") for (const [key, item] of Object.entries(node)) walk(item, `${pointer}${toPointer([key])}`);
  };
  walk(data, "");
  return pointers;
}

function isWithin(segments: PathSegment[], prefix: PathSegment[]): boolean {
  return prefix.length <= segments.length && prefix.every((segment, i) => segments[i] === segment);
}

const SHOWN_LENGTH = 60;

/** A value as JSON on one line (objects spaced as people write them), cut to fit a terminal line. */
export function oneLine(value: unknown): string {
  const json = (JSON.stringify(value, null, 1) ?? String(value)).replace(/\n\s*/g, " ");
  return json.length > SHOWN_LENGTH ? `${json.slice(0, SHOWN_LENGTH - 1)}…` : json;
}

/** What replaces each kind of sample entry a fact file may mark, by the list it sits in. */
const SAMPLE_ENTRY_REPLACE_WITH: Record<string, string> = {
  periods: `figures compiled from a source you can cite (its publisher, title and address in this set's source), then delete "sample": true`,
  testimonials: `a client's own words, as they agreed to have them shown, with where and when they gave them (source, date), where their written consent is kept (consent) and when to check it again (reviewBy), then delete "sample": true`,
};

/**
 * Fact entries that are sample data (a dated set or a testimonial marked `"sample": true`, such as
 * the demo's market figures or its example testimonials): placeholders too, since a live site
 * states only figures it can source and words clients really said.
 */
export function factSamples(facts: readonly CheckedFile[]): Placeholder[] {
  const found: Placeholder[] = [];
  for (const fact of facts) {
    if (!fact.valid) continue;
    for (const [list, replaceWith] of Object.entries(SAMPLE_ENTRY_REPLACE_WITH)) {
      const entries = asRecord(fact.data)[list];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry, i) => {
        if (asRecord(entry).sample !== true) return;
        const at: PathSegment[] = [list, i, "sample"];
        found.push({ file: fact.source.file, ...fact.locator.valueAt(at), path: formatPath(at), at, shown: "true", replaceWith });
      });
    }
  }
  return found;
}

/** The field of site.json that records who took the site live, and when (set and cleared on Before going live). */
export const LIVE_FIELD = "live";

/** Who took the site live and when, as site.json records it. */
export interface LiveRecord {
  /** The owner's email address. */
  by: string;
  /** When, as an ISO 8601 date and time. */
  since: string;
}

/** The site's going-live record, if an owner has gone live; anything else there is not one. */
export function liveRecord(data: unknown): LiveRecord | undefined {
  const record = asRecord(asRecord(data)[LIVE_FIELD]);
  return typeof record.by === "string" && typeof record.since === "string" ? { by: record.by, since: record.since } : undefined;
}

/**
 * Whether a build of this content is the live site: only once an owner has gone live (a deliberate,
 * recorded act) and no sample is left. Everything else is a demo, so removing the last sample never
 * makes a site indexable by itself. The build, the checklist and the editor all ask this.
 */
export function buildsLive(site: unknown, placeholders: readonly Placeholder[]): boolean {
  return placeholders.length === 0 && liveRecord(site) !== undefined;
}

/**
 * site.json's samples list without the entries whose value was changed from `before`'s: a changed
 * value is no longer a sample. A value that is already the real one stays listed until an owner
 * confirms it ("This is our real …"). Entries that named nothing before are left to validation.
 */
export function withoutReplacedSamples(before: unknown, after: unknown): unknown {
  const entries = asRecord(after)[PLACEHOLDERS_FIELD];
  if (!Array.isArray(entries)) return after;
  const kept = entries.filter((pointer) => {
    if (typeof pointer !== "string") return true;
    const was = resolvePointer(before, pointer);
    const is = resolvePointer(after, pointer);
    if (!was || !is) return true;
    return isDeepStrictEqual(valueAt(before, was), valueAt(after, is));
  });
  return kept.length === entries.length ? after : { ...asRecord(after), [PLACEHOLDERS_FIELD]: kept };
}
