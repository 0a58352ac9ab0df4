/** `--site DIR`, as the build, size report, audit, screenshots, server benchmark and editor take it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildCommand, builtClientDir, takeSiteOption } from "../../scripts/lib/site-option.ts";

const STARTER = "sites/starter";
const saved = process.env.CONTENT_ROOT;
afterEach(() => {
  if (saved === undefined) delete process.env.CONTENT_ROOT;
  else process.env.CONTENT_ROOT = saved;
});

class Refused extends Error {}
const refuse = (problem: string): never => {
  throw new Refused(problem);
};

describe("--site", () => {
  it("leaves the project's own site, and every other argument, when it is not given", () => {
    delete process.env.CONTENT_ROOT;
    expect(takeSiteOption(["--runs", "1"], refuse)).toEqual({ rest: ["--runs", "1"], root: path.resolve("sites/westline") });
    expect(builtClientDir()).toBe(path.join("build", "client"));
    expect(buildCommand()).toBe("npm run build");
  });

  it("names another site for the script and every process it starts, wherever it stands among the arguments", () => {
    expect(takeSiteOption(["--runs", "1", "--site", STARTER, "--routes", "/"], refuse)).toEqual({
      rest: ["--runs", "1", "--routes", "/"],
      root: path.resolve(STARTER),
    });
    expect(process.env.CONTENT_ROOT).toBe(path.resolve(STARTER));
    expect(builtClientDir()).toBe(path.join(STARTER, "build", "client"));
    expect(buildCommand()).toBe(`npm run build -- --site ${STARTER}`);
  });

  it("says what is wrong with a missing folder, or one that holds no site", () => {
    expect(() => takeSiteOption(["--site"], refuse)).toThrow(/--site needs the folder holding the site's pages\.config\/, e\.g\. --site sites\/starter/);
    expect(() => takeSiteOption(["--site", "--verbose"], refuse)).toThrow(/--site needs the folder/);
    const empty = mkdtempSync(path.join(tmpdir(), "no-site-"));
    try {
      expect(() => takeSiteOption(["--site", empty], refuse)).toThrow(`there is no pages.config/ folder in ${empty}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
