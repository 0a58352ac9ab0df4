/**
 * One real publish (a full `npm run build` of a throwaway copy, minutes on a busy machine): the
 * server switches from the site it served to the new build, whose suburb page shows the new rent
 * and whose pages find their own scripts. The other publish tests use a stand-in build.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { Publisher } from "../../src/admin/publish/engine.ts";
import { createApp } from "../../src/server/app.ts";
import { LiveSite } from "../../src/server/live-site.ts";

const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const project = scratchCopy("westline-publish-build-");
afterAll(() => project.remove());

test("a real publish builds the site with the change and the server serves it", async () => {
  const first = path.join(project.root, "first");
  mkdirSync(path.join(first, "404"), { recursive: true });
  writeFileSync(path.join(first, "index.html"), "<!doctype html><p>The site before</p>");
  writeFileSync(path.join(first, "404", "index.html"), "<!doctype html><p>Not found</p>");
  const live = new LiveSite(first);
  const app = createApp({ root: live });
  const report = JSON.parse(readFileSync(path.join(project.root, BLACKTOWN), "utf8")) as { slug: string; snapshot: { medianRentPerWeek: number } };
  const rent = report.snapshot.medianRentPerWeek + 7;
  report.snapshot.medianRentPerWeek = rent;

  const outcome = await new Publisher({ projectRoot: project.root, live, releasesDir: path.join(project.root, "releases") }).publish({
    changes: [{ path: BLACKTOWN, text: `${JSON.stringify(report, null, 2)}\n` }],
    actor: "editor@example.com",
  });

  expect(outcome).toMatchObject({ ok: true });
  const sitemap = await (await app.request("/sitemap.xml")).text();
  const page = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname).find((p) => p.replace(/\/$/, "").endsWith(`/${report.slug}`));
  expect(page).toBeDefined();
  const html = await (await app.request(page ?? "/")).text();
  expect(html).toContain(`$${rent}`);
  const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect((await app.request(script)).status, script).toBe(200);
});
