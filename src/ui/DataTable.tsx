import type { TableColumn } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";

interface DataTableProps {
  caption: string;
  columns: TableColumn[];
  rows: string[][];
  /** On phones, show each row as a card of labelled cells instead of a wide table. */
  stackOnPhones?: boolean;
  compact?: boolean;
}

/**
 * A real table: caption, column headers and row headers for screen readers. A schema cannot say
 * that every row has one cell per column, so a mismatch stops the build here, naming the table.
 */
export function DataTable({ caption, columns, rows, stackOnPhones = true, compact = false }: DataTableProps) {
  rows.forEach((row, index) => {
    if (row.length !== columns.length)
      throw new Error(`table "${caption}": row ${index + 1} ("${row[0]}") has ${row.length} cells but the table has ${columns.length} columns`);
  });
  const stack = stackOnPhones;
  const pad = compact ? "px-3 py-1.5" : "px-4 py-3";
  const align = (column: TableColumn | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");
  return (
    // No ARIA roles on the parts: HTML forbids them inside a plain table (the Nu validator checks).
    <table className={cn("w-full border-collapse", compact ? "text-sm" : "text-base", stack && "max-sm:block")}>
      <caption className={cn("mb-3 text-left font-semibold text-brand-900", compact ? "text-sm" : "text-lg", stack && "max-sm:block")}>{caption}</caption>
      <thead className={cn("bg-brand-900 text-white", stack && "max-sm:sr-only")}>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={cn(pad, "font-semibold", align(column))}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(stack && "max-sm:block max-sm:space-y-4")}>
        {rows.map((row) => (
          <tr
            key={row[0]}
            className={cn(
              "border-b border-slate-200 even:bg-slate-50",
              stack && "max-sm:block max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:even:bg-white",
            )}
          >
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={cn(pad, "text-left font-semibold text-brand-900", stack && "max-sm:block max-sm:p-0 max-sm:text-lg")}>
                  {cell}
                </th>
              ) : (
                <td
                  key={index}
                  data-label={columns[index]?.label}
                  className={cn(
                    pad,
                    "align-top text-slate-700",
                    align(columns[index]),
                    stack &&
                      "max-sm:grid max-sm:grid-cols-[7.5rem_1fr] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
                  )}
                >
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
