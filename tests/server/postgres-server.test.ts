/**
 * The throwaway PostgreSQL the tests and benchmarks start: several test files (separate processes)
 * start one at the same moment, and each must get its own rather than be skipped because another
 * took the port it had found free.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { postgresBinaries } from "../../scripts/lib/postgres-server.ts";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
// Starts one, says how it went, holds it until the other has started too, then stops it.
const CHILD = `
import("./scripts/lib/postgres-server.ts").then(async ({ startPostgres }) => {
  const started = await startPostgres();
  console.log("skipped" in started ? "skipped: " + started.skipped : "started " + new URL(await started.createDatabase()).port);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  if (!("skipped" in started)) started.stop();
});
`;

describe("the test PostgreSQL", () => {
  it.skipIf(!postgresBinaries())("two processes starting one at once each get their own", async () => {
    const outputs = await Promise.all([0, 1, 2].map(() => run(TSX, ["--eval", CHILD], { timeout: 120_000 }).then(({ stdout }) => stdout.trim())));
    expect(outputs.map((line) => line.replace(/\d+$/, "N"))).toEqual(["started N", "started N", "started N"]);
    expect(new Set(outputs).size).toBe(3);
  });
});
