/**
 * The publish job's process (forked by engine.ts with its own heap limit and a lower CPU priority):
 * takes the job's input as its first message, says "building" and waits for the server to journal
 * that step, then sends the result; once the server has taken the build (or refused it), or has
 * gone, it removes its copy of the project, so the server never spends its own time on that. `buildModule` names a module whose default export is
 * the build step (the tests' stand-in builds); the real one otherwise (jobBuild).
 */
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { jobBuild, runJob, type BuildStep, type JobInput } from "./job.ts";

export interface JobStart {
  input: JobInput;
  buildModule?: string;
}

export type JobMessage = { stage: "building" } | { result: Awaited<ReturnType<typeof runJob>> };

const send = (message: JobMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));

process.once("message", (start: JobStart) => {
  void (async () => {
    const build = start.buildModule
      ? ((await import(pathToFileURL(start.buildModule).href)) as { default: BuildStep }).default
      : jobBuild(start.input.codeRoot);
    const result = await runJob(start.input, build, async () => {
      const go = new Promise<void>((resolve) => process.once("message", () => resolve()));
      await send({ stage: "building" });
      await go;
    });
    // The server says "tidy" once it has moved the build out of the copy; a server that has gone says nothing.
    const tidy = () => {
      if (result.scratch) rmSync(result.scratch, { recursive: true, force: true });
      process.exit(0);
    };
    process.once("message", tidy);
    process.once("disconnect", tidy);
    await send({ result });
  })();
});
