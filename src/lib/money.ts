/** The site's one money formatter: every amount in dollars, on a page, in a calculator or in a message, is written here. */
const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 680000 → "$680,000"; rounds to whole dollars. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** 3597.3 → "$3,597.30". */
export function formatDollarsAndCents(amount: number): string {
  return dollarsAndCents.format(amount);
}

/** Cents only when there are some: 12500 → "$12,500", 3597.3 → "$3,597.30". */
export function formatMoney(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100) ? formatDollars(amount) : formatDollarsAndCents(amount);
}

/** The site's one format for prices: 880000 → "$880K", 1150000 → "$1.15M", 105000 → "$105K". */
export function formatPrice(amount: number): string {
  if (amount >= 1_000_000) return `$${Number((amount / 1_000_000).toFixed(2))}M`;
  if (amount >= 1_000) return `$${Number((amount / 1_000).toFixed(1))}K`;
  return formatDollars(amount);
}

/** The site's one format for rents: 640 → "$640/wk". */
export function formatWeeklyRent(amount: number): string {
  return `${formatDollars(amount)}/wk`;
}

/** Gross rental yield in percent to one decimal: a year's rent over the price. 580 a week on 630000 → "4.8%". */
export function grossYield(weeklyRent: number, price: number): string {
  return `${((weeklyRent * 52 * 100) / price).toFixed(1)}%`;
}

/** An interest rate as lenders quote it, to two decimals: 6.5 → "6.50%". */
export function formatInterestRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
