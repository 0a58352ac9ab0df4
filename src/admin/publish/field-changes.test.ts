/**
 * What a draft changes, as the Publish page shows it: each changed field once, under the label the
 * editor's form gives it (the schema's own `editor` label where it has one), before and after, and
 * never a JSON path; files that are not compared field by field say so in a sentence.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "../../content/content-files.ts";
import { fieldLabeller } from "./field-labels.ts";
import { draftChanges } from "./field-changes.ts";

const FILE = "pages.config/suburbs/blacktown.json";
const PROJECT = path.resolve(import.meta.dirname, "../../..");

interface Report {
  snapshot: Record<string, unknown>;
  reasons: { title: string }[];
}

describe("a draft's changes, field by field", () => {
  it("shows going live in words: who, and when as the office's time, never an ISO timestamp", async () => {
    const SITE = "pages.config/site.json";
    const before = readFileSync(path.join(PROJECT, DEFAULT_SITE, SITE), "utf8");
    const since = "2026-11-29T08:30:00.000Z";
    const after = JSON.stringify({ ...(JSON.parse(before) as object), live: { by: "owner@example.com", since } }, null, 2);
    const changes = draftChanges(SITE, before, after, await fieldLabeller(path.join(PROJECT, DEFAULT_SITE)));
    const shown = "fields" in changes ? changes.fields.map((field) => field.after).join(" ") : "";
    expect(shown).toContain("owner@example.com");
    expect(shown).not.toContain(since);
    // 08:30 UTC is 7:30 pm in Sydney in summer (AEDT, UTC+11), computed here by the platform's own clock rules.
    const sydney = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "numeric", minute: "2-digit" }).format(new Date(since));
    expect(shown.replace(/\s/g, " ")).toContain(sydney.replace(/\s/g, " "));
  });

  it("names each changed field as the editor does, with its value before and after, and nothing unchanged", async () => {
    const before = readFileSync(path.join(PROJECT, DEFAULT_SITE, FILE), "utf8");
    const report = JSON.parse(before) as Report;
    const schema = JSON.parse(readFileSync(path.join(PROJECT, DEFAULT_SITE, "collections/suburbs/suburb.schema.json"), "utf8")) as {
      properties: { snapshot: { properties: { growth12Months: { editor: { label: string } } } } };
    };
    const growthLabel = schema.properties.snapshot.properties.growth12Months.editor.label;
    const oldGrowth = String(report.snapshot.growth12Months);
    const oldTitle = report.reasons[0]!.title;
    report.snapshot.growth12Months = oldGrowth === "Strong" ? "Positive" : "Strong";
    report.reasons[0]!.title = `${oldTitle} and more`;

    const changes = draftChanges(FILE, before, `${JSON.stringify(report, null, 2)}\n`, await fieldLabeller(path.join(PROJECT, DEFAULT_SITE)));

    expect(changes).toEqual({
      fields: [
        { field: `Snapshot › ${growthLabel}`, before: oldGrowth, after: report.snapshot.growth12Months },
        // The item as the editor's form heads it ("Suburb reason 1"), not the list's name and a number.
        { field: expect.stringMatching(/^(?!Reasons)\D+ 1 › Title$/), before: oldTitle, after: `${oldTitle} and more` },
      ],
    });
  });

  it("a field taken out shows as emptied, and a new file lists what it holds", async () => {
    const before = readFileSync(path.join(PROJECT, DEFAULT_SITE, FILE), "utf8");
    const report = JSON.parse(before) as Report & { snapshot: { vacancyRate?: number } };
    const rate = report.snapshot.vacancyRate;
    delete report.snapshot.vacancyRate;
    const changes = draftChanges(FILE, before, JSON.stringify(report), await fieldLabeller(path.join(PROJECT, DEFAULT_SITE)));
    expect(changes).toEqual({ fields: [{ field: "Snapshot › Vacancy rate", before: String(rate), after: "" }] });

    // A new file: every field it holds, from empty, none named by a JSON path.
    const created = draftChanges(FILE, null, before, await fieldLabeller(path.join(PROJECT, DEFAULT_SITE)));
    const fields = "fields" in created ? created.fields : [];
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) expect(field.before === "" && !/[[\].]/.test(field.field), field.field).toBe(true);
  });

  it("a picture's field shows what the picture is, never the name made from an upload's bytes", async () => {
    const file = "pages.config/site.json";
    const before = readFileSync(path.join(PROJECT, DEFAULT_SITE, file), "utf8");
    const site = JSON.parse(before) as { broker: Record<string, unknown> };
    site.broker.photo = { src: "pages.config/images/upload-0123456789abcdef.jpg", alt: "The broker at the office" };
    const changes = draftChanges(file, before, JSON.stringify(site), await fieldLabeller(path.join(PROJECT, DEFAULT_SITE)));
    const values = "fields" in changes ? changes.fields.map((change) => change.after) : [];
    expect(values).toContain("The broker at the office");
    expect(values.join(" ")).not.toContain("upload-");
    expect(values.some((value) => /picture uploaded in the back office/.test(value))).toBe(true);
  });

  it("a deletion, a picture and text that is not content are each said in a sentence", async () => {
    const label = await fieldLabeller(path.join(PROJECT, DEFAULT_SITE));
    expect(draftChanges(FILE, "{}", null, label)).toEqual({ whole: "The whole of it is deleted." });
    expect(draftChanges("pages.config/images/upload-0123456789abcdef.jpg", null, "AAAA", label)).toEqual({ whole: "A new picture." });
    expect(draftChanges(FILE, "{}", "{ not json", label)).toMatchObject({ whole: expect.stringContaining("cannot be compared") });
  });
});
