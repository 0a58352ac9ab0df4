/**
 * Whether `npm run build -- --changed-from` can start from a build (scripts/build-changed.ts):
 * apart from it, since the command line asks before anything that loads React is imported.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ClientManifest } from "../../src/client/assets.server.ts";
import type { LoadedSite } from "../../src/content/load-site.ts";
import { pageInputsFile } from "./page-inputs-file.ts";
import { RENDERER_MANIFEST, RENDERER_SERVER } from "./page-renderer.ts";

/**
 * Why a build after a change cannot start from `previous`, or undefined when it can. The change
 * (`content`) may also need browser scripts the build's were not made for (scripts/build-client.ts
 * builds an island for the interactive blocks the pages use and a validator for each listed form):
 * a block type no page had, or a form site.json did not list, has the scripts built again.
 */
export function cannotBuildChanged(previous: string, renderer: string, content: Pick<LoadedSite, "pages" | "site">): string | undefined {
  if (!existsSync(path.join(previous, "index.html"))) return `${previous} holds no built site`;
  if (!existsSync(pageInputsFile(previous))) return `${previous} has no record of what its pages were made from`;
  if (!existsSync(path.join(renderer, RENDERER_SERVER, "index.js"))) return `${renderer} has no page renderer (a full npm run build makes it)`;
  const { builtFor } = JSON.parse(readFileSync(path.join(renderer, RENDERER_MANIFEST), "utf8")) as Partial<ClientManifest>;
  if (!builtFor) return `${renderer} does not say which blocks and forms its browser scripts were built for`;
  const types = new Set(builtFor.blockTypes);
  const newType = content.pages.flatMap(({ doc }) => doc.blocks.map((block) => block.type)).find((type) => !types.has(type));
  if (newType) return `a page now has a block of type ${newType}, which no page had when the browser scripts were built`;
  const newForm = content.site?.forms.find((form) => !builtFor.forms.includes(form));
  if (newForm) return `site.json now lists the form ${newForm}, which it did not when the browser scripts were built`;
  return undefined;
}
