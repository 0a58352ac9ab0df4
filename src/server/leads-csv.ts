/**
 * Leads as CSV (RFC 4180: CRLF line ends, quotes doubled, fields with commas, quotes or line
 * breaks quoted) for a spreadsheet. A cell starting with = + - @ (or a tab or carriage return)
 * gets a leading apostrophe, so a visitor cannot plant a formula the broker's spreadsheet runs.
 */
import type { StoredLead } from "../storage/lead-store.ts";

const FIXED_COLUMNS = ["id", "received_at", "form_name", "page_path"] as const;
const TRAILING_COLUMNS = ["remote_network", "user_agent", "notified_at", "lead_key"] as const;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
