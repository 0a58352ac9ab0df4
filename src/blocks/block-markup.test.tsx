/**
 * Every block of every page, server-rendered as the prerender does and checked by the Nu validator
 * (the one the built site must pass), in one Java run: invalid markup such as a <dd> before its
 * <dt> fails here, in the unit tests, before any build.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import vnuJar from "vnu-jar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../tests/render.tsx";
import { loadSite } from "../content/load-site.ts";
import type { Block } from "../generated/content-types.ts";
import { blockDefinitions } from "../generated/block-registry.ts";
import { JAVA_OPTS } from "../../tests/quality/vnu.ts";
import { blockFacts } from "./registry.ts";
import { SiteProvider } from "../site/site-context.tsx";
import { SiteFormsProvider } from "../site/site-forms-context.tsx";
import { registerOwnBlocks, registerOwnFormComponents } from "../../tests/site-page.ts";
import { siteBlockComponents } from "./site-block.ts";
import type { FactName } from "../generated/facts.ts";
import type { BlockDefinition, BlockType } from "./define-block.ts";

const dir = mkdtempSync(path.join(tmpdir(), "block-markup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function componentOf(type: BlockType): Promise<ComponentType<Block>> {
  // A type that is not the kernel's is the site's own (its blocks/ folder), registered below.
  if (!(type in blockDefinitions)) return siteBlockComponents[type] as ComponentType<Block>;
  const { component } = blockDefinitions[type] as BlockDefinition<BlockType, FactName>;
  return ("load" in component ? await component.load() : component) as ComponentType<Block>;
}

const documentOf = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Block markup</title></head><body><main>${body}</main></body></html>`;

/** Nu validator errors for each named document, as `name:line message`. */
function nuErrors(documents: Record<string, string>): string[] {
  const files = Object.entries(documents).map(([name, html]) => {
    const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, "_") || "home"}.html`);
    writeFileSync(file, html);
    return file;
  });
  // The quality gate's JVM options (tests/quality/vnu.ts): the same checker, for a fraction of the CPU.
  const out = execFileSync("java", [...JAVA_OPTS, "-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(out.trim() || "{}") as { messages?: Array<{ url: string; lastLine: number; message: string }> };
  return (report.messages ?? []).map((m) => `${path.basename(new URL(m.url).pathname)}:${m.lastLine} ${m.message}`);
}

describe("every block's markup", () => {
  // One Java run for all: every page's blocks, and a control document that must fail.
  let errors: string[] = [];
  let pages = 0;
  beforeAll(async () => {
    const documents: Record<string, string> = { "control-bad-list": documentOf("<dl><dd>~780,000</dd><dt>Median house price</dt></dl>") };
    const loaded = loadSite(path.resolve("sites/westline"));
    // The site's own forms and block types, with their components, as the build draws them.
    await registerOwnFormComponents(loaded.siteForms);
    await registerOwnBlocks(path.resolve("sites/westline"));
    for (const { doc: page } of loaded.pages) {
      const pagePath = page.path;
      // One tree per page, as the prerender renders it, so useId gives each block its own ids.
      const components = await Promise.all(page.blocks.map((block) => componentOf(block.type)));
      const markup = renderToStaticMarkup(
        <MemoryRouter initialEntries={[pagePath]}>
          <SiteProvider value={site}>
            <SiteFormsProvider value={loaded.siteForms}>
              {page.blocks.map((block, i) => {
                const Component = components[i] as ComponentType<Block>;
                // A block that states facts gets them as the prerender gives them (src/blocks/BlockList.tsx).
                const facts = Object.fromEntries(blockFacts(block.type).map((name) => [name, loaded.facts[name]]));
                return <Component key={i} {...block} {...(Object.keys(facts).length ? { facts, builtOn: loaded.today } : {})} />;
              })}
            </SiteFormsProvider>
          </SiteProvider>
        </MemoryRouter>,
      );
      documents[pagePath] = documentOf(markup);
      pages++;
    }
    errors = nuErrors(documents);
  });

  it("is valid HTML on every page, as the Nu validator sees it", () => {
    expect(pages).toBeGreaterThan(30);
    expect(errors.filter((e) => !e.startsWith("control-bad-list.html:"))).toEqual([]);
  });

  it("fails for a description list with a <dd> before its <dt> (the control)", () => {
    expect(errors.filter((e) => e.startsWith("control-bad-list.html:")).length).toBeGreaterThan(0);
  });
});
