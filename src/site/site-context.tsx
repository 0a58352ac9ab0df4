import { createContext, useContext } from "react";
import type { SiteConfig } from "../generated/content-types.ts";
import type { Facts } from "../generated/facts.ts";

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

/** Every fact and the day the content was checked: what the prerender gives blocks that ask for facts. */
export interface FactsContextValue {
  facts: Facts;
  builtOn: string;
}

const FactsContext = createContext<FactsContextValue | null>(null);

export const FactsProvider = FactsContext.Provider;

/**
 * The build day (YYYY-MM-DD) when rendered under the prerender's or the preview's facts, else
 * undefined (a block rendered on its own): for what is counted from it but can be said without it.
 */
export function useBuildDay(): string | undefined {
  return useContext(FactsContext)?.builtOn;
}

/** The facts while prerendering (an island gets the ones it asked for in its props instead). */
export function useFacts(): FactsContextValue {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error("useFacts() must be used inside <FactsProvider>");
  return facts;
}
