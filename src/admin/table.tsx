/**
 * The back office's one table. Its headings come from its columns, and so do the labels a phone
 * shows before each cell once the rows stack into cards: a heading is written once and the two
 * cannot drift apart.
 */
import type { Key, ReactNode } from "react";

export interface Column {
  heading: string;
  /** The heading is for screen readers only: the column's buttons and links say what they do. */
  hidden?: boolean;
  /** On a phone the cells stand without the heading: the first column heads the card, or the content says what it is. */
  bare?: boolean;
}

export interface Row {
  key: Key;
  /** One a column, in the columns' order. */
  cells: ReactNode[];
}

/**
 * `stack`: a page's table, in a panel that scrolls sideways when the table is wider, and a list of
 * cards on a phone. `compact`: a small table inside another's cell (a draft's before and after),
 * each row headed by its first cell.
 */
export type TableVariant = "stack" | "compact";

const TABLE_CLASS: Record<TableVariant, string> = { stack: "stack", compact: "field-changes" };

export function Table({ columns, rows, variant = "stack" }: { columns: readonly Column[]; rows: readonly Row[]; variant?: TableVariant }) {
  const rowHeaders = variant === "compact";
  const table = (
    <table className={TABLE_CLASS[variant]}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.hidden ? <span className="visually-hidden">{column.heading}</span> : column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          // A row short of a cell would shift every later cell under the wrong heading.
          if (row.cells.length !== columns.length)
            throw new Error(`The "${columns[0]?.heading}" table's row ${String(row.key)} has ${row.cells.length} cells for ${columns.length} columns.`);
          return (
            <tr key={row.key}>
              {row.cells.map((cell, index) => {
                const column = columns[index]!;
                if (index === 0 && rowHeaders)
                  return (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  );
                return (
                  <td key={index} data-label={column.hidden || column.bare ? undefined : column.heading}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
  return variant === "stack" ? <div className="wide-table">{table}</div> : table;
}
