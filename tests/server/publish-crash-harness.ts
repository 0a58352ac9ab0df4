/**
 * A server's publishing, alone in a process the crash test can kill: opens the database (SQLite or PostgreSQL),
 * serves what a starting server would, finishes or undoes any publish a crash cut short, then
 * publishes the pending drafts with the job in its own process and the stand-in build. With
 * PUBLISH_CRASH_AT set, the step named kills this process (or the job's) there.
 *
 *   node --import tsx tests/server/publish-crash-harness.ts '{"projectRoot":…,"releasesDir":…,"first":…,"db":…}'
 *   node <bundled harness.mjs> '…'   (the crash test's, bundleHarness)
 */
import path from "node:path";
import { liveRootAtStart, Publisher } from "../../src/admin/publish/engine.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { openPgLeadStore, openSqliteLeadStore } from "../../src/server/open-lead-store.ts";

export interface HarnessSetup {
  /** The site's folder (the project copy's default site). */
  projectRoot: string;
  /** The project copy, whose code builds the site. */
  codeRoot: string;
  releasesDir: string;
  /** The build the server was started with. */
  first: string;
  /** The SQLite file, or the PostgreSQL database's URL. */
  db: string;
  /**
   * The stand-in build and the job's process bundled (crash test's bundleHarness): a job started
   * without the TypeScript loader. The sources, through tsx, when unset.
   */
  bundled?: { buildModule: string; jobBundle: string };
}

/** Opens what a server on `setup` opens, with the stand-in build for its publishes. */
export async function harnessPublisher(setup: HarnessSetup) {
  const store = setup.db.startsWith("postgres") ? await openPgLeadStore(setup.db) : await openSqliteLeadStore(setup.db, { sameThread: true });
  const live = new LiveSite(liveRootAtStart(setup.first, setup.releasesDir));
  const log = store.publishes();
  const drafts = store.drafts();
  const publisher = new Publisher({
    projectRoot: setup.projectRoot,
    codeRoot: setup.codeRoot,
    live,
    releasesDir: setup.releasesDir,
    log,
    drafts,
    buildModule: setup.bundled?.buildModule ?? path.join(import.meta.dirname, "stand-in-build.ts"),
    jobBundle: setup.bundled?.jobBundle,
    // As src/server/main.ts: on PostgreSQL each publish keeps its build for the other instances.
    builds: store.sharedBuilds(),
  });
  return { store, live, log, drafts, publisher };
}

if (process.argv[2]) {
  const { store, drafts, publisher } = await harnessPublisher(JSON.parse(process.argv[2]) as HarnessSetup);
  await publisher.recoverNow();
  const changes = (await drafts.pending()).map(({ path: file, text }) => ({ path: file, text }));
  const outcome = await publisher.publish({ changes, actor: "editor@example.com", note: "Rent survey", clearDrafts: true });
  console.log(JSON.stringify(outcome));
  await store.close();
}
