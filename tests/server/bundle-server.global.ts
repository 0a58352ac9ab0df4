/**
 * The server tests run the server as production does: bundled (scripts/build-server.ts), from a
 * bundle made afresh for this run. It lives inside the project, where its packages resolve.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../../scripts/build-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The bundled server's main.mjs, for startServer. */
    serverEntry: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(path.join(".tmp", "test-server-"));
  project.provide("serverEntry", await bundleServer(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
