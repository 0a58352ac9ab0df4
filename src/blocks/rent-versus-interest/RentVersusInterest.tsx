import { formatDollars, formatInterestRate } from "../../lib/money.ts";
import { parseMoney, parsePercent } from "../../calculators/money.ts";
import { ComparisonRate } from "../../calculator-ui/ComparisonRate.tsx";
import { inForce } from "../../calculator-ui/facts-in-force.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { Section } from "../../ui/Section.tsx";
import type { BlockProps } from "../define-block.ts";

/** A figure the page states ("$860K", "3.9%") as a number, or the build stops naming the row. */
function figure(text: string, kind: "price" | "yield", row: string): number {
  const parsed = kind === "price" ? parseMoney(text) : parsePercent(text);
  if (!parsed.ok)
    throw new Error(
      `rent versus interest table: the ${kind} of "${row}" is "${text}", which is not a ${kind === "price" ? "price such as $860K" : "percentage such as 3.9%"}`,
    );
  return kind === "price" ? parsed.value / 100 : parsed.value / 1000;
}

/** "None of these 5 areas reaches it.", "2 of these 5 areas reach it.", "This area reaches it." */
function howManyReach(reaching: number, areas: number): string {
  if (areas === 1) return reaching ? "This area reaches it." : "This area does not reach it.";
  if (reaching === 0) return `None of these ${areas} areas reaches it.`;
  return `${reaching === areas ? "All" : reaching} of these ${areas} areas ${reaching === 1 ? "reaches" : "reach"} it.`;
}

/**
 * Whether an area's rent covers the interest on a loan for it: a year's rent (price × gross yield)
 * against a year's interest-only interest on the loan (price × loan-to-value × the example rate),
 * per week. It leaves out every other cost, so a shortfall here is the least the owner pays. Under
 * the table: the gross yield at which rent covers that interest, worked out rather than typed so it
 * follows the example rate, how many rows reach it, and the rate's comparison rate, which an
 * advertised rate must carry.
 */
export function RentVersusInterest({
  id,
  heading,
  intro,
  caption,
  areaLabel = "Area",
  loanToValue,
  rows,
  note,
  facts,
  builtOn,
}: BlockProps<"rent-versus-interest", "example-rate">) {
  const example = inForce(facts["example-rate"], builtOn);
  const breakEven = (loanToValue / 100) * example.rate;
  let reaching = 0;
  const cells = rows.map((row) => {
    const price = figure(row.price, "price", row.name);
    const grossYield = figure(row.grossYield, "yield", row.name);
    if (grossYield > breakEven) reaching++;
    const rent = (price * grossYield) / 100 / 52;
    const interest = (price * (loanToValue / 100) * (example.rate / 100)) / 52;
    const gap = rent - interest;
    return [
      row.name,
      row.region,
      row.propertyType,
      row.price,
      row.grossYield,
      formatDollars(rent),
      formatDollars(interest),
      `${gap < 0 ? "−" : "+"}${formatDollars(Math.abs(gap))}`,
      row.reasons,
    ];
  });
  return (
    <Section id={id} heading={heading} intro={intro}>
      <DataTable
        caption={caption}
        columns={[
          { label: areaLabel },
          { label: "Region" },
          { label: "Property type" },
          { label: "Median price", numeric: true },
          { label: "Gross yield", numeric: true },
          { label: "Rent a week at that yield", numeric: true },
          { label: `Interest a week on ${loanToValue}% of the price at ${formatInterestRate(example.rate)}`, numeric: true },
          { label: "Rent less interest a week", numeric: true },
          { label: "Why investors look here" },
        ]}
        rows={cells}
      />
      <p className="mt-4 text-slate-700">
        Rent covers the interest alone only where the gross yield is above {formatInterestRate(breakEven)}, which is {loanToValue}% of{" "}
        {formatInterestRate(example.rate)}. {howManyReach(reaching, rows.length)}
      </p>
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
      <div className="mt-4 text-sm text-slate-600">
        <ComparisonRate example={example} />
      </div>
    </Section>
  );
}
