import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import siteJson from "../pages.config/site.json";
import type { SiteConfig } from "../src/generated/content-types.ts";
import { SiteProvider } from "../src/site/site-context.tsx";

export const site = siteJson as SiteConfig;

/** Server-renders a component the way a prerendered page does, and parses the result. */
export function render(node: ReactNode): Document {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SiteProvider value={site}>{node}</SiteProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}
