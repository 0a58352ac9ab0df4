/** The calculator blocks as the site's pages configure them, for the components' tests. */
import type { Block, PageDocument } from "../../generated/content-types.ts";
import repayments from "../../../pages.config/pages/calculators/repayments.json";
import borrowingPower from "../../../pages.config/pages/calculators/borrowing-power.json";
import nswTransferDuty from "../../../pages.config/pages/calculators/nsw-transfer-duty.json";
import equity from "../../../pages.config/pages/calculators/equity.json";
import depositAndLmi from "../../../pages.config/pages/calculators/deposit-and-lmi.json";

export const calculatorPages = { repayments, borrowingPower, nswTransferDuty, equity, depositAndLmi } as unknown as Record<string, PageDocument>;

export function configuredBlock<T extends Block["type"]>(page: keyof typeof calculatorPages, type: T): Extract<Block, { type: T }> {
  const block = calculatorPages[page]?.blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
  if (!block) throw new Error(`no ${type} block on the ${page} calculator page`);
  return block;
}
