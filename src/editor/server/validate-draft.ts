/**
 * The editor's one door to the shared content pipeline: every check of an unsaved draft and every
 * preview goes through `checkDraft`, which is `loadSite` with the drafts as overrides, so the editor
 * judges content exactly as `npm run validate`, the dev server and the build do, never with rules
 * of its own.
 */
import type { PageDocument, SiteConfig } from "../../generated/content-types.ts";
import type { Facts } from "../../generated/facts.ts";
import { loadSite } from "../../content/load-site.ts";
import type { Placeholder } from "../../content/sample-values.ts";
import type { Figure } from "../../content/figure-names.ts";
import type { DraftProblem } from "../api-types.ts";
import type { SiteForm } from "../../content/site-forms.ts";

export interface DraftResult {
  /** Every problem in the content with the drafts in place of the files on disk. */
  problems: DraftProblem[];
  /** The draft's page as the site would show it (expanded, placeholders filled), when it can be built. */
  page?: PageDocument;
  site?: SiteConfig;
  /** The facts the page's blocks state, and the day they were taken for, as the prerender gives them. */
  facts?: { facts: Facts; builtOn: string };
  /** The site's own forms that it lists (its forms/ folder), which its pages may show. */
  siteForms: SiteForm[];
  /** The figures asked for, labelled for staff, with today's values (the editor's "Insert a figure" and its chips). */
  figures: Figure[];
  /** The samples still to replace, the build's one list (a production build refuses every one), with the drafts in place. */
  samples: Placeholder[];
}

/**
 * Checks the content as it would be with `overrides` (posix paths from the project root, e.g.
 * "pages.config/clinicians/sam-lee.json", to their unsaved text) and finds the page made from
 * `pageFile`; `images` are uploaded pictures not yet in pages.config/images/, `removed` the files
 * drafted for deletion, `figures` the figures to label for staff ("all", or the names a draft uses).
 */
export function checkDraft(
  root: string,
  overrides: Record<string, string>,
  pageFile?: string,
  images?: Record<string, Uint8Array>,
  removed?: string[],
  figures?: "all" | readonly string[],
): DraftResult {
  const loaded = loadSite(root, { overrides, images, removed, figures });
  const problems: DraftProblem[] = loaded.problems;
  const page = pageFile === undefined ? undefined : loaded.pages.find((candidate) => candidate.file === pageFile)?.doc;
  // A broken fact file is missing here; a block stating it then shows the preview's own error box.
  const facts = { facts: loaded.facts as unknown as Facts, builtOn: loaded.today };
  return { problems, page, site: loaded.site, facts, samples: loaded.placeholders, figures: loaded.figures ?? [], siteForms: loaded.siteForms };
}
