/**
 * The sections of site.json a site may leave out but some blocks and words need: a plumber may have
 * no one person visitors talk to and no credit licence. What each holds is said here once, in the words of the person
 * editing site.json, for every message that asks for one: a block that needs it, a reference that
 * names it, and a site whose "requires" lists it.
 */
import type { SiteConfig } from "../generated/content-types.ts";
import { SITE_FILE } from "./content-files.ts";

export type OptionalSection = "broker" | "legal";

/** What the section holds, completing "add "broker" to site.json with …". */
const HOLDS: Record<OptionalSection, string> = {
  broker: `the "name", "role" and "bio" of the person visitors deal with`,
  legal: `the business's company number, credit representative number, credit licence and association`,
};

/** Whether a site (references filled, as the pipeline hands it to checks) has the section. */
export function hasSection(site: SiteConfig, section: OptionalSection): boolean {
  return site[section] !== undefined;
}

/**
 * The advice when something needs a section the site leaves out: what to add to site.json, or the
 * alternative the author has ("or take this block out").
 */
export function addSectionAdvice(section: OptionalSection, otherwise: string): string {
  return `${SITE_FILE} has no "${section}": add "${section}" there with ${HOLDS[section]}, ${otherwise}`;
}
