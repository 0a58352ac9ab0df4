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

/** What the browser needs to render a page's interactive blocks on their own (src/client/islands.tsx). */
export interface PageContext {
  site: SiteConfig;
  /** The page's path, e.g. "/services/home-loans". */
  path: string;
}

const PagePathContext = createContext<string | null>(null);

export const PagePathProvider = PagePathContext.Provider;

/**
 * The page's path, the same while prerendering and in the browser (an island has no router to ask,
 * and the address of the 404 page is not its path).
 */
export function usePagePath(): string {
  const path = useContext(PagePathContext);
  if (path === null) throw new Error("usePagePath() must be used inside <PagePathProvider>");
  return path;
}
