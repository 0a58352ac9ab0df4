/**
 * Leads as CSV (RFC 4180: CRLF line ends, every field quoted, quotes doubled) for a spreadsheet.
 * A visitor must not plant a formula the broker's spreadsheet runs: an apostrophe goes before any
 * = + - @ (or their fullwidth forms ＝ ＋ － ＠, which spreadsheets take as the same, or a tab or
 * carriage return) that starts a cell, or starts a piece after ";", where a spreadsheet set to
 * separate by semicolons starts a new cell.
 */
import type { StoredLead } from "../storage/lead-store.ts";

const FIXED_COLUMNS = ["id", "received_at", "form_name", "page_path"] as const;
const TRAILING_COLUMNS = ["remote_network", "user_agent", "notified_at", "lead_key"] as const;

/** Where a cell, or a piece of it after ";", would start with a formula's sign (after any spaces). */
const FORMULA_START = /(^|;)(?=\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${text.replace(FORMULA_START, "$1'").replace(/"/g, '""')}"`;
}

/** One column per field name any lead has, in the order they first appear (oldest lead first). */
export function leadsToCsv(leads: StoredLead[]): string {
  const oldestFirst = [...leads].sort((a, b) => a.id - b.id);
  const fieldNames: string[] = [];
  for (const lead of oldestFirst) for (const name of Object.keys(lead.fields)) if (!fieldNames.includes(name)) fieldNames.push(name);
  const header = [...FIXED_COLUMNS, ...fieldNames, ...TRAILING_COLUMNS];
  const rows = oldestFirst.map((lead) => [
    ...FIXED_COLUMNS.map((column) => lead[column]),
    ...fieldNames.map((name) => lead.fields[name]),
    ...TRAILING_COLUMNS.map((column) => lead[column]),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
