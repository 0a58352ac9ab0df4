/**
 * The back office names a collection's entry as the site's declaration calls it ("The Blacktown
 * suburb report" for the broker's), so another site's staff read their own word for it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AREAS } from "../views.tsx";
import { placeName } from "./staff-words.ts";

const BROKER = path.resolve(import.meta.dirname, "../../../sites/westline");
const declaration = (root: string) =>
  JSON.parse(readFileSync(path.join(root, "collections/suburbs/collection.json"), "utf8")) as { label: string; labelPlural: string; folder: string } & Record<
    string,
    unknown
  >;
const before = process.env.CONTENT_ROOT;
const made: string[] = [];
afterEach(() => {
  if (before === undefined) delete process.env.CONTENT_ROOT;
  else process.env.CONTENT_ROOT = before;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("an entry of a collection, in staff words", () => {
  it("is called what the broker's declaration calls one", () => {
    process.env.CONTENT_ROOT = BROKER;
    const { label, folder } = declaration(BROKER);
    expect(placeName(`pages.config/${folder}/mount-druitt.json`)).toBe(`The Mount Druitt ${label}`);
  });

  it("is called what another site's declaration calls one, in that site's folder", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "staff-words-"));
    made.push(root);
    cpSync(path.join(BROKER, "collections"), path.join(root, "collections"), { recursive: true });
    cpSync(path.join(BROKER, "facts"), path.join(root, "facts"), { recursive: true });
    const file = path.join(root, "collections/suburbs/collection.json");
    writeFileSync(file, JSON.stringify({ ...declaration(BROKER), label: "area guide", folder: "areas" }));
    process.env.CONTENT_ROOT = root;
    expect(placeName("pages.config/areas/mount-druitt.json")).toBe("The Mount Druitt area guide");
    expect(placeName(`pages.config/${declaration(BROKER).folder}/mount-druitt.json`)).toBe("The file mount-druitt");
  });

  it("is listed in the content area's line on the home page by the declaration's plural, and not on a site without it", () => {
    const content = () => AREAS.find((area) => area.href === "/admin/content/")?.text;
    process.env.CONTENT_ROOT = BROKER;
    expect(content()).toMatch(new RegExp(`^The site's pages, ${declaration(BROKER).labelPlural} and figures: `));
    const root = mkdtempSync(path.join(os.tmpdir(), "staff-words-"));
    made.push(root);
    process.env.CONTENT_ROOT = root;
    expect(content()).toMatch(/^The site's pages and figures: /);
  });
});
