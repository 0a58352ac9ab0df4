/**
 * A site's voice: words its copy must not use, which a site lists in site.json's `voice` (each a
 * pattern and what it makes a visitor think) with what to write instead. The main site speaks as
 * one named broker, so it forbids words for a team of brokers or an unnamed one; a site that lists
 * none is held to nothing. Judged in every file's text visitors read, where it is typed, before
 * placeholders are filled (so a pattern can tell "{broker}" from "{brand} broker").
 */
import type { SiteConfig } from "../../generated/content-types.ts";
import { problemAt, type CheckedFile } from "../checked-file.ts";
import type { PathSegment } from "../json-locations.ts";
import { walkStrings } from "../json-values.ts";
import type { Problem } from "../problems.ts";

/** One thing that breaks a site's voice: its words, and what they make a visitor think. */
export interface OffVoice {
  pattern: RegExp;
  reads: string;
}

/** A site's voice, as the rule applies it. */
export interface Voice {
  forbidden: readonly OffVoice[];
  /** What to write instead, said after the words found. */
  instead: string;
}

/** Fields whose text visitors never read: addresses, keys and names of things. */
const NOT_SHOWN = new Set(["$schema", "to", "href", "src", "url", "id", "icon", "type", "slug", "variant", "kind", "form", "path"]);

/**
 * The voice site.json states, its patterns compiled (ignoring case); a pattern that is not a
 * regular expression is a problem at its place in site.json, and is left out.
 */
export function voiceOf(site: CheckedFile | undefined, problems: Problem[]): Voice | undefined {
  const setting = site?.valid ? (site.data as SiteConfig).voice : undefined;
  if (!site || !setting) return undefined;
  const forbidden = setting.forbidden.flatMap(({ pattern, reads }, index): OffVoice[] => {
    try {
      return [{ pattern: new RegExp(pattern, "i"), reads }];
    } catch (error) {
      const why = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, "") : String(error);
      problems.push(
        problemAt(site, ["voice", "forbidden", index, "pattern"], `is not a pattern a computer can read (${why}): check its brackets and backslashes`),
      );
      return [];
    }
  });
  return { forbidden, instead: setting.instead };
}

/** The first words in a text that break the voice: where they start and what they make a visitor think. */
export function offVoice(text: string, forbidden: readonly OffVoice[]): { index: number; words: string; reads: string } | undefined {
  for (const { pattern, reads } of forbidden) {
    const match = pattern.exec(text);
    if (match) return { index: match.index, words: match[0], reads };
  }
  return undefined;
}

export function checkVoice(files: readonly CheckedFile[], voice: Voice | undefined, problems: Problem[]): void {
  if (!voice?.forbidden.length) return;
  for (const file of files)
    walkStrings(file.data, [], (value, segments: PathSegment[]) => {
      // The voice's own words, in site.json, are the rule, not copy.
      if (segments[0] === "voice") return;
      const key = [...segments].reverse().find((segment) => typeof segment === "string");
      if (typeof key === "string" && NOT_SHOWN.has(key)) return;
      const found = offVoice(value, voice.forbidden);
      if (!found) return;
      const message = `says "${found.words}", which reads as ${found.reads}, but ${voice.instead}`;
      problems.push({ ...problemAt(file, segments, message), ...file.locator.charAt(segments, found.index) });
    });
}
