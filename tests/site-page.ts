/**
 * The site's own pages as the prerender renders them, for tests that read what visitors read on a
 * whole page (the privacy policy, the credit guide) rather than one component against the made-up
 * site: the content is read as the build reads it (siteContent, which refuses content with
 * problems), and lazily loaded blocks such as forms are waited for. Needs a DOM (happy-dom).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement as h, type ComponentType, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { BlockList } from "../src/blocks/BlockList.tsx";
import { contentRoot } from "../src/content/content-files.ts";
import { siteContent } from "../src/content/site-content.server.ts";
import { registerSiteFormComponents, type SiteFormProps } from "../src/forms/site-form.tsx";
import { registerSiteBlocks } from "../src/blocks/site-block.ts";
import { siteBlockFolders } from "../src/content/site-blocks.ts";
import { FactsProvider, PagePathProvider, SiteProvider } from "../src/site/site-context.tsx";
import { SiteFormsProvider } from "../src/site/site-forms-context.tsx";

/** The site's own forms' components (its forms/<name>.tsx), registered as the build's module registers them (scripts/lib/site-forms-plugin.ts). */
export async function registerOwnFormComponents(forms: ReturnType<typeof siteContent>["siteForms"]): Promise<void> {
  for (const { name, component } of forms)
    if (component) {
      const module = (await import(pathToFileURL(path.join(contentRoot(), component)).href)) as { default: ComponentType<SiteFormProps> };
      registerSiteFormComponents([{ name, component: module.default }]);
    }
}

/** The site's own block types (its blocks/<type>/block.ts), registered as the build's module registers them (scripts/lib/site-blocks-plugin.ts). */
export async function registerOwnBlocks(root: string): Promise<void> {
  const definitions = await Promise.all(
    siteBlockFolders(root).map(async (folder) => {
      const file = path.join(root, "blocks", folder, "block.ts");
      return { file, folder, definition: ((await import(pathToFileURL(file).href)) as { default: unknown }).default };
    }),
  );
  registerSiteBlocks(definitions);
}

/** Renders a node inside the site as loaded, on the page at `at`, waiting for lazy blocks. */
export async function prerendered(node: ReactNode, at: string): Promise<Document> {
  const content = siteContent();
  if (!content.site) throw new Error("pages.config/ has no site.json");
  await registerOwnFormComponents(content.siteForms);
  // The build registers them before any page renders; without them a page's own block (the broker's
  // related-suburbs grid) rendered as nothing here, with React's "Element type is invalid" on stderr.
  await registerOwnBlocks(contentRoot());
  const { prelude } = await prerender(
    h(
      MemoryRouter,
      { initialEntries: [at] },
      h(
        SiteProvider,
        { value: content.site },
        h(
          FactsProvider,
          { value: { facts: content.facts, builtOn: content.builtOn } },
          h(PagePathProvider, { value: at }, h(SiteFormsProvider, { value: content.siteForms }, node)),
        ),
      ),
    ),
  );
  return new DOMParser().parseFromString(`<body>${await new Response(prelude).text()}</body>`, "text/html");
}

/** The page at `path`, all its blocks, as the prerender renders them. */
export async function prerenderedPage(path: string): Promise<Document> {
  const page = siteContent().byPath.get(path);
  if (!page) throw new Error(`no page at ${path} in pages.config/pages/`);
  return prerendered(h(BlockList, { blocks: page.blocks }), path);
}

/** A section's text, its runs of white space made one space, or "" when the page has no such id. */
export const sectionText = (doc: Document, id: string) => (doc.getElementById(id)?.textContent ?? "").replace(/\s+/g, " ");
