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

/** Adds the names of `fields` not yet in `names`, in their order: a column per field name any lead has, in the order they first appear. */
export function addFieldNames(names: string[], fields: readonly string[]): void {
  for (const name of fields) if (!names.includes(name)) names.push(name);
}

/** The header line: the fixed columns, one per field name, then the trailing columns. */
export const csvHeader = (fieldNames: readonly string[]): string => csvLine([...FIXED_COLUMNS, ...fieldNames, ...TRAILING_COLUMNS]);

/** One lead's line, its fields in the header's columns. */
export const csvRow = (lead: StoredLead, fieldNames: readonly string[]): string =>
  csvLine([...FIXED_COLUMNS.map((column) => lead[column]), ...fieldNames.map((name) => lead.fields[name]), ...TRAILING_COLUMNS.map((column) => lead[column])]);

const csvLine = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(",") + "\r\n";

/** Leads held in memory as CSV, oldest lead first (the command line's export; the back office streams, see leadsCsvStream). */
export function leadsToCsv(leads: StoredLead[]): string {
  const oldestFirst = [...leads].sort((a, b) => a.id - b.id);
  const fieldNames: string[] = [];
  for (const lead of oldestFirst) addFieldNames(fieldNames, Object.keys(lead.fields));
  return csvHeader(fieldNames) + oldestFirst.map((lead) => csvRow(lead, fieldNames)).join("");
}

/** Where an export reads its leads: two passes over the same pages of leads, oldest first. */
export interface CsvSource {
  /** Every field name, in the order they first appear (the first pass). */
  fieldNames: readonly string[];
  /** The leads, a page at a time, oldest first (the second pass). */
  pages(): AsyncIterable<StoredLead[]>;
}

export interface CsvStreamOptions {
  /** Called once when the file has ended, failed or been given up (the reader went away, or stopped reading for `idleMs`). */
  onEnd?: () => void;
  /** A reader that takes nothing for this long is given up, so a stalled download holds nothing for ever. */
  idleMs?: number;
}

/**
 * The same CSV as leadsToCsv, made a page of leads at a time, as the reader takes it: never the
 * whole file, nor every lead, in memory, and the server's thread free between pages.
 */
export function leadsCsvStream(source: CsvSource, { onEnd = () => {}, idleMs = 120_000 }: CsvStreamOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = source.pages()[Symbol.asyncIterator]();
  let headerSent = false;
  let ended = false;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(idle);
    if (ended) return;
    ended = true;
    void pages.return?.();
    onEnd();
  };
  const waitForReader = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      controller.error(new Error("the download stopped being read"));
      end();
    }, idleMs);
    idle.unref();
  };
  return new ReadableStream<Uint8Array>(
    {
      start: waitForReader,
      async pull(controller) {
        clearTimeout(idle);
        try {
          if (!headerSent) {
            headerSent = true;
            controller.enqueue(encoder.encode(csvHeader(source.fieldNames)));
          } else {
            const next = await pages.next();
            if (next.done) {
              controller.close();
              return end();
            }
            controller.enqueue(encoder.encode(next.value.map((lead) => csvRow(lead, source.fieldNames)).join("")));
          }
          waitForReader(controller);
        } catch (error) {
          end();
          throw error;
        }
      },
      cancel: end,
    },
    // One page ahead of the reader at most: a slow download reads the database no faster than it takes the file.
    { highWaterMark: 1 },
  );
}
