import type { TableBlock } from "../../generated/content-types.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Section } from "../../ui/Section.tsx";

export function Table({ id, heading, intro, caption, columns, rows, note }: TableBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <DataTable caption={caption} columns={columns} rows={rows} />
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
    </Section>
  );
}
