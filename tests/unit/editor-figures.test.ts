/**
 * "Insert a figure" offers the site's facts from the same references the pipeline fills text from,
 * by the names staff use, with today's values; a report's own figures are offered as the report
 * itself names them ({suburb.rent}). A figure typed by hand comes back from a check with the edit
 * that puts the live figure in, and a new report starts with its fields empty, not holding TODO.
 * Expectations come from the raw content files.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, cpSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckResult, Figure } from "../../src/editor/api-types.ts";
import { createEditorApp } from "../../src/editor/server/app.ts";
import { applyFix } from "../../src/content/problems.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const HOST = "127.0.0.1:4272";
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "westline-editor-figures-"));
  cpSync(path.join(PROJECT, "sites/westline/pages.config"), path.join(root, "pages.config"), { recursive: true });
  symlinkSync(path.join(PROJECT, "sites/westline/public"), path.join(root, "public"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/collections"), path.join(root, "collections"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/facts"), path.join(root, "facts"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/blocks"), path.join(root, "blocks"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/forms"), path.join(root, "forms"), "dir");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = async <T>(url: string, body: unknown): Promise<T> => {
  const response = await createEditorApp({ root, allowedHosts: [HOST] }).request(url, {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json", origin: `http://${HOST}` },
    body: JSON.stringify(body),
  });
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
};
const raw = (file: string) => JSON.parse(readFileSync(path.join(PROJECT, "sites/westline", file), "utf8")) as Record<string, unknown>;
const site = raw("pages.config/site.json") as { brand: string; phone: { display: string } };
const blacktown = raw(BLACKTOWN) as { name: string; slug: string; snapshot: { medianRentPerWeek: number }; faqs: { question: string; answer: string }[] };
const auburn = raw("pages.config/suburbs/auburn.json") as { name: string; slug: string; snapshot: { medianRentPerWeek: number } };
const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;
const claims = raw("pages.config/facts/claims.json") as { statements: Record<string, { value: string }> };

describe("the figures a field may name", () => {
  it("are offered by staff names with today's values: brand facts, claims and every suburb's figures", async () => {
    const figures = await post<Figure[]>("/api/figures", { file: "pages.config/pages/faq.json", data: raw("pages.config/pages/faq.json") });
    const byLabel = new Map(figures.map((figure) => [figure.label, figure]));
    expect(byLabel.get("Business name")).toEqual({ name: "brand", label: "Business name", value: site.brand });
    expect(byLabel.get("Phone number")?.value).toBe(site.phone.display);
    expect(byLabel.get(`${auburn.name} › Median weekly rent`)).toEqual({
      name: `suburbs.${auburn.slug}.rent`,
      label: `${auburn.name} › Median weekly rent`,
      value: dollars(auburn.snapshot.medianRentPerWeek),
    });
    const lenders = figures.find((figure) => figure.name === "claims.lenders");
    expect(lenders?.value).toBe(claims.statements.lenders?.value);
    // Nothing staff would read as code: no braces, no dotted names, no file names.
    for (const figure of figures) expect(figure.label, figure.name).not.toMatch(/[{}]|\.json|\b\w+\.\w+\b/);
  });

  it("are a report's own figures as the report names them, {suburb.rent}", async () => {
    const figures = await post<Figure[]>("/api/figures", { file: BLACKTOWN, data: blacktown });
    expect(figures.find((figure) => figure.label === `${blacktown.name} › Median weekly rent`)?.name).toBe("suburb.rent");
    expect(figures.some((figure) => figure.name.startsWith(`suburbs.${blacktown.slug}.`))).toBe(false);
  });
});

describe("a check of a draft", () => {
  it("names the figures the draft uses, for their chips, and offers the live figure for one typed by hand", async () => {
    const typed = `The median weekly rent is around ${dollars(blacktown.snapshot.medianRentPerWeek)}.`;
    const draft = { ...blacktown, faqs: blacktown.faqs.map((faq, i) => (i === 0 ? { ...faq, answer: typed } : faq)) };
    const result = await post<CheckResult>("/api/check", { file: BLACKTOWN, data: draft });
    const typedIn = result.own.filter((problem) => problem.fix && "figure" in problem.fix);
    expect(typedIn).toHaveLength(1);
    const fix = typedIn[0]!.fix!;
    expect("figure" in fix && fix.figure).toBe(`${blacktown.name} › Median weekly rent`);
    const fixed = structuredClone(draft);
    applyFix(fixed, fix);
    const again = await post<CheckResult>("/api/check", { file: BLACKTOWN, data: fixed });
    expect(again.own).toEqual([]);
    expect(again.figures?.find((figure) => figure.name === "suburb.rent")?.value).toBe(dollars(blacktown.snapshot.medianRentPerWeek));
  });
});

describe("a new suburb report", () => {
  it("starts with no field holding TODO, and every problem in the form's words", async () => {
    const opened = await post<{ file: string; data: unknown }>("/api/collections/suburbs/new", { name: "Merrylands" });
    expect(JSON.stringify(opened.data)).not.toMatch(/TODO/);
    const result = await post<CheckResult>("/api/check", { file: opened.file, data: opened.data });
    expect(result.own.length).toBeGreaterThan(0);
    for (const problem of result.own) expect(problem.staff ?? problem.message, problem.path).not.toMatch(/TODO|[{}"\\]/);
  });
});
