const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** 680000 → "$680,000". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** What the example can borrow against: up to maxLvr percent of the value, less the loan. */
export function usableEquity(value: number, loanBalance: number, maxLvr: number): { lendable: number; usable: number } {
  const lendable = Math.round((value * maxLvr) / 100);
  return { lendable, usable: Math.max(0, lendable - loanBalance) };
}

/** Gross rental yield in percent to one decimal: a year's rent over the price. 580 a week on 630000 → "4.8%". */
export function grossYield(weeklyRent: number, price: number): string {
  return `${((weeklyRent * 52 * 100) / price).toFixed(1)}%`;
}
