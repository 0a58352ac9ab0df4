import type { EquityExampleBlock } from "../../generated/content-types.ts";
import { formatDollars, usableEquity } from "../../lib/money.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Section } from "../../ui/Section.tsx";

/** The arithmetic is shown line by line so a visitor can redo it with their own figures. */
export function EquityExample({ id, heading, intro, property, value, loanBalance, maxLvr, story, actions }: EquityExampleBlock) {
  const { lendable, usable } = usableEquity(value, loanBalance, maxLvr);
  const lines = [
    { label: `Value of ${property}`, amount: formatDollars(value) },
    { label: `${maxLvr}% of the value (the most lenders lend without mortgage insurance)`, amount: formatDollars(lendable) },
    { label: "Less the loan still owed", amount: `−${formatDollars(loanBalance)}` },
  ];
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h3 className="text-xl font-semibold">Worked example</h3>
          <dl className="mt-6 divide-y divide-white/20">
            {lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-6 py-3">
                <dt className="text-slate-200">{line.label}</dt>
                <dd className="font-semibold whitespace-nowrap">{line.amount}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-6 pt-4">
              <dt className="text-lg font-semibold">Usable equity</dt>
              <dd className="text-2xl font-bold whitespace-nowrap text-accent-300" data-testid="usable-equity">{formatDollars(usable)}</dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col justify-center">
          {story && <p className="text-lg text-slate-700">{story}</p>}
          <ActionRow actions={actions} placement={id ?? "equity"} className="mt-8" />
        </div>
      </div>
    </Section>
  );
}
