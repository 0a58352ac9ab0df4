/**
 * A block is a complete plug-in: in a scratch copy, a new block type added by its schema and its
 * folder alone (no other file edited by hand, then `npm run gen`) has all it can declare working:
 * its browser behaviour changes the page, its cross-file content check reports problems at
 * file:line:col, its layout role places it in an article's text column, and its editor hint reaches
 * the editor's form. Cheap on purpose: no build and no browser; the copy's own modules render the
 * blocks through its registry and run the behaviour in happy-dom, in one child process. `npm run gen`'s
 * work is done in this process, by the module the copy's own gen runs (suburb-collection.test.ts
 * runs the command itself).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchCopy } from "../../scripts/scratch-copy.ts";
import { generate } from "../../src/content/generate-code.ts";

const TYPE = "sidenote";
const SHARED = "A note on these figures";
const OWN = "How we round numbers";

const SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "SidenoteBlock",
  description: "A short aside in an article's text.",
  type: "object",
  additionalProperties: false,
  required: ["type", "heading", "text"],
  // Editor hints: the text first, then the heading.
  editor: { order: ["text", "heading"] },
  properties: {
    type: { description: "Marks this block as a side note.", const: TYPE },
    id: { $ref: "../common/anchor-id.schema.json" },
    heading: { description: "The note's heading, its own across the site.", type: "string", minLength: 1, maxLength: 80 },
    // Short enough that the editor would guess a one-line field; the hint asks for a text area.
    text: { description: "The note itself.", type: "string", minLength: 1, maxLength: 70, editor: { widget: "textarea", label: "What the note says" } },
  },
};

const FOLDER: Record<string, string> = {
  "block.ts": `import { defineBlock } from "../define-block.ts";
import { Sidenote } from "./Sidenote.tsx";

export default defineBlock({ type: "${TYPE}", label: "Side note", component: Sidenote, interactive: false, layout: "article-text" });
`,
  "Sidenote.tsx": `import type { SidenoteBlock } from "../../generated/content-types.ts";

export function Sidenote({ id, heading, text }: SidenoteBlock) {
  return (
    <aside id={id} data-sidenote="">
      <h3>{heading}</h3>
      <p>{text}</p>
    </aside>
  );
}
`,
  "Sidenote.test.tsx": `import { expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Sidenote } from "./Sidenote.tsx";

it("shows its heading and text", () => {
  expect(render(<Sidenote type="${TYPE}" heading="H" text="T." />).textContent).toBe("HT.");
});
`,
  "behaviour.ts": `import type { BlockBehaviour } from "../define-block.ts";

const markRead: BlockBehaviour = (document) => {
  for (const note of document.querySelectorAll<HTMLElement>("[data-sidenote]")) note.dataset.read = "yes";
  return () => {};
};

export default markRead;
`,
  // A rule across files: no two side notes on the site share a heading.
  "checks.ts": `import { defineChecks } from "../../content/block-check-contract.ts";

export default defineChecks({
  type: "${TYPE}",
  site: (notes, _site, report) => {
    for (const note of notes) {
      const other = notes.find((o) => o !== note && o.block.heading === note.block.heading);
      if (other) report(note.page, [...note.at, "heading"], \`is also the heading of a side note in \${other.page.file}: give each side note its own heading\`);
    }
  },
});
`,
};

/** What the probe prints: the copy's problems, the blocks rendered through its registry, and its editor's uiSchema. */
interface Probe {
  problems: string[];
  html: string;
  afterBehaviour: string;
  ui: Record<string, unknown>;
}

const PROBE = `import { readFileSync } from "node:fs";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Window } from "happy-dom";
import { loadSite } from "./src/content/load-site.ts";
import { formatProblem } from "./src/content/problems.ts";
import { BlockList } from "./src/blocks/BlockList.tsx";
import { FactsProvider, PagePathProvider, SiteProvider } from "./src/site/site-context.tsx";
import { blockBehaviours } from "./src/generated/block-behaviours.ts";
import { uiSchemaFor } from "./src/editor/client/form/ui-schema.ts";

const content = loadSite(process.cwd() + "/sites/westline");
const blocks = JSON.parse(readFileSync("probe-blocks.json", "utf8"));
const html = renderToStaticMarkup(
  h(SiteProvider, { value: content.site }, h(FactsProvider, { value: { facts: content.facts, builtOn: content.today } }, h(PagePathProvider, { value: "/probe" }, h(BlockList, { blocks })))),
);
const page = new Window();
page.document.body.innerHTML = html;
const { default: install } = await blockBehaviours["${TYPE}"]();
install(page.document);
const ui = uiSchemaFor(JSON.parse(readFileSync("schemas/blocks/${TYPE}.schema.json", "utf8")));
console.log(JSON.stringify({ problems: content.problems.map(formatProblem), html, afterBehaviour: page.document.body.innerHTML, ui }));
await page.happyDOM.close();
`;

/** A table of contents, then running text: prose, the side note, and a disclaimer (a block with no layout role). */
const BLOCKS = [
  {
    type: "table-of-contents",
    heading: "On this page",
    items: [
      { label: "Intro", to: "#intro" },
      { label: "Note", to: "#note" },
    ],
  },
  { type: "prose", id: "intro", heading: "Intro", paragraphs: ["Some running text."] },
  { type: TYPE, id: "note", heading: OWN, text: "To the nearest dollar." },
  { type: "disclaimer", text: "General information only." },
];

describe("a block type added by its schema and folder alone, in a scratch copy", () => {
  const scratch = scratchCopy("westline-plugin-");
  const root = scratch.root;
  const site = path.join(root, "sites/westline");
  /** The page files given a side note, with the heading each got. */
  const placed: Array<{ file: string; heading: string }> = [];
  /** What gen threw, if it did. */
  let genFailure: unknown;
  let probe: Probe | undefined;
  let probeRun: ReturnType<typeof spawnSync>;
  const changedOutsideFolder: string[] = [];

  beforeAll(async () => {
    const before = snapshot(root);
    writeFileSync(path.join(root, `schemas/blocks/${TYPE}.schema.json`), JSON.stringify(SCHEMA, null, 2) + "\n");
    mkdirSync(path.join(root, `src/blocks/${TYPE}`));
    for (const [name, text] of Object.entries(FOLDER)) writeFileSync(path.join(root, `src/blocks/${TYPE}`, name), text);
    await generate(root, ({ file, content }) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }).catch((error: unknown) => (genFailure = error));
    // Everything gen did not write and the block's own files are untouched.
    const after = snapshot(root);
    for (const [file, text] of after)
      if (before.get(file) !== text && !file.startsWith(`src/blocks/${TYPE}/`) && file !== `schemas/blocks/${TYPE}.schema.json`)
        changedOutsideFolder.push(file);

    // Content: two pages share a side note's heading, a third has its own.
    const pages = readdirSync(path.join(site, "pages.config/pages"))
      .filter((f) => f.endsWith(".json") && f !== "404.json")
      .sort()
      .slice(0, 3);
    pages.forEach((name, index) => {
      const file = `pages.config/pages/${name}`;
      const doc = JSON.parse(readFileSync(path.join(site, file), "utf8")) as { blocks: unknown[] };
      const heading = index < 2 ? SHARED : OWN;
      doc.blocks.push({ type: TYPE, heading, text: "Figures are rounded." });
      writeFileSync(path.join(site, file), JSON.stringify(doc, null, 2) + "\n");
      placed.push({ file, heading });
    });
    writeFileSync(path.join(root, "probe-blocks.json"), JSON.stringify(BLOCKS));
    writeFileSync(path.join(root, "probe.ts"), PROBE);
    probeRun = spawnSync(process.execPath, ["--import", "tsx", "probe.ts"], { cwd: root, encoding: "utf8" });
    if (probeRun.status === 0) probe = JSON.parse(String(probeRun.stdout)) as Probe;
  });
  afterAll(() => scratch.remove());

  const ran = () => {
    expect(genFailure).toBeUndefined();
    expect(probeRun.status, String(probeRun.stderr)).toBe(0);
    return probe!;
  };

  it("needs no file edited outside its schema and folder: npm run gen writes the rest", () => {
    expect(genFailure).toBeUndefined();
    expect(
      changedOutsideFolder.every((file) => file.startsWith("src/generated/") || file === "schemas/block.schema.json"),
      changedOutsideFolder.join(", "),
    ).toBe(true);
    for (const [file, line] of [
      ["src/generated/block-registry.ts", `from "../blocks/${TYPE}/block.ts"`],
      ["src/generated/block-behaviours.ts", `"../blocks/${TYPE}/behaviour.ts"`],
      ["src/generated/block-checks.ts", `from "../blocks/${TYPE}/checks.ts"`],
    ])
      expect(readFileSync(path.join(root, file!), "utf8"), file).toContain(line);
  });

  it("runs its browser behaviour on the rendered block", () => {
    const { html, afterBehaviour } = ran();
    const noteIn = (markup: string) => {
      const page = new Window();
      page.document.body.innerHTML = markup;
      const note = page.document.querySelector("[data-sidenote]");
      const read = note?.getAttribute("data-read") ?? null;
      void page.happyDOM.close();
      return { found: note !== null, read };
    };
    expect(noteIn(html)).toEqual({ found: true, read: null });
    expect(noteIn(afterBehaviour)).toEqual({ found: true, read: "yes" });
  });

  it("reports its cross-file check's problems at each file, line and column, and nowhere else", () => {
    const { problems } = ran();
    const ours = problems.filter((p) => p.includes("side note"));
    const expected = placed
      .filter(({ heading }) => heading === SHARED)
      .map(({ file }) => {
        const lines = readFileSync(path.join(site, file), "utf8").split("\n");
        const line = lines.findIndex((text) => text.includes(`"heading": ${JSON.stringify(SHARED)}`));
        const blockIndex = (JSON.parse(lines.join("\n")) as { blocks: unknown[] }).blocks.length - 1;
        const other = placed.find((p) => p.heading === SHARED && p.file !== file)!.file;
        return `${file}:${line + 1}:${lines[line]!.indexOf(JSON.stringify(SHARED)) + 1}  blocks[${blockIndex}].heading  is also the heading of a side note in ${other}: give each side note its own heading`;
      });
    expect(ours.sort()).toEqual(expected.sort());
    // The copy's content is otherwise as sound as the project's.
    expect(problems.filter((p) => !p.includes("side note"))).toEqual([]);
  });

  it("takes its place in an article's text through its layout role: in the text column beside the contents", () => {
    const { html } = ran();
    const page = new Window();
    page.document.body.innerHTML = html;
    const column = page.document.querySelector("#intro")?.parentElement;
    const inColumn = [...(column?.children ?? [])].map((child) => child.id || child.tagName.toLowerCase());
    const noteInColumn = column?.querySelector("[data-sidenote]") !== null;
    const disclaimerOnPage = page.document.body.textContent?.includes("General information only.");
    const disclaimerInColumn = column?.textContent?.includes("General information only.");
    void page.happyDOM.close();
    expect(inColumn).toContain("intro");
    expect(noteInColumn).toBe(true);
    // A block with no role ends the running text.
    expect(disclaimerOnPage).toBe(true);
    expect(disclaimerInColumn).toBe(false);
  });

  it("gives the editor its hints: the label, the text area and the field order", () => {
    const { ui } = ran();
    expect(ui["ui:order"]).toEqual(["text", "heading", "*"]);
    expect(ui.text).toMatchObject({ "ui:title": "What the note says", "ui:widget": "textarea" });
    // Unhinted fields keep the editor's own guesses.
    expect(ui.heading).toMatchObject({ "ui:title": "Heading" });
    expect((ui.heading as Record<string, unknown>)["ui:widget"]).toBeUndefined();
  });
});

/** Every file gen may write or the block adds, by path: src/ and schemas/. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const top of ["src", "schemas"])
    for (const file of readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })) {
      const full = path.join(root, top, file);
      try {
        files.set(`${top}/${file}`, readFileSync(full, "utf8"));
      } catch {
        // A folder.
      }
    }
  return files;
}
