/**
 * A suburb report's related suburbs are picked from a list of the reports there are, plus "no
 * report yet", because the schema says so (an editor hint naming the collection), not because the
 * editor knows the field; the control's words are the collection's declaration's.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { UiSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import type { FileEntry } from "../../src/editor/api-types.ts";
import { NO_ENTRY as NO_REPORT, entryChoices, relatedChoice, relatedChoices, relatedFromChoice } from "../../src/editor/client/form/related-entry.ts";
import { uiSchemaFor } from "../../src/editor/client/form/ui-schema.ts";
import { siteEditorSchemas } from "../../src/editor/server/schemas.ts";

const PROJECT = path.resolve(import.meta.dirname, "../../sites/westline");
const SUBURBS = "pages.config/suburbs";
const reportChoices = (files: FileEntry[], editing: string) => entryChoices(files, editing, SUBURBS);
/** Every report on disk, read here rather than through the editor. */
const onDisk = readdirSync(path.join(PROJECT, SUBURBS))
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ file: `${SUBURBS}/${name}`, ...(JSON.parse(readFileSync(path.join(PROJECT, SUBURBS, name), "utf8")) as { name: string; slug: string }) }));
const entries: FileEntry[] = onDisk.map(({ file, name, slug }) => ({
  file,
  kind: "entry",
  collection: "suburbs",
  label: name,
  detail: `/resources/suburb-reports/${slug}`,
}));

describe("a related suburb", () => {
  it("is chosen with the control its schema's editor hint asks for", async () => {
    const { entries } = await siteEditorSchemas(PROJECT);
    const related = uiSchemaFor(entries.suburbs as never).related as UiSchema;
    expect((related.items as UiSchema)["ui:field"]).toBe("RelatedEntryField");
    expect((related.items as UiSchema)["ui:options"]).toMatchObject({ collection: "suburbs" });
    expect((related.items as UiSchema)["ui:title"]).toBe("Related suburb");
  });

  it("speaks the declaration's words, and offers only the entries of the collection it names", () => {
    const declared = JSON.parse(readFileSync(path.join(PROJECT, "collections/suburbs/collection.json"), "utf8")) as {
      shortLabel: string;
      relatedEntry: Record<string, string>;
    };
    const page: FileEntry = { file: "pages.config/pages/about.json", kind: "page", label: "About", detail: "/about" };
    const offered = {
      name: "suburbs",
      dir: SUBURBS,
      label: "l",
      labelPlural: "ls",
      shortLabel: declared.shortLabel,
      namePrompt: "n",
      titleField: "name",
      related: declared.relatedEntry as never,
    };
    const byCollection = relatedChoices([...entries, page], "", [offered, { ...offered, name: "unworded", related: undefined }]);
    expect(Object.keys(byCollection)).toEqual(["suburbs"]);
    expect(byCollection.suburbs!.words).toEqual(declared.relatedEntry);
    expect(byCollection.suburbs!.choices.map((c) => c.slug).sort()).toEqual(onDisk.map((o) => o.slug).sort());
  });

  it("offers every other report by name, from the content", () => {
    const [self, ...others] = onDisk;
    const choices = reportChoices(entries, self!.file);
    expect(choices.map((c) => c.slug).sort()).toEqual(others.map((o) => o.slug).sort());
    expect(choices.find((c) => c.slug === others[0]!.slug)?.name).toBe(others[0]!.name);
  });

  it("does not offer a report drafted for deletion", () => {
    const [gone, ...rest] = entries;
    const listed = [{ ...gone!, pending: { author: "ed@example.com", updatedAt: "2026-11-25T09:00:00.000Z", deletes: true as const } }, ...rest];
    expect(
      reportChoices(listed, "")
        .map((c) => c.slug)
        .sort(),
    ).toEqual(
      onDisk
        .filter((o) => o.file !== gone!.file)
        .map((o) => o.slug)
        .sort(),
    );
  });

  it("fills in the report's name, or keeps a typed name with no report", () => {
    const reports = reportChoices(entries, "");
    const some = reports[0]!;
    expect(relatedFromChoice(some.slug, { name: "Old", slug: "old", noReport: true }, reports)).toEqual({ name: some.name, slug: some.slug });
    const none = relatedFromChoice(NO_REPORT, { name: "Girraween", slug: "girraween" }, reports);
    expect(none).toEqual({ name: "Girraween", slug: "girraween", noReport: true });
    expect(relatedChoice(none, reports)).toBe(NO_REPORT);
    expect(relatedChoice({ name: some.name, slug: some.slug }, reports)).toBe(some.slug);
  });
});
