/**
 * A publish killed at every step in turn (issue 48): a server process (publish-crash-harness.ts,
 * on an SQLite database) publishes a draft of Blacktown's rent with the job in its own process,
 * and PUBLISH_CRASH_AT kills the job (its own steps) or the server (the others) with SIGKILL right
 * after that step is journalled. A server then starts on the same folders and database, and the
 * live site, pages.config/, History, git and the drafts must agree: all with the new rent, or all
 * without it, with no scratch copy left beside the builds. Before the record the publish is undone;
 * from it on, finished.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { liveRootAtStart } from "../../src/admin/publish/engine.ts";
import { STEPS, type Step } from "../../src/admin/publish/journal.ts";
import { createApp } from "../../src/server/app.ts";
import { harnessPublisher, type HarnessSetup } from "./publish-crash-harness.ts";
import { tempDir } from "./server-process.ts";
import { BLACKTOWN, rentIn, standInSite } from "./stand-in-build.ts";

const HARNESS = path.join(import.meta.dirname, "publish-crash-harness.ts");
/** The steps after which a publish is finished rather than undone: History's record is the point of no return. */
const FINISHED_FROM: Step = "content";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Runs the harness with the crash hook at `step`; resolves with how it ended. */
function runHarness(setup: HarnessSetup, step: Step): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", HARNESS, JSON.stringify(setup)], {
      env: { ...process.env, PUBLISH_CRASH_AT: step },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code, signal) => resolve({ code, signal, output }));
  });
}

async function setUp() {
  const project = scratchCopy("westline-crash-test-", { linkCode: true });
  const work = tempDir();
  cleanups.push(project.remove, work.remove);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Developer", "-c", "user.email=dev@example.com", ...args], { cwd: project.root, encoding: "utf8" }).trim();
  git("init", "--quiet");
  git("add", "pages.config");
  git("commit", "--quiet", "-m", "Content as it was");
  const setup: HarnessSetup = {
    projectRoot: project.root,
    releasesDir: path.join(work.dir, "releases"),
    first: path.join(work.dir, "first"),
    db: path.join(work.dir, "leads.sqlite"),
  };
  standInSite(project.root, setup.first);
  const before = readFileSync(path.join(project.root, BLACKTOWN), "utf8");
  const report = JSON.parse(before) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek += 35;
  const after = `${JSON.stringify(report, null, 2)}\n`;
  const opened = await harnessPublisher(setup);
  await opened.drafts.put({ path: BLACKTOWN, text: after, author: "editor@example.com", updatedAt: new Date().toISOString() });
  await opened.store.close();
  return { setup, git, before, after, initialCommit: git("rev-parse", "HEAD") };
}

describe("a publish killed at any step is finished or undone when the server starts again, and everything agrees", () => {
  test.each(STEPS.map((step) => [step]))("killed at %s", async (step) => {
    const { setup, git, before, after, initialCommit } = await setUp();

    const run = await runHarness(setup, step);
    // The job's own steps kill the job, which the server survives; the others kill the server.
    if (step === "prepare" || step === "build") expect(run.code, run.output).toBe(0);
    else expect(run.signal, run.output).toBe("SIGKILL");

    // The server starts again on the same folders and database.
    const { store, live, log, drafts, publisher } = await harnessPublisher(setup);
    try {
      await publisher.recoverNow();
      const records = await log.list(10);
      const served = await (await createApp({ root: live }).request("/")).text();
      const content = readFileSync(path.join(setup.projectRoot, BLACKTOWN), "utf8");
      const pending = await drafts.pending();
      const leftOver = existsSync(setup.releasesDir) ? readdirSync(setup.releasesDir).filter((entry) => !/^(site-|live$|live-publish$)/.test(entry)) : [];
      const state = {
        recorded: records.length,
        served: served.includes(`Rent ${rentIn(after)} a week`) ? "new" : served.includes(`Rent ${rentIn(before)} a week`) ? "old" : served,
        content: content === after ? "new" : content === before ? "old" : "other",
        committed: git("rev-parse", "HEAD") !== initialCommit,
        uncommitted: git("status", "--porcelain", "--", "pages.config"),
        draftsWaiting: pending.length,
        leftOver,
      };
      const finished = STEPS.indexOf(step) >= STEPS.indexOf(FINISHED_FROM);
      expect(state).toEqual(
        finished
          ? { recorded: 1, served: "new", content: "new", committed: true, uncommitted: "", draftsWaiting: 0, leftOver: [] }
          : { recorded: 0, served: "old", content: "old", committed: false, uncommitted: "", draftsWaiting: 1, leftOver: [] },
      );
      if (finished) {
        expect(records[0]).toMatchObject({ actor: "editor@example.com", note: "Rent survey", paths: [BLACKTOWN] });
        expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([BLACKTOWN]);
      }
      // A second start serves the same (the live pointer agrees with what was served).
      expect(path.resolve(liveRootAtStart(setup.first, setup.releasesDir))).toBe(path.resolve(live.current.root));
    } finally {
      await store.close();
    }
  });
});
