/**
 * Every relative link in the README and docs/ goes to a file that exists (and an anchor to a heading
 * of that file): the README is the newcomer's way in, and the pages it sends people to must be there.
 * Its prerequisites name what the tests need that npm does not install.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pages = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

describe("links in the README and docs/", () => {
  it.each(pages)("%s links only to files and headings that exist", (page) => {
    // Code blocks and `inline code` show link syntax as typed; they are not links.
    const text = readFileSync(path.join(root, page), "utf8")
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`\n]*`/g, "");
    const broken: string[] = [];
    for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      // Web addresses, and the site's own pages (/resources/suburb-reports) as a visitor sees them.
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      const [file = "", hash] = target.split("#");
      const resolved = file ? path.join(path.dirname(path.join(root, page)), file) : path.join(root, page);
      if (!existsSync(resolved)) broken.push(`${target}: no such file`);
      else if (hash && resolved.endsWith(".md")) {
        const headings = [...readFileSync(resolved, "utf8").matchAll(/^#+ (.+)$/gm)].map(([, h = ""]) => anchor(h));
        if (!headings.includes(hash)) broken.push(`${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README's prerequisites name what the tests need: Java for the Nu validator, and every port setting they read", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const prerequisites = readme.slice(readme.indexOf("## Before you start"), readme.indexOf("## The two commands"));
    const testFiles = [
      "playwright.config.ts",
      ...readdirSync(path.join(root, "tests"), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `tests/${f}`),
    ];
    const ports = new Set(
      testFiles.flatMap((file) => [...readFileSync(path.join(root, file), "utf8").matchAll(/process\.env\.([A-Z0-9_]+_PORT)\b/g)].map(([, name = ""]) => name)),
    );
    expect([...ports].sort()).toEqual(expect.arrayContaining(["DEV_PORT", "E2E_PORT"]));
    for (const port of ports) expect(prerequisites).toContain(`\`${port}\``);
    // The Nu validator is run with the system's java.
    expect(readFileSync(path.join(root, "tests/quality/vnu.ts"), "utf8")).toContain('execFileSync("java"');
    expect(prerequisites).toMatch(/\bJava\b/);
  });

  it("the README sends a newcomer to each page of docs/ it replaced", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    for (const page of ["docs/content.md", "docs/server.md", "docs/development.md", "docs/deploying.md", "docs/ci-github-actions.md"])
      expect(readme).toContain(`](${page})`);
  });
});
