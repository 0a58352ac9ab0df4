import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import siteJson from "./fixtures/component-site.json";
import type { SiteConfig } from "../src/generated/content-types.ts";
import type { Facts } from "../src/generated/facts.ts";
import { FactsProvider, PagePathProvider, SiteProvider } from "../src/site/site-context.tsx";
import { SiteFormsProvider } from "../src/site/site-forms-context.tsx";
import { formNames, schemasDir } from "../src/content/schema-files.ts";
import { schemaChecker } from "../src/content/schema-messages.ts";
import { loadSiteForms } from "../src/content/site-forms.ts";

/**
 * A made-up site (tests/fixtures/component-site.json: another name, broker, phone and office), so a
 * component test holds whatever the real site.json says, and one that took its expectation from the
 * component's own output instead of its props would show it. It is a broker's, so it has the
 * sections a site may leave out (broker, legal).
 */
export const site = siteJson as SiteConfig & Required<Pick<SiteConfig, "broker" | "legal">>;

/** The broker's own forms (sites/westline/forms/), which the made-up broker's site lists as the real one does. */
export const brokerForms = loadSiteForms(path.resolve(import.meta.dirname, "../sites/westline"), schemaChecker(schemasDir), formNames()).forms;

/**
 * Server-renders a component the way a prerendered page does, and parses the result: with the
 * component tests' site above, or another in its place; with a build day when given one (no facts: a block
 * under test is given those as props).
 */
export function render(node: ReactNode, path = "/", { site: config = site, builtOn }: { site?: SiteConfig; builtOn?: string } = {}): Document {
  const page = (
    <PagePathProvider value={path}>
      <SiteFormsProvider value={brokerForms}>{node}</SiteFormsProvider>
    </PagePathProvider>
  );
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider value={config}>{builtOn ? <FactsProvider value={{ facts: {} as Facts, builtOn }}>{page}</FactsProvider> : page}</SiteProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}
