import { formatDollars, formatInterestRate } from "../../lib/money.ts";
import { parseMoney, parsePercent } from "../../calculators/money.ts";
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

/**
 * Whether an area's rent covers the interest on a loan for it: a year's rent (price × gross yield)
 * against a year's interest-only interest on the loan (price × loan-to-value × the example rate),
 * per week. It leaves out every other cost, so a shortfall here is the least the owner pays.
 */
export function RentVersusInterest({
  id,
  heading,
  intro,
  caption,
  loanToValue,
  rows,
  note,
  facts,
  builtOn,
}: BlockProps<"rent-versus-interest", "example-rate">) {
  const example = inForce(facts["example-rate"], builtOn);
  const cells = rows.map((row) => {
    const price = figure(row.price, "price", row.name);
    const rent = (price * figure(row.grossYield, "yield", row.name)) / 100 / 52;
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
          { label: "Suburb" },
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
      {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
    </Section>
  );
}
