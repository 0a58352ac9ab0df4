/**
 * Which pages a build after a change renders again (scripts/lib/page-inputs.ts): the page whose
 * file changed, every page when what all of them carry changed (site.json, the day, the
 * renderer), and none that is gone. The changes are made as a publish makes them, as new file
 * texts over the content on disk; the pages expected come from the raw files.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changedPages, pageInputs } from "../../scripts/lib/page-inputs.ts";
import { defaultSiteRoot } from "../../src/content/content-files.ts";
import { loadSite, type LoadOptions } from "../../src/content/load-site.ts";
import { REPORTS, rawPages, rawSuburbs } from "../raw-content.ts";

const root = defaultSiteRoot();
const inputsOf = (options: LoadOptions = {}, renderer = "renderer", { sound = true } = {}) => {
  const loaded = loadSite(root, options);
  if (sound) expect(loaded.problems).toEqual([]);
  return pageInputs(loaded, "demo", renderer);
};
const before = inputsOf();
const pageCount = rawPages().length + rawSuburbs().length;
const editedJson = (file: string, edit: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
  edit(data);
  return { [file]: `${JSON.stringify(data, null, 2)}\n` };
};

describe("the pages a build after a change renders again", () => {
  it("after one suburb's weekly rent changed: its report, and not every page", () => {
    const [report] = rawSuburbs();
    if (!report) throw new Error("no suburb reports in pages.config/suburbs/");
    const file = `pages.config/suburbs/${report.slug}.json`;
    const after = inputsOf({
      overrides: editedJson(file, (data) => {
        const snapshot = data.snapshot as { medianRentPerWeek: number };
        snapshot.medianRentPerWeek += 1;
      }),
    });
    const { render, removed, all } = changedPages(before, after);
    expect(all).toBe(false);
    expect(render).toContain(`${REPORTS}/${report.slug}`);
    expect(render.length).toBeLessThan(pageCount);
    expect(removed).toEqual([]);
    expect(after.pages[`${REPORTS}/${report.slug}`]?.reads).toContain(file);
  });

  it("after site.json changed (the header and footer every page carries): every page", () => {
    const after = inputsOf({
      overrides: editedJson("pages.config/site.json", (data) => {
        const cta = data.navCta as { label: string };
        cta.label = `${cta.label} today`;
      }),
    });
    const { render, all } = changedPages(before, after);
    expect(all).toBe(true);
    expect(render).toHaveLength(pageCount);
  });

  it("after the day changed, or with another renderer: every page", () => {
    const tomorrow = new Date(Date.parse(`${loadSite(root).today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(changedPages(before, inputsOf({ today: tomorrow })).render).toHaveLength(pageCount);
    expect(changedPages(before, inputsOf({}, "another renderer")).render).toHaveLength(pageCount);
  });

  it("with nothing changed: none; and a page deleted is removed, not rendered", () => {
    expect(changedPages(before, inputsOf()).render).toEqual([]);
    const gone = rawPages().find((doc) => doc.path !== "/" && doc.status !== 404 && !doc.path.startsWith("/thank-you"));
    if (!gone) throw new Error("no page to delete in pages.config/pages/");
    // Links to it from other pages become problems; the pages still sound are what is compared.
    const { render, removed } = changedPages(before, inputsOf({ removed: [pageFile(gone.path)] }, "renderer", { sound: false }));
    expect(removed).toEqual([gone.path]);
    expect(render).not.toContain(gone.path);
  });
});

/** The page document's file, found by the path it declares. */
function pageFile(route: string): string {
  const dir = "pages.config/pages";
  const file = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .find((name) => (JSON.parse(readFileSync(path.join(root, dir, name), "utf8")) as { path?: string }).path === route);
  if (!file) throw new Error(`no page document declares ${route}`);
  return `${dir}/${file.split(path.sep).join("/")}`;
}
