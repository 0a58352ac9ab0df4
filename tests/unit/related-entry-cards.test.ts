/**
 * Deleting or renaming an entry mends the related-entry cards that pick it wherever a site's schema
 * puts them (a field with the "related-entry" editor hint naming the collection), in the words the
 * collection declares: the clinic fixture's clinician lists the conditions she treats as cards, in a
 * field of its own name, and the conditions collection says what a card of a deleted one becomes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { draftContent } from "../../src/admin/content/draft-content.ts";
import { planDeletion, planRename } from "../../src/admin/content/site-changes.ts";
import { memoryDrafts } from "../memory-drafts.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const OVERLAY = path.join(PROJECT, "tests/fixtures/clinic-collections");
const root = mkdtempSync(path.join(tmpdir(), "clinic-related-"));
cpSync(path.join(PROJECT, "tests/fixtures/third-site"), root, { recursive: true });
for (const part of ["collections", "pages.config"]) cpSync(path.join(OVERLAY, part), path.join(root, part), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;
const writeJson = (file: string, data: unknown) => writeFileSync(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`);

// The clinician's form gains a list of the conditions she treats, each a related-entry card.
const LABEL = "Conditions treated";
const schemaFile = "collections/clinicians/clinician.schema.json";
const schema = readJson(schemaFile) as { properties: Record<string, unknown> };
schema.properties.treats = {
  description: "The conditions the clinician treats, each linking to its page.",
  editor: { label: LABEL },
  type: "array",
  items: {
    description: "A condition, linking to its page, or named when it has none yet.",
    type: "object",
    editor: { widget: "related-entry", collection: "conditions" },
    additionalProperties: false,
    required: ["name", "slug"],
    properties: {
      name: { description: "The condition's name.", type: "string", minLength: 1 },
      slug: { description: "Which condition page the card links to.", type: "string" },
      noReport: { description: "On when the condition has no page yet.", const: true },
    },
  },
};
writeJson(schemaFile, schema);
const GONE = "kept as a name without a link";
const declarationFile = "collections/conditions/collection.json";
writeJson(declarationFile, {
  ...readJson(declarationFile),
  relatedEntry: {
    choose: "Condition",
    none: "A condition with no page yet…",
    name: "The condition's name",
    noneHelp: "Its card is not a link.",
    cardWhenGone: GONE,
  },
});
const condition = readJson("pages.config/conditions/sore-back.json") as { name: string; slug: string };
const clinicianFile = "pages.config/clinicians/sam-lee.json";
const clinician = readJson(clinicianFile) as { fullName: string };
writeJson(clinicianFile, { ...clinician, treats: [{ name: condition.name, slug: condition.slug }] });

const source = () => draftContent({ root, drafts: memoryDrafts(), author: "ed@example.com", now: () => new Date("2026-11-25T09:00:00Z") });

describe("related-entry cards in a field of the site's own naming", () => {
  it("deleting the entry marks its card as having none, in the collection's words", async () => {
    const plan = await planDeletion(source(), `pages.config/conditions/${condition.slug}.json`);
    const edit = plan.followUps.find((followUp) => followUp.file === clinicianFile);
    expect(edit?.changes).toEqual([`${LABEL} › ${condition.name}: ${GONE}`]);
    expect((JSON.parse(edit!.text) as { treats: unknown[] }).treats).toEqual([{ name: condition.name, slug: condition.slug, noReport: true }]);
    expect(plan.remaining).toEqual([]);
  });

  it("renaming the entry moves its card to the new name", async () => {
    const plan = await planRename(source(), `pages.config/conditions/${condition.slug}.json`, "Lower back pain");
    const edit = plan.followUps.find((followUp) => followUp.file === clinicianFile);
    expect(edit?.changes).toContain(`${LABEL} › ${condition.name}: now Lower back pain`);
    expect((JSON.parse(edit!.text) as { treats: unknown[] }).treats).toEqual([{ name: "Lower back pain", slug: "lower-back-pain" }]);
  });
});
