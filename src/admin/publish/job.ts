/**
 * The heavy half of a publish, run by the publish job's own process (job-process.ts), never on the
 * web server's event loop or thread pool: a throwaway copy of the project beside the builds, the
 * content checked by the one pipeline (loadSite) with the changes made, and the site built in the
 * copy (or a build kept from earlier copied in, when it was made today from exactly this content).
 * The server then takes the build in and runs the journalled steps (engine.ts).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyCode, scratchCopy } from "../../../scripts/scratch-copy.ts";
import { CONTENT_ROOT_VARIABLE, DEFAULT_SITE } from "../../content/content-files.ts";
import { listFiles } from "../../content/files.ts";
import { cannotBuildChanged } from "../../../scripts/lib/changed-build-check.ts";
import { loadSite, type LoadedSite } from "../../content/load-site.ts";
import { BUILT_CONTENT_VARIABLE, writeBuiltContent } from "../../content/site-content.server.ts";
import { BUILD_MODE_VARIABLE, buildModeOf } from "../../site/build-mode.server.ts";
import { draftBytes, encodingOf } from "../../storage/draft-source.ts";

/**
 * Builds root's site into root/build/client. Given `from` (the live build's client folder and the
 * page renderer the full build kept), it may render only the pages whose inputs changed since
 * that build: `npm run build -- --changed-from` (scripts/build-changed.ts), which builds every page
 * when `from` has no record of its inputs (.<folder>.page-inputs.json beside it, moved with it).
 * `loaded` is the content as the job checked it, changes made: a build in the job's process takes
 * it instead of loading the site again.
 */
export type BuildStep = (root: string, from?: Incremental, loaded?: LoadedSite) => Promise<{ ok: true } | { ok: false; why: string }>;

/** The build a publish's build may render only the changes over, and the page renderer the full build kept. */
export interface Incremental {
  previous: string;
  renderer: string;
}

/** The heap a publish's processes may use: a build that grows past it stops alone, and the server keeps serving. */
export const JOB_MEMORY_MB = 2048;
/** The scratch copies' prefix: whatever has it beside the builds when no job runs is a crashed job's, and goes. */
export const SCRATCH_PREFIX = "publishing-";
const CONTENT_DIR = "pages.config";

export interface JobInput {
  /** The project whose code builds the site. */
  codeRoot: string;
  /** The folder whose pages.config/ is the live content. */
  projectRoot: string;
  /** Where the copy is made, beside the builds, so the finished build moves into place by a rename. */
  releasesDir: string;
  /** The new text of each file changed, null to delete it. */
  files: { path: string; after: string | null }[];
  today?: string;
  /** Builds made today, each with its content's digest: one of the same content is copied instead of building. */
  kept: { root: string; content: string }[];
  /** The live build, whose hashed assets the new one takes in (carryAssets); unset when the server carries them itself. */
  carryFrom?: string;
  /** What the build may render only the changes over. */
  incremental?: Incremental;
}

export type JobResult =
  { ok: true; scratch: string; client: string; content: string; reused: boolean } | { ok: false; reason: string; problems: string[]; scratch?: string };

/** `npm run build -- --pages-only` (the server and the editor page are the running ones), run in the project copy. */
export const realBuild: BuildStep = (root, from) =>
  new Promise((resolve) => {
    const changed = from ? ["--changed-from", from.previous, "--renderer", from.renderer] : [];
    const child = spawn(process.execPath, [`--max-old-space-size=${JOB_MEMORY_MB}`, "--import", "tsx", "scripts/build.ts", "--pages-only", ...changed], {
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

/**
 * The publish job's build: after a change to a build that recorded its pages' inputs, the pages
 * that changed are rendered here, in the job's own process, on the content it has just checked
 * (scripts/build-changed.ts); `npm run build` as a process of its own loaded the TypeScript loader,
 * the pipeline and the content again, about 1.3 of its 2.8 s on a quiet machine. Anything else
 * (no record, no renderer) is a whole build, realBuild, in the copy with `codeRoot`'s code added.
 */
export const jobBuild =
  (codeRoot: string): BuildStep =>
  (root, from, loaded) => {
    if (from && loaded && !cannotBuildChanged(from.previous, from.renderer, loaded)) return buildChangedHere(root, from, loaded);
    // The copy was made without the code, which only a whole build reads.
    copyCode(codeRoot, root);
    return realBuild(root, from);
  };

/**
 * What scripts/build.ts sets up for its steps, set in this process: the job's, which builds one
 * site and exits. The build's paths are relative to its project (build/, .tmp/, the caches), so
 * the process moves into the copy; React must be imported after NODE_ENV says production.
 */
async function buildChangedHere(root: string, from: Incremental, loaded: LoadedSite): Promise<{ ok: true } | { ok: false; why: string }> {
  // The job's other paths (the live build a server started with "build/client", say) are the job's folder's: back there after.
  const back = process.cwd();
  const [project, previous, renderer] = [path.resolve(root), path.resolve(from.previous), path.resolve(from.renderer)];
  try {
    process.chdir(project);
    process.env.NODE_ENV = "production";
    // The copy holds the site as its own pages.config/: a CONTENT_ROOT the server was given would build the live folder instead.
    process.env[CONTENT_ROOT_VARIABLE] = "";
    process.env[BUILD_MODE_VARIABLE] = buildModeOf(loaded);
    const handover = path.join(project, ".tmp", "built-content.json");
    mkdirSync(path.dirname(handover), { recursive: true });
    process.env[BUILT_CONTENT_VARIABLE] = handover;
    writeBuiltContent(handover, loaded);
    const { buildChanged } = await import("../../../scripts/build-changed.ts");
    await buildChanged({ root: path.join(project, DEFAULT_SITE), loaded, previous, renderer });
    return { ok: true };
  } catch (error) {
    console.error(error);
    return { ok: false, why: buildFailure(`build: build-changed failed\n${(error as Error).message}`) };
  } finally {
    process.chdir(back);
  }
}

/** The build's own last words, which name the step that failed; the rest is for the server log. */
function buildFailure(output: string): string {
  const failed = /build: (.+) failed/.exec(output)?.[1];
  return failed
    ? `the website could not be built (the ${failed} step failed). Nothing was changed on the live site; tell the developer: ${output.trim().split("\n").slice(-3).join(" ")}`
    : `the website could not be built. Nothing was changed on the live site; tell the developer: ${output.trim().split("\n").slice(-3).join(" ")}`;
}

/** Writes next to the file and renames, so a crash leaves the old text or the new, never half. */
export function writeChange(root: string, { path: file, text }: { path: string; text: string | null }): void {
  const full = path.join(root, file);
  if (text === null) return rmSync(full, { force: true });
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(`${full}.publishing`, draftBytes(file, text));
  renameSync(`${full}.publishing`, full);
}

/** Hashed assets of the build going out that the new one lacks, so pages already open keep working. */
export function carryAssets(from: string, to: string): void {
  const assets = path.join(from, "assets");
  if (!existsSync(assets)) return;
  mkdirSync(path.join(to, "assets"), { recursive: true });
  for (const name of readdirSync(assets)) {
    const target = path.join(to, "assets", name);
    if (!existsSync(target)) cpSync(path.join(assets, name), target, { recursive: true });
  }
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

/**
 * Copies, checks and builds. `beforeBuild` is awaited once the content has passed, before building:
 * the server journals the build step then. A problem refuses the publish, in staff words.
 */
export async function runJob(input: JobInput, build: BuildStep, beforeBuild: () => Promise<void> = async () => undefined): Promise<JobResult> {
  // Without the code: a build after a change runs in the job's process (jobBuild), and a stand-in reads none.
  const copy = scratchCopy(SCRATCH_PREFIX, { from: input.codeRoot, site: input.projectRoot, into: input.releasesDir, code: false });
  const scratch = copy.root;
  // The copy is a project whose own (default) site this is, whichever folder the site is kept in.
  const site = path.join(scratch, DEFAULT_SITE);
  faultHere("prepare");
  // Deletions and pictures are made in the copy; loadSite takes the new texts as overrides.
  for (const file of input.files) if (file.after === null || encodingOf(file.path)) writeChange(site, { path: file.path, text: file.after });
  const overrides = Object.fromEntries(input.files.flatMap((file) => (file.after === null || encodingOf(file.path) ? [] : [[file.path, file.after]])));
  const loaded = loadSite(site, { overrides, today: input.today });
  const { problems } = loaded;
  if (problems.length)
    return {
      ok: false,
      scratch,
      reason: `Nothing was published: the website would have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}. Fix ${problems.length === 1 ? "it" : "them"} in the editor, then publish again.`,
      // The editor's labels (its schemas and block list) are loaded only for a refusal, off a publish's path.
      problems: await (
        await import("./field-labels.ts")
      ).problemsInStaffWords(
        site,
        problems,
        (file) => overrides[file] ?? (existsSync(path.join(site, file)) ? readFileSync(path.join(site, file), "utf8") : undefined),
      ),
    };

  await beforeBuild();
  for (const file of input.files) writeChange(site, { path: file.path, text: file.after });
  const content = contentDigest(site);
  const client = path.join(scratch, "build", "client");
  const reused = input.kept.find((kept) => kept.content === content);
  if (reused) cpSync(reused.root, client, { recursive: true });
  faultHere("build");
  const built = reused ? ({ ok: true } as const) : await build(scratch, input.incremental, loaded);
  if (!built.ok) return { ok: false, scratch, reason: `Nothing was published: ${built.why}`, problems: [] };
  if (!existsSync(path.join(client, "index.html")))
    return { ok: false, scratch, reason: "Nothing was published: the build finished without a home page. Tell the developer.", problems: [] };
  if (input.carryFrom) carryAssets(input.carryFrom, client);
  return { ok: true, scratch, client, content, reused: reused !== undefined };
}

/**
 * The fault hooks of the crash tests (tests/server/publish-crash.test.ts), unset in every real run.
 * PUBLISH_CRASH_AT set to a step's name: the process running that step kills itself there, as a
 * power cut would, with no chance to tidy up. PUBLISH_FAIL_AT: the step's first write fails there
 * once, as on a full disk, and the publish carries on as it does after any failed write.
 */
export function faultHere(step: string): void {
  if (process.env.PUBLISH_CRASH_AT === step) process.kill(process.pid, "SIGKILL");
  if (process.env.PUBLISH_FAIL_AT === step) {
    delete process.env.PUBLISH_FAIL_AT;
    throw new Error(`a write failed while publishing (${step})`);
  }
}
