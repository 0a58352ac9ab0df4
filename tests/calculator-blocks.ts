/** The calculator blocks as the site's pages configure them, with the facts they state, for the components' tests. */
import type { Block, PageDocument } from "../src/generated/content-types.ts";
import type { FactName, Facts } from "../src/generated/facts.ts";
import type { BlockProps } from "../src/blocks/define-block.ts";
import repayments from "../sites/westline/pages.config/pages/calculators/repayments.json";
import borrowingPower from "../sites/westline/pages.config/pages/calculators/borrowing-power.json";
import nswTransferDuty from "../sites/westline/pages.config/pages/calculators/nsw-transfer-duty.json";
import equity from "../sites/westline/pages.config/pages/calculators/equity.json";
import depositAndLmi from "../sites/westline/pages.config/pages/calculators/deposit-and-lmi.json";
import exampleRate from "../sites/westline/pages.config/facts/example-rate.json";
import incomeTax from "../sites/westline/pages.config/facts/income-tax.json";
import medicareLevy from "../sites/westline/pages.config/facts/medicare-levy.json";
import lowIncomeTaxOffset from "../sites/westline/pages.config/facts/low-income-tax-offset.json";
import serviceabilityBuffer from "../sites/westline/pages.config/facts/serviceability-buffer.json";
import debtToIncomeLimit from "../sites/westline/pages.config/facts/debt-to-income-limit.json";
import nswDuty from "../sites/westline/pages.config/facts/nsw-transfer-duty.json";
import nswFirstHomeBuyers from "../sites/westline/pages.config/facts/nsw-first-home-buyers.json";
import homeGuarantee from "../sites/westline/pages.config/facts/home-guarantee.json";

export const calculatorPages = { repayments, borrowingPower, nswTransferDuty, equity, depositAndLmi } as unknown as Record<string, PageDocument>;

/** The dated facts the calculators use, as written in pages.config/facts/. */
export const calculatorFacts = {
  "example-rate": exampleRate,
  "income-tax": incomeTax,
  "medicare-levy": medicareLevy,
  "low-income-tax-offset": lowIncomeTaxOffset,
  "serviceability-buffer": serviceabilityBuffer,
  "debt-to-income-limit": debtToIncomeLimit,
  "nsw-transfer-duty": nswDuty,
  "nsw-first-home-buyers": nswFirstHomeBuyers,
  "home-guarantee": homeGuarantee,
} as unknown as Pick<Facts, FactName>;

export function configuredBlock<T extends Block["type"]>(page: keyof typeof calculatorPages, type: T): Extract<Block, { type: T }> {
  const block = calculatorPages[page]?.blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
  if (!block) throw new Error(`no ${type} block on the ${page} calculator page`);
  return block;
}

/** A calculator block as a page built on `builtOn` renders it: its fields and every calculator fact. */
export function builtBlock<T extends Block["type"]>(page: keyof typeof calculatorPages, type: T, builtOn: string): BlockProps<T, FactName> {
  return { ...configuredBlock(page, type), facts: calculatorFacts, builtOn } as BlockProps<T, FactName>;
}
