import { useContext, useMemo, useState } from "react";
import type { Json } from "../api-types.ts";
import type { Schemas } from "./api.ts";
import { EditorForm } from "./form/EditorForm.tsx";
import type { problemsByForm } from "./focus-problem.ts";
import { blockLabel } from "./field-names.ts";
import { SiteHelp } from "./form/site-help.ts";
import { pageFieldsSchema } from "../../content/page-fields-schema.ts";

type JsonObject = { [key: string]: Json };
const asObject = (value: Json | undefined): JsonObject => (value && typeof value === "object" && !Array.isArray(value) ? value : {});

const button =
  "rounded-md border border-slate-400 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-50";

function withoutBlocks<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== "blocks"));
}

/** A block's one-line summary in the list: its type and its heading or first text. */
function blockSummary(block: JsonObject): string {
  const text = [block.heading, block.title, block.text, block.form].find((value) => typeof value === "string");
  return typeof text === "string" ? (text.length > 60 ? `${text.slice(0, 60)}…` : text) : "";
}

let lastKey = 0;
const newKey = () => ++lastKey;

/**
 * A page document: its fields, then its blocks from top to bottom, each with a generated form of its
 * own and buttons to move or remove it, and a picker to add a block of any type.
 */
export function PageEditor({
  schemas,
  data,
  onChange,
  problems,
}: {
  schemas: Schemas;
  data: Json;
  onChange: (data: Json) => void;
  problems: ReturnType<typeof problemsByForm>;
}) {
  const page = asObject(data);
  const blocks = Array.isArray(page.blocks) ? page.blocks.map(asObject) : [];
  // Stable keys while blocks move, so each open form keeps its state.
  const [keys, setKeys] = useState<number[]>(() => blocks.map(newKey));
  const keyAt = (index: number) => (keys.length === blocks.length ? String(keys[index]) : `at-${index}`);
  const types = schemas.offer.blocks;
  const [picked, setPicked] = useState(types[0] ?? "");
  const help = useContext(SiteHelp);
  const [opened, setOpened] = useState<string | undefined>();
  const fieldsSchema = useMemo(() => pageFieldsSchema(schemas.page), [schemas.page]);
  const fields = withoutBlocks(page);

  const setBlocks = (next: JsonObject[], order?: number[]) => {
    if (order) setKeys(order.map((i) => keys[i] ?? newKey()));
    // The block list stays where the file has it: after the page's fields.
    onChange({ ...fields, blocks: next });
  };
  const move = (from: number, to: number) => {
    const order = blocks.map((_, i) => i);
    [order[from], order[to]] = [order[to]!, order[from]!];
    setBlocks(
      order.map((i) => blocks[i]!),
      order,
    );
  };
  const remove = (at: number) => {
    const order = blocks.map((_, i) => i).filter((i) => i !== at);
    setBlocks(
      order.map((i) => blocks[i]!),
      order,
    );
  };
  const add = () => {
    const key = newKey();
    setKeys([...keys, key]);
    setOpened(String(key));
    setBlocks([...blocks, { type: picked }]);
    requestAnimationFrame(() =>
      document.getElementById(`blocks_${blocks.length}`)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus(),
    );
  };

  return (
    <div className="space-y-6">
      <EditorForm
        schema={fieldsSchema}
        formKey="page"
        data={fields}
        onChange={(next) => onChange({ ...asObject(next), blocks })}
        idPrefix="root"
        label="Page details"
        problems={problems.get("root")}
      />
      <section aria-labelledby="blocks-heading" className="space-y-3">
        <h2 id="blocks-heading" className="text-lg font-bold text-brand-900">
          Blocks, top to bottom
        </h2>
        <ol className="space-y-3">
          {blocks.map((block, index) => {
            const type = typeof block.type === "string" ? block.type : "";
            const schema = schemas.blocks[type];
            const key = keyAt(index);
            const name = `${index + 1}. ${blockLabel(type, help)}`;
            return (
              <li key={key} className="rounded-xl border border-slate-300 bg-white">
                <details open={opened === key || undefined} id={`blocks_${index}`}>
                  <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-900">
                    {name}
                    <span className="ml-2 font-normal text-slate-600">{blockSummary(block)}</span>
                  </summary>
                  <div className="space-y-4 border-t border-slate-200 p-4">
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className={button} disabled={index === 0} onClick={() => move(index, index - 1)}>
                        Move up
                      </button>
                      <button type="button" className={button} disabled={index === blocks.length - 1} onClick={() => move(index, index + 1)}>
                        Move down
                      </button>
                      <button type="button" className={button} onClick={() => remove(index)}>
                        Remove this block
                      </button>
                    </div>
                    {schema ? (
                      <EditorForm
                        schema={schema}
                        formKey={`block/${type}`}
                        data={block}
                        onChange={(next) => setBlocks(blocks.map((other, i) => (i === index ? asObject(next) : other)))}
                        idPrefix={`blocks_${index}`}
                        label={name}
                        problems={problems.get(`blocks_${index}`)}
                      />
                    ) : schemas.offer.ownBlocks.includes(type) ? (
                      <p className="text-sm text-slate-700">
                        This block is one of the site&apos;s own, and the editor cannot draw its form until your developer fixes its definition: you can move or
                        remove it here meanwhile.
                      </p>
                    ) : (
                      <p className="text-sm text-red-800">There is no block type "{type}"; remove this block and add one from the list below.</p>
                    )}
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
        <div className="rounded-xl border border-dashed border-slate-400 p-4">
          <label htmlFor="add-block-type" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Add a block at the end
          </label>
          <div className="flex flex-wrap gap-2">
            <select
              id="add-block-type"
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              aria-describedby="add-block-help"
              className="rounded-lg border border-slate-400 bg-white px-3 py-2"
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {blockLabel(type, help)}
                </option>
              ))}
            </select>
            <button type="button" className={button} onClick={add}>
              Add block
            </button>
          </div>
          <p id="add-block-help" className="mt-1.5 text-sm text-slate-600">
            {String(schemas.blocks[picked]?.description ?? "")}
          </p>
        </div>
      </section>
    </div>
  );
}
