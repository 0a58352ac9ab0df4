import type { MarketSnapshotBlock } from "../../generated/content-types.ts";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Section } from "../../ui/Section.tsx";
import { SnapshotChart } from "./SnapshotChart.tsx";

export function MarketSnapshot({ id, heading, intro, rows, note, comparison }: MarketSnapshotBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <Card className="p-5 sm:p-8">
        <Figures figures={rows} layout="tiles" />
        {comparison && <SnapshotChart {...comparison} />}
        {note && <p className="mt-8 text-sm text-slate-600">{note}</p>}
      </Card>
    </Section>
  );
}
