/**
 * An instance taking in another's publish (follow.ts), alone in a process the crash test can kill:
 * opens the PostgreSQL database, serves what a starting server would, and looks once for a newer
 * publish. With PUBLISH_CRASH_AT=follow-<step>, that step kills this process.
 *
 *   node --import tsx tests/server/follow-crash-harness.ts '{"projectRoot":…,"releasesDir":…,"first":…,"db":…}'
 */
import { liveRootAtStart, Publisher } from "../../src/admin/publish/engine.ts";
import { PublishFollower } from "../../src/admin/publish/follow.ts";
import { LiveSite } from "../../src/server/live-site.ts";
import { openPgLeadStore } from "../../src/server/open-lead-store.ts";

export interface FollowSetup {
  /** The site's folder (the project copy's default site). */
  projectRoot: string;
  codeRoot: string;
  releasesDir: string;
  /** The build the instance was started with. */
  first: string;
  /** The PostgreSQL database's URL. */
  db: string;
}

/** Opens what an instance on `setup` opens: the store, the live site a start serves, and its follower. */
export async function harnessFollower(setup: FollowSetup) {
  const store = await openPgLeadStore(setup.db);
  const live = new LiveSite(liveRootAtStart(setup.first, setup.releasesDir));
  const builds = store.sharedBuilds();
  if (!builds) throw new Error("a PostgreSQL store shares its builds");
  const publisher = new Publisher({ projectRoot: setup.projectRoot, codeRoot: setup.codeRoot, live, releasesDir: setup.releasesDir, builds });
  const quiet = { info: () => undefined, warn: () => undefined };
  const follower = new PublishFollower({ publisher, builds, live, releasesDir: setup.releasesDir, projectRoot: setup.projectRoot, logger: quiet });
  return { store, live, follower };
}

if (process.argv[2]) {
  const { store, follower } = await harnessFollower(JSON.parse(process.argv[2]) as FollowSetup);
  console.log(JSON.stringify(await follower.check()));
  await store.close();
}
