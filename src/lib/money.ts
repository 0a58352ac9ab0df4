const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** 680000 → "$680,000". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** Gross rental yield in percent to one decimal: a year's rent over the price. 580 a week on 630000 → "4.8%". */
export function grossYield(weeklyRent: number, price: number): string {
  return `${((weeklyRent * 52 * 100) / price).toFixed(1)}%`;
}
