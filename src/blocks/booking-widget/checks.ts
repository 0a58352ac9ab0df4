/** The card of the person visitors talk to and the association membership come from site.json, so a site must state them to show them. */
import { defineChecks } from "../../content/block-check-contract.ts";
import { addSectionAdvice, hasSection } from "../../content/site-sections.ts";

export default defineChecks({
  type: "booking-widget",
  site(blocks, { site }, report) {
    if (!site) return;
    for (const { block, page, at } of blocks) {
      if (block.broker && !hasSection(site, "broker"))
        report(
          page,
          [...at, "broker"],
          `puts the card of the person visitors talk to beside the calendar, but ${addSectionAdvice("broker", `or take out "broker": true`)}`,
        );
      if (block.membership && !hasSection(site, "legal"))
        report(page, [...at, "membership"], `shows the association membership, but ${addSectionAdvice("legal", `or take out "membership": true`)}`);
    }
  },
});
