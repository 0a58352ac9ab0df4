/**
 * What deleting a suburb report would break, as the back office tells staff before drafting the
 * deletion: checked for every report of a scratch copy of the content against what the raw files
 * say (which reports list it among their related suburbs, which pages quote its figures), and the
 * follow-up edits offered leave none of those reports broken.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { draftContent } from "../../src/admin/content/draft-content.ts";
import { planDeletion } from "../../src/admin/content/site-changes.ts";
import type { DraftStore } from "../../src/storage/draft-store.ts";
import { listFiles } from "../../src/content/files.ts";
import { memoryDrafts } from "../memory-drafts.ts";

const project = scratchCopy("westline-delete-report-");
afterAll(project.remove);

const sourceOver = (drafts: DraftStore) =>
  draftContent({ root: path.join(project.root, "sites/westline"), drafts, author: "ed@example.com", now: () => new Date("2026-11-25T09:00:00Z") });

interface Report {
  file: string;
  name: string;
  slug: string;
  related?: { name: string; slug: string; noReport?: boolean }[];
}

const SUBURBS = path.join(project.root, "sites/westline/pages.config", "suburbs");
const reports: Report[] = readdirSync(SUBURBS)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ file: `pages.config/suburbs/${name}`, ...(JSON.parse(readFileSync(path.join(SUBURBS, name), "utf8")) as Omit<Report, "file">) }));
const pageTexts = listFiles(path.join(project.root, "sites/westline/pages.config", "pages")).map((file) =>
  readFileSync(path.join(project.root, "sites/westline/pages.config", "pages", file), "utf8"),
);

describe("what deleting a suburb report would break", () => {
  it("has reports to delete", () => expect(reports.length).toBeGreaterThan(1));

  for (const report of reports) {
    it(`names what deleting ${report.file} breaks, and offers to mark its cards "no report yet"`, async () => {
      const linking = reports
        .filter((other) => other !== report && (other.related ?? []).some((card) => card.slug === report.slug && !card.noReport))
        .map((other) => `The ${other.name} suburb report`);
      const quoted = [
        ...new Set(pageTexts.flatMap((text) => [...text.matchAll(new RegExp(`\\{suburbs\\.${report.slug}\\.[\\w.]+\\}`, "g"))].map((match) => match[0]))),
      ];
      const plan = await planDeletion(sourceOver(memoryDrafts()), report.file);

      expect(plan.name).toBe(report.name);
      for (const place of linking)
        expect(
          plan.breaks.some((line) => line.startsWith(`${place}, Related`)),
          `${place} in ${plan.breaks.join("\n")}`,
        ).toBe(true);
      for (const token of quoted)
        expect(
          plan.breaks.some((line) => line.includes(token)),
          `${token} in ${plan.breaks.join("\n")}`,
        ).toBe(true);
      expect(plan.breaks.filter((line) => / suburb report, Related/.test(line)).length).toBe(linking.length);
      for (const line of plan.breaks) expect(line).not.toMatch(/pages\.config|\.json\b/);

      const reportEdits = plan.followUps.filter((edit) => edit.file.startsWith("pages.config/suburbs/"));
      expect(reportEdits.map((edit) => edit.place).sort()).toEqual([...linking].sort());
      for (const edit of reportEdits) {
        const cards = (JSON.parse(edit.text) as Report).related ?? [];
        expect(cards.filter((card) => card.slug === report.slug).every((card) => card.noReport === true)).toBe(true);
        // The broker's staff read the words they always have, which its collection.json now declares.
        const before = reports.find((other) => other.file === edit.file)!.related ?? [];
        const named = before.filter((card) => card.slug === report.slug && !card.noReport).map((card) => card.name);
        expect(edit.changes.filter((line) => line.startsWith("Related suburbs › "))).toEqual(
          named.map((name) => `Related suburbs › ${name}: shown as "no report yet", inviting a custom report request`),
        );
      }
      // A figure quoted from the report is offered written in as it reads today, so nothing stays broken.
      const quoting = plan.followUps.filter((edit) => !edit.file.startsWith("pages.config/suburbs/"));
      expect(quoting.length > 0).toBe(quoted.length > 0);
      for (const edit of quoting) expect(edit.text).not.toContain(`{suburbs.${report.slug}.`);
      expect(plan.remaining).toEqual([]);
    });
  }

  it("counts a deletion already drafted as gone: its own breakages are not blamed on the next one", async () => {
    const [first, second] = reports.filter((report) => report.related?.length);
    const drafts = memoryDrafts();
    const source = sourceOver(drafts);
    const alone = await planDeletion(source, second!.file);
    await source.remove(first!.file);
    const after = await planDeletion(sourceOver(drafts), second!.file);
    // The first report's own cards can no longer break, and nothing the first deletion broke is repeated.
    expect(after.breaks.some((line) => line.startsWith(`The ${first!.name} suburb report`))).toBe(false);
    expect(after.followUps.some((edit) => edit.file === first!.file)).toBe(false);
    expect(after.breaks.length).toBeLessThanOrEqual(alone.breaks.length);
  });

  it("says what a card becomes in the collection's words, and quotes its none choice when it declares none", async () => {
    const report = reports.find((candidate) =>
      reports.some((other) => other !== candidate && other.related?.some((card) => card.slug === candidate.slug && !card.noReport)),
    )!;
    const declarationFile = path.join(project.root, "sites/westline/collections/suburbs/collection.json");
    const declared = readFileSync(declarationFile, "utf8");
    const declaration = JSON.parse(declared) as { relatedEntry: Record<string, string> };
    const cardLines = async () =>
      (await planDeletion(sourceOver(memoryDrafts()), report.file)).followUps
        .flatMap((edit) => edit.changes)
        .filter((line) => line.startsWith("Related suburbs › "));
    try {
      writeFileSync(
        declarationFile,
        JSON.stringify({ ...declaration, relatedEntry: { ...declaration.relatedEntry, cardWhenGone: "left as a card with no page" } }),
      );
      const own = await cardLines();
      expect(own.length).toBeGreaterThan(0);
      for (const line of own) expect(line).toMatch(/: left as a card with no page$/);
      const withoutIt = { ...declaration.relatedEntry };
      delete withoutIt.cardWhenGone;
      writeFileSync(declarationFile, JSON.stringify({ ...declaration, relatedEntry: withoutIt }));
      const quoted = await cardLines();
      expect(quoted.length).toBeGreaterThan(0);
      for (const line of quoted) expect(line.endsWith(`: shown as "${declaration.relatedEntry.none}"`), line).toBe(true);
    } finally {
      writeFileSync(declarationFile, declared);
    }
  });

  it("refuses anything but a suburb report", async () => {
    await expect(planDeletion(sourceOver(memoryDrafts()), "pages.config/site.json")).rejects.toThrow(/Only a suburb report or a page/);
  });
});
