/**
 * One name for one field (issue 50 item 6): the publish refusal, Publish's before and after, and
 * the editor's Problems box call a field what the editor's form heads it ("FAQ item 2 › Answer"),
 * never the list's code name and a number ("Faqs 2 › Answer").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RJSFSchema } from "@rjsf/utils";
import { draftChanges } from "../../src/admin/publish/field-changes.ts";
import { fieldLabeller, problemsInStaffWords } from "../../src/admin/publish/field-labels.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { fieldName } from "../../src/editor/client/field-names.ts";
import { schemaFor } from "../../src/editor/server/app.ts";
import type { Json } from "../../src/editor/api-types.ts";

const root = path.resolve(import.meta.dirname, "../../sites/westline");
const withFaqs = readdirSync(path.join(root, "pages.config/suburbs"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => `pages.config/suburbs/${name}`)
  .find((file) => ((JSON.parse(readFileSync(path.join(root, file), "utf8")) as { faqs?: unknown[] }).faqs?.length ?? 0) >= 2);

describe.skipIf(!withFaqs)("a field's name in the back office", () => {
  const file = withFaqs ?? "";
  const before = readFileSync(path.join(root, file), "utf8");
  const report = JSON.parse(before) as { faqs: { answer: string }[] };
  report.faqs[1]!.answer = "";
  const after = JSON.stringify(report, null, 2);

  it("is the editor's own, in the publish refusal and in Publish's before and after", async () => {
    const editorSays = fieldName("faqs[1].answer", { schema: (await schemaFor(root, file)) as RJSFSchema, data: report as unknown as Json });
    expect(editorSays).not.toMatch(/Faqs|\[|\./);

    const { problems } = loadSite(root, { overrides: { [file]: after } });
    const refusal = await problemsInStaffWords(root, problems, (f) => (f === file ? after : readFileSync(path.join(root, f), "utf8")));
    expect(refusal.some((line) => line.includes(`, ${editorSays}: `))).toBe(true);
    expect(refusal.join("\n")).not.toMatch(/Faqs \d/);

    const changes = draftChanges(file, before, after, await fieldLabeller(root));
    expect("fields" in changes && changes.fields.map((change) => change.field)).toEqual([editorSays]);
  });
});
