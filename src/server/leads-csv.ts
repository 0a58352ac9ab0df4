/**
 * Leads as CSV (RFC 4180: CRLF line ends, every field quoted, quotes doubled) for a spreadsheet.
 * A visitor must not plant a formula the business's spreadsheet runs: an apostrophe goes before any
 * = + - @ (or their fullwidth forms ＝ ＋ － ＠, which spreadsheets take as the same, or a tab or
 * carriage return) that starts a cell, or starts a piece after ";", where a spreadsheet set to
 * separate by semicolons starts a new cell.
 */
import { officeSheetTime, officeZone } from "../lib/dates.ts";
import { anyFormFieldLabel, formLabel, type OwnFormInbox, type OwnFormTitles } from "../admin/inbox/words.ts";
import { KERNEL_STATUS_WORDS, type StatusWords } from "../admin/inbox/status-words.ts";
import type { ExportedLead } from "../storage/lead-inbox.ts";

/**
 * Excel reads a CSV file as the computer's old code page unless it starts with UTF-8's byte order
 * mark, and "Zoë" becomes "ZoÃ«"; Sheets and Numbers skip the mark.
 */
const BOM = "\uFEFF";

/** A column of the file: its heading, and what each lead's cell holds. */
interface Column {
  label: string;
  cell(lead: ExportedLead): string | number | null | undefined;
}

const time = (at: string | null) => (at ? officeSheetTime(at) : "");

/**
 * The columns before the visitor's fields, in the words the inbox shows: times in the office's zone,
 * which the heading names. The server's own records of a post (its network, browser and the key
 * that stops a post being stored twice) are not shown on screen and stay out of the file: they
 * help nobody in a spreadsheet, and a copy of personal information nobody needs is a risk.
 */
const leadingColumns = (words: StatusWords, ownInbox: OwnFormInbox): Column[] => [
  { label: "Lead number", cell: (lead) => lead.id },
  { label: `Received ${officeZone()}`, cell: (lead) => time(lead.received_at) },
  { label: "Form", cell: (lead) => formLabel(lead.form_name, ownInbox) },
  { label: "Page", cell: (lead) => lead.page_path },
  { label: "Status", cell: (lead) => words[lead.status] },
  { label: "Follow up", cell: (lead) => lead.follow_up_on },
];

/** After the fields: the notes (a line each, oldest first), then when the office was told of the lead. */
const trailingColumns = (): Column[] => [
  { label: "Notes", cell: (lead) => lead.notes.join("\n") },
  { label: `Office notified ${officeZone()}`, cell: (lead) => time(lead.notified_at) },
];

/**
 * A column per field label: fields the forms name differently but label alike (a "Phone" in two
 * forms) share one, so no two columns have the same heading. Made once per file; `words` are the
 * statuses as the site's inbox says them, `ownInbox` what the site's own forms call their leads.
 */
export function csvColumns(
  fieldNames: readonly string[],
  words: StatusWords = KERNEL_STATUS_WORDS,
  ownTitles: OwnFormTitles = {},
  ownInbox: OwnFormInbox = {},
): Column[] {
  const byLabel = new Map<string, string[]>();
  for (const name of fieldNames) {
    const label = anyFormFieldLabel(name, ownTitles);
    byLabel.set(label, [...(byLabel.get(label) ?? []), name]);
  }
  const fields = [...byLabel].map(([label, names]): Column => ({
    label,
    cell: (lead) => names.map((name) => lead.fields[name]).find((value) => value !== undefined),
  }));
  return [...leadingColumns(words, ownInbox), ...fields, ...trailingColumns()];
}

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

/** The file's start: the byte order mark and the headings. */
export const csvHeader = (columns: readonly Column[]): string => BOM + csvLine(columns.map((column) => column.label));

/** One lead's line, in the header's columns. */
export const csvRow = (lead: ExportedLead, columns: readonly Column[]): string => csvLine(columns.map((column) => column.cell(lead)));

const csvLine = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(",") + "\r\n";

/** Leads held in memory as CSV, oldest lead first (the back office and the command line stream theirs, see leadsCsvStream). */
export function leadsToCsv(leads: ExportedLead[]): string {
  const oldestFirst = [...leads].sort((a, b) => a.id - b.id);
  const fieldNames: string[] = [];
  for (const lead of oldestFirst) addFieldNames(fieldNames, Object.keys(lead.fields));
  const columns = csvColumns(fieldNames);
  return csvHeader(columns) + oldestFirst.map((lead) => csvRow(lead, columns)).join("");
}

/** Where an export reads its leads: two passes over the same pages of leads, oldest first. */
export interface CsvSource {
  /** Every field name, in the order they first appear (the first pass). */
  fieldNames: readonly string[];
  /** The statuses as the site's inbox says them; the kernel's words without. */
  statusWords?: StatusWords;
  /** The site's own forms' field titles, which head their columns. */
  ownTitles?: OwnFormTitles;
  /** What the site's own forms call their leads, in the Form column. */
  ownInbox?: OwnFormInbox;
  /** The leads, a page at a time, oldest first (the second pass). */
  pages(): AsyncIterable<ExportedLead[]>;
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
  const columns = csvColumns(source.fieldNames, source.statusWords, source.ownTitles, source.ownInbox);
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
            controller.enqueue(encoder.encode(csvHeader(columns)));
          } else {
            const next = await pages.next();
            if (next.done) {
              controller.close();
              return end();
            }
            controller.enqueue(encoder.encode(next.value.map((lead) => csvRow(lead, columns)).join("")));
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
