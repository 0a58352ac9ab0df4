/**
 * History as staff read it: the newest publish is what the site shows, so its row says so instead
 * of offering a restore that could only answer "nothing to change"; an undo says what it undoes once.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublishSummary } from "../../storage/publish-log.ts";
import { HistoryPage } from "./views.tsx";

const viewer = { person: { email: "editor@example.com", role: "editor" as const }, formToken: "token" };
const first: PublishSummary = {
  id: 1,
  at: "2026-10-01T01:00:00.000Z",
  actor: "editor@example.com",
  note: "October price update",
  restoredFrom: null,
  restoreKind: null,
  paths: ["pages.config/pages/about.json"],
};
// The note an undo is recorded with (src/admin/publish/area.tsx).
const undo: PublishSummary = {
  id: 2,
  at: "2026-10-02T01:00:00.000Z",
  actor: "owner@example.com",
  note: "Undo of publish #1",
  restoredFrom: 1,
  restoreKind: "undo",
  paths: ["pages.config/pages/about.json"],
};

/** Each row's text, by the publish's number, and whether it offers a restore. */
function rows(publishes: PublishSummary[]) {
  const html = renderToStaticMarkup(<HistoryPage viewer={viewer} publishes={publishes} />);
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map(([, row = ""]) => ({ text: row.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), restores: /<a[^>]*>\s*Restore this version/.test(row) }))
    .filter(({ text }) => /#\d+,/.test(text))
    .map((row) => ({ ...row, id: Number(/#(\d+),/.exec(row.text)?.[1]) }));
}

describe("History", () => {
  it("marks the newest publish as the live version, with no restore, and offers restore on older ones", () => {
    const shown = rows([undo, first]);
    const newest = shown.find((row) => row.id === 2);
    const older = shown.find((row) => row.id === 1);
    expect(newest?.restores).toBe(false);
    expect(newest?.text).toContain("This is the live version");
    expect(older?.restores).toBe(true);
    expect(older?.text).not.toContain("This is the live version");
  });

  it("says once what an undo undoes", () => {
    const text = rows([undo, first]).find((row) => row.id === 2)?.text ?? "";
    expect(text.match(/#1\b/g)?.length).toBe(1);
    expect(text).toContain("Undoes #1");
  });

  it("ends with the site as first published, which can be restored, and undoes or restores nothing without asking first", () => {
    const html = renderToStaticMarkup(<HistoryPage viewer={viewer} publishes={[undo, first]} />);
    const last = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].at(-1)?.[1] ?? "";
    expect(last.replace(/<[^>]+>/g, " ")).toContain("first published");
    expect(last).toMatch(/<a[^>]*href="\/admin\/publish\/history\/0\/version"[^>]*>\s*Restore this version/);
    // No button on History changes the site: each leads to a page that says what will change.
    expect(html).not.toMatch(/<form[^>]*action="\/admin\/publish\/history/);
  });
});
