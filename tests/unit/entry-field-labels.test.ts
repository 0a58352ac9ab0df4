/**
 * Staff see a suburb report's fields by plain labels: the field holding the last part of the page's
 * address is not called "Slug" (a developer's word), in the form or in the advice a problem gives,
 * which names the field as the form labels it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { UiSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";
import { staffMessage } from "../../src/content/problems.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";
import { siteEditorSchemas } from "../../src/editor/server/schemas.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const declared = JSON.parse(readFileSync(path.join(root, "collections/suburbs/collection.json"), "utf8")) as { folder: string; slugField: string };
const slugLabel = async () => {
  const { entries } = await siteEditorSchemas(root);
  return String((uiSchemaFor(entries.suburbs as never)[declared.slugField] as UiSchema)["ui:title"]);
};

describe("a suburb report's address field", () => {
  it("is labelled in plain words, not 'Slug'", async () => {
    const label = await slugLabel();
    expect(label).not.toMatch(/slug/i);
    expect(label.length).toBeGreaterThan(0);
  });

  it("is named by that label in the advice staff get for a slug that is not the report's address", async () => {
    const label = await slugLabel();
    const file = `pages.config/${declared.folder}/blacktown.json`;
    const report = JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
    const { problems } = loadSite(root, { overrides: { [file]: JSON.stringify({ ...report, [declared.slugField]: "blacktown-north" }, null, 2) } });
    const advice = problems.filter((problem) => problem.file === file && problem.path === declared.slugField).map(staffMessage);
    expect(advice.length).toBeGreaterThan(0);
    for (const text of advice) {
      expect(text).toContain(`the ${label}`);
      expect(text).not.toMatch(/\bSlug\b/);
    }
  });
});
