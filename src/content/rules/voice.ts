/**
 * One voice: visitors deal with one named broker (site.json's broker, written {broker} in the copy),
 * so no text may speak of a team of brokers or an unnamed one ("our brokers", "a lending
 * specialist", "a broker will call you"). Text about brokers in general ("what a broker does") is
 * left alone. Judged in every file's text visitors read, where it is typed, before placeholders are
 * filled: "{broker}" is the named broker, "{brand} broker" one of many.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { PathSegment } from "../json-locations.ts";
import { walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";

/** What breaks the voice, each with what it makes a visitor think. */
export const OFF_VOICE: ReadonlyArray<{ pattern: RegExp; reads: string }> = [
  { pattern: /\bour (?:team of )?(?:mortgage |finance )?(?:brokers|lending specialists|specialists|advisers|experts)\b/i, reads: "a team of people" },
  { pattern: /\b(?:a|an|our) (?:lending|mortgage|finance) (?:specialist|expert|adviser)\b/i, reads: "someone not yet named" },
  {
    pattern: /\b(?:a|one) (?:of our |\{brand\} )?(?:mortgage |finance )?broker (?:will|can|'ll|looks|gets|calls|reads|answers|takes)\b/i,
    reads: "someone not yet named",
  },
  { pattern: /\ba \{brand\} (?:mortgage |finance )?broker\b/i, reads: "one of several brokers" },
];

/** Fields whose text visitors never read: addresses, keys and names of things. */
const NOT_SHOWN = new Set(["$schema", "to", "href", "src", "url", "id", "icon", "type", "slug", "variant", "kind", "form", "path"]);

/** The first words in a text that break the voice: where they start and what they make a visitor think. */
export function offVoice(text: string): { index: number; words: string; reads: string } | undefined {
  for (const { pattern, reads } of OFF_VOICE) {
    const match = pattern.exec(text);
    if (match) return { index: match.index, words: match[0], reads };
  }
  return undefined;
}

export function checkVoice(files: readonly CheckedFile[], problems: Problem[]): void {
  for (const file of files)
    walkStrings(file.data, [], (value, segments: PathSegment[]) => {
      const key = [...segments].reverse().find((segment) => typeof segment === "string");
      if (typeof key === "string" && NOT_SHOWN.has(key)) return;
      const found = offVoice(value);
      if (!found) return;
      const message = `says "${found.words}", which reads as ${found.reads}, but visitors deal with one named broker (Site settings, broker): write {broker}, which shows the name, or "we", e.g. "{broker} will call you"`;
      problems.push({ ...problemAt(file, segments, message), ...file.locator.charAt(segments, found.index) });
    });
}
