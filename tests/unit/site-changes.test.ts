/**
 * Renaming a suburb report, moving, deleting and starting a page, as the back office plans them:
 * what would break is named before anything is drafted, the follow-up edits offered leave the
 * content with no problem the change caused, and what cannot be done is refused in staff words.
 * Expectations come from the raw files of a scratch copy, never from the code under test.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { draftContent } from "../../src/admin/content/draft-content.ts";
import { draftChange, newPage, planDeletion, planRename } from "../../src/admin/content/site-changes.ts";
import { linkPage, linkPlaces } from "../../src/admin/content/page-links.ts";
import type { DraftStore } from "../../src/storage/draft-store.ts";
import { listFiles } from "../../src/content/files.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { memoryDrafts } from "../memory-drafts.ts";

const project = scratchCopy("westline-site-changes-");
afterAll(project.remove);

const sourceOver = (drafts: DraftStore) =>
  draftContent({ root: path.join(project.root, "sites/westline"), drafts, author: "ed@example.com", now: () => new Date("2026-11-25T09:00:00Z") });

/** The content as it would be published with every draft in `drafts`. */
async function published(drafts: DraftStore) {
  const pending = await drafts.pending();
  const overrides = Object.fromEntries(pending.filter((draft) => draft.text !== null).map((draft) => [draft.path, draft.text as string]));
  return loadSite(path.join(project.root, "sites/westline"), { overrides, removed: pending.filter((draft) => draft.text === null).map((draft) => draft.path) });
}

interface Report {
  file: string;
  name: string;
  slug: string;
  related?: { name: string; slug: string; noReport?: boolean }[];
}

const CONTENT = path.join(project.root, "sites/westline/pages.config");
const reports: Report[] = readdirSync(path.join(CONTENT, "suburbs"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({
    file: `pages.config/suburbs/${name}`,
    ...(JSON.parse(readFileSync(path.join(CONTENT, "suburbs", name), "utf8")) as Omit<Report, "file">),
  }));
const pages = listFiles(path.join(CONTENT, "pages")).map((name) => {
  const text = readFileSync(path.join(CONTENT, "pages", name), "utf8");
  return { file: `pages.config/pages/${name}`, text, data: JSON.parse(text) as { path: string; title: string; status?: number } };
});
const siteText = readFileSync(path.join(CONTENT, "site.json"), "utf8");
const linksTo = (text: string, address: string) => new RegExp(`"(to|href)": "${address}/?(#[^"]*)?"`).test(text);

describe("renaming a suburb report", () => {
  // The report quoted by most pages and linked from other reports: the rename with the most to follow.
  const report = [...reports].sort(
    (a, b) =>
      pages.filter((page) => page.text.includes(`{suburbs.${b.slug}.`)).length - pages.filter((page) => page.text.includes(`{suburbs.${a.slug}.`)).length,
  )[0]!;
  const newName = `North ${report.name}`;
  const newSlug = `north-${report.slug}`;

  it("moves the report to its new address, and every report, page and link naming the old one follows it", async () => {
    const drafts = memoryDrafts();
    // A page linking to the report's address, as staff may add one.
    const linking = pages.find((page) => page.data.path === "/faq")!;
    const withLink = linking.text.replace(
      '"blocks": [',
      `"blocks": [{ "type": "cta", "heading": "Read the ${report.name} report", "text": "Prices, rents and what buyers there should know.", "actions": [{ "label": "Open the report", "to": "/resources/suburb-reports/${report.slug}/" }] },`,
    );
    await sourceOver(drafts).save(linking.file, withLink, (await sourceOver(drafts).read(linking.file)).hash);
    expect((await published(drafts)).problems).toEqual([]);

    const plan = await planRename(sourceOver(drafts), report.file, newName);
    expect(plan.newFile).toBe(`pages.config/suburbs/${newSlug}.json`);
    const relatedFrom = reports
      .filter((other) => other !== report && (other.related ?? []).some((card) => card.slug === report.slug))
      .map((other) => `The ${other.name} suburb report`);
    const quoting = pages.filter((page) => page.text.includes(`{suburbs.${report.slug}.`)).map((page) => page.file);
    expect(relatedFrom.length + quoting.length).toBeGreaterThan(0);
    for (const place of relatedFrom)
      expect(
        plan.breaks.some((line) => line.startsWith(place)),
        `${place} in ${plan.breaks.join("\n")}`,
      ).toBe(true);
    expect(plan.breaks.some((line) => line.includes(`/resources/suburb-reports/${report.slug}/`))).toBe(true);
    for (const line of [...plan.breaks, ...plan.followUps.flatMap((edit) => [edit.place, ...edit.changes])]) expect(line).not.toMatch(/pages\.config|\.json\b/);
    expect(plan.followUps.map((edit) => edit.file).sort()).toEqual(
      [
        ...new Set([...relatedFrom.map((place) => reports.find((other) => place === `The ${other.name} suburb report`)!.file), ...quoting, linking.file]),
      ].sort(),
    );
    expect(plan.remaining).toEqual([]);

    const done = await draftChange(sourceOver(drafts), plan, true);
    expect(done.notSaved).toEqual([]);
    const after = await published(drafts);
    expect(after.problems).toEqual([]);
    const afterReports = (after.entries.suburbs ?? []).map(({ entry }) => entry as { slug: string; name: string });
    expect(afterReports.map((suburb) => suburb.slug)).toContain(newSlug);
    expect(afterReports.map((suburb) => suburb.slug)).not.toContain(report.slug);
    expect(afterReports.find((suburb) => suburb.slug === newSlug)?.name).toBe(newName);
    expect((await drafts.get(report.file))?.text).toBeNull();
  });

  it("without the follow-up edits, the rename leaves what it breaks for Problems to list", async () => {
    const drafts = memoryDrafts();
    const plan = await planRename(sourceOver(drafts), report.file, newName);
    await draftChange(sourceOver(drafts), plan, false);
    expect((await published(drafts)).problems.length).toBeGreaterThan(0);
  });

  it("refuses a name another report has, a name that is not a suburb's, and the name it has", async () => {
    const other = reports.find((candidate) => candidate !== report)!;
    await expect(planRename(sourceOver(memoryDrafts()), report.file, other.name)).rejects.toThrow(`the ${other.name} suburb report already exists`);
    await expect(planRename(sourceOver(memoryDrafts()), report.file, "granville 2")).rejects.toThrow(/is not a suburb name/);
    await expect(planRename(sourceOver(memoryDrafts()), report.file, "")).rejects.toThrow(/type the suburb's new name/);
    await expect(planRename(sourceOver(memoryDrafts()), report.file, report.name)).rejects.toThrow(`it is called ${report.name} already`);
  });
});

describe("moving and deleting a page", () => {
  // A page the menu or footer links to that the site can do without: not in the specification's route list.
  const movable = pages.find((page) => page.data.path === "/calculators")!;

  it("moves a page: the menu, the footer and other pages' links follow it to the new address", async () => {
    const drafts = memoryDrafts();
    const plan = await planRename(sourceOver(drafts), movable.file, "/tools");
    const linking = pages.filter((page) => page !== movable && linksTo(page.text, "/calculators")).map((page) => page.file);
    const expected = [...linking, ...(linksTo(siteText, "/calculators") ? ["pages.config/site.json"] : [])];
    expect(expected.length).toBeGreaterThan(0);
    expect(plan.followUps.map((edit) => edit.file).sort()).toEqual(expected.sort());
    expect(plan.breaks.some((line) => line.startsWith("The site settings") && line.includes('"/calculators"'))).toBe(linksTo(siteText, "/calculators"));
    expect(plan.remaining).toEqual([]);
    await draftChange(sourceOver(drafts), plan, true);
    const after = await published(drafts);
    expect(after.problems).toEqual([]);
    expect(after.pages.map((page) => page.doc.path)).toContain("/tools");
    expect(after.site?.nav.some((link) => link.to === "/tools")).toBe(linksTo(siteText, "/calculators"));
  });

  it("refuses to move a page the site needs, or to an address taken or not an address", async () => {
    const home = pages.find((page) => page.data.path === "/")!;
    await expect(planRename(sourceOver(memoryDrafts()), home.file, "/start")).rejects.toThrow(/cannot move from \/: it is the home page/);
    await expect(planRename(sourceOver(memoryDrafts()), movable.file, "/contact")).rejects.toThrow(/\/contact is the address of the page .+ already/);
    await expect(planRename(sourceOver(memoryDrafts()), movable.file, "Tools and calculators")).rejects.toThrow(/is not an address/);
    await expect(planRename(sourceOver(memoryDrafts()), movable.file, "/resources/suburb-reports/tools")).rejects.toThrow(/where suburb reports live/);
  });

  it("deletes a page: its menu and footer links go with it, and links in other pages are named for staff to change", async () => {
    const drafts = memoryDrafts();
    const plan = await planDeletion(sourceOver(drafts), movable.file);
    const linking = pages.filter((page) => page !== movable && linksTo(page.text, "/calculators"));
    expect(plan.remaining.filter((line) => line.startsWith("The page") && line.includes('"/calculators"')).length).toBeGreaterThanOrEqual(linking.length);
    expect(plan.followUps.map((edit) => edit.place)).toEqual(linksTo(siteText, "/calculators") ? ["The site settings"] : []);
    await draftChange(sourceOver(drafts), plan, true);
    const after = await published(drafts);
    expect(after.pages.map((page) => page.doc.path)).not.toContain("/calculators");
    expect(after.site?.nav.some((link) => link.to === "/calculators")).toBe(false);
    expect(after.problems.every((problem) => linking.some((page) => page.file === problem.file))).toBe(true);
  });

  it("refuses to delete the pages the site cannot do without, saying why", async () => {
    const at = (address: string) => pages.find((page) => page.data.path === address)!.file;
    await expect(planDeletion(sourceOver(memoryDrafts()), at("/"))).rejects.toThrow(/cannot be deleted: it is the home page/);
    await expect(planDeletion(sourceOver(memoryDrafts()), at("/privacy"))).rejects.toThrow(/collection notice links to the privacy policy/);
    await expect(planDeletion(sourceOver(memoryDrafts()), at("/faq"))).rejects.toThrow(/specification asks for a page at this address/);
    const notFound = pages.find((page) => page.data.status === 404)!;
    await expect(planDeletion(sourceOver(memoryDrafts()), notFound.file)).rejects.toThrow(/cannot be deleted: the site needs it \(.*not-found page/);
    const thankYou = pages.find((page) => page.data.path.startsWith("/thank-you/"))!;
    await expect(planDeletion(sourceOver(memoryDrafts()), thankYou.file)).rejects.toThrow(/cannot be deleted: the site needs it \(.*form sends visitors/);
    await expect(planDeletion(sourceOver(memoryDrafts()), "pages.config/site.json")).rejects.toThrow(/Only a suburb report or a page/);
  });
});

describe("starting a page", () => {
  it("starts from a hero and a text block whose empty fields are the only problems, all in the new page", async () => {
    const drafts = memoryDrafts();
    const { file, data } = await newPage(sourceOver(drafts), "Our lending partners", "/lending-partners");
    expect(file).toBe("pages.config/pages/lending-partners.json");
    expect(data).toMatchObject({ path: "/lending-partners", blocks: [{ type: "hero", heading: "Our lending partners" }, { type: "prose" }] });
    await sourceOver(drafts).save(file, JSON.stringify(data, null, 2), null);
    const after = await published(drafts);
    expect(after.problems.length).toBeGreaterThan(0);
    expect(after.problems.every((problem) => problem.file === file)).toBe(true);
  });

  it("is offered the top menu and each footer column, and once saved gets its link there, drafted in the site settings", async () => {
    const drafts = memoryDrafts();
    const raw = JSON.parse(siteText) as { nav: { to: string }[]; footer: { columns: { heading: string; links: { label: string; to: string }[] }[] } };
    const { file, data } = await newPage(sourceOver(drafts), "Our lending partners", "/lending-partners");
    const places = await linkPlaces(sourceOver(drafts));
    expect(places.map((place) => place.label)).toEqual(["The top menu", ...raw.footer.columns.map((column) => `The footer, under “${column.heading}”`)]);
    // Before the page is saved there is nothing to link to.
    await expect(linkPage(sourceOver(drafts), file, "footer:0")).rejects.toThrow(/save the page/);
    await sourceOver(drafts).save(file, JSON.stringify({ ...(data as object), description: "x" }, null, 2), null);
    const column = raw.footer.columns.length - 1;
    expect(await linkPage(sourceOver(drafts), file, `footer:${column}`)).toContain(raw.footer.columns[column]!.heading);
    const site = JSON.parse((await sourceOver(drafts).read("pages.config/site.json")).text) as typeof raw;
    expect(site.footer.columns[column]!.links.at(-1)).toEqual({ label: "Our lending partners", to: "/lending-partners" });
    expect(site.nav).toEqual(raw.nav);
    // The link is to a page the site has: the only problems left are the new page's own empty fields.
    const after = await published(drafts);
    expect(after.problems.every((problem) => problem.file === file)).toBe(true);
  });

  it("refuses an address taken, one that is not an address, and a missing title", async () => {
    await expect(newPage(sourceOver(memoryDrafts()), "Questions", "/faq")).rejects.toThrow(/\/faq is the address of the page .+ already/);
    await expect(newPage(sourceOver(memoryDrafts()), "Our team", "Our Team")).rejects.toThrow(/is not an address/);
    await expect(newPage(sourceOver(memoryDrafts()), "Our team", "/our-team/")).rejects.toThrow(/is not an address/);
    await expect(newPage(sourceOver(memoryDrafts()), "", "/our-team")).rejects.toThrow(/type its title first/);
  });
});

describe("the pages a site says it cannot do without", () => {
  it("refuses to delete or move each page the main site's settings list, in the site's words", async () => {
    const needed = (JSON.parse(siteText) as { pagesNeeded?: { why: string; paths: string[] }[] }).pagesNeeded ?? [];
    const listed = needed.flatMap(({ why, paths }) => paths.map((address) => ({ why, page: pages.find((page) => page.data.path === address) })));
    // The list names pages the site has (the credit guide among them), not only addresses to come.
    expect(listed.filter(({ page }) => page).length).toBeGreaterThan(1);
    for (const { why, page } of listed.filter(({ page }) => page)) {
      const escaped = why.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(planDeletion(sourceOver(memoryDrafts()), page!.file)).rejects.toThrow(new RegExp(`cannot be deleted: ${escaped}`));
      await expect(planRename(sourceOver(memoryDrafts()), page!.file, "/somewhere-else")).rejects.toThrow(
        new RegExp(`cannot move from ${page!.data.path}: ${escaped}`),
      );
    }
  });

  it("keeps another site's pages by its own list, as drafted", async () => {
    const starter = scratchCopy("westline-site-changes-starter-", { site: path.join(import.meta.dirname, "../../sites/starter") });
    try {
      const over = (drafts: DraftStore) =>
        draftContent({ root: path.join(starter.root, "sites/westline"), drafts, author: "ed@example.com", now: () => new Date("2026-11-25T09:00:00Z") });
      const services = "pages.config/pages/services.json";
      // Without a list of its own, the starter's services page can go.
      expect((await planDeletion(over(memoryDrafts()), services)).name).toBeTruthy();
      const drafts = memoryDrafts();
      const site = await over(drafts).read("pages.config/site.json");
      const why = "every quote we send links to the price list there";
      const withList = site.text.replace(/\n}\s*$/, `,\n  "pagesNeeded": [{ "why": "${why}", "paths": ["/services"] }]\n}\n`);
      await over(drafts).save("pages.config/site.json", withList, site.hash);
      await expect(planDeletion(over(drafts), services)).rejects.toThrow(`cannot be deleted: ${why} (/services)`);
      await expect(planRename(over(drafts), services, "/prices")).rejects.toThrow(`cannot move from /services: ${why}`);
      await expect(planDeletion(over(drafts), "pages.config/pages/home.json")).rejects.toThrow(/cannot be deleted: it is the home page/);
    } finally {
      starter.remove();
    }
  });
});
