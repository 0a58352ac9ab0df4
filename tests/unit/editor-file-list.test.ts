/**
 * The editor's file list names each file as staff call it: a page by its title with the site's own
 * references written in (no "{brand}"), and without the browser tab's " | brand" tail.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEditorApp } from "../../src/editor/server/app.ts";
import type { FileEntry } from "../../src/editor/api-types.ts";

const PROJECT = path.resolve(import.meta.dirname, "../../sites/westline");
const HOST = "127.0.0.1:4272";
const read = (file: string) => JSON.parse(readFileSync(path.join(PROJECT, file), "utf8")) as { title?: string; brand?: string };

describe("the editor's file list", () => {
  it("names pages without reference braces, the brand written in where it is part of the name", async () => {
    const response = await createEditorApp({ root: PROJECT, allowedHosts: [HOST] }).request("/api/files", { headers: { host: HOST } });
    const entries = (await response.json()) as FileEntry[];
    const pages = entries.filter((entry) => entry.kind === "page");
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((entry) => /[{}]/.test(entry.label)).map((entry) => `${entry.file}: ${entry.label}`)).toEqual([]);

    const notFound = pages.find((entry) => entry.file === "pages.config/pages/404.json");
    const title = read("pages.config/pages/404.json").title ?? "";
    expect(notFound?.label).toBe(title.split("|")[0]?.trim());

    const { brand } = read("pages.config/site.json");
    const home = pages.find((entry) => entry.file === "pages.config/pages/home.json");
    expect(home?.label).toContain(brand);
  });
});
