/**
 * A publish's commit holds exactly the files it names, whatever their names look like to git: a
 * developer's uncommitted work in the same repository is never swept into it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { commitPublish } from "../../src/admin/publish/git.ts";
import { cleanedAfterEach } from "./server-process.ts";

const { scratch } = cleanedAfterEach();

test("a path that reads as a pattern to git commits only the file of that name, not the files it would match", async () => {
  const root = scratch();
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Developer", "-c", "user.email=dev@example.com", ...args], { cwd: root, encoding: "utf8" }).trim();
  mkdirSync(path.join(root, "pages.config", "pages"), { recursive: true });
  writeFileSync(path.join(root, "pages.config", "pages", "book.json"), "{}\n");
  git("init", "--quiet");
  git("add", ".");
  git("commit", "--quiet", "-m", "Content as it was");
  // A developer's change, not theirs to publish; and a file whose name is a pattern.
  writeFileSync(path.join(root, "pages.config", "pages", "book.json"), '{ "half": "written" }\n');
  const pattern = "pages.config/pages/*.json";
  writeFileSync(path.join(root, pattern), "{}\n");

  const outcome = await commitPublish(root, [pattern], { actor: "editor@example.com", note: null, restoredFrom: null });

  expect(outcome).toMatchObject({ committed: true });
  expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([pattern]);
  expect(git("status", "--porcelain", "--", "pages.config/pages/book.json")).toBe("M pages.config/pages/book.json");
});
