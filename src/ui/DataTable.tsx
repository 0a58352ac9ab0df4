import type { TableColumn } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";
import { keepHyphenatedWords } from "./hyphenated.tsx";

interface DataTableProps {
  caption: string;
  columns: TableColumn[];
  rows: string[][];
  /** On phones (and tablets, for a table of many columns), show each row as a card of labelled cells instead of a wide table. */
  stackOnPhones?: boolean;
  compact?: boolean;
}

/**
 * Below which width a table is shown as cards, by its number of columns: literal class names, so
 * Tailwind finds them. A table of many columns (the broker's comparison of nine) no longer fits a
 * tablet's column and would push the page sideways, so it stacks up to a laptop's width.
 */
const STACKED = {
  sm: {
    table: "max-sm:block",
    head: "max-sm:sr-only",
    body: "max-sm:block max-sm:space-y-4",
    row: "max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:even:bg-white",
    rowHeader: "max-sm:block max-sm:p-0 max-sm:text-lg",
    cell: "max-sm:grid max-sm:grid-cols-[7.5rem_1fr] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
  },
  lg: {
    table: "max-lg:block",
    head: "max-lg:sr-only",
    body: "max-lg:block max-lg:space-y-4",
    row: "max-lg:block max-lg:rounded-xl max-lg:border max-lg:bg-white max-lg:p-4 max-lg:shadow-sm max-lg:even:bg-white",
    rowHeader: "max-lg:block max-lg:p-0 max-lg:text-lg",
    cell: "max-lg:grid max-lg:grid-cols-[7.5rem_1fr] max-lg:gap-3 max-lg:px-0 max-lg:py-1 max-lg:text-left max-lg:before:font-medium max-lg:before:text-slate-500 max-lg:before:content-[attr(data-label)]",
  },
};
/** More columns than this do not fit beside each other in a tablet's column (768 px). */
const TABLET_COLUMNS = 6;

/**
 * A real table: caption, column headers and row headers for screen readers. A schema cannot say
 * that every row has one cell per column, so a mismatch stops the build here, naming the table.
 */
export function DataTable({ caption, columns, rows, stackOnPhones = true, compact = false }: DataTableProps) {
  rows.forEach((row, index) => {
    if (row.length !== columns.length)
      throw new Error(`table "${caption}": row ${index + 1} ("${row[0]}") has ${row.length} cells but the table has ${columns.length} columns`);
  });
  const stack = stackOnPhones ? STACKED[columns.length > TABLET_COLUMNS ? "lg" : "sm"] : undefined;
  const pad = compact ? "px-3 py-1.5" : "px-4 py-3";
  const align = (column: TableColumn | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    // No ARIA roles on the parts: HTML forbids them inside a plain table (the Nu validator checks).
    <table className={cn("w-full border-collapse", compact ? "text-sm" : "text-base", stack?.table)}>
      <caption className={cn("mb-3 text-left font-semibold text-brand-900", compact ? "text-sm" : "text-lg", stack?.table)}>{caption}</caption>
      <thead className={cn("bg-brand-900 text-white", stack?.head)}>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(pad, "font-semibold", align(column))}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(stack?.body)}>
        {rows.map((row) => (
          <tr key={row[0]} className={cn("border-b border-slate-200 even:bg-slate-50", stack?.row)}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={cn(pad, "text-left align-top font-semibold text-brand-900", stack?.rowHeader)}>
                  {keepHyphenatedWords(cell, { inTable: true })}
                </th>
              ) : (
                <td key={index} data-label={columns[index]?.label} className={cn(pad, "align-top text-slate-700", align(columns[index]), stack?.cell)}>
                  {/* One element, so a cell stacked as a grid (label, value) keeps its value in one place. */}
                  <span>{keepHyphenatedWords(cell, { inTable: true })}</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
