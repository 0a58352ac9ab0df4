/**
 * Quality gates over the real build: accessibility (axe), valid HTML (Nu validator), links and
 * anchors, the sitemap, structured data and search titles. The JavaScript budget per route class
 * is in js-budget.spec.ts.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import vnuJar from "vnu-jar";
import { prerenderedPages } from "../../src/quality/page-weight.ts";
import { jsonLdProblems } from "../../src/quality/structured-data-rules.ts";
import { VNU_ARGS } from "../../src/quality/vnu.ts";
import { site } from "./content.ts";
import { gotoHydrated } from "./hydrated.ts";

const CLIENT = "build/client";
const pages = prerenderedPages(CLIENT);
const html = new Map(pages.map(([route, file]) => [route, readFileSync(file, "utf8")]));
const isIndexable = (source: string) => !/<meta name="robots" content="noindex"/.test(source);

test.describe("accessibility", () => {
  for (const [route] of pages) {
    test(`${route} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, route === "/404" ? "/no-such-page" : route);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

test("the prerendered HTML has no Nu validator errors", () => {
  const files = pages.map(([, file]) => file);
  const out = execFileSync("java", ["-jar", vnuJar, ...VNU_ARGS, ...files], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(out.trim() || "{}") as { messages?: Array<{ url: string; lastLine: number; message: string }> };
  expect((report.messages ?? []).map((m) => `${path.relative(process.cwd(), new URL(m.url).pathname)}:${m.lastLine} ${m.message}`)).toEqual([]);
});

test("every internal link and anchor in the built site resolves", () => {
  const broken: string[] = [];
  for (const [route, source] of html) {
    for (const [, href] of source.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      if (!href || !(href.startsWith("/") || href.startsWith("#"))) continue;
      const [target = "", anchor] = href.split("#", 2);
      const targetRoute = target === "" ? route : target.length > 1 ? target.replace(/\/$/, "") : "/";
      const targetHtml = html.get(targetRoute);
      if (!targetHtml) {
        if (anchor === undefined && existsSync(path.join(CLIENT, targetRoute))) continue;
        broken.push(`${route}: ${href} goes nowhere`);
      } else if (anchor && !targetHtml.includes(`id="${anchor}"`)) {
        broken.push(`${route}: ${href} has no anchor on ${targetRoute}`);
      }
    }
  }
  expect(broken).toEqual([]);
});

test("the sitemap lists exactly the indexable routes", () => {
  const sitemap = readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname.replace(/(.)\/$/, "$1")).sort();
  const indexable = pages.filter(([route]) => route !== "/404" && isIndexable(html.get(route) ?? "")).map(([route]) => route).sort();
  expect(listed).toEqual(indexable);
});

test("structured data parses and has the properties search engines need", () => {
  const problems: string[] = [];
  for (const [route, source] of html) {
    for (const [, json] of source.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      try {
        const data = JSON.parse(json ?? "") as Record<string, unknown>;
        for (const problem of jsonLdProblems(data)) problems.push(`${route}: ${problem}`);
      } catch {
        problems.push(`${route}: JSON-LD does not parse`);
      }
    }
    if (!source.includes('"@type":"FinancialService"')) problems.push(`${route}: no business structured data`);
  }
  expect(problems).toEqual([]);
});

test("titles and descriptions fit search results and are unique", () => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const problems: string[] = [];
  for (const [route, source] of html) {
    if (route === "/404" || !isIndexable(source)) continue;
    const title = source.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const description = source.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    if (title.length > 60) problems.push(`${route}: title has ${title.length} characters (at most 60)`);
    if (description.length < 70 || description.length > 160) problems.push(`${route}: description has ${description.length} characters (70 to 160)`);
    for (const [field, value] of [["title", title], ["description", description]] as const) {
      const other = seen[field].get(value);
      if (other) problems.push(`${route}: same ${field} as ${other}`);
      seen[field].set(value, route);
    }
  }
  expect(problems).toEqual([]);
});

test("the site origin in canonical links comes from the site configuration", () => {
  expect(html.get("/faq")).toContain(`<link rel="canonical" href="${site.origin}/faq"/>`);
});
