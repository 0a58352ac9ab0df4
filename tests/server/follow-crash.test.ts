/**
 * An instance killed at every step of taking in another instance's publish (follow.ts, PostgreSQL):
 * a process (follow-crash-harness.ts) looks once for the newer publish and PUBLISH_CRASH_AT kills it
 * with SIGKILL right after that step is journalled. An instance then starts on the same folders and
 * database: once it has recovered, the build it serves, the pointer a later start follows and
 * pages.config/ agree (all with the other instance's rent, or all without it), nothing unpacked is
 * left beside the builds, and its next look serves the publish with the texts written.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test, type TestContext } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { liveRootAtStart } from "../../src/admin/publish/engine.ts";
import { FOLLOW_STEPS } from "../../src/admin/publish/follow.ts";
import { packSite } from "../../src/admin/publish/site-archive.ts";
import { DEFAULT_SITE } from "../../src/content/content-files.ts";
import { openPgLeadStore } from "../../src/server/open-lead-store.ts";
import { testPostgres } from "./fresh-stores.ts";
import { harnessFollower, type FollowSetup } from "./follow-crash-harness.ts";
import { tempDir } from "./server-process.ts";
import { BLACKTOWN, rentIn, standInSite } from "./stand-in-build.ts";

const HARNESS = path.join(import.meta.dirname, "follow-crash-harness.ts");
/** The steps after which the take-in is finished rather than undone: the pointer names the new build from the switch on. */
const FINISHED_FROM = "content";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function runHarness(setup: FollowSetup, step: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", HARNESS, JSON.stringify(setup)], {
      env: { ...process.env, PUBLISH_CRASH_AT: `follow-${step}` },
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

/** A copy of the project serving a stand-in build, and another instance's publish of a new Blacktown rent, with its build, in the database. */
async function setUp(ctx: TestContext) {
  const postgres = testPostgres();
  if ("skipped" in postgres) return ctx.skip(postgres.skipped);
  const project = scratchCopy("westline-follow-crash-", { linkCode: true });
  const work = tempDir();
  cleanups.push(project.remove, work.remove);
  const setup: FollowSetup = {
    projectRoot: path.join(project.root, DEFAULT_SITE),
    codeRoot: project.root,
    releasesDir: path.join(work.dir, "releases"),
    first: path.join(work.dir, "first"),
    db: await postgres.createDatabase(),
  };
  standInSite(project.root, setup.first);
  const before = readFileSync(path.join(setup.projectRoot, BLACKTOWN), "utf8");
  const report = JSON.parse(before) as { snapshot: { medianRentPerWeek: number } };
  report.snapshot.medianRentPerWeek += 35;
  const after = `${JSON.stringify(report, null, 2)}\n`;
  // The other instance's build of that content.
  const elsewhere = path.join(work.dir, "elsewhere");
  mkdirSync(path.dirname(path.join(elsewhere, DEFAULT_SITE, BLACKTOWN)), { recursive: true });
  writeFileSync(path.join(elsewhere, DEFAULT_SITE, BLACKTOWN), after);
  standInSite(elsewhere, path.join(elsewhere, "client"));
  const store = await openPgLeadStore(setup.db);
  const id = await store.publishes().add({
    at: new Date(Date.now() + 60_000).toISOString(),
    actor: "editor@example.com",
    note: "Rent survey",
    restoredFrom: null,
    files: [{ path: BLACKTOWN, before, after }],
    archive: await packSite(path.join(elsewhere, "client")),
  });
  await store.close();
  return { setup, before, after, id };
}

/** What the instance serves, what a later start would serve, what pages.config/ says, and what is left beside the builds. */
function agreement({ setup, before, after }: { setup: FollowSetup; before: string; after: string }, liveRoot: string) {
  const rentOf = (html: string) => (html.includes(`Rent ${rentIn(after)} a week`) ? "new" : html.includes(`Rent ${rentIn(before)} a week`) ? "old" : html);
  const content = readFileSync(path.join(setup.projectRoot, BLACKTOWN), "utf8");
  return {
    served: rentOf(readFileSync(path.join(liveRoot, "index.html"), "utf8")),
    startsOn: rentOf(readFileSync(path.join(liveRootAtStart(setup.first, setup.releasesDir), "index.html"), "utf8")),
    content: content === after ? "new" : content === before ? "old" : "other",
    leftOver: existsSync(setup.releasesDir) ? readdirSync(setup.releasesDir).filter((entry) => !/^(site-|live$|live-publish$)/.test(entry)) : [],
  };
}

const all = (rent: "new" | "old") => ({ served: rent, startsOn: rent, content: rent, leftOver: [] });

test.for(FOLLOW_STEPS)("an instance killed at %s while taking in another's publish agrees with itself after a restart, then serves it", async (step, ctx) => {
  const ready = await setUp(ctx);
  const run = await runHarness(ready.setup, step);
  expect(run.signal, run.output).toBe("SIGKILL");

  const { store, live, follower } = await harnessFollower(ready.setup);
  try {
    follower.recover();
    expect(agreement(ready, live.current.root)).toEqual(all(FOLLOW_STEPS.indexOf(step) >= FOLLOW_STEPS.indexOf(FINISHED_FROM) ? "new" : "old"));
    expect(await follower.check()).toMatchObject({ state: expect.stringMatching(/^(switched|current)$/) });
    expect(agreement(ready, live.current.root)).toEqual(all("new"));
    expect(readFileSync(path.join(ready.setup.releasesDir, "live-publish"), "utf8")).toMatch(new RegExp(` ${ready.id}$`));
  } finally {
    await store.close();
  }
});
