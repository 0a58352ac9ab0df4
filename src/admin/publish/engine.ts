/**
 * Publishing: the back office's changes (file → new text, or null to delete it) go live only as a
 * whole site that passes the one content pipeline and builds. In order:
 *
 *   validating  a throwaway copy of the project with the deletions made, checked by loadSite with
 *               the new texts as its overrides; any problem refuses the publish, in staff words
 *   building    the new texts written into the copy and the site built there (an injectable step);
 *               or, when a build this server kept (the live one, or one before it) was made today
 *               from exactly the content the publish leads to, a copy of it: an undo minutes after
 *               a publish puts back the site as it was without minutes of building, and a build
 *               from the same content on the same day is the same site (the day is all that is
 *               dated in a build: the facts in force, the year)
 *   switching   the new build/client moved beside the live one, the previous build's hashed assets
 *               carried into it (a page loaded a moment ago still finds its scripts), and the
 *               server switched to it in one step (src/server/live-site.ts)
 *   done        the changes written into pages.config/ (a restart serves the same), recorded in the
 *               publish log (with the build itself when other instances share the database: they
 *               fetch it, follow.ts), and committed when pages.config/ is in a git repository
 *
 * Anything failing before the switch leaves the live site and pages.config/ as they were. One
 * publish runs at a time; its progress is readable while it runs.
 */
import { withoutServerDetails } from "../staff-text.ts";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scratchCopy } from "../../../scripts/scratch-copy.ts";
import { CONTENT_ROOT_VARIABLE, DEFAULT_SITE, defaultSiteRoot } from "../../content/content-files.ts";
import { listFiles } from "../../content/files.ts";
import { loadSite } from "../../content/load-site.ts";
import { todayInSydney } from "../../lib/dates.ts";
import { draftBytes, encodingOf } from "../content/draft-source.ts";
import type { LiveSite } from "../../server/live-site.ts";
import { commitPublish, type GitOutcome } from "./git.ts";
import type { PublishedFile, PublishLog, RestoreKind, SharedBuilds } from "./publish-log.ts";
import { packSite } from "./site-archive.ts";
import { problemInStaffWords } from "./staff-words.ts";

export interface Change {
  path: string;
  /** The new text, or null to delete the file; a picture's bytes as base64 (encodingOf in draft-source.ts). */
  text: string | null;
}

/** Builds the site in the project copy at `root` into root/build/client; says why when it cannot. */
/**
 * Builds root's site into root/build/client. Given `from` (the live build's client folder and the
 * page renderer the full build kept), it may render only the pages whose inputs changed since
 * that build: `npm run build -- --changed-from` (scripts/build-changed.ts), which builds every page
 * when `from` has no record of its inputs (.<folder>.page-inputs.json beside it, moved with it).
 */
export type BuildStep = (root: string, from?: { previous: string; renderer: string }) => Promise<{ ok: true } | { ok: false; why: string }>;

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

export type PublishOutcome =
  { ok: true; publishId: number | null; seconds: number; git?: GitOutcome } | { ok: false; reason: string; problems: string[]; busy?: true };

export interface PublishRequest {
  changes: Change[];
  actor: string;
  note?: string | null;
  /** Set when this publish puts back an earlier one's version. */
  restoredFrom?: number | null;
  /** With restoredFrom: an undo of it, or its version restored (publish-log.ts). */
  restoreKind?: RestoreKind | null;
  /**
   * Runs once the changes are live and recorded, before the publish is reported done: clearing the
   * published drafts here means no page says "Published" while still listing them as waiting.
   */
  beforeDone?: () => Promise<void>;
}

export interface PublisherOptions {
  /** The site's folder, whose pages.config/ is the live content (the default site, or CONTENT_ROOT). */
  projectRoot: string;
  /** The project whose code builds that site. */
  codeRoot: string;
  live: LiveSite;
  /** Where builds are kept while live (the current and the one before it). */
  releasesDir: string;
  log?: PublishLog;
  build?: BuildStep;
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

/** `npm run build -- --pages-only` (the server and the editor page are the running ones), run by this Node in the project copy. */
export const realBuild: BuildStep = (root, from) =>
  new Promise((resolve) => {
    const changed = from ? ["--changed-from", from.previous, "--renderer", from.renderer] : [];
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts", "--pages-only", ...changed], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      // The copy holds the site as its own pages.config/: a CONTENT_ROOT the server was given would build the live folder instead.
      env: { ...process.env, NODE_ENV: "production", [CONTENT_ROOT_VARIABLE]: "" },
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ ok: false, why: `the build could not start (${error.message})` }));
    child.on("close", (status) => resolve(status === 0 ? { ok: true } : { ok: false, why: buildFailure(output) }));
  });

/** The build's own last words, which name the step that failed; the rest is for the server log. */
function buildFailure(output: string): string {
  const failed = /build: (.+) failed/.exec(output)?.[1];
  return failed
    ? `the website could not be built (the ${failed} step failed). Nothing was changed on the live site; tell the developer: ${output.trim().split("\n").slice(-3).join(" ")}`
    : `the website could not be built. Nothing was changed on the live site; tell the developer: ${output.trim().split("\n").slice(-3).join(" ")}`;
}

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

/** Writes next to the file and renames, so a crash leaves the old text or the new, never half. */
export function writeChange(root: string, { path: file, text }: Change): void {
  const full = path.join(root, file);
  if (text === null) return rmSync(full, { force: true });
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(`${full}.publishing`, draftBytes(file, text));
  renameSync(`${full}.publishing`, full);
}

/** Hashed assets of the build going out that the new one lacks, so pages already open keep working. */
function carryAssets(from: string, to: string): void {
  const assets = path.join(from, "assets");
  if (!existsSync(assets)) return;
  mkdirSync(path.join(to, "assets"), { recursive: true });
  for (const name of readdirSync(assets)) {
    const target = path.join(to, "assets", name);
    if (!existsSync(target)) cpSync(path.join(assets, name), target, { recursive: true });
  }
}

/** A name for a build going live now; names sort by time, which pruneReleases relies on. */
export const releaseName = (at: Date) => `site-${at.toISOString().replace(/[:.]/g, "-")}`;

/**
 * Puts a finished build (`folder`, beside releasesDir) live as releasesDir/`name`: the outgoing
 * build's hashed assets carried in, the server switched in one step, the pointer a restart follows
 * written, and builds no longer needed removed. When the build cannot be served it is removed, the
 * live site is as it was, and the reason is thrown.
 */
export function goLive(live: LiveSite, releasesDir: string, folder: string, name: string): void {
  const release = path.join(releasesDir, name);
  carryAssets(live.current.root, folder);
  renameSync(folder, release);
  let previous: string;
  try {
    previous = live.switchTo(release).root;
  } catch (error) {
    rmSync(release, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(path.join(releasesDir, LIVE_POINTER), name);
  pruneReleases(releasesDir, name, previous);
}

/** Keeps the live build and the one before it (requests that began on it may still be reading). */
function pruneReleases(releasesDir: string, live: string, previousRoot: string): void {
  const keep = new Set([live, path.basename(previousRoot)]);
  const builds = readdirSync(releasesDir)
    .filter((entry) => entry.startsWith("site-"))
    .sort();
  const previous = builds.filter((entry) => entry < live).pop();
  if (previous) keep.add(previous);
  for (const entry of builds) if (!keep.has(entry)) rmSync(path.join(releasesDir, entry), { recursive: true, force: true });
}

export function recordLivePublish(releasesDir: string, name: string, publishId: number): void {
  writeFileSync(path.join(releasesDir, LIVE_PUBLISH), `${name} ${publishId}`);
}

/** When the build in `root` was made (its home page's time), as the publish log writes times. */
function builtAt(root: string): string {
  return new Date(statSync(path.join(root, "index.html")).mtimeMs).toISOString();
}

/** Every content file's path and bytes, as one digest: two builds made from equal digests on one day are the same site. */
export function contentDigest(root: string): string {
  const hash = createHash("sha256");
  const dir = path.join(root, CONTENT_DIR);
  for (const file of listFiles(dir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex");
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

export class Publisher {
  private progress: Progress = { state: "idle" };
  private running = false;
  private readonly now: () => Date;
  private readonly build: BuildStep;
  /** Builds this server made or served, by folder: what a later publish leading to the same content can copy instead of building. */
  private readonly kept = new Map<string, KeptBuild>();

  constructor(private readonly options: PublisherOptions) {
    this.now = options.now ?? (() => new Date());
    this.build = options.build ?? realBuild;
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

  /** A kept build made today from exactly this content, still on disk as it was made. */
  private keptBuildOf(content: string): string | undefined {
    const day = this.day();
    for (const [root, build] of this.kept) if (build.content === content && build.day === day && homeTime(root) === build.homeTime) return root;
    return undefined;
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

  async publish(request: PublishRequest): Promise<PublishOutcome> {
    return (
      (await this.exclusive(() => this.run(request))) ?? {
        ok: false,
        busy: true,
        reason: "Another publish is running. Wait for it to finish (this page shows its progress), then publish again.",
        problems: [],
      }
    );
  }

  /**
   * Runs `work` unless a publish (or another instance's publish being taken in, follow.ts) is
   * running: the live site and pages.config/ change one switch at a time. Undefined when busy.
   */
  async exclusive<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.running) return undefined;
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
    }
  }

  private async run({ changes, actor, note = null, restoredFrom = null, restoreKind = null, beforeDone }: PublishRequest): Promise<PublishOutcome> {
    const { projectRoot, live, releasesDir } = this.options;
    const started = this.now();
    const head = { by: actor, paths: changes.map((change) => change.path), startedAt: started.toISOString() };
    const fail = (why: string, problems: string[] = []): PublishOutcome => {
      const reason = withoutServerDetails(why);
      // The whole text, paths and stack included, for the developer: a JSON line, as the server's log writes them.
      if (reason !== why) console.error(JSON.stringify({ level: 50, time: Date.now(), msg: "publish failed", reason: why }));
      this.progress = { state: "failed", ...head, finishedAt: this.now().toISOString(), reason, problems };
      return { ok: false, reason, problems };
    };
    this.progress = { state: "validating", ...head };

    const badPaths = changes.flatMap((change) => pathProblem(change.path) ?? []);
    if (badPaths.length) return fail("Nothing was published: some changes are not content files.", badPaths);
    const files: PublishedFile[] = changes
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
    // The copy is a project whose own site this is, whichever folder the site is kept in.
    const scratch = scratchCopy("publishing-", { from: this.options.codeRoot, site: projectRoot, into: releasesDir });
    const scratchSite = path.join(scratch.root, DEFAULT_SITE);
    try {
      // Deletions and pictures are made in the copy; loadSite takes the new texts as overrides.
      for (const file of files) if (file.after === null || encodingOf(file.path)) writeChange(scratchSite, { path: file.path, text: file.after });
      const overrides = Object.fromEntries(files.flatMap((file) => (file.after === null || encodingOf(file.path) ? [] : [[file.path, file.after]])));
      const { problems } = loadSite(scratchSite, { overrides, today: this.options.today });
      if (problems.length)
        return fail(
          `Nothing was published: the website would have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}. Fix ${problems.length === 1 ? "it" : "them"} in the editor, then publish again.`,
          problems.map(problemInStaffWords),
        );

      this.progress = { state: "building", ...head };
      for (const file of files) writeChange(scratchSite, { path: file.path, text: file.after });
      const content = contentDigest(scratchSite);
      const client = path.join(scratch.root, "build", "client");
      const day = this.day();
      const reused = this.keptBuildOf(content);
      if (reused) cpSync(reused, client, { recursive: true });
      const built = reused
        ? ({ ok: true } as const)
        : await this.build(scratch.root, {
            previous: live.current.root,
            // Where the deploy's full build kept it: build/ of the code's project for its default site, else the site's own build/.
            renderer: path.join(projectRoot === defaultSiteRoot(this.options.codeRoot) ? this.options.codeRoot : projectRoot, "build", "page-renderer"),
          });
      if (!built.ok) return fail(`Nothing was published: ${built.why}`);
      if (!existsSync(path.join(client, "index.html"))) return fail("Nothing was published: the build finished without a home page. Tell the developer.");
      // Packed before the old assets are carried in: each instance carries its own.
      const archive = builds ? await packSite(client) : undefined;
      if (builds && (await builds.newestBuild()) !== newestElsewhere)
        return fail(
          "Nothing was published: someone else published while this was building, and this build does not have their changes. Publish again: your drafts are kept.",
        );

      this.progress = { state: "switching", ...head };
      const name = releaseName(started);
      this.keepOutgoing(live.current.root);
      const newHome = homeTime(client);
      try {
        goLive(live, releasesDir, client, name);
      } catch (error) {
        return fail(`Nothing was published: the new build could not be served (${(error as Error).message}). Tell the developer.`);
      }
      this.forgetRemoved();
      // A build that ran past midnight may be dated either day: not kept for reuse.
      if (newHome !== undefined && day === this.day()) this.kept.set(path.join(releasesDir, name), { content, day, homeTime: newHome });
      for (const file of files) writeChange(projectRoot, { path: file.path, text: file.after });

      const publishId = (await this.options.log?.add({ at: started.toISOString(), actor, note, restoredFrom, restoreKind, files, archive })) ?? null;
      if (publishId !== null) recordLivePublish(releasesDir, name, publishId);
      const git = await commitPublish(
        projectRoot,
        files.map((file) => file.path),
        { actor, note, restoredFrom, remote: this.options.gitRemote },
      );
      // The site is live whatever happens here: a failure must not turn this into "Nothing was published".
      await beforeDone?.().catch(() => undefined);
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
    } catch (error) {
      return fail(`Nothing was published: ${(error as Error).message}. Tell the developer.`);
    } finally {
      scratch.remove();
    }
  }
}

/**
 * The build a starting server serves: the newest published one when it is newer than `siteRoot`
 * (a publish, then a restart without a build), else `siteRoot` (a fresh `npm run build`).
 */
export function liveRootAtStart(siteRoot: string, releasesDir: string): string {
  const pointer = path.join(releasesDir, LIVE_POINTER);
  if (!existsSync(pointer)) return siteRoot;
  const release = path.join(releasesDir, readFileSync(pointer, "utf8").trim());
  const built = (root: string) => {
    try {
      return statSync(path.join(root, "index.html")).mtimeMs;
    } catch {
      return -1;
    }
  };
  return built(release) > built(siteRoot) ? release : siteRoot;
}
