/** The leads' CSV as a spreadsheet opens it: no cell, and no piece of one after ";", can be a formula. */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { ExportedLead } from "../../src/storage/lead-inbox.ts";
import { leadsToCsv } from "../../src/server/leads-csv.ts";

/** What a spreadsheet takes for the start of a formula, fullwidth forms included. */
const SIGNS = ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "\t", "\r"];
const startsFormula = (piece: string) => SIGNS.includes(piece.trimStart().charAt(0)) || SIGNS.includes(piece.charAt(0));

const planted = ["=1+1", ";=1+1", "\uFF1D1+1", "\uFF0BSUM(A1)", "\uFF0D1", "\uFF20x", "a;+SUM(A1:A9)", "\t=1", "\r=1", " =1+1", 'x";=1+1', "ok, fine"];

const lead = (id: number, message: string): ExportedLead =>
  ({
    status: "new",
    follow_up_on: null,
    first_viewed_at: null,
    notes: [message],
    id,
    received_at: "2026-11-25T09:00:00.000Z",
    form_name: "contact",
    page_path: "/contact",
    fields: { message },
    remote_network: null,
    user_agent: null,
    notified_at: null,
    lead_key: null,
  }) as unknown as ExportedLead;

describe("the leads' CSV", () => {
  const csv = leadsToCsv(planted.map((message, i) => lead(i + 1, message)));
  const rows = parse(csv, { bom: true, columns: true, relax_column_count: false }) as Record<string, string>[];
  /** The contact form's title for its message field, from the schema's own file. */
  const messageTitle = (JSON.parse(readFileSync("schemas/forms/contact.schema.json", "utf8")) as { properties: { message: { title: string } } }).properties
    .message.title;

  it("quotes every cell", () => {
    for (const line of csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean))
      expect(line, line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  });

  it("keeps what the visitor typed readable, and lets no cell, nor any piece of one after ';', start a formula", () => {
    expect(rows.length).toBe(planted.length);
    rows.forEach((row, i) => {
      // The visitor's message, and a note with the same words.
      for (const cell of [row[messageTitle] ?? "", row.Notes ?? ""]) {
        for (const piece of cell.split(";")) expect(startsFormula(piece), JSON.stringify(cell)).toBe(false);
        // Only apostrophes were added.
        expect(cell.replace(/'/g, ""), JSON.stringify(cell)).toBe((planted[i] ?? "").replace(/'/g, ""));
      }
    });
  });
});
