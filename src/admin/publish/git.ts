/**
 * When pages.config/ is inside a git repository, each publish is also a commit of exactly the files
 * it changed, authored by the person who published, and optionally pushed (PUBLISH_GIT_REMOTE), so
 * a CDN or static host that builds from the repository follows. The site is live before this
 * runs: a commit or push that fails is reported, never undone.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { withoutServerDetails } from "../staff-text.ts";

const run = promisify(execFile);

export type GitOutcome = { committed: false; why: string } | { committed: true; commit: string; pushed?: string; pushFailed?: string };

export interface CommitDetails {
  actor: string;
  note: string | null;
  restoredFrom: number | null;
  remote?: string;
}

/** The commit's identity when the repository has none configured: the person is still its author. */
const COMMITTER = { GIT_COMMITTER_NAME: "Westline back office", GIT_COMMITTER_EMAIL: "back-office@localhost" };

export function commitMessage(paths: string[], { note, restoredFrom }: Pick<CommitDetails, "note" | "restoredFrom">): string {
  const what = restoredFrom === null ? "Publish" : `Restore the version of publish ${restoredFrom}`;
  const subject = `${what}: ${paths.map((file) => path.posix.basename(file)).join(", ")}`;
  return `${subject.length > 72 ? `${subject.slice(0, 69)}...` : subject}\n\n${note ? `${note}\n\n` : ""}Published from the back office.\nFiles: ${paths.join(", ")}`;
}

export async function commitPublish(projectRoot: string, paths: string[], details: CommitDetails): Promise<GitOutcome> {
  // Literal pathspecs: a path is that one file, never a pattern ("*.json") or magic (":(glob)").
  const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    run("git", ["--literal-pathspecs", ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
  try {
    await git(["rev-parse", "--show-toplevel"]);
  } catch {
    return { committed: false, why: "pages.config/ is not in a git repository" };
  }
  try {
    await git(["add", "--all", "--", ...paths]);
    const identity = await git(["config", "user.email"]).then(
      () => ({}),
      () => COMMITTER,
    );
    const author = `${details.actor} <${details.actor}>`;
    await git(["commit", "--quiet", "--no-verify", `--author=${author}`, "-m", commitMessage(paths, details), "--", ...paths], identity);
    const commit = (await git(["rev-parse", "HEAD"])).stdout.trim();
    if (!details.remote) return { committed: true, commit };
    try {
      await git(["push", "--quiet", details.remote, "HEAD"]);
      return { committed: true, commit, pushed: details.remote };
    } catch (error) {
      return { committed: true, commit, pushFailed: withoutServerDetails(`${details.remote}: ${(error as Error).message.split("\n").slice(-2).join(" ")}`) };
    }
  } catch (error) {
    return { committed: false, why: withoutServerDetails((error as Error).message.split("\n").slice(0, 3).join(" ")) };
  }
}

/** Whether any of `paths` differs from the last commit (false outside a repository): what a recovered publish still has to commit. */
export async function hasUncommitted(projectRoot: string, paths: string[]): Promise<boolean> {
  try {
    return (await run("git", ["status", "--porcelain", "--", ...paths], { cwd: projectRoot })).stdout.trim() !== "";
  } catch {
    return false;
  }
}
