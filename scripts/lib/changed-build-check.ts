/**
 * Whether `npm run build -- --changed-from` can start from a build (scripts/build-changed.ts):
 * apart from it, since the command line asks before anything that loads React is imported.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pageInputsFile } from "./page-inputs-file.ts";
import { RENDERER_SERVER } from "./page-renderer.ts";

/** Why a build after a change cannot start from `previous`, or undefined when it can. */
export function cannotBuildChanged(previous: string, renderer: string): string | undefined {
  if (!existsSync(path.join(previous, "index.html"))) return `${previous} holds no built site`;
  if (!existsSync(pageInputsFile(previous))) return `${previous} has no record of what its pages were made from`;
  if (!existsSync(path.join(renderer, RENDERER_SERVER, "index.js"))) return `${renderer} has no page renderer (a full npm run build makes it)`;
  return undefined;
}
