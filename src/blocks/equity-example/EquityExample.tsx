import type { EquityExampleBlock } from "../../generated/content-types.ts";
import { usableEquity } from "../../calculators/equity.ts";
import { dollarsToCents } from "../../calculators/money.ts";
import { formatPrice } from "../../lib/money.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Section } from "../../ui/Section.tsx";

/** The arithmetic is shown line by line so a visitor can redo it with their own figures. */
export function EquityExample({ id, heading, intro, property, value, loanBalance, maxLvr, story, actions }: EquityExampleBlock) {
  // The equity calculator's own function, so the example and the calculator can never disagree.
  const equity = usableEquity(dollarsToCents(value), dollarsToCents(loanBalance), maxLvr * 1000);
  const lendable = equity.lendable / 100;
  const usable = equity.usable / 100;
  const lines = [
    { label: `Value of ${property}`, amount: formatPrice(value) },
    { label: `${maxLvr}% of the value (the most lenders lend without mortgage insurance)`, amount: formatPrice(lendable) },
    { label: "Less the loan still owed", amount: `−${formatPrice(loanBalance)}` },
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
              <dd className="text-2xl font-bold whitespace-nowrap text-accent-300" data-testid="usable-equity">
                {formatPrice(usable)}
              </dd>
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
