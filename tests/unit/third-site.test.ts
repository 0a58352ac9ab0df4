/**
 * A site is a folder anywhere: a third site (a made-up physiotherapy clinic, tests/fixtures/third-site)
 * copied to a temporary folder outside the project, with its own package.json depending on the
 * kernel and the kernel linked into its node_modules as `npm install` links a `file:` dependency.
 * Built and served with the kernel's command (`pagekit`, bin/pagekit.mjs) run from the site's folder,
 * a lead posted to it is in its own leads database; its pages carry its own theme and none of the
 * broker's words, forms or thank-you pages. Nothing in the project is written. One build, shared.
 * Expectations come from the raw files of both sites, never from the pipeline under test.
 *
 * The clinic has a form of its own, defined in its folder alone (forms/appointment-request.schema.json
 * and .ui.json): it is on its contact page, checked by its server with the schema's messages, named
 * on its privacy page, and in a real browser its radio buttons, date and consent box say the
 * schema's messages under them. That browser check lives here, not in tests/e2e, because this is
 * where the clinic is built and served from outside the project (the browser tier serves the broker's build).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "@photostructure/sqlite";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawBodyFont } from "../raw-content.ts";
import { TEST_CHROMIUM_ARGS, testBrowserPath } from "../chromium.ts";
import { formTraces, mainSiteOwnForms } from "../other-sites-forms.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(PROJECT, "tests/fixtures/third-site");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

interface RawSite {
  brand: string;
  email: string;
  phone: { display: string };
  broker: { name: string };
  office: { streetAddress: string; locality: string };
  forms: string[];
  theme: { colors: Record<string, string>; themeColor?: string };
}
const clinic = readJson(path.join(FIXTURE, "pages.config/site.json")) as unknown as RawSite;

/** The clinic's own form, as its file says it: name, privacy wording, fields and their messages. */
interface RawField {
  title?: string;
  enum?: string[];
  const?: string;
  errorMessage?: string | Record<string, string>;
}
const OWN_FORM = "appointment-request";
const ownForm = readJson(path.join(FIXTURE, `forms/${OWN_FORM}.schema.json`)) as unknown as {
  privacy: { name: string; purpose: string };
  properties: Record<string, RawField>;
  errorMessage: { required: Record<string, string> };
};
/** The message a field's rule `keyword` gives, as the schema words it. */
const messageOf = (field: string, keyword: string) => {
  const message = ownForm.properties[field]?.errorMessage;
  return typeof message === "string" ? message : message?.[keyword];
};
const mainSite = readJson(path.join(PROJECT, "sites/westline/pages.config/site.json")) as unknown as RawSite;
/** Each site's typeface, as its site.json names it and the package's own metadata gives it. */
const clinicFont = rawBodyFont(path.join(FIXTURE, "pages.config/site.json"), PROJECT);
const mainFont = rawBodyFont(path.join(PROJECT, "sites/westline/pages.config/site.json"), PROJECT);
const suburbNames = readdirSync(path.join(PROJECT, "sites/westline/pages.config/suburbs"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => String(readJson(path.join(PROJECT, "sites/westline/pages.config/suburbs", file)).name));

/** What would give the broker's site away: its name, people, numbers and places, and the words of its trade. */
const brokerWords = [
  mainSite.brand,
  mainSite.broker.name,
  mainSite.phone.display,
  mainSite.email.split("@")[1] ?? mainSite.email,
  mainSite.office.streetAddress,
  mainSite.office.locality,
  ...suburbNames,
  "broker",
  "mortgage",
  "lender",
  "home loan",
];

/** Every page file of the clinic, by the path it declares. */
function clinicPaths(dir = path.join(FIXTURE, "pages.config/pages")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? clinicPaths(path.join(dir, entry.name)) : [String(readJson(path.join(dir, entry.name)).path)],
  );
}

// Outside the project's folder tree, as a developer from another firm would keep their site.
const outside = realpathSync(mkdtempSync(path.join(tmpdir(), "pagekit-third-site-")));
const site = path.join(outside, "clinic");
cpSync(FIXTURE, site, { recursive: true });
// Its font is its own dependency, linked in as npm would install it (from the kernel's copy: no registry in tests).
const fontVersion = String(readJson(path.join(PROJECT, "node_modules", clinicFont.package, "package.json")).version);
writeFileSync(
  path.join(site, "package.json"),
  JSON.stringify({ name: "clinic", private: true, dependencies: { pagekit: `file:${PROJECT}`, [clinicFont.package]: fontVersion } }, null, 2),
);
mkdirSync(path.join(site, "node_modules", path.dirname(clinicFont.package)), { recursive: true });
symlinkSync(PROJECT, path.join(site, "node_modules/pagekit"), "junction");
symlinkSync(path.join(PROJECT, "node_modules", clinicFont.package), path.join(site, "node_modules", clinicFont.package), "junction");
// A class in its own block's component that no file in the kernel's tree has (Tailwind reads that
// tree, the fixture's copy included, by itself): the site's blocks/ must be read for its classes.
const ownClass = `pb-[${(1 + Math.random()).toFixed(5)}rem]`;
for (const type of readdirSync(path.join(site, "blocks")))
  for (const file of readdirSync(path.join(site, "blocks", type)).filter((name) => name.endsWith(".tsx"))) {
    const component = path.join(site, "blocks", type, file);
    writeFileSync(component, readFileSync(component, "utf8").replace('className="', `className="${ownClass} `));
  }
const pagekit = path.join(site, "node_modules/pagekit/bin/pagekit.mjs");
const client = path.join(site, "build/client");

/** The project's own files as git sees them: a build of another site must change none of them. */
const projectState = () =>
  spawnSync("git", ["status", "--porcelain", "--untracked-files=all", "--", "sites", "schemas", "src", "tests/fixtures"], { cwd: PROJECT, encoding: "utf8" })
    .stdout;
const stateBefore = projectState();
// A page the site had before, as an earlier build would have left it: the build keeps nothing of it.
const gone = path.join(client, "gone/index.html");
mkdirSync(path.dirname(gone), { recursive: true });
writeFileSync(gone, "<p>an old page</p>");

// Started as the file is collected, beside the other files' tests: the build takes a minute or two.
const built = new Promise<{ status: number | null; output: string }>((resolve, reject) => {
  const child = spawn(process.execPath, [pagekit, "build", "--site", "."], { cwd: site, stdio: ["ignore", "pipe", "pipe"] });
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
afterAll(() => rmSync(outside, { recursive: true, force: true }));
const page = (pagePath: string) => readFileSync(path.join(client, pagePath, "index.html"), "utf8");

describe("a third site in a folder outside the kernel, built with `pagekit build`", () => {
  it("builds into its own build/, keeping nothing of an earlier build, and leaves the project's files as they were", () => {
    expect(path.relative(PROJECT, site).startsWith("..")).toBe(true);
    expect(result.status, result.output).toBe(0);
    expect(existsSync(path.join(client, "index.html"))).toBe(true);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(path.join(site, "build/node-server/main.mjs"))).toBe(true);
    // Its server build finds the kernel's packages through the one link the build made.
    expect(lstatSync(path.join(site, "build/node_modules")).isSymbolicLink()).toBe(true);
    // Folders named from where the command ran (the site's folder), not from the kernel's.
    expect(result.output).toMatch(/^pages\.config\/ is valid/m);
    expect(result.output).toContain(`prerendered to ${path.join("build", "client")}, the server to ${path.join("build", "node-server")}`);
    expect(projectState()).toBe(stateBefore);
  });

  it("renders each of its pages with its own brand and theme-color and none of the broker's words", () => {
    const themeColor = clinic.theme.themeColor ?? clinic.theme.colors["brand-900"];
    expect(themeColor).not.toBe(mainSite.theme.themeColor ?? mainSite.theme.colors["brand-900"]);
    const mainColors = Object.values(mainSite.theme.colors).map((color) => color.toLowerCase());
    for (const pagePath of clinicPaths()) {
      const html = page(pagePath);
      expect(html, pagePath).toContain(clinic.brand);
      expect(html, pagePath).toContain(`<meta name="theme-color" content="${themeColor}"/>`);
      for (const color of mainColors) expect(html.toLowerCase(), `${pagePath} uses the broker's ${color}`).not.toContain(color);
      for (const word of brokerWords) expect(html.toLowerCase(), `${pagePath} says "${word}"`).not.toContain(word.toLowerCase());
    }
  });

  it("sets its pages in its own font, preloaded from its build, and none in the broker's", () => {
    expect(clinicFont.family).not.toBe(mainFont.family);
    for (const pagePath of clinicPaths()) {
      const html = page(pagePath);
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href ?? "");
      expect(preloads.length, pagePath).toBeGreaterThan(0);
      for (const href of preloads) {
        expect(path.basename(href), pagePath).toMatch(new RegExp(`^${clinicFont.id}-latin-`));
        expect(existsSync(path.join(client, href)), `${pagePath} preloads ${href}`).toBe(true);
      }
      expect(html, pagePath).toMatch(new RegExp(`font-family:"?${clinicFont.family}`));
      expect(html, pagePath).not.toContain(mainFont.family);
      expect(html, pagePath).not.toContain(mainFont.id);
    }
    expect(readdirSync(path.join(client, "assets")).filter((file) => file.includes(mainFont.id))).toEqual([]);
  });

  it("describes itself to search engines as the kind of business its site.json names, never a financial service", () => {
    const type = (clinic as { structuredData?: { type?: string } }).structuredData?.type;
    expect(type).toBeTruthy();
    for (const pagePath of clinicPaths()) {
      expect(page(pagePath), pagePath).not.toContain("FinancialService");
      expect(page(pagePath), pagePath).toMatch(new RegExp(`"@type":\\s*"${type}"`));
    }
  });

  it("has only its own forms: their thank-you pages, and no other form on any page", () => {
    expect(readdirSync(path.join(client, "thank-you")).sort()).toEqual([...clinic.forms].sort());
    const posted = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }))
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith(".html"))
          for (const [, form] of readFileSync(path.join(dir, entry.name), "utf8").matchAll(/name="form-name"[^>]*value="([^"]*)"/g)) posted.add(form ?? "");
    };
    walk(client);
    expect([...posted].sort()).toEqual([...clinic.forms].sort());
  });

  it("publishes no word of the broker's in any page, script, stylesheet or validator: none of its calculators or forms", () => {
    // The broker's name, its trade and its collections' entries (a suburb), which the clinic's own files never say:
    // any in its build came from the kernel's calculators or forms that the broker's pages use and the clinic's do not.
    const collections = readdirSync(path.join(PROJECT, "sites/westline/collections")).map((name) => name.replace(/s$/, ""));
    const words = [mainSite.brand.split(" ")[0] ?? mainSite.brand, "broker", "mortgage", ...collections];
    const saying = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !/\.(br|gz|woff2?|png|jpe?g|webp|avif|ico)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .flatMap((file) => {
          const text = readFileSync(file, "utf8").toLowerCase();
          return words.filter((word) => text.includes(word.toLowerCase())).map((word) => `${path.relative(dir, file)} says "${word}"`);
        });
    expect(saying(FIXTURE)).toEqual([]);
    const published = [client, path.join(site, "build/site-forms")].filter((dir) => existsSync(dir));
    expect(published.flatMap(saying)).toEqual([]);
  });

  it("carries nothing of the broker's own forms: no script, validator or thank-you page of theirs, no page or script naming them", () => {
    const forms = mainSiteOwnForms();
    expect(forms.length).toBeGreaterThan(0);
    const built = [client, path.join(site, "build/site-forms")].filter((dir) => existsSync(dir));
    expect(formTraces(built, forms)).toEqual([]);
  });

  it("shows its own form on its contact page, with a radio button per choice, a date picker and one consent box", () => {
    expect(clinic.forms).toContain(OWN_FORM);
    const html = page("contact");
    expect(html).toContain(`data-form="${OWN_FORM}"`);
    for (const choice of ownForm.properties.patient?.enum ?? []) expect(html).toMatch(new RegExp(`type="radio"[^>]*name="patient" value="${choice}"`));
    expect(html).toMatch(/type="date"[^>]*name="preferred_date"/);
    expect(html).toMatch(new RegExp(`type="checkbox"[^>]*name="consent" value="${ownForm.properties.consent?.const}"`));
    // The consent's sentence is its label, said once (beside the box), never again above it.
    expect(html.split(ownForm.properties.consent?.title ?? "(no title)").length - 1).toBe(1);
  });

  it("names its own form on its privacy page, with the details it asks for and why", () => {
    const text = page("privacy")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .toLowerCase();
    expect(text).toContain(ownForm.privacy.name.toLowerCase());
    expect(text).toContain(ownForm.privacy.purpose.toLowerCase());
    for (const field of ["name", "phone", "email", "patient", "preferred_date"])
      expect(text, field).toContain(ownForm.properties[field]?.title?.toLowerCase() ?? `(no title for ${field})`);
  });
});

describe("the third site served with `pagekit serve`", () => {
  let server: ChildProcess | undefined;
  let origin = "";
  let output = "";
  const leadsDb = path.join(outside, "leads.sqlite");

  beforeAll(async () => {
    expect((await built).status).toBe(0);
    const child = spawn(process.execPath, [pagekit, "serve", "--site", "."], {
      cwd: site,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LEADS_DB: leadsDb },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = child;
    origin = await new Promise<string>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /"port":(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      };
      child.stdout.on("data", seen);
      child.stderr.on("data", seen);
      child.once("exit", (code) => reject(new Error(`pagekit serve exited with ${code}:\n${output}`)));
    });
  });
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const stopped = new Promise((done) => server?.once("exit", done));
    server.kill("SIGTERM");
    await stopped;
  });

  it("serves its pages and stores a call-back posted to it in its own leads database", async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(clinic.brand);
    const posted = await fetch(`${origin}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: origin },
      body: new URLSearchParams({ "form-name": clinic.forms[0] ?? "", name: "Third Site Visitor", phone: "0412 345 678", best_time: "morning" }),
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const db = new DatabaseSync(leadsDb, { timeout: 5000 });
    try {
      const leads = db.prepare("SELECT form_name, fields FROM submissions").all() as { form_name: string; fields: string }[];
      expect(leads.map((lead) => [lead.form_name, (JSON.parse(lead.fields) as Record<string, string>).name])).toEqual([
        [clinic.forms[0], "Third Site Visitor"],
      ]);
    } finally {
      db.close();
    }
  });

  it("serves the font its pages preload", async () => {
    const href = /<link rel="preload" href="([^"]+)" as="font"/.exec(await (await fetch(`${origin}/`)).text())?.[1];
    expect(href).toBeDefined();
    const font = await fetch(`${origin}${href}`);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toMatch(/font\/woff2/);
  });

  const appointment = {
    "form-name": OWN_FORM,
    name: "Ann Lee",
    phone: "0412 345 678",
    email: "ann@example.com",
    patient: ownForm.properties.patient?.enum?.[0] ?? "",
    preferred_date: "2027-03-14",
    consent: ownForm.properties.consent?.const ?? "",
  };
  const post = (fields: Record<string, string>) =>
    fetch(`${origin}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: origin },
      body: new URLSearchParams(fields),
    });

  it("stores its own form's post in its own leads database, and has that form's thank-you page", async () => {
    const posted = await post(appointment);
    expect(posted.status, await posted.clone().text()).toBe(200);
    const thanks = await fetch(`${origin}/thank-you/${OWN_FORM}/`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain(ownForm.privacy.name);
    const db = new DatabaseSync(leadsDb, { timeout: 5000 });
    try {
      const leads = db.prepare("SELECT fields FROM submissions WHERE form_name = ?").all(OWN_FORM) as { fields: string }[];
      expect(leads.map((lead) => JSON.parse(lead.fields) as Record<string, string>)).toEqual([
        expect.objectContaining({ email: appointment.email, patient: appointment.patient, preferred_date: appointment.preferred_date }),
      ]);
    } finally {
      db.close();
    }
  });

  it("refuses a wrong post of its own form with the messages its schema words, storing nothing", async () => {
    const unticked = Object.fromEntries(Object.entries(appointment).filter(([field]) => field !== "consent"));
    const posted = await post({ ...unticked, patient: "maybe", preferred_date: "14/03/2027", email: "ann.wrong@example.com" });
    expect(posted.status).toBe(422);
    const { errors } = (await posted.json()) as { errors: { field: string; message: string }[] };
    expect(errors).toEqual([
      { field: "patient", message: messageOf("patient", "enum") },
      { field: "preferred_date", message: messageOf("preferred_date", "format") },
      { field: "consent", message: ownForm.errorMessage.required.consent },
    ]);
    const db = new DatabaseSync(leadsDb, { timeout: 5000 });
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM submissions WHERE fields LIKE '%ann.wrong%'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it("says its own form's messages under its radio buttons, date and consent box in a browser, and posts it once they are right", async () => {
    const browser = await chromium.launch({ executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${origin}/contact`);
      const form = tab.locator(`[data-form="${OWN_FORM}"][data-enhanced="true"] form`);
      await form.getByRole("textbox", { name: ownForm.properties.name?.title ?? "", exact: true }).fill("Bo Chen");
      await form.getByRole("textbox", { name: ownForm.properties.phone?.title ?? "", exact: true }).fill("0412 345 678");
      await form.getByRole("textbox", { name: ownForm.properties.email?.title ?? "", exact: true }).fill("bo@example.com");
      await form.getByRole("button").click();
      const alerts = form.getByRole("alert");
      await expect
        .poll(() => alerts.allTextContents())
        .toEqual([ownForm.errorMessage.required.patient, ownForm.errorMessage.required.preferred_date, ownForm.errorMessage.required.consent]);
      // Each message is named by its field's controls, and the first wrong one has the focus.
      const radios = form.getByRole("radio");
      expect(await radios.count()).toBe(ownForm.properties.patient?.enum?.length);
      for (const radio of await radios.all()) expect(await radio.getAttribute("aria-invalid")).toBe("true");
      expect(await radios.first().evaluate((element) => element === document.activeElement)).toBe(true);
      const consent = form.getByRole("checkbox");
      const consentLine = await consent.getAttribute("aria-describedby");
      expect(await tab.locator(`[id="${consentLine}"]`).textContent()).toBe(ownForm.errorMessage.required.consent);
      // Put right, each message goes as the visitor answers.
      await radios.first().check();
      await form.locator('input[type="date"]').fill("2027-03-15");
      await expect.poll(() => alerts.allTextContents()).toEqual([ownForm.errorMessage.required.consent]);
      await consent.check();
      await expect.poll(() => alerts.count()).toBe(0);
      await Promise.all([tab.waitForURL(new RegExp(`/thank-you/${OWN_FORM}/?$`)), form.getByRole("button").click()]);
    } finally {
      await browser.close();
    }
    const db = new DatabaseSync(leadsDb, { timeout: 5000 });
    try {
      const leads = db.prepare("SELECT fields FROM submissions WHERE form_name = ?").all(OWN_FORM) as { fields: string }[];
      expect(leads.map((lead) => JSON.parse(lead.fields) as Record<string, string>)).toContainEqual(
        expect.objectContaining({ email: "bo@example.com", preferred_date: "2027-03-15", consent: appointment.consent }),
      );
    } finally {
      db.close();
    }
  });

  it("hydrates its own interactive block in a browser: choosing an appointment shows that appointment's fee", async () => {
    const treatments = readJson(path.join(FIXTURE, "pages.config/pages/treatments.json")) as {
      path: string;
      blocks: Array<{ type: string; choices?: Array<{ label: string; fee: number }> }>;
    };
    const interactive = readdirSync(path.join(FIXTURE, "blocks")).filter((type) =>
      /\binteractive:\s*true\b/.test(readFileSync(path.join(FIXTURE, "blocks", type, "block.ts"), "utf8")),
    );
    const block = treatments.blocks.find((candidate) => interactive.includes(candidate.type));
    const [first, second] = block?.choices ?? [];
    expect(first && second).toBeTruthy();
    // The clinic states en-AU and no currency: whole Australian dollars.
    const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    const browser = await chromium.launch({ executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${origin}${treatments.path}`);
      const island = tab.locator(`[data-island="${block?.type}"]`);
      // Islands load at a visitor's first sign of use: a key that changes nothing, until one is heard and the island hydrated.
      await expect
        .poll(
          async () => {
            await tab.keyboard.press("Shift");
            return island.getAttribute("data-hydrated");
          },
          { timeout: 30_000 },
        )
        .toBe("true");
      const shown = island.getByText(`${first?.label}:`);
      expect(await shown.textContent()).toBe(`${first?.label}: ${dollars.format(first?.fee ?? 0)}`);
      await island.getByRole("button", { name: second?.label, exact: true }).click();
      await expect.poll(() => island.getByText(`${second?.label}:`).textContent()).toBe(`${second?.label}: ${dollars.format(second?.fee ?? 0)}`);
      expect(await island.getByRole("button", { name: second?.label, exact: true }).getAttribute("aria-pressed")).toBe("true");
    } finally {
      await browser.close();
    }
  });

  it("refuses a form of the broker's that the clinic does not list, storing nothing", async () => {
    const other = mainSite.forms.find((form) => !clinic.forms.includes(form));
    expect(other).toBeDefined();
    const posted = await fetch(`${origin}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Origin: origin },
      body: new URLSearchParams({ "form-name": other ?? "", name: "Someone", email: "someone@example.com" }),
    });
    expect(posted.status).toBe(400);
  });
});

describe("the third site's own block type, from its folder's blocks/", () => {
  const blocksDir = path.join(FIXTURE, "blocks");
  const ownTypes = readdirSync(blocksDir);
  const treatmentsFile = "pages.config/pages/treatments.json";
  const treatmentsText = readFileSync(path.join(FIXTURE, treatmentsFile), "utf8");
  const treatmentsPage = JSON.parse(treatmentsText) as {
    path: string;
    blocks: Array<{ type: string; treatments?: Array<{ name: string; minutes: number; fee: number }> }>;
  };
  const ownBlock = treatmentsPage.blocks.find((block) => ownTypes.includes(block.type));

  /** A site folder outside the project from the fixture, the kernel linked; `edit` changes its files' text first. */
  function copyOfClinic(name: string, edit: Record<string, (text: string) => string>): string {
    const copy = path.join(outside, name);
    cpSync(FIXTURE, copy, { recursive: true });
    mkdirSync(path.join(copy, "node_modules"));
    symlinkSync(PROJECT, path.join(copy, "node_modules/pagekit"), "junction");
    for (const [file, change] of Object.entries(edit)) writeFileSync(path.join(copy, file), change(readFileSync(path.join(copy, file), "utf8")));
    return copy;
  }
  const lineAndColumn = (text: string, index: number) => `${text.slice(0, index).split("\n").length}:${index - text.lastIndexOf("\n", index - 1)}`;
  const cellText = (html: string) => html.replace(/<[^>]*>/g, "").trim();

  it("is shown on the treatments page as a table of each treatment, its length and its fee", () => {
    expect(ownBlock?.treatments?.length).toBeGreaterThan(0);
    const html = page(treatmentsPage.path);
    const rows = [...html.matchAll(/<tr[^>]*><th scope="row"[^>]*>(.*?)<\/th>(.*?)<\/tr>/g)].map(([, name = "", cells = ""]) => [
      cellText(name),
      ...[...cells.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell = ""]) => cellText(cell)),
    ]);
    // The clinic states en-AU and no currency: whole Australian dollars.
    const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    expect(rows).toEqual(ownBlock?.treatments?.map(({ name, minutes, fee }) => [name, `${minutes} minutes`, dollars.format(fee)]));
  });

  it("has its content checks compiled into the site's build output, with its own blocks' schemas, and none in the kernel", () => {
    const cache = path.join(site, "build/.cache/content-validators.cjs");
    expect(existsSync(cache)).toBe(true);
    for (const type of ownTypes) expect(readFileSync(cache, "utf8")).toContain(`blocks/${type}.schema.json`);
    expect(result.output).toContain(`content checks compiled: ${path.join("build", ".cache", "content-validators.cjs")}`);
    expect(projectState()).toBe(stateBefore);
  });

  it("has the classes its component uses in the site's stylesheet, one no kernel file has among them", () => {
    const css = readdirSync(path.join(client, "assets"))
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(path.join(client, "assets", file), "utf8"))
      .join("\n");
    const component = readdirSync(path.join(site, "blocks", ownBlock?.type ?? ""))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => readFileSync(path.join(site, "blocks", ownBlock?.type ?? "", file), "utf8"))
      .join("\n");
    const classes = [...component.matchAll(/className="([^"]*)"/g)].flatMap(([, names = ""]) => names.split(/\s+/).filter(Boolean));
    expect(classes).toContain(ownClass);
    for (const name of classes) expect(css, name).toContain(`.${name.replace(/[:[\]()/.]/g, (c) => `\\${c}`)}`);
  });

  it("holds pages to its schema: a bad value is one problem at its place, a mistyped type one problem naming the site's types", () => {
    const fee = ownBlock?.treatments?.[1]?.fee;
    expect(fee).toBeDefined();
    const feeWritten = new RegExp(`("fee":\\s*)${fee}\\b`).exec(treatmentsText.slice(treatmentsText.indexOf(ownBlock?.treatments?.[1]?.name ?? "")));
    expect(feeWritten).not.toBeNull();
    const feeAt = treatmentsText.indexOf(ownBlock?.treatments?.[1]?.name ?? "") + (feeWritten?.index ?? 0) + (feeWritten?.[1]?.length ?? 0);
    const homeFile = "pages.config/pages/home.json";
    const mistyped = `${ownBlock?.type.slice(0, -1)}`;
    const copy = copyOfClinic("clinic-mistakes", {
      [treatmentsFile]: (text) => `${text.slice(0, feeAt)}"${fee} dollars"${text.slice(feeAt + String(fee).length)}`,
      [homeFile]: (text) => text.replace(/"blocks":\s*\[/, `"blocks": [\n    { "type": "${mistyped}", "heading": "Fees" },`),
    });
    const homeText = readFileSync(path.join(copy, homeFile), "utf8");
    const run = spawnSync(process.execPath, [path.join(copy, "node_modules/pagekit/bin/pagekit.mjs"), "validate", "--site", "."], {
      cwd: copy,
      encoding: "utf8",
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    const problems = (run.stdout + run.stderr).split("\n").filter((line) => /^pages\.config\/\S+:\d+:\d+ {2}/.test(line));
    expect(problems).toHaveLength(2);
    expect(problems.find((line) => line.startsWith(treatmentsFile))).toMatch(
      new RegExp(`^${treatmentsFile}:${lineAndColumn(treatmentsText, feeAt)} {2}blocks\\[\\d+\\]\\.treatments\\[1\\]\\.fee {2}must be a whole number`),
    );
    const typeProblem = problems.find((line) => line.startsWith(homeFile));
    expect(typeProblem).toContain(
      `${homeFile}:${lineAndColumn(homeText, homeText.indexOf(`"${mistyped}"`))}  blocks[0].type  unknown block type "${mistyped}"`,
    );
    expect(typeProblem).toContain(`"${ownBlock?.type}"`);
    // Its schema's checks were compiled in this process: nothing was written into the kernel.
    expect(projectState()).toBe(stateBefore);
  });
});
