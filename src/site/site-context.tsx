import { createContext, useContext } from "react";
import type { SiteConfig } from "../generated/content-types.ts";

const SiteContext = createContext<SiteConfig | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site configuration (brand, phone, links) for any component below the root. */
export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() must be used inside <SiteProvider>");
  return site;
}
