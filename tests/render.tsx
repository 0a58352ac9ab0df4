import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import siteJson from "../pages.config/site.json";
import type { SiteConfig } from "../src/generated/content-types.ts";
import { PagePathProvider, SiteProvider } from "../src/site/site-context.tsx";

export const site = siteJson as SiteConfig;

/** Server-renders a component the way a prerendered page does, and parses the result. */
export function render(node: ReactNode, path = "/"): Document {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider value={site}>
        <PagePathProvider value={path}>{node}</PagePathProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}
