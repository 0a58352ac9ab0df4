/**
 * Several instances on one PostgreSQL (docs/deploying.md, "Several instances"): a publish is built
 * once, by the instance that ran it, and kept in the database with its record (engine.ts). Every
 * instance looks for a newer one on start and every FOLLOW_EVERY_MS; when there is one it fetches
 * the build, unpacks it into a fresh folder, and puts it live exactly as a publish does (goLive:
 * the outgoing build's hashed assets carried in, one switch), then writes the published texts
 * into its pages.config/ so a restart and the next publish start from the same content.
 *
 * One switch at a time on an instance (Publisher.exclusive). Anything failing leaves the live site
 * as it was; the reason is logged once, and the next look tries again.
 */
import { mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { LiveSite } from "../../server/live-site.ts";
import { goLive, pathProblem, recordLivePublish, releaseName, servedPublish, writeChange, type Publisher } from "./engine.ts";
import type { SharedBuilds } from "../../storage/publish-log.ts";
import { unpackSite } from "./site-archive.ts";

/** How often an instance looks for another's publish: well inside the 90 seconds a publish may take to reach all. */
export const FOLLOW_EVERY_MS = 5_000;

export interface FollowerOptions {
  publisher: Publisher;
  builds: SharedBuilds;
  live: LiveSite;
  releasesDir: string;
  projectRoot: string;
  /** The server's pino logger, or any that takes (fields, message). */
  logger: { info(fields: object, message: string): void; warn(fields: object, message: string): void };
  now?: () => Date;
}

export type FollowOutcome = { state: "current" | "busy" } | { state: "switched"; publishId: number } | { state: "failed"; reason: string };

export class PublishFollower {
  private timer: NodeJS.Timeout | undefined;
  private lastFailure = "";

  constructor(private readonly options: FollowerOptions) {}

  /** Looks once; switches when another instance published a newer build. */
  async check(): Promise<FollowOutcome> {
    const outcome = await this.options.publisher.exclusive(() =>
      this.takeNewest().catch((error: Error): FollowOutcome => ({ state: "failed", reason: error.message })),
    );
    if (!outcome) return { state: "busy" };
    if (outcome.state === "failed") {
      if (outcome.reason !== this.lastFailure)
        this.options.logger.warn(
          { reason: outcome.reason },
          "could not take in another instance's publish; the live site is unchanged, and the next look tries again",
        );
      this.lastFailure = outcome.reason;
    } else this.lastFailure = "";
    return outcome;
  }

  private async takeNewest(): Promise<FollowOutcome> {
    const { builds, live, releasesDir, projectRoot, logger, now = () => new Date() } = this.options;
    const newest = await builds.newestBuild();
    if (newest === undefined) return { state: "current" };
    const serving = await servedPublish(builds, releasesDir, live.current.root);
    if (newest <= serving) return { state: "current" };

    const archive = await builds.archive(newest);
    if (!archive) throw new Error(`publish #${newest}'s build is no longer in the database`);
    const files = await builds.filesBetween(serving, newest);
    // The publishing instance checked these paths; a row changed by hand is not written outside pages.config/.
    const outside = files.map((file) => pathProblem(file.path)).find(Boolean);
    if (outside) throw new Error(`a publish up to #${newest} names a file outside the content: ${outside}`);
    const name = releaseName(now());
    mkdirSync(releasesDir, { recursive: true });
    const folder = path.join(releasesDir, `fetching-${name}`);
    try {
      await unpackSite(archive, folder).catch((error: Error) => {
        throw new Error(`publish #${newest}'s build cannot be unpacked: ${error.message}`, { cause: error });
      });
      try {
        statSync(path.join(folder, "index.html"));
      } catch {
        throw new Error(`publish #${newest}'s build has no home page`);
      }
      goLive(live, releasesDir, folder, name);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // Oldest publish first, so each file ends with its newest text.
    for (const file of files) writeChange(projectRoot, { path: file.path, text: file.after });
    recordLivePublish(releasesDir, name, newest);
    logger.info({ publishId: newest, bytes: archive.length }, "serving another instance's publish");
    return { state: "switched", publishId: newest };
  }

  /** Looks now, then every `everyMs`, until stop(). */
  start(everyMs = FOLLOW_EVERY_MS): void {
    const look = () => void this.check();
    look();
    this.timer = setInterval(look, everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
