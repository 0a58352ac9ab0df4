/**
 * Seeded, bounded fuzzing of real content files: each round makes one random edit of the kind a
 * person makes by accident (a character deleted or typed, a line duplicated or lost, a stray
 * byte from another encoding) and loads the site. The pipeline must never throw, never print a
 * stack trace, and never pass a file that is not valid UTF-8 JSON without repeated keys matching
 * its schema — judged here by an independent check (its own decoder, parser visitor and ajv).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { collectionSchemas } from "../../src/content/collection-schemas.ts";
import addFormats from "ajv-formats";
import { visit } from "jsonc-parser";
import { afterAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/content/load-site.ts";

/**
 * 200 rounds from this seed make every kind of edit to every target file at least once (the last
 * pair first at round 193; the test checks they all came up). CONTENT_FUZZ_ROUNDS and
 * CONTENT_FUZZ_SEED run it longer or with other edits, when the pipeline's checks change:
 * `CONTENT_FUZZ_ROUNDS=5000 npx vitest run tests/unit/content-fuzz.test.ts`.
 */
const ROUNDS = Number(process.env.CONTENT_FUZZ_ROUNDS ?? 200);
const SEED = Number(process.env.CONTENT_FUZZ_SEED ?? 20261122);
const project = path.resolve(import.meta.dirname, "../..");
const root = mkdtempSync(path.join(os.tmpdir(), "westline-fuzz-"));
cpSync(path.join(project, "sites/westline/pages.config"), path.join(root, "pages.config"), { recursive: true });
cpSync(path.join(project, "sites/westline/public"), path.join(root, "public"), { recursive: true });
cpSync(path.join(project, "sites/westline/collections"), path.join(root, "collections"), { recursive: true });
cpSync(path.join(project, "sites/westline/facts"), path.join(root, "facts"), { recursive: true });
cpSync(path.join(project, "sites/westline/blocks"), path.join(root, "blocks"), { recursive: true });
cpSync(path.join(project, "sites/westline/forms"), path.join(root, "forms"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** mulberry32: a small, well-known seeded generator, so every run makes the same edits. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const targets: Array<[string, string]> = [
  ["pages.config/site.json", "site.schema.json"],
  ["pages.config/pages/faq.json", "page.schema.json"],
  ["pages.config/pages/thank-you/contact.json", "page.schema.json"],
  ["pages.config/suburbs/penrith.json", "suburb.schema.json"],
  ["pages.config/suburbs/greystanes.json", "suburb.schema.json"],
  ["pages.config/facts/nsw-transfer-duty.json", "facts/nsw-transfer-duty.schema.json"],
  ["pages.config/facts/claims.json", "facts/claims.schema.json"],
];
const TYPED = ['"', ",", "{", "}", "[", "]", ":", "\n", "'", "\u201C", "$", "a", "7", " ", "\\", "\uFEFF", "é"];

type Mutation = (bytes: Buffer, pick: (n: number) => number) => Buffer;
const mutations: Mutation[] = [
  (b, pick) => {
    const i = pick(b.length);
    return Buffer.concat([b.subarray(0, i), b.subarray(i + 1)]);
  },
  (b, pick) => {
    const i = pick(b.length);
    return Buffer.concat([b.subarray(0, i), Buffer.from(TYPED[pick(TYPED.length)] ?? ""), b.subarray(i)]);
  },
  (b, pick) => {
    const i = pick(b.length);
    return Buffer.concat([b.subarray(0, i), Buffer.from([0x80 + pick(0x80)]), b.subarray(i)]);
  },
  (b, pick) => {
    const lines = b.toString("latin1").split("\n");
    const i = pick(lines.length);
    lines.splice(i, 0, lines[i] ?? "");
    return Buffer.from(lines.join("\n"), "latin1");
  },
  (b, pick) => {
    const lines = b.toString("latin1").split("\n");
    lines.splice(pick(lines.length), 1);
    return Buffer.from(lines.join("\n"), "latin1");
  },
  (b, pick) => {
    const i = pick(b.length - 1);
    const c = Buffer.from(b);
    const x = c[i] ?? 0;
    c[i] = c[i + 1] ?? 0;
    c[i + 1] = x;
    return c;
  },
];

const ajv = new Ajv({ discriminator: true, strict: false, allowUnionTypes: true });
addFormats(ajv);
const schemasDir = path.join(project, "schemas");
/** The site's own forms (its forms/ folder), which its content may name as it names the kernel's. */
const ownForms = readdirRecursive(path.join(project, "sites/westline/forms")).map((file) => file.replace(".schema.json", ""));
for (const file of readdirRecursive(schemasDir)) {
  if (file.startsWith("forms/")) continue;
  const schema = JSON.parse(readFileSync(path.join(schemasDir, file), "utf8")) as { enum?: string[] };
  ajv.addSchema(file === "common/form-name.schema.json" ? { ...schema, enum: [...(schema.enum ?? []), ...ownForms] } : schema, file);
}
// The broker's collections' own schemas (the suburb reports'), filed among the kernel's under their names as the pipeline files them.
for (const { id, text } of collectionSchemas(path.join(project, "sites/westline"), schemasDir)) ajv.addSchema(JSON.parse(text) as object, id);

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".schema.json"));
}

/** The independent verdict: is this file, on its own, publishable? */
function fileIsSound(bytes: Buffer, schema: string): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return false;
  }
  if (text.charCodeAt(0) === 0xfeff) return false;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return false;
  }
  const open: Array<Set<string>> = [];
  let repeated = false;
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (name) => {
      const keys = open.at(-1);
      if (keys?.has(name)) repeated = true;
      keys?.add(name);
    },
  });
  return !repeated && ajv.validate(schema, data) === true;
}

describe(`${ROUNDS} seeded random edits of real content files (seed ${SEED})`, () => {
  it("never crash the pipeline and never let an unsound file through", () => {
    const next = random(SEED);
    const pick = (n: number) => Math.floor(next() * n);
    let unsound = 0;
    const made = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const [file, schema] = targets[pick(targets.length)] ?? targets[0] ?? ["", ""];
      const full = path.join(root, file);
      const original = readFileSync(full);
      const kind = pick(mutations.length);
      made.add(`${file}, edit ${kind}`);
      const mutated = (mutations[kind] ?? ((b: Buffer) => b))(original, pick);
      writeFileSync(full, mutated);
      try {
        const { problems } = loadSite(root);
        const context = `round ${round}: ${file}\n${mutated.toString("utf8")}`;
        for (const problem of problems) {
          expect(problem.message, context).not.toMatch(/\n\s+at |Error:|undefined|NaN|\[object/);
          expect(problem.line, context).toBeGreaterThanOrEqual(1);
          expect(problem.column, context).toBeGreaterThanOrEqual(1);
        }
        if (!fileIsSound(mutated, schema)) {
          unsound++;
          expect(
            problems.some((problem) => problem.file === file),
            context,
          ).toBe(true);
        }
      } finally {
        writeFileSync(full, original);
      }
    }
    // The edits must really exercise the checks: most random edits break a file, and each kind of
    // edit was made to each file (fewer rounds, or another seed, may leave some out: add rounds).
    expect(unsound).toBeGreaterThan(ROUNDS / 2);
    const never = targets.flatMap(([file]) => mutations.map((_, kind) => `${file}, edit ${kind}`)).filter((pair) => !made.has(pair));
    expect(never, "edits never made in these rounds").toEqual([]);
  });
});
