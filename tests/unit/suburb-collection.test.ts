import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadContent, prerenderPaths } from "../../src/content/load-content.ts";
import { ContentValidator, formatProblem } from "../../src/content/validate-content.ts";
import type { SuburbGridBlock, SuburbReport } from "../../src/generated/content-types.ts";
import { sitemapUrls } from "../../src/site/sitemap.ts";

const REPORTS = "/resources/suburb-reports";
const gridOf = (root: string, pagePath: string) =>
  loadContent(root).pages.find(({ doc }) => doc.path === pagePath)?.doc.blocks.find((b): b is SuburbGridBlock => b.type === "suburb-grid");

describe("the site's eleven suburb reports", () => {
  const content = loadContent();

  it("become eleven routes and an index grid sorted by name with the SPEC prices", () => {
    expect(prerenderPaths().filter((p) => p.startsWith(`${REPORTS}/`))).toHaveLength(11);
    const cards = gridOf(process.cwd(), REPORTS)?.suburbs ?? [];
    expect(cards.map((c) => `${c.name} ${c.price}`)).toEqual([
      "Auburn ~$980K", "Bankstown ~$1.05M", "Blacktown ~$880K", "Campbelltown ~$750K", "Fairfield ~$810K", "Granville ~$950K",
      "Greystanes ~$1.15M", "Liverpool ~$860K", "Mount Druitt ~$710K", "Parramatta ~$1.1M", "Penrith ~$780K",
    ]);
    expect(cards.every((c) => c.to === `${REPORTS}/${c.name.toLowerCase().replace(" ", "-")}`)).toBe(true);
  });

  it("relate to each other exactly as the SPEC table says", () => {
    const related = Object.fromEntries(content.suburbs.map(({ report }) => [report.name, report.related.map((r) => r.name).join(", ")]));
    expect(related).toEqual({
      Blacktown: "Penrith, Mount Druitt, Parramatta", Parramatta: "Greystanes, Granville, Auburn", Liverpool: "Campbelltown, Bankstown, Fairfield",
      Campbelltown: "Liverpool, Penrith, Fairfield", Penrith: "Blacktown, Mount Druitt, Campbelltown", Auburn: "Parramatta, Greystanes, Granville",
      Fairfield: "Liverpool, Bankstown, Blacktown", Granville: "Parramatta, Greystanes, Auburn", "Mount Druitt": "Blacktown, Penrith, Fairfield",
      Bankstown: "Auburn, Fairfield, Granville", Greystanes: "Parramatta, Merrylands, Pemulwuy",
    });
  });

  it("carry the SPEC snapshot figures", () => {
    const rows = Object.fromEntries(content.suburbs.map(({ report: { name, snapshot: s } }) =>
      [name, [s.medianHousePrice, s.medianUnitPrice, s.medianRentPerWeek, s.grossYieldHouses, s.grossYieldUnits, s.vacancyRate, s.growth12Months].join(" ")]));
    expect(rows).toEqual({
      Blacktown: "~880,000 ~620,000 ~640 3.8% 4.2% 1.2% Positive",
      Parramatta: "~1,100,000 ~690,000 ~560 3.2% 4.2% 1.4% Positive",
      Liverpool: "~860,000 ~580,000 ~650 3.9% 4.0%+ 1.3% Positive",
      Campbelltown: "~750,000 ~500,000 ~580 4.0% 4.2% 1.5% Positive",
      Penrith: "~780,000 ~520,000 ~600 4.0% 4.2% 1.6% Positive",
      Auburn: "~980k ~650k ~540 ~2.9% ~4.3% ~1.7% Positive",
      Fairfield: "~810k ~540k ~630 ~4.0% ~4.3% ~1.2% Positive",
      Granville: "~920k ~640k ~520 ~2.9% ~4.2% ~1.5% Positive",
      "Mount Druitt": "~710k ~480k ~580 ~4.2% ~4.5% ~1.4% Positive",
      Bankstown: "~980k ~670k ~540 ~2.9% ~4.2% ~1.6% Positive",
      Greystanes: "~1.15M ~680k ~580 ~2.6% ~4.4% ~1.5% Strong",
    });
  });

  it("send Greystanes' Merrylands and Pemulwuy cards to the request form, never to a missing page", () => {
    const cards = gridOf(process.cwd(), `${REPORTS}/greystanes`)?.suburbs ?? [];
    expect(cards.map((c) => [c.name, c.to, c.request ?? false])).toEqual([
      ["Parramatta", `${REPORTS}/parramatta/`, false],
      ["Merrylands", `${REPORTS}#suburb-request`, true],
      ["Pemulwuy", `${REPORTS}#suburb-request`, true],
    ]);
  });
});

describe("a twelfth suburb is one JSON file and no code", () => {
  const scratch = scratchCopy("westline-twelfth-");
  const root = scratch.root;
  let build: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    const greystanes = JSON.parse(readFileSync(path.join(root, "pages.config/suburbs/greystanes.json"), "utf8")) as SuburbReport;
    const merrylands: SuburbReport = {
      ...greystanes,
      name: "Merrylands",
      slug: "merrylands",
      region: "Western Sydney · Cumberland City Council",
      indexPrice: "~$1.02M",
      description: "Merrylands suburb report: indicative house and unit prices, rents, yields and vacancy, with equity and loan guidance for Merrylands.",
      related: [{ name: "Greystanes", slug: "greystanes" }, { name: "Granville", slug: "granville" }, { name: "Parramatta", slug: "parramatta" }],
    };
    writeFileSync(path.join(root, "pages.config/suburbs/merrylands.json"), JSON.stringify(merrylands, null, 2) + "\n");
    // The real build: validate, prerender every route, write the sitemap.
    build = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8" });
  }, 240_000);
  afterAll(() => scratch.remove());

  it("is valid content", () => {
    expect(new ContentValidator().validate(root).problems.map(formatProblem)).toEqual([]);
  });

  it("becomes a route, an index card, a related-suburb link and a sitemap entry", () => {
    expect(prerenderPaths(root)).toContain(`${REPORTS}/merrylands`);
    expect(gridOf(root, REPORTS)?.suburbs?.map((c) => c.name)).toContain("Merrylands");
    expect(gridOf(root, REPORTS)?.suburbs?.find((c) => c.name === "Merrylands")).toEqual({ name: "Merrylands", price: "~$1.02M", to: `${REPORTS}/merrylands` });
    // Greystanes marked Merrylands as having no report; now there is one, its card links to it.
    expect(gridOf(root, `${REPORTS}/greystanes`)?.suburbs?.[1]).toEqual({ name: "Merrylands", price: "~$1.02M", to: `${REPORTS}/merrylands/` });
    expect(sitemapUrls(loadContent(root))).toContain(`https://www.westline.example${REPORTS}/merrylands/`);
  });

  it("is prerendered by the real build, with its canonical, structured data and sitemap entry", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const html = readFileSync(path.join(root, "build/client/resources/suburb-reports/merrylands/index.html"), "utf8");
    expect(html).toContain("<h1");
    expect(html).toContain("Merrylands suburb report</h1>");
    expect(html).toContain('<link rel="canonical" href="https://www.westline.example/resources/suburb-reports/merrylands/"/>');
    expect(html).toContain('"areaServed":{"@type":"Place","name":"Merrylands"}');
    expect(existsSync(path.join(root, "build/client/resources/suburb-reports/merrylands.data"))).toBe(true);
    expect(readFileSync(path.join(root, "build/client/sitemap.xml"), "utf8")).toContain("<loc>https://www.westline.example/resources/suburb-reports/merrylands/</loc>");
    expect(readFileSync(path.join(root, "build/client/resources/suburb-reports/index.html"), "utf8")).toContain('href="/resources/suburb-reports/merrylands"');
  });
});

describe("npm run new:suburb", () => {
  const scratch = scratchCopy("westline-new-suburb-");
  afterAll(() => scratch.remove());
  const run = (...args: string[]) => {
    const result = spawnSync("npx", ["tsx", "scripts/new-suburb.ts", ...args], { cwd: scratch.root, encoding: "utf8" });
    return { code: result.status, out: result.stdout + result.stderr };
  };

  it("writes a skeleton that fails validation, field by field, until every TODO is filled in", () => {
    const { code, out } = run("Merrylands");
    expect(code).toBe(0);
    expect(out).toContain("wrote pages.config/suburbs/merrylands.json");
    const problems = new ContentValidator().validate(scratch.root).problems.map(formatProblem);
    expect(problems).toHaveLength(50);
    expect(problems.every((p) => p.startsWith("pages.config/suburbs/merrylands.json:"))).toBe(true);
    expect(problems).toContain('pages.config/suburbs/merrylands.json:9:25  snapshot.medianHousePrice  still holds the placeholder "TODO: e.g. \\"~880,000\\" or \\"~1.15M\\""; write the real value in its place');
    expect(problems).toContain('pages.config/suburbs/merrylands.json:36:14  equityExample.value  still holds the placeholder "TODO: what it is worth, in whole dollars, e.g. 680000"; write the real value in its place');
  });

  it("refuses to overwrite an existing report", () => {
    const before = readFileSync(path.join(scratch.root, "pages.config/suburbs/penrith.json"), "utf8");
    const { code, out } = run("Penrith");
    expect(code).toBe(1);
    expect(out).toContain("pages.config/suburbs/penrith.json already exists; edit it instead (nothing was changed).");
    expect(readFileSync(path.join(scratch.root, "pages.config/suburbs/penrith.json"), "utf8")).toBe(before);
  });

  it.each([[[]], [["merrylands"]], [["Merry/lands"]], [["Two", "Words"]]])("exits 2 with the usage for %j", (args) => {
    const { code, out } = run(...args);
    expect(code).toBe(2);
    expect(out).toContain('usage: npm run new:suburb -- "Suburb Name"');
  });
});

