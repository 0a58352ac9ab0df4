// @vitest-environment node
/**
 * Site settings and the page form in staff words (issue 50 item 4): every field the editor shows
 * (every property not hidden by its editor hint, nor inside one that is) has a label and help text
 * that name no file, JSON term, environment variable, pattern or web-developer term. Developer-only
 * settings are left to the files.
 */
import { describe, expect, it } from "vitest";
import { editorSchemas } from "../../server/schemas.ts";

type Schema = Record<string, unknown>;
const DEVELOPER_WORDS =
  /\bJSON\b|Pointer|\.json\b|pages\.config|SITE_ORIGIN|[A-Z]{3,}_[A-Z]{3,}|\bregular expression|\bregex|\bpattern\b|structured data|dataLayer|\bHTTP\b|canonical|schema\.org|\bIANA\b|\bembed script/i;

/** Each shown field's path and words (its label hint and description). */
function shownFields(schema: Schema, at: string, found: Array<{ at: string; words: string }>): void {
  const editor = schema.editor as { widget?: string; label?: string } | undefined;
  if (editor?.widget === "hidden") return;
  if (at) found.push({ at, words: [editor?.label, schema.description].filter((w) => typeof w === "string").join(" | ") });
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, child] of Object.entries(properties)) if (key !== "$schema") shownFields(child, at ? `${at}.${key}` : key, found);
  if (schema.items && typeof schema.items === "object") shownFields(schema.items as Schema, `${at}[]`, found);
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") shownFields(schema.additionalProperties as Schema, `${at}{}`, found);
  for (const list of ["oneOf", "anyOf", "allOf"])
    for (const [i, option] of ((schema[list] as Schema[] | undefined) ?? []).entries()) shownFields(option, `${at}<${i}>`, found);
}

describe("the editor's forms in staff words", () => {
  it.each(["site", "page"] as const)("the %s form names no file, JSON term, environment variable or pattern", async (kind) => {
    const schemas = await editorSchemas();
    const found: Array<{ at: string; words: string }> = [];
    shownFields(schemas[kind] as Schema, "", found);
    // A page's blocks are forms of their own, each from its block's schema: not part of this form's words.
    found.splice(0, found.length, ...found.filter(({ at }) => !at.startsWith("blocks")));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(({ words }) => DEVELOPER_WORDS.test(words)).map(({ at, words }) => `${at}: ${words}`)).toEqual([]);
  });
});
