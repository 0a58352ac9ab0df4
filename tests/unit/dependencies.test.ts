/**
 * Every runtime dependency earns its place: something in src/ or scripts/ imports it, an npm
 * script runs it, or a site of the project sets its pages in it (a font its site.json names). A package nothing uses still costs every install, and every audit.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string>; scripts: Record<string, string> };

const sourceText = ["src", "scripts"]
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(root, dir, file)))
  .filter((file) => /\.(ts|tsx|css|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** `from "x"`, `from "x/sub"`, `import("x")`, `import "x"` and CSS `@import "x"`, in either quote. */
const isImported = (name: string) => new RegExp(`(?:from\\s*|import\\s*\\(?\\s*|@import\\s+)["']${escape(name)}(?:/[^"']*)?["']`).test(sourceText);
/** The font packages the project's sites name in their site.json (theme.fonts, docs/theming.md). */
const siteFonts = readdirSync(path.join(root, "sites")).flatMap((site) => {
  const fonts = (
    JSON.parse(readFileSync(path.join(root, "sites", site, "pages.config/site.json"), "utf8")) as {
      theme?: { fonts?: Record<string, { fontsource?: string }> };
    }
  ).theme?.fonts;
  return Object.values(fonts ?? {}).map((font) => font.fontsource);
});
const isRunByAScript = (name: string) => Object.values(manifest.scripts).some((command) => command.split(/\s+/).includes(name));

describe("package.json's dependencies", () => {
  it.each(Object.keys(manifest.dependencies))("%s is imported by the code or run by an npm script", (name) => {
    expect(
      isImported(name) || isRunByAScript(name) || siteFonts.includes(name),
      `${name}: nothing in src/ or scripts/ imports it, no npm script runs it and no site's font is it; remove it with npm uninstall ${name}`,
    ).toBe(true);
  });
});
