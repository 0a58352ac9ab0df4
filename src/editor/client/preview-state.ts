/**
 * What the preview shows after each check: the draft's page when it could be built, else the last
 * page that could (marked stale), so a half-typed figure does not blank the preview.
 */
import type { CheckResult } from "../api-types.ts";
import type { PreviewMessage } from "./PreviewPane.tsx";

export interface PreviewState {
  preview?: PreviewMessage;
  /** The page shown is from before the draft's current problem: it does not show the latest changes. */
  stale: boolean;
}

/** The preview after a check of the draft, given what it showed before (for the same file). */
export function previewAfter(check: CheckResult, before: PreviewState | undefined): PreviewState {
  if (check.page && check.site && check.facts)
    return { preview: { page: check.page, site: check.site, facts: check.facts, ...(check.siteForms && { siteForms: check.siteForms }) }, stale: false };
  return before?.preview ? { preview: before.preview, stale: true } : { stale: false };
}
