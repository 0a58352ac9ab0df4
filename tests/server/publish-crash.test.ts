/**
 * A publish killed at every step in turn (issue 48): a server process (publish-crash-harness.ts,
 * on SQLite, then on PostgreSQL) publishes a draft of Blacktown's rent with the job in its own process,
 * and PUBLISH_CRASH_AT kills the job (its own steps) or the server (the others) with SIGKILL right
 * after that step is journalled. A server then starts on the same folders and database, and the
 * live site, pages.config/, History, git and the drafts must agree: all with the new rent, or all
 * without it, with no scratch copy left beside the builds. Before the record the publish is undone;
 * from it on, finished.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, afterEach, describe, expect, inject, test, type TestContext } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { JOB_BUNDLE, liveRootAtStart } from "../../src/admin/publish/engine.ts";
import { DEFAULT_SITE } from "../../src/content/content-files.ts";
import { STEPS, type Step } from "../../src/admin/publish/journal.ts";
import { createApp } from "../../src/server/app.ts";
import { testPostgres } from "./fresh-stores.ts";
import { harnessPublisher, type HarnessSetup } from "./publish-crash-harness.ts";
import { tempDir } from "./server-process.ts";
import { BLACKTOWN, rentIn, standInSite } from "./stand-in-build.ts";

const HARNESS = path.join(import.meta.dirname, "publish-crash-harness.ts");

/**
 * The harness and the stand-in build bundled once for the file, beside the run's server bundle and
 * its job's (bundle-server.global.ts): each of the file's 24 publishes started a server and a job
 * through the TypeScript loader, whose start and module hooks were most of their CPU. Inside the
 * project, where their packages resolve.
 */
const bundled = (async () => {
  mkdirSync(".tmp", { recursive: true });
  const dir = path.resolve(mkdtempSync(path.join(".tmp", "crash-harness-")));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  await build({
    entryPoints: [
      { in: HARNESS, out: "harness" },
      { in: path.join(import.meta.dirname, "stand-in-build.ts"), out: "stand-in-build" },
    ],
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return {
    harness: path.join(dir, "harness.mjs"),
    setup: { buildModule: path.join(dir, "stand-in-build.mjs"), jobBundle: path.resolve(path.dirname(inject("serverEntry")), JOB_BUNDLE) },
  };
})();
/** The steps after which a publish is finished rather than undone: History's record is the point of no return. */
const FINISHED_FROM: Step = "content";

/** Runs the harness with the crash hook at `step`; resolves with how it ended. */
async function runHarness(setup: HarnessSetup, step: Step): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const { harness } = await bundled;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [harness, JSON.stringify(setup)], {
      env: { ...process.env, PUBLISH_CRASH_AT: step },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // "close", not "exit": the process can exit before its last output is read, which left the
    // output empty on a busy machine while the exit code said the job had been killed.
    child.on("close", (code, signal) => resolve({ code, signal, output }));
  });
}

/** An SQLite file in the test's folder, or a new database on the run's throwaway PostgreSQL (skipped, with the reason, when there is none). */
type Database = "SQLite" | "PostgreSQL";

async function setUp(ctx: TestContext, database: Database = "SQLite") {
  const project = scratchCopy("westline-crash-test-", { linkCode: true });
  const work = tempDir();
  // Each test's own: the kill-at-every-step tests run side by side.
  ctx.onTestFinished(() => (project.remove(), work.remove()));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Developer", "-c", "user.email=dev@example.com", ...args], { cwd: project.root, encoding: "utf8" }).trim();
  git("init", "--quiet");
  git("add", DEFAULT_SITE);
  git("commit", "--quiet", "-m", "Content as it was");
  const setup: HarnessSetup = {
    projectRoot: path.join(project.root, DEFAULT_SITE),
    codeRoot: project.root,
    releasesDir: path.join(work.dir, "releases"),
    first: path.join(work.dir, "first"),
    db: database === "SQLite" ? path.join(work.dir, "leads.sqlite") : await postgresDatabase(ctx),
    bundled: (await bundled).setup,
  };
  standInSite(project.root, setup.first);
  const before = readFileSync(path.join(setup.projectRoot, BLACKTOWN), "utf8");
  const report = JSON.parse(before) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek += 35;
  const after = `${JSON.stringify(report, null, 2)}\n`;
  const opened = await harnessPublisher(setup);
  await opened.drafts.put({ path: BLACKTOWN, text: after, author: "editor@example.com", updatedAt: new Date().toISOString() });
  await opened.store.close();
  return { setup, git, before, after, initialCommit: git("rev-parse", "HEAD") };
}

async function postgresDatabase(ctx: TestContext): Promise<string> {
  const postgres = testPostgres();
  // skip() throws, ending the test here.
  if ("skipped" in postgres) ctx.skip(postgres.skipped);
  return postgres.createDatabase();
}

type Setup = Awaited<ReturnType<typeof setUp>>;
type Opened = Awaited<ReturnType<typeof harnessPublisher>>;

/** What the site, pages.config/, History, git and the drafts say about the publish, and what is left beside the builds. */
async function agreement({ setup, git, before, after, initialCommit }: Setup, { live, log, drafts }: Opened) {
  const records = await log.list(10);
  const served = await (await createApp({ root: live }).request("/")).text();
  const content = readFileSync(path.join(setup.projectRoot, BLACKTOWN), "utf8");
  const leftOver = existsSync(setup.releasesDir) ? readdirSync(setup.releasesDir).filter((entry) => !/^(site-|live$|live-publish$)/.test(entry)) : [];
  return {
    recorded: records.length,
    served: served.includes(`Rent ${rentIn(after)} a week`) ? "new" : served.includes(`Rent ${rentIn(before)} a week`) ? "old" : served,
    content: content === after ? "new" : content === before ? "old" : "other",
    committed: git("rev-parse", "HEAD") !== initialCommit,
    uncommitted: git("status", "--porcelain", "--", DEFAULT_SITE),
    draftsWaiting: (await drafts.pending()).length,
    leftOver,
    // A later start serves what this one serves: the live pointer agrees.
    startsOn: path.resolve(liveRootAtStart(setup.first, setup.releasesDir)) === path.resolve(live.current.root),
  };
}

const FINISHED = { recorded: 1, served: "new", content: "new", committed: true, uncommitted: "", draftsWaiting: 0, leftOver: [], startsOn: true };
const UNDONE = { recorded: 0, served: "old", content: "old", committed: false, uncommitted: "", draftsWaiting: 1, leftOver: [], startsOn: true };
const finishedAt = (step: Step) => STEPS.indexOf(step) >= STEPS.indexOf(FINISHED_FROM);

describe.each([["SQLite"], ["PostgreSQL"]] as [Database][])(
  "a publish killed at any step is finished or undone when the server starts again, and everything agrees (%s)",
  (database) => {
    // Side by side (each on its own copy, folders, database and processes): each case is mostly
    // waiting, for a process to start, be killed and start again, and one after another the 16
    // took the longest file's time in the unit tier (226 s of 519 in CI), holding a worker.
    test.concurrent.for(STEPS)("killed at %s", async (step, ctx) => {
      const { expect } = ctx;
      const ready = await setUp(ctx, database);

      const run = await runHarness(ready.setup, step);
      // The job's own steps kill the job, which the server survives; the others kill the server.
      // (The job killed, not one that never ran: the server is told how it stopped.)
      if (step === "prepare" || step === "build") {
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain("the publishing job stopped (SIGKILL)");
      } else expect(run.signal, run.output).toBe("SIGKILL");

      // The server starts again on the same folders and database.
      const opened = await harnessPublisher(ready.setup);
      try {
        await opened.publisher.recoverNow();
        expect(await agreement(ready, opened)).toEqual(finishedAt(step) ? FINISHED : UNDONE);
        if (finishedAt(step)) {
          expect((await opened.log.list(1))[0]).toMatchObject({ actor: "editor@example.com", note: "Rent survey", paths: [BLACKTOWN] });
          expect(ready.git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([path.posix.join(DEFAULT_SITE, BLACKTOWN)]);
        }
      } finally {
        await opened.store.close();
      }
    });
  },
);

describe("a write failing at any step of a publish is finished or undone there and then, and staff are told which", () => {
  afterEach(() => void delete process.env.PUBLISH_FAIL_AT);

  // One after another: the failing step is named in this process's environment, which the job inherits.
  test.for(STEPS)("a write fails at %s", async (step, ctx) => {
    const ready = await setUp(ctx);
    const opened = await harnessPublisher(ready.setup);
    try {
      const changes = (await opened.drafts.pending()).map(({ path: file, text }) => ({ path: file, text }));
      // Inherited by the job's process, which fails its own steps (prepare, build).
      process.env.PUBLISH_FAIL_AT = step;
      const outcome = await opened.publisher.publish({ changes, actor: "editor@example.com", note: "Rent survey", clearDrafts: true });
      expect(outcome, JSON.stringify(outcome)).toMatchObject(
        finishedAt(step) ? { ok: true, publishId: 1 } : { ok: false, reason: expect.stringMatching(/^Nothing was published/) },
      );
      expect(opened.publisher.status().state).toBe(finishedAt(step) ? "done" : "failed");
      expect(await agreement(ready, opened)).toEqual(finishedAt(step) ? FINISHED : UNDONE);
    } finally {
      await opened.store.close();
    }
  });
});
