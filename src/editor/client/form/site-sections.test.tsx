// @vitest-environment node
/**
 * Site settings in sections staff recognise (issue 50 item 4): each a short form of its own, one
 * open at a time, as the site schema's editor hint declares them; every field the form shows is in
 * exactly one; a problem or a sample shows on its section's entry; a link from Before going live
 * opens the section holding its field, with the field on the page; and nothing an owner reads in any
 * section names a file, a JSON term, an environment variable or a pattern. (Node, as
 * site-settings-form.test.tsx: the schemas are read from files.)
 */
import { existsSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import validator from "@rjsf/validator-ajv8";
import { Window } from "happy-dom";
import { describe, expect, it, vi } from "vitest";
import type { Json } from "../../api-types.ts";
import { editorSchemas } from "../../server/schemas.ts";
import { formSections, sectionInAddress, type FormSection } from "./sections.ts";
import { SiteHelp } from "./site-help.ts";

const { document: page } = new Window();
globalThis.document ??= page as unknown as Document;
const { GeneratedForm } = await import("./EditorForm.tsx");
const { SiteSettings } = await import("../SiteSettings.tsx");
const { fieldLink } = await import("../../../admin/go-live/area.tsx");

type RawProperty = { editor?: { widget?: string } };
/** The schema and the site as written, read with JSON.parse: the expectations, not the code under test. */
const raw = JSON.parse(readFileSync("schemas/site.schema.json", "utf8")) as {
  editor: { sections: Array<{ title: string; fields: string[] }> };
  properties: Record<string, RawProperty>;
};
const site = JSON.parse(readFileSync("sites/westline/pages.config/site.json", "utf8")) as Json & { placeholders: string[] };
const SITE_FILE = "pages.config/site.json";
/** The fields the form draws: all but the file's schema reference and those hinted hidden (left to the files). */
const drawn = Object.entries(raw.properties)
  .filter(([name, property]) => name !== "$schema" && property.editor?.widget !== "hidden")
  .map(([name]) => name);

const schema = async () => (await editorSchemas()).site;
const sections = async () => formSections((await schema()) as Record<string, unknown>);

function parse(html: string): Document {
  // Pictures are not part of what is checked, and happy-dom would try to fetch them.
  const { document } = new Window();
  document.body.innerHTML = html.replace(/<img\b[^>]*>/g, "");
  return document as unknown as Document;
}

/** One section as it is drawn: the list of sections and its heading (SiteSettings), and its form (the same form, validator at hand). */
async function drawSection(
  section: FormSection,
  extra: { problems?: Array<{ path: Array<string | number>; message: string }>; samples?: Array<Array<string | number>> } = {},
  drawn: { GeneratedForm: typeof GeneratedForm; SiteSettings: typeof SiteSettings } = { GeneratedForm, SiteSettings },
) {
  const props = { schema: (await schema()) as never, data: site, onChange: () => {}, file: SITE_FILE, ...extra };
  const chrome = renderToStaticMarkup(<drawn.SiteSettings {...props} initial={section.key} />);
  const form = renderToStaticMarkup(<drawn.GeneratedForm {...props} idPrefix="root" label={section.title} validator={validator} shown={section.fields} />);
  return { chrome: parse(chrome), form: parse(form) };
}

/** The top-level fields a drawn form holds, by the ids rjsf gives them (root_office, root_office_hours_0, …). */
const topLevelDrawn = (form: Document) => drawn.filter((name) => form.querySelector(`[id="root_${name}"], [id^="root_${name}_"]`));

describe("site settings in sections", () => {
  it("has the sections the schema declares, and every field the form shows is in exactly one of them", async () => {
    const found = await sections();
    expect(found.map((section) => section.title)).toEqual(raw.editor.sections.map((section) => section.title));
    expect(found.map((section) => section.title)).toEqual(
      expect.arrayContaining(["Business and contact", "Office and hours", "Who visitors talk to", "Legal and licences", "Navigation and footer"]),
    );
    const placed = found.flatMap((section) => section.fields);
    expect([...placed].sort()).toEqual([...drawn].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("draws one section's fields and no other's", async () => {
    for (const section of await sections()) {
      const { form } = await drawSection(section);
      expect(topLevelDrawn(form), section.title).toEqual(drawn.filter((name) => section.fields.includes(name)));
    }
  });

  it("shows a problem and a sample on the entry of the section holding its field, and on no other", async () => {
    const all = await sections();
    const office = all.find((section) => section.title === "Office and hours")!;
    const legal = all.find((section) => section.title === "Legal and licences")!;
    const person = all.find((section) => section.fields.includes("broker"))!;
    const { chrome } = await drawSection(office, {
      problems: [{ path: ["legal", "company"], message: "The company's name is missing." }],
      samples: [["legal", "creditRepresentative"], ["broker"]],
    });
    const entries = [...chrome.querySelectorAll("nav a")].map((link) => link.textContent ?? "");
    expect(entries).toHaveLength(all.length);
    for (const entry of entries) {
      const title = all.find((section) => entry.startsWith(section.title))?.title;
      const expected = title === legal.title ? `${title}1 problem1 sample` : title === person.title ? `${title}1 sample` : title;
      expect(entry).toBe(expected);
    }
    // The open one is marked as the current page of the list.
    expect(chrome.querySelector('nav a[aria-current="page"]')?.textContent).toBe(office.title);
  });

  it("opens, from each line Before going live lists for site settings, the section holding its field, with the field on the page", async () => {
    const all = await sections();
    expect(site.placeholders.length).toBeGreaterThan(0);
    for (const pointer of site.placeholders) {
      const at = pointer.split("/").slice(1);
      const link = new URL(fieldLink(SITE_FILE, at), "http://localhost");
      const expected = raw.editor.sections.find((section) => section.fields.includes(at[0]!))?.title;
      const opened = all.find((section) => section.key === sectionInAddress(all, link.search));
      expect(opened?.title, pointer).toBe(expected);
      const { form } = await drawSection(opened!);
      expect(form.getElementById(["root", ...at].join("_")), pointer).not.toBeNull();
    }
  });

  it("names no file, JSON term, environment variable or pattern in any section, as an owner reads it", async () => {
    const DEVELOPER_WORDS =
      /\bJSON\b|Pointer|\.json\b|\.md\b|pages\.config|\bpattern|\bregex|regular expression|SITE_ORIGIN|[A-Z]{3,}_[A-Z]{3,}|pagesNeeded|trailing slash|status code|\$schema|\bkernel\b|#rrggbb/i;
    // As the back office draws them (its page names a form token), not npm run edit, the developers' own editor.
    document.head.innerHTML = `<meta name="editor-base" content="/admin/content/"><meta name="form-token" content="t">`;
    vi.resetModules();
    const backOffice = { GeneratedForm: (await import("./EditorForm.tsx")).GeneratedForm, SiteSettings: (await import("../SiteSettings.tsx")).SiteSettings };
    document.head.innerHTML = "";
    const read: string[] = [];
    for (const section of await sections()) {
      const { chrome, form } = await drawSection(section, {}, backOffice);
      for (const document of [chrome, form]) {
        read.push(document.body.textContent ?? "");
        for (const element of document.querySelectorAll("[placeholder], [title], [aria-label]"))
          read.push(...["placeholder", "title", "aria-label"].map((name) => element.getAttribute(name) ?? ""));
      }
    }
    const sentences = read.flatMap((text) => text.split(/(?<=[.:;!?])\s+|\n/)).filter((sentence) => DEVELOPER_WORDS.test(sentence));
    expect([...new Set(sentences)]).toEqual([]);
  });
});

/** Every word a site's staff read in its site settings, each section drawn with the site's own help file (its editor-help.json, read raw). */
async function readInSettings(root: string): Promise<{ titles: string[]; read: string[]; labels: string[]; help: Record<string, Record<string, string>> }> {
  const helpFile = `${root}/editor-help.json`;
  const help = (existsSync(helpFile) ? JSON.parse(readFileSync(helpFile, "utf8")) : {}) as Record<string, Record<string, string>>;
  const data = JSON.parse(readFileSync(`${root}/pages.config/site.json`, "utf8")) as Json;
  const props = { schema: (await schema()) as never, data, onChange: () => {}, file: SITE_FILE };
  const read: string[] = [];
  const titles: string[] = [];
  const labels: string[] = [];
  for (const section of formSections((await schema()) as Record<string, unknown>, help["sections/site"])) {
    titles.push(section.title);
    const chrome = renderToStaticMarkup(
      <SiteHelp.Provider value={help}>
        <SiteSettings {...props} initial={section.key} />
      </SiteHelp.Provider>,
    );
    const form = renderToStaticMarkup(
      <GeneratedForm
        {...props}
        idPrefix="root"
        label={section.title}
        validator={validator}
        shown={section.fields}
        help={help.site}
        labels={help["labels/site"]}
      />,
    );
    const drawn = parse(form);
    labels.push(...[...drawn.querySelectorAll("legend, label, [id$='__title']")].map((element) => (element.textContent ?? "").replace(/\*$/, "").trim()));
    for (const document of [parse(chrome), drawn]) {
      read.push(document.body.textContent ?? "");
      for (const element of document.querySelectorAll("[placeholder], [title], [aria-label]"))
        read.push(...["placeholder", "title", "aria-label"].map((name) => element.getAttribute(name) ?? ""));
    }
  }
  return { titles, read, labels, help };
}

describe("site settings in each site's words (issue 51 item 5)", () => {
  it("names no broker to the clinic's staff, in any section's title, label or help", async () => {
    const { titles, read } = await readInSettings("tests/fixtures/third-site");
    expect(titles).toEqual(raw.editor.sections.map((section) => section.title));
    const sentences = read.flatMap((text) => text.split(/(?<=[.:;!?])\s+|\n/)).filter((sentence) => /\bbrok(er|ing)/i.test(sentence));
    expect([...new Set(sentences)]).toEqual([]);
  });

  it("gives the broker's staff the broker's own section title and labels", async () => {
    const { titles, labels, help } = await readInSettings("sites/westline");
    const retitled = help["sections/site"] ?? {};
    expect(Object.keys(retitled).length).toBeGreaterThan(0);
    expect(titles).toEqual(raw.editor.sections.map((section) => retitled[section.title] ?? section.title));
    for (const label of Object.values(help["labels/site"] ?? {})) expect(labels).toContain(label);
    // The key follows the title shown, so the broker's links (?section=broker-profile) still open it.
    const person = formSections((await schema()) as Record<string, unknown>, retitled).find((section) => section.fields.includes("broker"));
    expect(person?.key).toBe(person?.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  });
});
