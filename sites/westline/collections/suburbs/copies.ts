/**
 * What a report started by copying another one keeps by mistake: reasons that read word for word
 * like another suburb's (with or without the name changed), and another suburb's name left in a
 * description. Each is reported once, naming the other report. Which of two files is the copy is
 * a guess (the one still naming the other suburb, else the newer file; but the original is often
 * saved again later, e.g. to drop a "noReport"), so the message asks to rewrite whichever was copied.
 *
 * The broker's check across its reports, which the template hands to the kernel (template.ts): it
 * imports types only, as the template does, and names the other report's file by what the kernel gives.
 */
import type { CollectionFinding, CollectionKit, EntryInCollection } from "../../../../src/content/collection-contract.ts";
import type { SuburbReport } from "./suburb.types.ts";

type PathSegment = CollectionFinding["at"][number];

interface Sound {
  file: string;
  report: SuburbReport;
}

/** The findings across the reports the kernel accepted (one per suburb). */
export function suburbCopies(entries: readonly EntryInCollection<SuburbReport>[], kit: CollectionKit): CollectionFinding[] {
  const problems: CollectionFinding[] = [];
  // Oldest first: of two files with the same reason, the older one is taken for the original.
  const sound: Sound[] = [...entries].sort((a, b) => a.modified - b.modified || (a.file < b.file ? -1 : 1)).map(({ file, entry }) => ({ file, report: entry }));
  copiedReasons(sound, problems);
  otherSuburbNames(sound, kit.reference, problems);
  return problems;
}

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** One way to write a text, so copies compare equal: case and spacing ignored, the suburb's own name as a mark. */
const sameWords = (text: string, name: string) =>
  text
    .replaceAll("{suburb.name}", "\u0000")
    .replace(new RegExp(`\\b${escape(name)}\\b`, "gi"), "\u0000")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

function copiedReasons(sound: readonly Sound[], problems: CollectionFinding[]): void {
  const groups = new Map<string, Array<{ suburb: Sound; index: number }>>();
  for (const suburb of sound)
    suburb.report.reasons.forEach((reason, index) => {
      const key = sameWords(reason.text, suburb.report.name);
      groups.set(key, [...(groups.get(key) ?? []), { suburb, index }]);
    });
  for (const group of groups.values()) {
    if (new Set(group.map(({ suburb }) => suburb)).size < 2) continue;
    // A copy that still names the report it came from gives itself away; otherwise the older one is the original.
    const names = group.map(({ suburb }) => suburb.report.name);
    const leftover = ({ suburb, index }: { suburb: Sound; index: number }) => {
      const { report } = suburb;
      const own = [report.description, report.business.description, report.reasons[index]?.text ?? ""].join(" ");
      return names.some((name) => name !== report.name && new RegExp(`\\b${escape(name)}\\b`).test(own));
    };
    const original = group.find((member) => !leftover(member)) ?? group[0];
    if (!original) continue;
    const other = original.suburb.report;
    const theirs = other.reasons[original.index];
    for (const { suburb, index } of group) {
      if (suburb === original.suburb) continue;
      const text = suburb.report.reasons[index]?.text ?? "";
      const changed = plain(theirs?.text ?? "") !== plain(text);
      problems.push({
        file: suburb.file,
        at: ["reasons", index, "text"],
        message: `is word for word ${possessive(other.name)} reason "${theirs?.title ?? ""}" (${original.suburb.file})${changed ? " with the name changed" : ""}: each suburb's reasons must be its own, so rewrite whichever was copied`,
      });
    }
  }
}

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** The descriptions a copy most often keeps its source's name in: the one under the heading and the search results', and the business's. */
const DESCRIPTIONS: PathSegment[][] = [["description"], ["business", "description"]];

function otherSuburbNames(sound: readonly Sound[], reference: RegExp, problems: CollectionFinding[]): void {
  // By first word, so each description is read once however many reports there are.
  const byFirstWord = new Map<string, SuburbReport[]>();
  for (const { report } of sound) {
    const word = /^[A-Za-z]+/.exec(report.name)?.[0] ?? report.name;
    byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), report]);
  }
  for (const { file, report } of sound) {
    for (const at of DESCRIPTIONS) {
      const written = at.length === 1 ? report.description : report.business.description;
      // References ({suburbs.blacktown.name}) name a suburb on purpose; the report's own name is its own.
      const text = written
        .replace(reference, (whole) => " ".repeat(whole.length))
        .replace(new RegExp(`\\b${escape(report.name)}\\b`, "g"), (whole) => " ".repeat(whole.length));
      const found = mentionIn(text, byFirstWord, report.slug);
      if (!found) continue;
      const { other, index } = found;
      problems.push({
        file,
        at,
        index,
        message: `names ${other.name}, another suburb with its own report: left over from a copy? Write about ${report.name} here, or {suburbs.${other.slug}.name} if ${other.name} belongs in it`,
      });
    }
  }
}

function mentionIn(text: string, byFirstWord: ReadonlyMap<string, SuburbReport[]>, ownSlug: string): { other: SuburbReport; index: number } | undefined {
  for (const word of text.matchAll(/\b[A-Z][A-Za-z]*/g)) {
    for (const other of byFirstWord.get(word[0]) ?? []) {
      if (other.slug === ownSlug || !text.startsWith(other.name, word.index)) continue;
      if (/[A-Za-z]/.test(text.charAt(word.index + other.name.length))) continue;
      return { other, index: word.index };
    }
  }
  return undefined;
}
