/**
 * Several instances on one PostgreSQL (docs/deploying.md, "Several instances"): a publish is built
 * once, by the instance that ran it, and kept in the database with its record (engine.ts). Every
 * instance looks for a newer one on start and every FOLLOW_EVERY_MS; when there is one it fetches
 * the build, unpacks it into a fresh folder, and puts it live exactly as a publish does (goLive:
 * the outgoing build's hashed assets carried in, one switch), then writes the published texts
 * into its pages.config/ so a restart and the next publish start from the same content.
 *
 * One switch at a time on an instance (Publisher.exclusive). Anything failing before the switch
 * leaves the live site as it was; the reason is logged once, and the next look tries again.
 *
 * Each step is journalled first (follow-journal.json beside the builds, written durably), so that
 * a crash or a failed write anywhere leaves the live site, the pointer a restart follows and
 * pages.config/ agreeing once the next look (on start, then every few seconds) has recovered:
 *
 *   step     what it does                                 after a crash there, recovery
 *   fetch    the build unpacked beside the builds         back: the unpacked folder removed
 *   switch   staged and switched to, the pointer written  back when the pointer does not name it
 *                                                         (its folder removed); forward when it does
 *   content  the published texts written into             forward: written again (each file whole)
 *            pages.config/
 *   record   which publish the live build is written      forward: written again
 *
 * A switch without the texts was the gap: a restart then served the other instance's build while
 * pages.config/ still held the old texts, and the next publish here was built from those.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { LiveSite } from "../../server/live-site.ts";
import { goLive, pathProblem, pointedRelease, recordLivePublish, releaseName, servedPublish, switchTo, writeChange, type Publisher } from "./engine.ts";
import { faultHere } from "./job.ts";
import { writeDurably } from "./journal.ts";
import type { SharedBuilds } from "../../storage/publish-log.ts";
import { unpackSite } from "./site-archive.ts";

/** The steps of taking in another instance's publish, in order (the table above). */
export const FOLLOW_STEPS = ["fetch", "switch", "content", "record"] as const;
type FollowStep = (typeof FOLLOW_STEPS)[number];
const FOLLOW_JOURNAL = "follow-journal.json";
/** The unpacked build's folder's prefix: one left beside the builds when nothing is being taken in is a crash's. */
const FETCHING = "fetching-";

interface FollowEntry {
  step: FollowStep;
  /** The release folder the build goes live as. */
  release: string;
  publishId: number;
  /** The texts published up to it, oldest first. */
  files: { path: string; after: string | null }[];
}

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

  /** Looks once, after finishing or undoing a take-in a crash or a failed write cut short; switches when another instance published a newer build. */
  async check(): Promise<FollowOutcome> {
    const outcome = await this.options.publisher.exclusive(async () => {
      try {
        this.recover();
        return await this.takeNewest();
      } catch (error) {
        try {
          // A failed write is finished or undone now, not at the next look: a publish meanwhile would start from pages.config/.
          this.recover();
        } catch {
          // The next look tries again.
        }
        return { state: "failed", reason: (error as Error).message } satisfies FollowOutcome;
      }
    });
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
    const { builds, live, releasesDir, logger, now = () => new Date() } = this.options;
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
    const folder = path.join(releasesDir, `${FETCHING}${name}`);
    const entry: FollowEntry = { step: "fetch", release: name, publishId: newest, files: files.map((file) => ({ path: file.path, after: file.after })) };
    this.journal(entry, "fetch");
    try {
      await unpackSite(archive, folder).catch((error: Error) => {
        throw new Error(`publish #${newest}'s build cannot be unpacked: ${error.message}`, { cause: error });
      });
      try {
        statSync(path.join(folder, "index.html"));
      } catch {
        throw new Error(`publish #${newest}'s build has no home page`);
      }
      this.journal(entry, "switch");
      goLive(live, releasesDir, folder, name);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    this.rollForward(entry);
    logger.info({ publishId: newest, bytes: archive.length }, "serving another instance's publish");
    return { state: "switched", publishId: newest };
  }

  /** Journals `step` (durably) before it starts; the crash tests' hook may stop the process there (PUBLISH_CRASH_AT=follow-<step>). */
  private journal(entry: FollowEntry, step: FollowStep): void {
    entry.step = step;
    writeDurably(path.join(this.options.releasesDir, FOLLOW_JOURNAL), JSON.stringify(entry));
    faultHere(`follow-${step}`);
  }

  /** The steps after the switch, each harmless to do again. */
  private rollForward(entry: FollowEntry): void {
    const { releasesDir, projectRoot } = this.options;
    this.journal(entry, "content");
    // Oldest publish first, so each file ends with its newest text.
    for (const file of entry.files) writeChange(projectRoot, { path: file.path, text: file.after });
    this.journal(entry, "record");
    recordLivePublish(releasesDir, entry.release, entry.publishId);
    rmSync(path.join(releasesDir, FOLLOW_JOURNAL), { force: true });
  }

  /** Finishes or undoes a take-in a crash or a failed write cut short (the table above), and removes a crash's unpacked folder. */
  recover(): void {
    const { releasesDir, live } = this.options;
    if (!existsSync(releasesDir)) return;
    for (const name of readdirSync(releasesDir)) if (name.startsWith(FETCHING)) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    const file = path.join(releasesDir, FOLLOW_JOURNAL);
    if (!existsSync(file)) return;
    const entry = JSON.parse(readFileSync(file, "utf8")) as FollowEntry;
    const release = path.join(releasesDir, entry.release);
    const serving = path.resolve(live.current.root) === path.resolve(release);
    // Switched (the pointer names it, or this server serves it and only the pointer's write failed): forward, the pointer written again.
    if (pointedRelease(releasesDir) === entry.release || serving) {
      switchTo(live, releasesDir, entry.release);
      return this.rollForward(entry);
    }
    rmSync(release, { recursive: true, force: true });
    rmSync(file, { force: true });
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
