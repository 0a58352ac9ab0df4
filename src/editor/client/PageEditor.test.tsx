/**
 * A page holding one of the site's own blocks (its blocks/ folder) whose schema the pipeline refused,
 * so the editor has no form for it: it says so without telling staff to remove a block the site relies on.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Schemas } from "./api.ts";
import { PageEditor } from "./PageEditor.tsx";

const schemas = {
  page: { type: "object", required: ["path"], properties: { path: { type: "string", description: "The page's address." }, blocks: { type: "array" } } },
  blocks: {},
  offer: { blocks: [], collections: [], ownBlocks: ["price-list"] },
} as unknown as Schemas;

describe("a page in the editor", () => {
  const render = (types: string[]) =>
    renderToStaticMarkup(
      <PageEditor schemas={schemas} data={{ path: "/fees", blocks: types.map((type) => ({ type })) }} onChange={() => undefined} problems={new Map()} />,
    );

  it("shows the site's own block without a form as one to move or remove until its definition is fixed", () => {
    const html = render(["price-list"]);
    expect(html).toContain("one of the site&#x27;s own, and the editor cannot draw its form until your developer fixes its definition");
    expect(html).not.toContain("There is no block type");
  });

  it("still tells staff a block of no known type is to be removed", () => {
    expect(render(["prices-list"])).toContain("There is no block type &quot;prices-list&quot;; remove this block");
  });
});
