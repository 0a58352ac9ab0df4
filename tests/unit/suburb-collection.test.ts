import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { runInNewContext } from "node:vm";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { newEntryCommand } from "../../scripts/new-entry.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import type { SuburbReport } from "../../sites/westline/collections/suburbs/suburb.types.ts";
import type { SuburbGridBlock } from "../../sites/westline/blocks/suburb-grid/suburb-grid.props.ts";
import { sitemapUrls } from "../../src/site/sitemap.ts";
import { price, rawSuburbs } from "../raw-content.ts";
import { unevidencedClaims } from "../unevidenced-claims.ts";

/** The suburb grids among a page's blocks (the broker's own block type, sites/westline/blocks/suburb-grid/). */
const suburbGrids = (blocks: readonly { type: string }[]) => blocks.filter((b): b is SuburbGridBlock => b.type === "suburb-grid");

const REPORTS = "/resources/suburb-reports";
/** The broker's reports as loadSite gives them: its collection "suburbs" (sites/westline/collections/suburbs/). */
const reportsOf = (loaded: ReturnType<typeof loadSite>) => (loaded.entries.suburbs ?? []).map(({ entry }) => entry as SuburbReport);
const gridOf = (root: string, pagePath: string) => {
  const page = loadSite(root).pages.find(({ doc }) => doc.path === pagePath);
  return page && suburbGrids(page.doc.blocks)[0];
};

/** A command's outcome, as spawnSync gives it, without blocking: other tests run while it does. */
interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}
function runCommand(command: string, args: string[], options: SpawnOptions): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("the site's suburb reports", () => {
  const content = loadSite(path.resolve("sites/westline"));
  /** The reports as written in pages.config/suburbs/, whatever their number. */
  const raw = rawSuburbs();

  it("become one route each and an index grid sorted by name, each card showing its report's own median", () => {
    expect(raw.length).toBeGreaterThan(0);
    expect(
      content.pages
        .map(({ doc }) => doc.path)
        .filter((p) => p.startsWith(`${REPORTS}/`))
        .sort(),
    ).toEqual(raw.map((r) => `${REPORTS}/${r.slug}`).sort());
    const cards = gridOf(path.resolve("sites/westline"), REPORTS)?.suburbs ?? [];
    const byName = [...raw].sort((a, b) => a.name.localeCompare(b.name, "en-AU"));
    // Each links to its report's canonical address, with the slash.
    expect(cards).toEqual(byName.map((r) => ({ name: r.name, price: `~${price(r.snapshot.medianHousePrice)}`, to: `${REPORTS}/${r.slug}/` })));
    // The SPEC's index prices, for the SPEC's suburbs, with one reading where it gave two: Bankstown and
    // Granville show their snapshot medians (~$980K, ~$920K), which agree with their rents and yields, not ~$1.05M and ~$950K.
    expect(cards.map((c) => `${c.name} ${c.price}`)).toEqual(
      expect.arrayContaining([
        "Auburn ~$980K",
        "Bankstown ~$980K",
        "Blacktown ~$880K",
        "Campbelltown ~$750K",
        "Fairfield ~$810K",
        "Granville ~$920K",
        "Greystanes ~$1.15M",
        "Liverpool ~$860K",
        "Mount Druitt ~$710K",
        "Parramatta ~$1.1M",
        "Penrith ~$780K",
      ]),
    );
  });

  it("relate to each other as the SPEC table says (a report added since may relate as it likes)", () => {
    const related = Object.fromEntries(reportsOf(content).map((report) => [report.name, report.related.map((r) => r.name).join(", ")]));
    expect(related).toMatchObject({
      Blacktown: "Penrith, Mount Druitt, Parramatta",
      Parramatta: "Greystanes, Granville, Auburn",
      Liverpool: "Campbelltown, Bankstown, Fairfield",
      Campbelltown: "Liverpool, Penrith, Fairfield",
      Penrith: "Blacktown, Mount Druitt, Campbelltown",
      Auburn: "Parramatta, Greystanes, Granville",
      Fairfield: "Liverpool, Bankstown, Blacktown",
      Granville: "Parramatta, Greystanes, Auburn",
      "Mount Druitt": "Blacktown, Penrith, Fairfield",
      Bankstown: "Auburn, Fairfield, Granville",
      Greystanes: "Parramatta, Merrylands, Pemulwuy",
    });
  });

  it("carry the SPEC snapshot figures (a report added since has its own)", () => {
    // The SPEC's table as written; each figure read as the number the report stores ("~1.15M" is 1150000, "4.0%+" is 4).
    const spec: Record<string, string> = {
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
    };
    const number = (written: string) => {
      const match = /([\d,.]+)([kM]?)/.exec(written);
      const scale = match?.[2] === "M" ? 1_000_000 : match?.[2] === "k" ? 1_000 : 1;
      return Math.round(Number((match?.[1] ?? "").replace(/,/g, "")) * scale * 10) / 10;
    };
    const expected = Object.fromEntries(
      Object.entries(spec).map(([name, row]) => {
        const cells = row.split(" ");
        return [name, [...cells.slice(0, 6).map(number), cells[6]].join(" ")];
      }),
    );
    const rows = Object.fromEntries(
      reportsOf(content).map(({ name, snapshot: s }) => [
        name,
        [s.medianHousePrice, s.medianUnitPrice, s.medianRentPerWeek, s.grossYieldHouses, s.grossYieldUnits, s.vacancyRate, s.growth12Months].join(" "),
      ]),
    );
    expect(rows).toMatchObject(expected);
  });

  it("send a related suburb without a report to the request form, never to a missing page", ({ skip }) => {
    const hasReport = (slug: string) => raw.some((r) => r.slug === slug);
    // A report naming a suburb without one, as the content has it (Greystanes names Merrylands and Pemulwuy).
    const report = raw.find((r) => r.related.some((related) => !hasReport(related.slug)));
    if (!report) return skip("no suburb report in pages.config/suburbs/ names a related suburb without a report");
    const cards = gridOf(path.resolve("sites/westline"), `${REPORTS}/${report.slug}`)?.suburbs ?? [];
    expect(cards.map((c) => [c.name, c.to, c.request ?? false])).toEqual(
      report.related.map((r) => (hasReport(r.slug) ? [r.name, `${REPORTS}/${r.slug}/`, false] : [r.name, `${REPORTS}#suburb-request`, true])),
    );
  });
});

describe("npm run new:suburb", () => {
  const scratch = scratchCopy("westline-new-suburb-");
  afterAll(() => scratch.remove());
  // In-process; the command line itself is run once, in the first test.
  const run = (...args: string[]) => {
    // As package.json's new:suburb runs it: the collection named by the script, the name typed after it.
    const how = { name: "new:suburb", typed: "npm run new:suburb --", fixed: true, validate: "npm run validate" };
    const { code, out, err } = newEntryCommand(["suburbs", ...args], path.join(scratch.root, "sites/westline"), how);
    return { code, out: out + err };
  };

  it("writes a skeleton that fails validation, field by field, until every TODO is filled in", () => {
    const result = spawnSync("npm", ["run", "new:suburb", "--", "Merrylands"], { cwd: scratch.root, encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("wrote pages.config/suburbs/merrylands.json");
    const problems = loadSite(path.join(scratch.root, "sites/westline")).problems.map(formatProblem);
    // One per TODO field, the case study's kind included.
    expect(problems).toHaveLength(51);
    expect(problems.every((p) => p.startsWith("pages.config/suburbs/merrylands.json:"))).toBe(true);
    expect(problems).toContain(
      'pages.config/suburbs/merrylands.json:9:25  snapshot.medianHousePrice  still holds the placeholder "TODO: median house price in whole dollars, e.g. 880000"; write the real value in its place',
    );
    expect(problems).toContain(
      'pages.config/suburbs/merrylands.json:36:14  equityExample.value  still holds the placeholder "TODO: what it is worth, in whole dollars, e.g. 680000"; write the real value in its place',
    );
  });

  it("refuses to overwrite an existing report", () => {
    const before = readFileSync(path.join(scratch.root, "sites/westline/pages.config/suburbs/penrith.json"), "utf8");
    const { code, out } = run("Penrith");
    expect(code).toBe(1);
    expect(out).toContain("pages.config/suburbs/penrith.json already exists; edit it instead (nothing was changed).");
    expect(readFileSync(path.join(scratch.root, "sites/westline/pages.config/suburbs/penrith.json"), "utf8")).toBe(before);
  });

  it.each([
    [[], "which suburb? Give its name."],
    [["merrylands"], 'write the name as it appears on the page, with capitals: "Merrylands".'],
    [["Merry/lands"], '"Merry/lands" is not a suburb name: use letters, spaces, dashes and apostrophes.'],
    [["Two", "Words"], '"Two Words" is more than one argument: put a name with spaces in quotes.'],
  ])("exits 2 with the reason and the usage for %j", (args, reason) => {
    const { code, out } = run(...args);
    expect(code).toBe(2);
    expect(out).toContain(`new:suburb: ${reason}`);
    expect(out).toContain('usage: npm run new:suburb -- "Suburb Name"');
  });
});

// One scratch copy, built once, for what the site promises about extending it: a twelfth suburb is
// one JSON file, a new block type is a schema and a folder, and SITE_ORIGIN moves every address; a
// blog article is removed too, so the tests of the built site are seen to follow the content.
const STAGING = "https://staging.westline.example";
const BANNER_SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "BannerBlock",
  description: "A one-line announcement across the page.",
  type: "object",
  additionalProperties: false,
  required: ["type", "text"],
  properties: {
    type: { description: "Marks this block as a banner.", const: "banner" },
    id: { $ref: "../common/anchor-id.schema.json" },
    text: { description: "The announcement.", type: "string", minLength: 1 },
  },
};
/** The article the copy removes, with every link to it. */
const REMOVED = "/blog/property-investment-sydney-cash-flow-positive";
/** `value` without the array items that link to `target` (menus, post lists, buttons: `{ "to": target }`). */
function withoutLinksTo(value: unknown, target: string): unknown {
  if (Array.isArray(value))
    return value.filter((item: unknown) => (item as { to?: unknown } | null)?.to !== target).map((item) => withoutLinksTo(item, target));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutLinksTo(item, target)]));
  return value;
}
const BANNER_FOLDER: Record<string, string> = {
  "block.ts":
    'import { defineBlock } from "../define-block.ts";\nimport { Banner } from "./Banner.tsx";\n\nexport default defineBlock({ type: "banner", label: "Banner", component: Banner, interactive: false });\n',
  "Banner.tsx":
    'import type { BannerBlock } from "../../generated/content-types.ts";\n\nexport function Banner({ id, text }: BannerBlock) {\n  return <p id={id} data-testid="banner">{text}</p>;\n}\n',
  // Browser behaviour without React: the build bundles it for the pages with a banner, and no others.
  "behaviour.ts":
    'import type { BlockBehaviour } from "../define-block.ts";\n\nconst markSeen: BlockBehaviour = (document) => {\n  for (const banner of document.querySelectorAll<HTMLElement>("[data-testid=banner]")) banner.dataset.seen = "yes";\n  return () => {};\n};\n\nexport default markSeen;\n',
  "Banner.test.tsx":
    'import { expect, it } from "vitest";\nimport { render } from "../../../tests/render.tsx";\nimport { Banner } from "./Banner.tsx";\n\nit("shows its text", () => {\n  expect(render(<Banner type="banner" text="Hi." />).textContent).toBe("Hi.");\n});\n',
};

describe("extending the site in a scratch copy, built once with SITE_ORIGIN set", () => {
  const scratch = scratchCopy("westline-extend-");
  const root = scratch.root;
  const site = path.join(root, "sites/westline");
  const hand: string[] = [];
  const generated: string[] = [];
  let build: Ran;
  let gen: Ran;
  const built = (file: string) => readFileSync(path.join(root, "build/client", file), "utf8");

  // Started as the file is collected, not in beforeAll: the scratch build is the unit tier's
  // longest chain, and the other describes in this file run while it does.
  const prepared = (async () => {
    const greystanes = JSON.parse(readFileSync(path.join(site, "pages.config/suburbs/greystanes.json"), "utf8")) as SuburbReport;
    const merrylands: SuburbReport = {
      ...greystanes,
      name: "Merrylands",
      slug: "merrylands",
      region: "Western Sydney · Cumberland City Council",
      snapshot: { ...greystanes.snapshot, medianHousePrice: 1_020_000 },
      description: "Merrylands suburb report: indicative house and unit prices, rents, yields and vacancy, with equity and loan guidance for Merrylands.",
      related: [
        { name: "Greystanes", slug: "greystanes" },
        { name: "Granville", slug: "granville" },
        { name: "Parramatta", slug: "parramatta" },
      ],
      // Its own words: reasons and descriptions copied from Greystanes are problems of their own.
      reasons: greystanes.reasons.map((reason) => ({
        ...reason,
        text: `What Merrylands offers buyers: ${reason.title.toLowerCase()}, in a sentence of its own.`,
      })),
      business: { ...greystanes.business, description: "Home loans for Merrylands buyers and owners, comparing {claims.lenders} lenders." },
    };
    writeFileSync(path.join(site, "pages.config/suburbs/merrylands.json"), JSON.stringify(merrylands, null, 2) + "\n");
    // Greystanes said Merrylands had no report; the validator asks for that line to go once it has one.
    const related = greystanes.related.map(({ noReport, ...rest }) => (rest.slug === "merrylands" ? rest : { ...rest, ...(noReport ? { noReport } : {}) }));
    // So does its FAQ saying there is no Merrylands report yet.
    const faqs = greystanes.faqs.map((faq) =>
      /Merrylands/.test(faq.question)
        ? { question: "Do you have a report for Merrylands?", answer: "Yes: see the Merrylands suburb report, linked from the related suburbs below." }
        : faq,
    );
    writeFileSync(path.join(site, "pages.config/suburbs/greystanes.json"), JSON.stringify({ ...greystanes, related, faqs }, null, 2) + "\n");

    // A new block type by hand: its schema and its folder, then a page that uses it.
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      hand.push(file);
    };
    write("schemas/blocks/banner.schema.json", JSON.stringify(BANNER_SCHEMA, null, 2) + "\n");
    for (const [name, text] of Object.entries(BANNER_FOLDER)) write(`src/blocks/banner/${name}`, text);
    const faq = JSON.parse(readFileSync(path.join(site, "pages.config/pages/faq.json"), "utf8")) as { blocks: unknown[] };
    faq.blocks.unshift({ type: "banner", text: "Rates are moving: ask us what it means for you." });
    writeFileSync(path.join(site, "pages.config/pages/faq.json"), JSON.stringify(faq, null, 2) + "\n");

    // A page removed: the cash-flow article, and the links to it in the menus, the blog's list and a service page.
    const config = path.join(site, "pages.config");
    for (const file of readdirSync(config, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(readFileSync(path.join(config, file), "utf8")) as unknown;
      if ((doc as { path?: unknown }).path === REMOVED) {
        rmSync(path.join(config, file));
        continue;
      }
      const kept = withoutLinksTo(doc, REMOVED);
      if (JSON.stringify(kept) !== JSON.stringify(doc)) writeFileSync(path.join(config, file), JSON.stringify(kept, null, 2) + "\n");
    }

    // Everything else is npm run gen's: the copy's own, run where node_modules is a symlink, so
    // anything it writes that depends on where node_modules lives would show up as changed too.
    const generatedFiles = () => [
      "schemas/block.schema.json",
      ...readdirSync(path.join(root, "src/generated"), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.(ts|c?js)$/.test(f))
        .map((f) => `src/generated/${f}`),
    ];
    const before = new Map(generatedFiles().map((file) => [file, readFileSync(path.join(root, file), { encoding: "utf8", flag: "a+" })]));
    gen = await runCommand(process.execPath, ["--import", "tsx", "scripts/generate.ts"], { cwd: root });
    for (const file of generatedFiles()) if (before.get(file) !== readFileSync(path.join(root, file), { encoding: "utf8", flag: "a+" })) generated.push(file);
    // The real build of the pages, as a publish makes it: validate, prerender every route, write
    // the sitemap (everything checked here is in build/client, so not the server or the editor).
    build = await runCommand("npm", ["run", "build", "--", "--pages-only"], { cwd: root, env: { ...process.env, SITE_ORIGIN: STAGING } });
  })();
  // A failure to prepare is reported by beforeAll, not as an unhandled rejection first.
  prepared.catch(() => {});
  beforeAll(() => prepared);
  afterAll(async () => {
    await prepared.catch(() => {});
    scratch.remove();
  });

  it("is valid content, as the copy's own validator (the build's first step) sees it", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(build.stdout).toMatch(/pages\.config\/ is valid: \d+ files checked/);
  });

  it("says what matters and little else: its steps' reports, the pages prerendered, the time and sizes", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const output = `${String(build.stdout)}\n${String(build.stderr)}`;
    // The demo build's list of placeholders is as long as the content makes it; the rest is not.
    const lines = output.split("\n").filter((line) => line.trim() && !/^ {2}pages\.config\/\S+:\d+:\d+ {2}/.test(line));
    expect(output).toMatch(/Built a demo build .* in \d+\.\d s: \d+ pages prerendered to build\/client/);
    expect(output).toMatch(/pages +[\d.]+–[\d.]+ kB gzip each before it works/);
    expect(lines.filter((line) => /^Prerender \(|envFile|PLUGIN_TIMINGS|modules transformed/.test(line))).toEqual([]);
    expect(lines.length, lines.join("\n")).toBeLessThanOrEqual(25);
  });

  it("gets the twelfth suburb as a route, an index card, a related-suburb link and a sitemap entry", () => {
    expect(loadSite(site).pages.map(({ doc }) => doc.path)).toContain(`${REPORTS}/merrylands`);
    expect(gridOf(site, REPORTS)?.suburbs?.map((c) => c.name)).toContain("Merrylands");
    expect(gridOf(site, REPORTS)?.suburbs?.find((c) => c.name === "Merrylands")).toEqual({
      name: "Merrylands",
      price: "~$1.02M",
      to: `${REPORTS}/merrylands/`,
    });
    // Greystanes listed Merrylands without a report; now there is one, its card links to it.
    expect(gridOf(site, `${REPORTS}/greystanes`)?.suburbs?.[1]).toEqual({ name: "Merrylands", price: "~$1.02M", to: `${REPORTS}/merrylands/` });
    const { site: settings, pages } = loadSite(site);
    expect(settings && sitemapUrls({ site: settings, pages })).toContain(`https://www.westline.example${REPORTS}/merrylands/`);
  });

  it("prerenders the twelfth suburb with its canonical, structured data and sitemap entry, all at SITE_ORIGIN", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const html = built("resources/suburb-reports/merrylands/index.html");
    expect(html).toContain("Merrylands suburb report</h1>");
    expect(html).toContain(`<link rel="canonical" href="${STAGING}/resources/suburb-reports/merrylands/"/>`);
    expect(html).toContain('"areaServed":{"@type":"Place","name":"Merrylands"}');
    // Its lead form (the broker's own) is prerendered, naming its own script, with the forms' script that takes it over in the browser.
    expect(html).toMatch(/<div data-form="suburb-reports" data-form-script="\/assets\/form-suburb-reports-[^"]+\.js"><form/);
    expect(html).toMatch(/<script type="module" src="\/assets\/behaviour-form-[^"]+\.js">/);
    expect(built("sitemap.xml")).toContain(`<loc>${STAGING}/resources/suburb-reports/merrylands/</loc>`);
    expect(built("resources/suburb-reports/index.html")).toContain('href="/resources/suburb-reports/merrylands/"');
  });

  it("moves every canonical link and sitemap entry to SITE_ORIGIN", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(built("faq/index.html")).toContain(`<link rel="canonical" href="${STAGING}/faq"/>`);
    expect(built("index.html")).toContain(`<link rel="canonical" href="${STAGING}/"/>`);
    const locs = [...built("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.length).toBeGreaterThan(20);
    expect(locs.filter((loc) => !loc.startsWith(`${STAGING}/`))).toEqual([]);
    expect(built("faq/index.html")).not.toContain("www.westline.example/faq");
  });

  it("is a demo build while site.json lists placeholders: listed once, every page noindex, robots.txt disallowing all crawling", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const listed = (JSON.parse(readFileSync(path.join(site, "pages.config/site.json"), "utf8")) as { placeholders: string[] }).placeholders;
    // Fact entries marked as the demo's sample data (figures, testimonials) are placeholders too.
    const samples = readdirSync(path.join(site, "pages.config/facts")).flatMap((name) => [
      ...readFileSync(path.join(site, "pages.config/facts", name), "utf8").matchAll(/"sample": true/g),
    ]);
    const output = String(build.stdout) + String(build.stderr);
    // So are claims without their evidence (issue 53), site.json's association among them.
    const unevidenced = unevidencedClaims(site);
    expect(output.split(`Demo build: ${listed.length + samples.length + unevidenced.length} placeholders remain`)).toHaveLength(2);
    expect(output.split("pages.config/site.json:").length - 1).toBe(
      listed.length + unevidenced.filter((entry) => entry.startsWith("pages.config/site.json")).length,
    );
    for (const page of ["index.html", "faq/index.html", "404/index.html", "thank-you/contact/index.html", "resources/suburb-reports/merrylands/index.html"])
      expect(built(page).match(/<meta name="robots"[^>]*>/g), page).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);
    expect(built("robots.txt")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("passes the file-only checks of the built site (tests/e2e/built-site.spec.ts), whose expectations follow the content", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    expect(existsSync(path.join(root, `build/client${REMOVED}/index.html`))).toBe(false);
    // The copy's own tests over its own build; built-site.spec.ts reads files only, so no server is started.
    cpSync(path.resolve("tests"), path.join(root, "tests"), { recursive: true });
    writeFileSync(path.join(root, "playwright.files.config.ts"), 'export default { testDir: "tests/e2e", reporter: "line" };\n');
    // The command npx runs, without npx's own Node process before it (about 0.7 CPU-s).
    const run = spawnSync(
      process.execPath,
      ["node_modules/.bin/playwright", "test", "--config", "playwright.files.config.ts", "tests/e2e/built-site.spec.ts"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, SITE_ORIGIN: STAGING },
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // Every test the spec has ran and passed, none skipped.
    const ran = /Running (\d+) tests?/.exec(run.stdout)?.[1];
    expect(Number(ran)).toBeGreaterThan(0);
    expect(run.stdout).toMatch(new RegExp(`\\b${ran} passed\\b`));
  });

  it("adds a block type by its schema and its folder alone: gen writes the rest, the build renders it", () => {
    expect(hand.sort()).toEqual(["schemas/blocks/banner.schema.json", ...Object.keys(BANNER_FOLDER).map((f) => `src/blocks/banner/${f}`)].sort());
    expect(gen.status, String(gen.stderr)).toBe(0);
    // Not the visitor forms' validators: gen's output does not depend on where node_modules lives.
    // The editor's precompiled validator for the new block's form, and their index, are new; the
    // pipeline's precompiled checks now include the block.
    expect(generated.sort()).toEqual([
      "schemas/block.schema.json",
      "src/generated/block-behaviours.ts",
      "src/generated/block-registry.ts",
      "src/generated/content-types.ts",
      "src/generated/content-validators.cjs",
      "src/generated/editor-validators/block-banner.d.ts",
      "src/generated/editor-validators/block-banner.js",
      "src/generated/editor-validators/index.ts",
    ]);
    expect(readFileSync(path.join(root, "src/generated/block-registry.ts"), "utf8")).toContain('import banner from "../blocks/banner/block.ts";');
    expect(build.status, String(build.stderr)).toBe(0);
    expect(built("faq/index.html")).toContain('<p data-testid="banner">Rates are moving: ask us what it means for you.</p>');
  });

  it("runs the block's browser behaviour on the pages with the block, from a script only they load", () => {
    expect(build.status, String(build.stderr)).toBe(0);
    const behaviourScript = (html: string) => /<script type="module" src="(\/assets\/behaviour-banner-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    const faqHtml = built("faq/index.html");
    const script = behaviourScript(faqHtml);
    expect(script, "the FAQ page (with the banner) loads no behaviour-banner script").toBeDefined();
    expect(behaviourScript(built("index.html"))).toBeUndefined();
    // The built script, run against the built page as the browser would (it imports nothing).
    const page = new Window();
    page.document.write(faqHtml);
    runInNewContext(built(script!.slice(1)), { document: page.document, window: page });
    expect(page.document.querySelector("[data-testid=banner]")?.getAttribute("data-seen")).toBe("yes");
    void page.happyDOM.close();
  });
});
