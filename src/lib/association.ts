import type { SiteConfig } from "../generated/content-types.ts";

/** The broker's association as a page names it: "Finance Brokers Association of Australia (FBAA)", or the short name alone. */
export const associationInWords = ({ association, associationName }: Pick<NonNullable<SiteConfig["legal"]>, "association" | "associationName">): string =>
  associationName ? `${associationName} (${association})` : association;
