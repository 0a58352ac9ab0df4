/**
 * The renderer is not one site: sites/starter/ is a second, small site with its own content
 * folder, built by the same kernel, blocks and schemas with `npm run build -- --site
 * sites/starter` into its own build folder. One build of it, in a scratch copy so the real
 * build/ is never touched; expectations come from the raw files of both sites, never from the
 * pipeline under test.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { missingFactsMessage } from "../../src/routes/page-facts.server.ts";
import { formTraces, mainSiteOwnForms } from "../other-sites-forms.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const STARTER = "sites/starter";
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

interface RawSite {
  brand: string;
  email: string;
  phone: { display: string };
  broker: { name: string };
  office: { streetAddress: string; locality: string };
  locale: string;
  bookingUrl: string;
  bookingEmbed: { script: string; stylesheet: string };
  theme: { colors: Record<string, string>; themeColor?: string; mark: { path?: string; text?: string } };
}
const starterSite = readJson(path.join(PROJECT, STARTER, "pages.config/site.json")) as unknown as RawSite;
const mainSite = readJson(path.join(PROJECT, "sites/westline/pages.config/site.json")) as unknown as RawSite;

/** Every page file of the starter, by the path it declares, whatever their number. */
function starterPaths(dir = path.join(PROJECT, STARTER, "pages.config/pages")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? starterPaths(path.join(dir, entry.name)) : [String(readJson(path.join(dir, entry.name)).path)],
  );
}

/** What would give the main site away: its name, people, numbers and places, and the words of its trade. */
const mainWords = [
  mainSite.brand,
  mainSite.brand.split(" ")[0] ?? mainSite.brand,
  mainSite.broker.name,
  mainSite.phone.display,
  mainSite.email.split("@")[1] ?? mainSite.email,
  mainSite.office.streetAddress,
  mainSite.office.locality,
  "broker",
  "mortgage",
  "lender",
];

const build = (cwd: string, ...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "scripts/build.ts", ...args], { cwd, encoding: "utf8" });

describe(`the second site, ${STARTER}`, () => {
  it("is valid content to `npm run validate -- --site`, with no facts folder and only the pages it has", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", "--site", STARTER], { cwd: PROJECT, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`${STARTER}/pages.config/ is valid`);
  });

  it("still reports a fact its text names, although it keeps no facts", () => {
    const home = readFileSync(path.join(PROJECT, STARTER, "pages.config/pages/home.json"), "utf8");
    const edited = home.replace('"heading": "Leaks fixed', '"heading": "{claims.lenders} leaks fixed');
    expect(edited).not.toBe(home);
    const { problems } = loadSite(path.join(PROJECT, STARTER), { overrides: { "pages.config/pages/home.json": edited } });
    expect(problems.map((p) => `${p.file} ${p.message}`)).toEqual([
      expect.stringMatching(/^pages\.config\/pages\/home\.json \{claims\.lenders\} names no fact/),
    ]);
  });

  it("would stop the prerender at a block that states facts, naming the block and the file", () => {
    const page = {
      path: "/services",
      title: "t",
      description: "d",
      blocks: [
        { type: "hero", heading: "h" },
        { type: "testimonials", heading: "What clients say" },
      ],
    } as const;
    const message = missingFactsMessage(page as unknown as Parameters<typeof missingFactsMessage>[0], {});
    expect(message).toMatch(
      /^\/services: blocks\[1\] \("testimonials"\) states the facts in pages\.config\/facts\/testimonials\.json, which this site does not have/,
    );
    expect(missingFactsMessage({ ...page, blocks: [page.blocks[0]] } as unknown as Parameters<typeof missingFactsMessage>[0], {})).toBeUndefined();
  });

  it("is refused by a production build while its site.json lists placeholders, before anything is built", () => {
    const run = build(PROJECT, "--site", STARTER, "--production");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Production build refused:");
    expect(run.stderr).toContain(`"${starterSite.brand}" → `);
  });

  it("says what --site needs when its folder holds no site", () => {
    const run = build(PROJECT, "--site", "sites");
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("there is no pages.config/ folder in");
  });
});

describe(`npm run build -- --site ${STARTER}`, () => {
  const scratch = scratchCopy("westline-starter-");
  cpSync(path.join(PROJECT, STARTER), path.join(scratch.root, STARTER), { recursive: true });
  // One theme value changed in the copy (a colour neither site uses), which its built stylesheet must carry.
  const changedColor = ["#0a0b0c", "#0c0b0a"].find((c) => !JSON.stringify([starterSite.theme, mainSite.theme]).includes(c)) ?? "#0a0b0c";
  const copiedSite = path.join(scratch.root, STARTER, "pages.config/site.json");
  const scratchSite = readJson(copiedSite) as unknown as RawSite;
  scratchSite.theme.colors["accent-600"] = changedColor;
  writeFileSync(copiedSite, JSON.stringify(scratchSite, null, 2));
  const client = path.join(scratch.root, STARTER, "build/client");
  // Started as the file is collected, beside the other files' tests: the build takes a minute or two.
  const built = new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts", "--site", STARTER], { cwd: scratch.root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
  let result: { status: number | null; output: string };
  beforeAll(async () => {
    result = await built;
  });
  afterAll(() => scratch.remove());
  const page = (pagePath: string) => readFileSync(path.join(client, pagePath, "index.html"), "utf8");

  it(`builds into ${STARTER}/build/, leaving the main site's build/ alone`, () => {
    expect(result.status, result.output).toBe(0);
    expect(existsSync(path.join(client, "index.html"))).toBe(true);
    expect(existsSync(path.join(scratch.root, STARTER, "build/node-server/main.mjs"))).toBe(true);
    expect(existsSync(path.join(scratch.root, "build"))).toBe(false);
  });

  it("renders every page of its own with its own brand, and a word of the main site on none", () => {
    const paths = starterPaths();
    expect(paths).toContain("/");
    expect(starterSite.locale).not.toBe(mainSite.locale);
    for (const pagePath of paths) {
      const html = page(pagePath);
      expect(html, pagePath).toContain(starterSite.brand);
      // In its own language, which site.json states (the main site's differs, so a hard-coded one shows).
      expect(html, pagePath).toContain(`<html lang="${starterSite.locale}"`);
      expect(html, pagePath).toContain(`<meta property="og:locale" content="${starterSite.locale.replace("-", "_")}"`);
      for (const word of mainWords) expect(html.toLowerCase(), `${pagePath} says "${word}"`).not.toContain(word.toLowerCase());
    }
    // Its own favicon (sites/starter/public/), not the main site's.
    expect(readFileSync(path.join(client, "favicon.svg"), "utf8")).toBe(readFileSync(path.join(PROJECT, STARTER, "public/favicon.svg"), "utf8"));
  });

  it("carries its own theme: its theme-color and colours on every page, none of the main site's colours or mark", () => {
    // The browser colour is the theme's themeColor, or its main colour (brand-900) when it names none (docs/theming.md).
    const themeColor = scratchSite.theme.themeColor ?? scratchSite.theme.colors["brand-900"];
    expect(themeColor).not.toBe(mainSite.theme.themeColor ?? mainSite.theme.colors["brand-900"]);
    const mainColors = Object.values(mainSite.theme.colors).map((c) => c.toLowerCase());
    for (const pagePath of starterPaths()) {
      const html = page(pagePath);
      expect(html, pagePath).toContain(`<meta name="theme-color" content="${themeColor}"/>`);
      for (const color of mainColors) expect(html.toLowerCase(), `${pagePath} uses the main site's ${color}`).not.toContain(color);
      if (mainSite.theme.mark.path) expect(html, pagePath).not.toContain(mainSite.theme.mark.path);
    }
  });

  it("builds a theme value changed in its site.json into its stylesheet", () => {
    const css = page("/").toLowerCase();
    expect(css).toContain(`--color-accent-600:${changedColor}`);
    expect(css).not.toContain(starterSite.theme.colors["accent-600"]?.toLowerCase());
  });

  it("has only its own forms: their thank-you pages and no others, and no other form on any page", () => {
    const own = (starterSite as unknown as { forms: string[] }).forms;
    expect(readdirSync(path.join(client, "thank-you")).sort()).toEqual([...own].sort());
    const posted = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith(".html"))
          for (const [, form] of readFileSync(path.join(dir, entry.name), "utf8").matchAll(/<input[^>]*name="form-name"[^>]*value="([^"]*)"/g))
            posted.add(form ?? "");
    };
    walk(client);
    expect([...posted].filter((form) => !own.includes(form))).toEqual([]);
  });

  it("carries nothing of the main site's own forms: no script, validator or thank-you page of theirs, no page or script naming them", () => {
    const forms = mainSiteOwnForms();
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((form) => (starterSite as unknown as { forms: string[] }).forms.includes(form))).toEqual([]);
    const built = [client, path.join(scratch.root, STARTER, "build/site-forms")].filter((dir) => existsSync(dir));
    expect(formTraces(built, forms)).toEqual([]);
  });

  it("ships the code of no block or form it does not use: no islands script (React) as no page has an interactive block, a form script only for its forms", () => {
    // The kernel's interactive blocks, as their definitions say it, and the blocks the starter's pages use, as their files say it.
    const interactive = readdirSync(path.join(PROJECT, "src/blocks"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(PROJECT, "src/blocks", entry.name, "block.ts")))
      .map((entry) => entry.name)
      .filter((type) => /\binteractive:\s*true\b/.test(readFileSync(path.join(PROJECT, "src/blocks", type, "block.ts"), "utf8")));
    expect(interactive.length).toBeGreaterThan(0);
    const pagesDir = path.join(PROJECT, STARTER, "pages.config/pages");
    const used = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => (readJson(path.join(pagesDir, file)) as unknown as { blocks: { type: string }[] }).blocks.map((block) => block.type));
    expect(used.filter((type) => interactive.includes(type))).toEqual([]);
    const scripts = readdirSync(path.join(client, "assets")).filter((file) => file.endsWith(".js"));
    expect(scripts.filter((file) => file.startsWith("islands-"))).toEqual([]);
    const formScripts = scripts.flatMap((file) => /^form-(.+)-[A-Za-z0-9_-]{8}\.js$/.exec(file)?.slice(1, 2) ?? []);
    expect(formScripts.sort()).toEqual([...(starterSite as unknown as { forms: string[] }).forms].sort());
  });

  it("ships no script of a kernel form it does not list: the forms' behaviour leaves out what those forms do once sent", () => {
    const own = (starterSite as unknown as { forms: string[] }).forms;
    // What the kernel forms' own scripts say in quotes (src/forms/<name>/<name>.script.ts), for those
    // the starter leaves out, less what the forms' shared code says too.
    const formsDir = path.join(PROJECT, "src/forms");
    const shared = readdirSync(formsDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !/\.script\.ts$/.test(file))
      .map((file) => readFileSync(path.join(formsDir, file), "utf8"))
      .join("\n");
    const unlisted = readdirSync(formsDir).filter((name) => existsSync(path.join(formsDir, name, `${name}.script.ts`)) && !own.includes(name));
    expect(unlisted.length).toBeGreaterThan(0);
    const quoted = unlisted.flatMap((name) =>
      [...readFileSync(path.join(formsDir, name, `${name}.script.ts`), "utf8").matchAll(/(?<=[(,=:[{ ])"([^"\\\n]{8,})"/g)]
        .map((match) => match[1]!)
        .filter((text) => !text.startsWith(".") && !shared.includes(`"${text}"`)),
    );
    expect(quoted.length).toBeGreaterThan(0);
    const assets = path.join(client, "assets");
    const shipped = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"))
      .join("\n");
    expect(quoted.filter((text) => shipped.includes(text))).toEqual([]);
  });

  it("offers no booking anywhere, as its site.json names no booking page: no booking link or box, and a phone bar that only calls", () => {
    expect((starterSite as unknown as { bookingUrl?: string }).bookingUrl).toBeUndefined();
    for (const pagePath of starterPaths()) {
      const html = page(pagePath);
      expect(html, pagePath).not.toContain("data-booking");
      // What a visitor reads or hears: the text, and the names screen readers give.
      const read = [
        html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " "),
        ...[...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]),
      ].join(" ");
      // "Call-back booked" (the call-back form's thank-you) is not a booking link; "Book", "Booking" would be.
      expect(read, pagePath).not.toMatch(/\bbook(?!ed)/i);
      expect(html, pagePath).toContain(`href="tel:${(starterSite as unknown as { phone: { dial: string } }).phone.dial}"`);
    }
  });

  it("names no scheduling host in its security headers, as it declares no booking embed", () => {
    const headers = readFileSync(path.join(client, "_headers"), "utf8");
    expect(headers).toContain("Content-Security-Policy:");
    for (const address of [mainSite.bookingEmbed.script, mainSite.bookingEmbed.stylesheet, mainSite.bookingUrl])
      expect(headers).not.toContain(new URL(address).host);
  });

  it("is a demo while placeholders remain: robots.txt keeps crawlers out", () => {
    expect(readFileSync(path.join(client, "robots.txt"), "utf8")).toMatch(/Disallow: \/\s*$/m);
  });
});
