/**
 * A throwaway copy of the project with the build the other browser tests use, served by its own
 * server process for one spec file: for specs that publish, and so change the site they serve.
 */
import { cpSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";
import type { Server } from "./sign-in.ts";

/** Starts the copy before the file's tests and removes it after them; its fields are read inside a test. */
export function servedScratchCopy(prefix: string, options: Parameters<typeof scratchCopy>[1] = {}): Required<Server> {
  let project: ReturnType<typeof scratchCopy> | undefined;
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    project = scratchCopy(prefix, options);
    // The site as built for the other tests: the copy starts from the same live site.
    cpSync("build", path.join(project.root, "build"), { recursive: true });
    server = await startServerProcess(
      { PORT: "0", LEADS_DB: path.join(project.root, "leads.sqlite"), DATABASE_URL: "", RATE_LIMIT_BURST: "100000" },
      { entry: "build/node-server/main.mjs", cwd: project.root },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    project?.remove();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("servedScratchCopy: read its fields inside a test, once the copy has started");
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get root() {
      return started(project).root;
    },
    get leadsDb() {
      return path.join(started(project).root, "leads.sqlite");
    },
  };
}
