/**
 * The editor's one door to the shared content pipeline: every check of an unsaved draft and every
 * preview goes through `checkDraft`, which is `loadSite` with the drafts as overrides, so the editor
 * judges content exactly as `npm run validate`, the dev server and the build do, never with rules
 * of its own.
 */
import type { PageDocument, SiteConfig } from "../../generated/content-types.ts";
import { loadSite } from "../../content/load-site.ts";
import type { DraftProblem } from "../api-types.ts";

export interface DraftResult {
  /** Every problem in the content with the drafts in place of the files on disk. */
  problems: DraftProblem[];
  /** The draft's page as the site would show it (expanded, placeholders filled), when it can be built. */
  page?: PageDocument;
  site?: SiteConfig;
}

/**
 * Checks the content as it would be with `overrides` (posix paths from the project root, e.g.
 * "pages.config/suburbs/merrylands.json", to their unsaved text) and finds the page made from
 * `pageFile`.
 */
export function checkDraft(root: string, overrides: Record<string, string>, pageFile?: string): DraftResult {
  const loaded = loadSite(root, { overrides });
  const problems: DraftProblem[] = loaded.problems;
  const page = pageFile === undefined ? undefined : loaded.pages.find((candidate) => candidate.file === pageFile)?.doc;
  return { problems, page, site: loaded.site };
}
