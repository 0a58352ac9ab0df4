/**
 * A block's browser behaviour (src/blocks/<type>/behaviour.ts) is a script of its own, loaded by
 * the pages that have the block and by no others. Expectations come from the raw page files and
 * the block folders on disk, not from the generated list the build uses.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const CLIENT = "build/client";
const withBehaviour = new Set(
  readdirSync("src/blocks", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join("src/blocks", entry.name, "behaviour.ts")))
    .map((entry) => entry.name),
);
const pages = readdirSync("sites/westline/pages.config/pages", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map(
    (file) =>
      JSON.parse(readFileSync(path.join("sites/westline/pages.config/pages", file), "utf8")) as {
        path: string;
        status?: number;
        blocks: Array<{ type: string }>;
      },
  );
const htmlOf = (page: (typeof pages)[number]) =>
  readFileSync(page.status === 404 ? path.join(CLIENT, "404.html") : path.join(CLIENT, page.path, "index.html"), "utf8");
/** The block types whose behaviour scripts a page's HTML loads, read off the script names. */
const behavioursLoaded = (html: string) =>
  [...html.matchAll(/<script type="module" src="\/assets\/behaviour-([a-z0-9-]+)-[A-Z0-9]+\.js"/g)].map((m) => m[1]).sort();

test("every page loads the behaviour of each block it has, once, and no other", () => {
  const wrong = pages.flatMap((page) => {
    const expected = [...new Set(page.blocks.map((block) => block.type).filter((type) => withBehaviour.has(type)))].sort();
    const loaded = behavioursLoaded(htmlOf(page));
    return JSON.stringify(loaded) === JSON.stringify(expected) ? [] : [`${page.path}: loads [${loaded.join(", ")}], has [${expected.join(", ")}]`];
  });
  expect(pages.length).toBeGreaterThan(10);
  expect(withBehaviour.size).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test("a behaviour script runs before the chrome module marks the page ready, and exists", () => {
  const faqPage = pages.find((page) => page.blocks.some((block) => block.type === "faq"));
  test.skip(!faqPage, "no page has an FAQ block");
  const html = htmlOf(faqPage!);
  const behaviour = /<script type="module" src="(\/assets\/behaviour-faq-[A-Z0-9]+\.js)"/.exec(html);
  const chrome = /<script type="module" src="(\/assets\/chrome-[A-Z0-9]+\.js)"/.exec(html);
  expect(behaviour && chrome && behaviour.index < chrome.index).toBe(true);
  expect(existsSync(path.join(CLIENT, behaviour![1]!))).toBe(true);
});
