/** The profile shows the person visitors talk to, so a site that names none cannot show it. */
import { defineChecks } from "../../content/block-check-contract.ts";
import { addSectionAdvice, hasSection } from "../../content/site-sections.ts";

export default defineChecks({
  type: "broker-profile",
  site(blocks, { site }, report) {
    if (!site || hasSection(site, "broker")) return;
    for (const { page, at } of blocks)
      report(page, at, `shows the profile of the person visitors talk to, but ${addSectionAdvice("broker", "or take this block out")}`);
  },
});
