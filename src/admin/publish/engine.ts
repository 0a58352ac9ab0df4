/**
 * Publishing: the back office's changes (file → new text, or null to delete it) go live only as a
 * whole site that passes the one content pipeline and builds. The heavy part runs as a job in a
 * process of its own (job.ts, job-process.ts: its own heap limit, a lower CPU priority), never on
 * the web server's event loop or thread pool. One publish runs at a time; one asked for meanwhile
 * waits its turn (publish, waiting). Each step is written to the journal (journal.ts, flushed to
 * disk) before it starts, so that a crash or a failed write at any step is rolled forward or back,
 * on the next start or before the next publish (recover):
 *
 *   step      what it does                                        after a crash there, recovery
 *   prepare   the job copies the project beside the builds and    rolls back: the copy is removed;
 *             checks the content with the changes (loadSite)      nothing else was touched
 *   build     the job builds the site in the copy, or copies a    rolls back: the copy is removed
 *             build kept from today of exactly this content
 *   stage     the build moves beside the live one as its release  rolls back: the copy and the
 *             folder, the outgoing build's hashed assets carried  release folder are removed (the
 *             in (a page loaded a moment ago finds its scripts)   live pointer never named it)
 *   record    History's record (with the build, for other         rolls back when History has no
 *             instances, when they share the database)            record of it (found by its start
 *                                                                 time and person); forward if it has
 *   content   the new texts written into pages.config/            forward: written again (each file
 *                                                                 is replaced whole, by a rename)
 *   switch    the live pointer written (flushed), the server      forward: pointer written and the
 *             switched to the release, older releases pruned      server switched again
 *   commit    a git commit of the files, when pages.config/ is    forward: committed when the files
 *             in a repository (and pushed, PUBLISH_GIT_REMOTE)    still differ from the last commit
 *   clear     the published drafts cleared (where unchanged)      forward: cleared again
 *
 * Then the journal goes. Recorded means published: from `record` on, the publish is finished,
 * never undone, so History never lists a publish the site lacks, nor the site shows one it does
 * not list. Whatever was left beside the builds by a job that died (publishing-*) goes too.
 */
import { withoutServerDetails } from "../staff-text.ts";
import { fork } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageInputsFile } from "../../../scripts/lib/page-inputs-file.ts";
import { siteContentFiles } from "../../content/collections.ts";
import { defaultSiteRoot } from "../../content/content-files.ts";
import { listFiles } from "../../content/files.ts";
import { todayInSydney } from "../../lib/dates.ts";
import type { DraftSource } from "../../storage/draft-source.ts";
import { encodingOf } from "../../storage/draft-source.ts";
import { readSiteBuild, type LiveSite, type SiteBuild } from "../../server/live-site.ts";
import { commitPublish, hasUncommitted, type GitOutcome } from "./git.ts";
import { carryAssets, JOB_MEMORY_MB, SCRATCH_PREFIX, faultHere, runJob, type BuildStep, type JobInput, type JobResult } from "./job.ts";
import type { JobMessage, JobStart } from "./job-process.ts";
import { clearJournal, readJournal, STEPS, writeDurably, writeJournal, type JournalEntry, type Step } from "./journal.ts";
import type { PublishedFile, PublishLog, RestoreKind, SharedBuilds } from "../../storage/publish-log.ts";
import { packSite } from "./site-archive.ts";

export { contentDigest, realBuild, writeChange, type BuildStep } from "./job.ts";
import { contentDigest, writeChange } from "./job.ts";

export interface Change {
  path: string;
  /** The new text, or null to delete the file; a picture's bytes as base64 (encodingOf in draft-source.ts). */
  text: string | null;
}

export type Stage = "validating" | "building" | "switching";

export type Progress =
  | { state: "idle" }
  | { state: Stage; by: string; paths: string[]; startedAt: string }
  | {
      state: "done";
      by: string;
      paths: string[];
      startedAt: string;
      finishedAt: string;
      seconds: number;
      publishId: number | null;
      git?: GitOutcome;
      /** Set when this publish put back an earlier one's version: which, and how (an undo, or its version restored). */
      restoredFrom?: number | null;
      restoreKind?: RestoreKind | null;
    }
  | { state: "failed"; by: string; paths: string[]; startedAt: string; finishedAt: string; reason: string; problems: string[] };

export type PublishOutcome = { ok: true; publishId: number | null; seconds: number; git?: GitOutcome } | { ok: false; reason: string; problems: string[] };

export interface PublishRequest {
  changes: Change[];
  actor: string;
  note?: string | null;
  /** Set when this publish puts back an earlier one's version. */
  restoredFrom?: number | null;
  /** With restoredFrom: an undo of it, or its version restored (publish-log.ts). */
  restoreKind?: RestoreKind | null;
  /**
   * Clears the published drafts (PublisherOptions.drafts) as the publish's last step, before it is
   * reported done: no page says "Published" while still listing them as waiting.
   */
  clearDrafts?: boolean;
  /**
   * The changes worked out again when the publish's turn comes (an undo or a restore asked for
   * while another publish ran: what it puts back depends on History as it is then); `changes` is
   * what the waiting list shows meanwhile.
   */
  changesAtStart?: () => Promise<Change[]>;
}

export interface PublisherOptions {
  /** The site's folder, whose pages.config/ is the live content (the default site, or CONTENT_ROOT). */
  projectRoot: string;
  /** The project whose code builds that site. */
  codeRoot: string;
  live: LiveSite;
  /** Where builds are kept while live (the current and the one before it), with the journal. */
  releasesDir: string;
  log?: PublishLog;
  /** The drafts a publish of drafts clears (clearDrafts). */
  drafts?: DraftSource;
  /**
   * A build step run on this thread instead of in the job's process: the tests' stand-in builds,
   * which are functions. Every real publish leaves it unset.
   */
  build?: BuildStep;
  /** A module whose default export is the build step, run in the job's process (a stand-in build); the real build unless given. */
  buildModule?: string;
  /** The job's process as bundled JavaScript (JOB_BUNDLE): the one bundled with this server unless given (bench:publish builds its own). */
  jobBundle?: string;
  now?: () => Date;
  /** The day content is checked against (tests fix it); today in Sydney otherwise. */
  today?: string;
  /** Push each publish's commit to this git remote (PUBLISH_GIT_REMOTE). */
  gitRemote?: string;
  /**
   * Instances sharing the database (PostgreSQL): each publish's build is kept with its record for
   * the others (follow.ts), and a publish that another instance's overtook is refused.
   */
  builds?: SharedBuilds;
}

const CONTENT_DIR = "pages.config";
/** The pointer a restarted server follows to the newest published build (see liveRootAtStart). */
export const LIVE_POINTER = "live";
/** Which publish the live build is: "<release folder> <publish id>", for follow.ts. */
const LIVE_PUBLISH = "live-publish";
/** The job's CPU priority (nice): below the server's, so visitors' pages are served first while it builds. */
const JOB_PRIORITY = 10;
/** The steps the job's process runs: a crash there is the job's (job.ts), and the server rolls it back. */
const JOB_STEPS = new Set<Step>(["prepare", "build"]);
/** How far back History is searched for a record written just before a crash: one publish at a time, so the newest few. */
const RECENT_RECORDS = 20;

/** A path from a draft is taken only inside pages.config/, spelled one way. */
export function pathProblem(file: string): string | undefined {
  const normal = path.posix.normalize(file);
  if (normal !== file || !file.startsWith(`${CONTENT_DIR}/`) || file.split("/").includes("..") || file.includes("\\") || file.includes("\0"))
    return `${JSON.stringify(file)} is not a file of the website's content, so it cannot be published.`;
  return undefined;
}

function readText(root: string, file: string): string | null {
  try {
    const bytes = readFileSync(path.join(root, file));
    return encodingOf(file) === "base64" ? bytes.toString("base64") : bytes.toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The pictures among `changes` that no content file names once the changes are made. The editor
 * keeps every upload as a draft, chosen or not (a field may have been changed again since); one no
 * field names would be served and committed for nothing, so it stays a draft instead.
 */
function unusedPictures(root: string, changes: readonly Change[]): Set<string> {
  const pictures = changes.filter((change) => change.text !== null && encodingOf(change.path)).map((change) => change.path);
  if (!pictures.length) return new Set();
  const changed = new Map(changes.map((change) => [change.path, change.text]));
  const texts = siteContentFiles(root)
    .filter((file) => !changed.has(file))
    .map((file) => readText(root, file) ?? "");
  for (const [file, text] of changed) if (text !== null && !encodingOf(file)) texts.push(text);
  // A field holds the picture's path as a JSON string, quotes included.
  return new Set(pictures.filter((picture) => !texts.some((text) => text.includes(JSON.stringify(picture)))));
}

/** A name for a build going live now; names sort by time, which pruneReleases relies on. */
export const releaseName = (at: Date) => `site-${at.toISOString().replace(/[:.]/g, "-")}`;

/** Moves a finished build (`folder`, beside releasesDir) in as releasesDir/`name`, the live build's hashed assets carried in unless they are already. */
function stageRelease(live: LiveSite, releasesDir: string, folder: string, name: string, carried = false): void {
  if (!carried) carryAssets(live.current.root, folder);
  const release = path.join(releasesDir, name);
  // The record of which pages read which files goes with the build, for the next publish's build to render only the changes.
  if (existsSync(pageInputsFile(folder))) renameSync(pageInputsFile(folder), pageInputsFile(release));
  renameSync(folder, release);
}

/**
 * Switches the server to the staged release `name` (when it is not already serving it), writes
 * the pointer a restart follows, and removes builds no longer needed. When the build cannot be
 * served it is removed, the live site is as it was, and the reason is thrown.
 */
export function switchTo(live: LiveSite, releasesDir: string, name: string, ready?: SiteBuild): void {
  const release = path.join(releasesDir, name);
  let previous = live.current.root;
  if (path.resolve(previous) !== path.resolve(release))
    try {
      previous = live.switchTo(release, ready).root;
    } catch (error) {
      rmSync(release, { recursive: true, force: true });
      throw error;
    }
  writeDurably(path.join(releasesDir, LIVE_POINTER), name);
  pruneReleases(releasesDir, name, previous);
}

/** Puts a finished build live as releasesDir/`name` (follow.ts: another instance's publish): staged, then switched to. */
export function goLive(live: LiveSite, releasesDir: string, folder: string, name: string): void {
  stageRelease(live, releasesDir, folder, name);
  switchTo(live, releasesDir, name);
}

/** Keeps the live build and the one before it (requests that began on it may still be reading). */
function pruneReleases(releasesDir: string, live: string, previousRoot: string): void {
  const keep = new Set([live, path.basename(previousRoot)]);
  const builds = readdirSync(releasesDir)
    .filter((entry) => entry.startsWith("site-"))
    .sort();
  const previous = builds.filter((entry) => entry < live).pop();
  if (previous) keep.add(previous);
  for (const entry of builds)
    if (!keep.has(entry)) {
      rmSync(path.join(releasesDir, entry), { recursive: true, force: true });
      rmSync(pageInputsFile(path.join(releasesDir, entry)), { force: true });
    }
}

export function recordLivePublish(releasesDir: string, name: string, publishId: number): void {
  writeDurably(path.join(releasesDir, LIVE_PUBLISH), `${name} ${publishId}`);
}

/** The release the live pointer names, if any. */
export function pointedRelease(releasesDir: string): string | undefined {
  try {
    return readFileSync(path.join(releasesDir, LIVE_POINTER), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** When the build in `root` was made (its home page's time), as the publish log writes times. */
function builtAt(root: string): string {
  return new Date(statSync(path.join(root, "index.html")).mtimeMs).toISOString();
}

/** What a build kept on disk was made from, and its home page's time then (a folder rebuilt or replaced since is a different build). */
interface KeptBuild {
  content: string;
  /** The Sydney day it was built on. */
  day: string;
  homeTime: number;
}

function homeTime(root: string): number | undefined {
  try {
    return statSync(path.join(root, "index.html")).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Whether the build in `root` was made after every content file last changed, so from the content as it is. */
function builtFromContent(root: string, projectRoot: string): boolean {
  const built = homeTime(root);
  const dir = path.join(projectRoot, CONTENT_DIR);
  return built !== undefined && listFiles(dir).every((file) => statSync(path.join(dir, file)).mtimeMs <= built);
}

/** The publish the live build is: as recorded by the switch that made it live, else the newest the build already had. */
export async function servedPublish(builds: SharedBuilds, releasesDir: string, liveRoot: string): Promise<number> {
  return livePublish(releasesDir, liveRoot) ?? (await builds.newestAtOrBefore(builtAt(liveRoot)));
}

/** The publish `liveRoot` is, when it is the release recordLivePublish named. */
function livePublish(releasesDir: string, liveRoot: string): number | undefined {
  try {
    const [name, id] = readFileSync(path.join(releasesDir, LIVE_PUBLISH), "utf8").trim().split(" ");
    return path.resolve(releasesDir, name ?? "") === path.resolve(liveRoot) && Number(id) > 0 ? Number(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs the job in a process of its own: forked with its own heap limit and at a lower CPU priority
 * (which the build it starts inherits). `onBuilding` runs (the server journals the step) before the
 * job may build. A job that dies says so as a refusal.
 */
/** A job's result, and the way to have its copy of the project removed once the build is out of it. */
interface FinishedJob {
  result: JobResult;
  tidy: () => void;
  /** Settles once the job's process has exited (its copy removed). */
  exited: Promise<void>;
}

/**
 * Runs the job in a process of its own: forked with its own heap limit and at a lower CPU priority
 * (which the build it starts inherits). `onBuilding` runs (the server journals the step) before the
 * job may build. A job that dies says so as a refusal.
 */
function jobInProcess(codeRoot: string, start: JobStart, onBuilding: () => void, bundle: string | undefined): Promise<FinishedJob> {
  let exited = () => {};
  const gone = new Promise<void>((resolve) => (exited = resolve));
  const { script, loader } = jobScript(codeRoot, { buildModule: start.buildModule, bundle });
  return new Promise((resolve) => {
    const child = fork(script, [], {
      cwd: codeRoot,
      execArgv: [`--max-old-space-size=${JOB_MEMORY_MB}`, ...loader],
      // The job builds for production whatever the server runs as (a test's NODE_ENV=test), as npm run build does.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, JOB_PRIORITY);
    } catch {
      // A host that refuses a priority change still publishes, at the server's priority.
    }
    const tidy = () => void (child.connected && child.send("tidy", () => undefined));
    let failed = "";
    child.on("message", (message: JobMessage) => {
      if ("result" in message) return resolve({ result: message.result, tidy, exited: gone });
      try {
        onBuilding();
        child.send("go");
      } catch (error) {
        failed = (error as Error).message;
        child.kill("SIGKILL");
      }
    });
    child.on("error", (error) => (failed = error.message));
    child.on("exit", (code, signal) => {
      exited();
      resolve({
        result: {
          ok: false,
          reason: `Nothing was published: the publishing job stopped (${failed || signal || `exit code ${code}`}). Tell the developer.`,
          problems: [],
        },
        tidy: () => undefined,
        exited: gone,
      });
    });
    child.send(start);
  });
}

/** The job's process bundled beside the server's (scripts/build-server.ts), the same program as the server running it. */
export const JOB_BUNDLE = "publish-job/job.mjs";

/** The job bundled with this server when it runs bundled (build/node-server/main.mjs); none when it runs from its sources. */
const bundledJob = () => (import.meta.url.endsWith(".mjs") ? fileURLToPath(new URL(`./${JOB_BUNDLE}`, import.meta.url)) : undefined);

/**
 * The job's code: the bundled job, with no TypeScript loader; without one (a server run from its
 * sources), or for a stand-in build written in TypeScript, the source with tsx.
 */
function jobScript(codeRoot: string, { buildModule, bundle }: { buildModule?: string; bundle?: string }): { script: string; loader: string[] } {
  if ((!buildModule || !/\.[cm]?tsx?$/.test(buildModule)) && bundle && existsSync(bundle)) return { script: bundle, loader: [] };
  return { script: path.join(codeRoot, "src", "admin", "publish", "job-process.ts"), loader: ["--import", "tsx"] };
}

export class Publisher {
  private progress: Progress = { state: "idle" };
  private running = false;
  /** Publishes asked for while another ran, oldest first. */
  private readonly queue: { request: PublishRequest; resolve: (outcome: PublishOutcome) => void }[] = [];
  private readonly now: () => Date;
  /** Builds this server made or served, by folder: what a later publish leading to the same content can copy instead of building. */
  private readonly kept = new Map<string, KeptBuild>();
  private lastJob: Promise<void> = Promise.resolve();

  constructor(private readonly options: PublisherOptions) {
    this.now = options.now ?? (() => new Date());
  }

  status(): Progress {
    return this.progress;
  }

  /** The file's text in the live content (null when there is none). */
  liveText(file: string): string | null {
    return pathProblem(file) ? null : readText(this.options.projectRoot, file);
  }

  /** The Sydney day a build made now would be dated. */
  private day(): string {
    return this.options.today ?? todayInSydney(this.now());
  }

  /** The kept builds made today, still on disk as they were made, with their content's digest. */
  private keptToday(): JobInput["kept"] {
    const day = this.day();
    return [...this.kept]
      .filter(([root, build]) => build.day === day && homeTime(root) === build.homeTime)
      .map(([root, build]) => ({ root, content: build.content }));
  }

  /** Forgets the builds removed (releases no longer needed) or replaced since. */
  private forgetRemoved(): void {
    for (const [root, build] of this.kept) if (homeTime(root) !== build.homeTime) this.kept.delete(root);
  }

  /**
   * Remembers the build going out, when it was made after the content last changed (so from the
   * content in pages.config/ now, before this publish writes it): the one a server starts with.
   */
  private keepOutgoing(root: string): void {
    const built = homeTime(root);
    if (this.kept.has(root) || built === undefined || !builtFromContent(root, this.options.projectRoot)) return;
    this.kept.set(root, { content: contentDigest(this.options.projectRoot), day: todayInSydney(new Date(built)), homeTime: built });
  }

  /** Runs the publish now, or, while one runs, after it and any asked for before: one at a time, in the order asked. */
  publish(request: PublishRequest): Promise<PublishOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.next();
    });
  }

  /** The publishes waiting their turn, in order: who asked, and which files. */
  waiting(): { by: string; paths: string[] }[] {
    return this.queue.map(({ request }) => ({ by: request.actor, paths: request.changes.map((change) => change.path) }));
  }

  /** Starts the first publish waiting, unless something is running (which calls this again when it ends). */
  private next(): void {
    const first = this.running ? undefined : this.queue.shift();
    if (!first) return;
    // Nothing is running, so exclusive runs it.
    void this.exclusive(() => this.run(first.request)).then((outcome) => outcome && first.resolve(outcome));
  }

  /**
   * Runs `work` unless a publish (or another instance's publish being taken in, follow.ts) is
   * running: the live site and pages.config/ change one switch at a time. Undefined when busy.
   * A publish waiting its turn starts when it ends.
   */
  async exclusive<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.running) return undefined;
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
      this.next();
    }
  }

  /** Finishes or undoes a publish a crash interrupted (the table above); what it did, for the server's log. Runs on start. */
  async recoverNow(): Promise<"none" | "forward" | "back" | "busy"> {
    return (await this.exclusive(() => this.recover())) ?? "busy";
  }

  /** Journals `step` (durably) before it starts; the crash tests' hook may stop the process there (the job's own steps stop the job). */
  private journal(entry: JournalEntry, step: Step): void {
    entry.step = step;
    writeJournal(this.options.releasesDir, entry);
    if (!JOB_STEPS.has(step)) faultHere(step);
  }

  private async recover(): Promise<"none" | "forward" | "back"> {
    const { releasesDir } = this.options;
    const entry = existsSync(releasesDir) ? readJournal(releasesDir) : undefined;
    if (!entry) {
      this.removeScratch();
      return "none";
    }
    if (!(await this.recorded(entry))) {
      this.rollBack(entry);
      return "back";
    }
    await this.rollForward(entry, true);
    return "forward";
  }

  /** Whether History has the journalled publish (its number then set): the point after which it is finished, never undone. */
  private async recorded(entry: JournalEntry): Promise<boolean> {
    const at = STEPS.indexOf(entry.step);
    if (at < STEPS.indexOf("record")) return false;
    if (at > STEPS.indexOf("record") || entry.publishId !== null || !this.options.log) return true;
    const found = (await this.options.log.list(RECENT_RECORDS)).find((record) => record.at === entry.at && record.actor === entry.actor);
    entry.publishId = found?.id ?? null;
    return found !== undefined;
  }

  /** Whatever a job left beside the builds: its copy of the project. */
  private removeScratch(): void {
    const { releasesDir } = this.options;
    if (!existsSync(releasesDir)) return;
    for (const entry of readdirSync(releasesDir)) if (entry.startsWith(SCRATCH_PREFIX)) rmSync(path.join(releasesDir, entry), { recursive: true, force: true });
  }

  /** Undoes a publish not yet recorded: its copy (unless the job removes it itself) and its staged release go; nothing else had changed. */
  private rollBack(entry: JournalEntry, removeCopy = true): void {
    const { releasesDir, live } = this.options;
    if (removeCopy) this.removeScratch();
    const release = path.join(releasesDir, entry.release);
    if (pointedRelease(releasesDir) !== entry.release && path.resolve(live.current.root) !== path.resolve(release)) {
      rmSync(release, { recursive: true, force: true });
      rmSync(pageInputsFile(release), { force: true });
    }
    clearJournal(releasesDir);
  }

  /** The steps after the record, each written so that doing it again is harmless (a recovery redoes the one a crash cut short). */
  private async rollForward(entry: JournalEntry, recovering: boolean, ready?: SiteBuild): Promise<GitOutcome | undefined> {
    const { projectRoot, live, releasesDir, gitRemote: remote, drafts } = this.options;
    this.journal(entry, "content");
    for (const file of entry.files) writeChange(projectRoot, { path: file.path, text: file.after });
    this.journal(entry, "switch");
    switchTo(live, releasesDir, entry.release, ready);
    if (entry.publishId !== null) recordLivePublish(releasesDir, entry.release, entry.publishId);
    this.forgetRemoved();
    this.journal(entry, "commit");
    const paths = entry.files.map((file) => file.path);
    // A commit made before the crash leaves nothing to commit again.
    const git =
      !recovering || (await hasUncommitted(projectRoot, paths))
        ? await commitPublish(projectRoot, paths, { actor: entry.actor, note: entry.note, restoredFrom: entry.restoredFrom, remote })
        : undefined;
    this.journal(entry, "clear");
    if (entry.clearDrafts) await drafts?.clearPublished(entry.files.map((file) => ({ path: file.path, text: file.after })));
    clearJournal(releasesDir);
    // A recovery removes what a killed job left; a job that finished removes its own copy (tidy).
    if (recovering) this.removeScratch();
    return git;
  }

  /** The job, in its own process; on this thread only for a stand-in build given as a function. */
  private async job(input: JobInput, onBuilding: () => void): Promise<FinishedJob> {
    const { build, buildModule } = this.options;
    if (!build) {
      const finished = await jobInProcess(input.codeRoot, { input, buildModule }, onBuilding, this.options.jobBundle ?? bundledJob());
      this.lastJob = finished.exited;
      return finished;
    }
    const result = await runJob(input, build, async () => onBuilding());
    return { result, tidy: () => result.scratch && rmSync(result.scratch, { recursive: true, force: true }), exited: Promise.resolve() };
  }

  /** Settles once the last job's process has exited: its CPU time is then counted as a waited child's (bench:publish). */
  jobsDone(): Promise<void> {
    return this.lastJob;
  }

  private async run(request: PublishRequest): Promise<PublishOutcome> {
    const { actor, note = null, restoredFrom = null, restoreKind = null, clearDrafts = false } = request;
    const { projectRoot, live, releasesDir } = this.options;
    const started = this.now();
    let changes = request.changes;
    const head = { by: actor, paths: changes.map((change) => change.path), startedAt: started.toISOString() };
    const fail = (why: string, problems: string[] = []): PublishOutcome => {
      const reason = withoutServerDetails(why);
      // The whole text, paths and stack included, for the developer: a JSON line, as the server's log writes them.
      if (reason !== why) console.error(JSON.stringify({ level: 50, time: Date.now(), msg: "publish failed", reason: why }));
      this.progress = { state: "failed", ...head, finishedAt: this.now().toISOString(), reason, problems };
      return { ok: false, reason, problems };
    };
    this.progress = { state: "validating", ...head };
    try {
      await this.recover();
    } catch (error) {
      return fail(`Nothing was published: an earlier publish that stopped part-way could not be finished (${(error as Error).message}). Tell the developer.`);
    }

    if (request.changesAtStart)
      try {
        changes = await request.changesAtStart();
        head.paths = changes.map((change) => change.path);
      } catch (error) {
        return fail(`Nothing was published: what to put back could not be read (${(error as Error).message}). Tell the developer.`);
      }
    const badPaths = changes.flatMap((change) => pathProblem(change.path) ?? []);
    if (badPaths.length) return fail("Nothing was published: some changes are not content files.", badPaths);
    const unused = unusedPictures(projectRoot, changes);
    if (unused.size && unused.size === changes.length)
      return fail("Nothing was published: no page uses the ticked pictures. Choose a picture in a field and save, then publish.");
    const files: PublishedFile[] = changes
      .filter((change) => !unused.has(change.path))
      .map((change) => ({ path: change.path, before: readText(projectRoot, change.path), after: change.text }))
      .filter((file) => file.before !== file.after);
    if (!files.length) return fail("There is nothing to publish: the live site already has these words.");
    const { builds } = this.options;
    // Built on content older than another instance's publish, this one would take that one's changes off the site.
    const newestElsewhere = builds && (await builds.newestBuild());
    if (builds && (newestElsewhere ?? 0) > (await servedPublish(builds, releasesDir, live.current.root)))
      return fail(
        "Nothing was published: the website was published from elsewhere a moment ago and this server is still taking that in. Publish again in a few seconds.",
      );

    mkdirSync(releasesDir, { recursive: true });
    const entry: JournalEntry = {
      step: "prepare",
      at: started.toISOString(),
      actor,
      note,
      restoredFrom,
      restoreKind,
      files,
      clearDrafts,
      release: releaseName(started),
      publishId: null,
    };
    try {
      this.journal(entry, "prepare");
      const day = this.day();
      // The copy is a project whose own site this is, whichever folder the site is kept in.
      const input: JobInput = {
        codeRoot: this.options.codeRoot,
        projectRoot,
        releasesDir,
        files: files.map(({ path: file, after }) => ({ path: file, after })),
        today: this.options.today,
        kept: this.keptToday(),
        // With other instances the build is packed first, as it was built: each instance carries in its own old assets.
        carryFrom: builds ? undefined : live.current.root,
        incremental: {
          previous: live.current.root,
          // Where the deploy's full build kept it: build/ of the code's project for its default site, else the site's own build/.
          renderer: path.join(projectRoot === defaultSiteRoot(this.options.codeRoot) ? this.options.codeRoot : projectRoot, "build", "page-renderer"),
        },
      };
      const { result: job, tidy } = await this.job(input, () => {
        this.journal(entry, "build");
        this.progress = { state: "building", ...head };
      });
      if (!job.ok) {
        tidy();
        // A job that died said nothing of its copy, and cannot remove it.
        this.rollBack(entry, job.scratch === undefined);
        return fail(job.reason, job.problems);
      }
      // Packed before the old assets are carried in: each instance carries its own.
      const archive = builds ? await packSite(job.client) : undefined;
      if (builds && (await builds.newestBuild()) !== newestElsewhere) {
        tidy();
        this.rollBack(entry, false);
        return fail(
          "Nothing was published: someone else published while this was building, and this build does not have their changes. Publish again: your drafts are kept.",
        );
      }

      this.progress = { state: "switching", ...head };
      this.journal(entry, "stage");
      this.keepOutgoing(live.current.root);
      const newHome = homeTime(job.client);
      stageRelease(live, releasesDir, job.client, entry.release, !builds);
      tidy();
      const release = path.join(releasesDir, entry.release);
      // Read now, so a build that cannot be served is refused before it is recorded; the switch proper comes after the record.
      let ready: SiteBuild;
      try {
        ready = readSiteBuild(release);
      } catch (error) {
        this.rollBack(entry);
        return fail(`Nothing was published: the new build could not be served (${(error as Error).message}). Tell the developer.`);
      }

      this.journal(entry, "record");
      entry.publishId = (await this.options.log?.add({ at: entry.at, actor, note, restoredFrom, restoreKind, files, archive })) ?? null;
      const git = await this.rollForward(entry, false, ready);
      // A build that ran past midnight may be dated either day: not kept for reuse.
      if (newHome !== undefined && day === this.day()) this.kept.set(path.join(releasesDir, entry.release), { content: job.content, day, homeTime: newHome });
      return this.done(head, started, files, entry.publishId, git, restoredFrom, restoreKind);
    } catch (error) {
      return this.afterFailure(error as Error, head, started, files, fail);
    }
  }

  /** A write failed part-way: recovery rolls the publish forward or back now (or, failing that, on the next start or publish). */
  private async afterFailure(
    error: Error,
    head: { by: string; paths: string[]; startedAt: string },
    started: Date,
    files: PublishedFile[],
    fail: (reason: string) => PublishOutcome,
  ): Promise<PublishOutcome> {
    const entry = existsSync(this.options.releasesDir) ? readJournal(this.options.releasesDir) : undefined;
    try {
      const how = await this.recover();
      if (how === "forward" && entry) return this.done(head, started, files, entry.publishId, undefined, entry.restoredFrom, entry.restoreKind);
      return fail(`Nothing was published: ${error.message}. Tell the developer.`);
    } catch (again) {
      return fail(
        `The publish stopped part-way (${error.message}; then ${(again as Error).message}). It is finished or undone when the website next publishes or restarts. Tell the developer.`,
      );
    }
  }

  private done(
    head: { by: string; paths: string[]; startedAt: string },
    started: Date,
    files: PublishedFile[],
    publishId: number | null,
    git: GitOutcome | undefined,
    restoredFrom: number | null,
    restoreKind: RestoreKind | null,
  ): PublishOutcome {
    const finished = this.now();
    const seconds = (finished.getTime() - started.getTime()) / 1000;
    this.progress = {
      state: "done",
      ...head,
      paths: files.map((file) => file.path),
      finishedAt: finished.toISOString(),
      seconds,
      publishId,
      git,
      restoredFrom,
      restoreKind,
    };
    return { ok: true, publishId, seconds, git };
  }
}

/**
 * The build a starting server serves: the newest published one when it is newer than `siteRoot`
 * (a publish, then a restart without a build), else `siteRoot` (a fresh `npm run build`).
 */
export function liveRootAtStart(siteRoot: string, releasesDir: string): string {
  const name = pointedRelease(releasesDir);
  if (!name) return siteRoot;
  const release = path.join(releasesDir, name);
  const built = (root: string) => {
    try {
      return statSync(path.join(root, "index.html")).mtimeMs;
    } catch {
      return -1;
    }
  };
  return built(release) > built(siteRoot) ? release : siteRoot;
}
