/**
 * `npm run admin` as the person at the terminal uses it: a link for a new person, the list, a
 * removal, and wrong arguments answered with what to type instead (exit 2).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { tempDir } from "./server-process.ts";

const TSX = path.resolve("node_modules/.bin/tsx");
/** How each run is started: node on the command's bundle (bundle-server.global.ts), or its source through tsx as npm does (the first). */
const BUNDLED = [process.execPath, inject("commands").admin] as const;
const SOURCE = [TSX, "scripts/admin.ts"] as const;
const dir = tempDir();
afterAll(() => dir.remove());

async function admin(
  args: string[],
  env: Record<string, string> = {},
  [program, script]: readonly [string, string] = BUNDLED,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(program, [script, ...args], {
      env: { ...process.env, DATABASE_URL: "", SITE_URL: "", PORT: "", LEADS_DB: path.join(dir.dir, "leads.sqlite"), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe("npm run admin", () => {
  it("adds a person with a one-time link, lists them, and removes them", async () => {
    const added = await admin(["add-user", "Ann@Example.com", "--role", "owner"], { SITE_URL: "https://www.example.com.au/" }, SOURCE);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^https:\/\/www\.example\.com\.au\/admin\/set-password\?token=[\w-]{43}$/m);
    expect(added.stdout).toContain("24 hours");
    const local = await admin(["add-user", "bo@example.com", "--role", "editor"], { PORT: "8080" });
    expect(local.stdout).toMatch(/^http:\/\/localhost:8080\/admin\/set-password\?token=/m);
    expect(local.stderr).not.toContain("assumes");
    // Neither set: the link may not lead to the server, and the command says so.
    const guessed = await admin(["add-user", "cy@example.com", "--role", "editor"]);
    expect(guessed.stderr).toContain("Neither SITE_URL nor PORT is set here, so this link assumes the back office is at http://localhost:3000");
    await admin(["remove-user", "cy@example.com"]);
    expect((await admin(["add-user", "ann@example.com", "--role", "leads"])).stderr).toContain("ann@example.com already has an account");
    const listed = await admin(["list-users"]);
    expect(listed.stdout).toMatch(/ann@example\.com\s+owner/);
    expect(listed.stdout).toMatch(/bo@example\.com\s+editor/);
    expect((await admin(["remove-user", "bo@example.com"])).code).toBe(0);
    expect((await admin(["list-users"])).stdout).not.toContain("bo@example.com");
  });

  it.each([
    [[], "Say what to do"],
    [["add-user"], "add-user needs the person's email address"],
    [["add-user", "cy@example.com"], "Give the person a role with --role"],
    [["add-user", "cy@example.com", "--role", "admin"], '"admin" is not a role: use owner, editor, leads'],
    [["add-user", "not-an-address", "--role", "editor"], '"not-an-address" is not an email address'],
    [["delete-user", "cy@example.com"], '"delete-user" is not something this command does'],
    [["list-users", "--colour"], "Unknown option '--colour'"],
  ])("%j is answered with what to type instead", async (args, message) => {
    const result = await admin(args);
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run admin -- add-user <email> --role owner|editor|leads");
  });
});
