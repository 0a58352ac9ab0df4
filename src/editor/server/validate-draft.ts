/**
 * The editor's one door to the shared content pipeline: every check of an unsaved draft and every
 * preview goes through `checkDraft`, so the editor judges content exactly as `npm run validate`
 * and the build do, never with rules of its own.
 *
 * Today's validator reads pages.config/ from disk, so the draft is checked in a scratch copy of
 * the content folder with the draft written into it. When the pipeline's `loadSite(root, {
 * overrides })` lands, this file alone changes to call it.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PageDocument, SiteConfig } from "../../generated/content-types.ts";
import { CONTENT_DIR, loadContent } from "../../content/load-content.ts";
import { fillPlaceholders } from "../../content/placeholders.ts";
import { ContentValidator } from "../../content/validate-content.ts";
import type { DraftProblem } from "../api-types.ts";

export interface DraftResult {
  /** Every problem in the content with the drafts in place of the files on disk. */
  problems: DraftProblem[];
  /** The draft's page as the site would show it (expanded, placeholders filled), when it can be built. */
  page?: PageDocument;
  site?: SiteConfig;
}

let validator: ContentValidator | undefined;

/**
 * Checks the content as it would be with `overrides` (posix paths from the project root, e.g.
 * "pages.config/suburbs/merrylands.json", to their unsaved text) and finds the page made from
 * `pageFile`.
 */
export function checkDraft(root: string, overrides: Record<string, string>, pageFile?: string): DraftResult {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "westline-draft-"));
  try {
    cpSync(path.join(root, CONTENT_DIR), path.join(scratch, CONTENT_DIR), { recursive: true });
    // Links to public files are checked against public/, which is only read.
    if (existsSync(path.join(root, "public"))) symlinkSync(path.join(root, "public"), path.join(scratch, "public"), "dir");
    for (const [file, text] of Object.entries(overrides)) writeFileSync(path.join(scratch, file), text);
    validator ??= new ContentValidator();
    const problems = validator.validate(scratch).problems.map(({ file, line, col, path: at, message }) => ({ file, line, column: col, path: at, message }));
    return { problems, ...preview(scratch, pageFile) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function preview(root: string, pageFile: string | undefined): Pick<DraftResult, "page" | "site"> {
  if (!pageFile) return {};
  try {
    const { site, pages } = loadContent(root);
    const page = pages.find((candidate) => candidate.file === pageFile);
    const filledSite = fillPlaceholders(site, site);
    return { site: filledSite, page: page && fillPlaceholders(page.doc, site) };
  } catch {
    // Content too broken to build pages from: the problems say why, and the preview waits.
    return {};
  }
}
