/**
 * The editor's containers: a titled group for each object, and lists with add, remove and reorder
 * buttons within the schema's minItems/maxItems. Single fields use the house FieldTemplate, error
 * and help templates unchanged, so the editor's fields look and speak like the visitor forms.
 */
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  OptionalDataControlsTemplateProps,
} from "@rjsf/utils";
import { getUiOptions } from "@rjsf/utils";
import { humanize } from "./labels.ts";
import {
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate as HouseFieldTemplate,
  ObjectFieldTemplate as HouseObjectFieldTemplate,
} from "../../../forms/theme/templates.tsx";

const button =
  "inline-flex items-center gap-1 rounded-md border border-slate-400 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-50";

/** A group's heading: a map entry's is its key in words ("call-back" → "Call back"). */
function headingOf(options: Record<string, unknown>, path: ReadonlyArray<string | number>, fallback: unknown): string {
  const key = path.at(-1);
  if (options.mapEntry && typeof key === "string") return humanize(key);
  return String(options.title ?? fallback);
}

const indexIn = (path: ReadonlyArray<string | number>) => {
  const last = path.at(-1);
  return typeof last === "number" ? last : undefined;
};

/** What the form is told of the samples in its file (EditorForm's `samples`). */
export interface SampleContext {
  samples?: ReadonlyArray<ReadonlyArray<string | number>>;
}

/** The words a sample's field carries, the same on every form. */
export const SAMPLE_MARK = "Sample: replace before going live";

/** Whether the field at `path` holds a sample still to replace, by the build's own list. */
function isSample(context: unknown, path: ReadonlyArray<string | number>): boolean {
  const samples = (context as SampleContext | undefined)?.samples ?? [];
  return samples.some((sample) => sample.length === path.length && sample.every((segment, i) => segment === path[i]));
}

/**
 * A field holding a sample still to replace says so beside it, so staff see which values stop the
 * site going live where they change them (the trial found only a list of JSON Pointers in site settings).
 */
const SampleMark = () => <p className="mb-2 inline-block rounded-md bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">{SAMPLE_MARK}</p>;

/** A field in a list is numbered ("Keyword 2"), so each box has a label of its own. */
export function FieldTemplate(props: FieldTemplateProps) {
  // A field left to the files or in another section: no empty cell in the grid either.
  if (props.uiSchema?.["ui:field"] === "HiddenField") return null;
  const index = indexIn(props.fieldPathId.path);
  const marked = props.schema.type !== "object" && isSample(props.registry.formContext, props.fieldPathId.path);
  if (props.schema.type === "array")
    return (
      <div className="sm:col-span-2">
        {marked && <SampleMark />}
        {props.children}
        {props.errors}
      </div>
    );
  const field = <HouseFieldTemplate {...props} label={index === undefined ? props.label : `${props.label} ${index + 1}`} />;
  if (!marked) return field;
  // The mark goes above the field, in the grid cell the field would have had.
  return (
    <div className={`min-w-0 ${props.classNames ?? ""}`}>
      <SampleMark />
      {field}
    </div>
  );
}

/** A nested object is a fieldset with its name and what it is for; the whole document is not. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, uiSchema } = props;
  if (fieldPathId.path.length === 0)
    return (
      <div className="space-y-6">
        <HouseObjectFieldTemplate {...props} />
      </div>
    );
  const options = getUiOptions(uiSchema);
  const index = indexIn(fieldPathId.path);
  const title = `${headingOf(options, fieldPathId.path, props.title)}${index === undefined ? "" : ` ${index + 1}`}`;
  return (
    <fieldset id={fieldPathId.$id} tabIndex={-1} className="min-w-0 rounded-xl border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-base font-bold text-brand-900">{title}</legend>
      {typeof options.description === "string" && <p className="mb-4 text-sm text-slate-600">{options.description}</p>}
      {isSample(props.registry.formContext, fieldPathId.path) && <SampleMark />}
      {props.optionalDataControl && <div className="mb-4">{props.optionalDataControl}</div>}
      <HouseObjectFieldTemplate {...props} />
    </fieldset>
  );
}

function countRule(min: number | undefined, max: number | undefined, item: string): string | undefined {
  const items = (n: number) => `${n} ${item.toLowerCase()}${n === 1 ? "" : "s"}`;
  if (min !== undefined && min === max) return `Exactly ${items(min)}.`;
  if (min && max) return `${min} to ${items(max)}.`;
  if (min) return `At least ${items(min)}.`;
  if (max) return `At most ${items(max)}.`;
  return undefined;
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, uiSchema, schema, items, canAdd, onAddClick, title } = props;
  const options = getUiOptions(uiSchema);
  const itemLabel = String(options.itemLabel ?? "item");
  const rule = countRule(schema.minItems, schema.maxItems, itemLabel);
  return (
    <fieldset id={fieldPathId.$id} tabIndex={-1} className="min-w-0 rounded-xl border border-slate-300 p-4">
      <legend className="px-1 text-base font-bold text-brand-900">{headingOf(options, fieldPathId.path, title)}</legend>
      {(typeof options.description === "string" || rule) && (
        <p className="mb-4 text-sm text-slate-600">
          {typeof options.description === "string" ? options.description : ""} {rule}
        </p>
      )}
      <div className="space-y-4">{items}</div>
      {canAdd && (
        <button type="button" className={`${button} mt-4`} onClick={onAddClick}>
          Add {itemLabel.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** One item with its buttons; Remove is offered only while the list has more than its minimum. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, totalItems } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, uiSchema } = buttonsProps;
  const options = getUiOptions(uiSchema);
  const parentMin = typeof options.listMin === "number" ? options.listMin : 0;
  const label = `${String(options.title ?? "item").toLowerCase()} ${index + 1}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 gap-1.5 sm:flex-col sm:pt-6">
        {(hasMoveUp || hasMoveDown) && (
          <>
            <button type="button" className={button} disabled={!hasMoveUp} onClick={onMoveUpItem} aria-label={`Move ${label} up`}>
              Up
            </button>
            <button type="button" className={button} disabled={!hasMoveDown} onClick={onMoveDownItem} aria-label={`Move ${label} down`}>
              Down
            </button>
          </>
        )}
        {hasRemove && totalItems > parentMin && (
          <button type="button" className={button} onClick={onRemoveItem} aria-label={`Remove ${label}`}>
            Remove
          </button>
        )}
      </div>
    </div>
  );
}

/** An optional group (e.g. a page's local business details) is added or removed as a whole. */
export function OptionalDataControlsTemplate({ id, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  if (onAddClick)
    return (
      <button type="button" id={id} className={button} onClick={onAddClick}>
        Add this group (optional)
      </button>
    );
  if (onRemoveClick)
    return (
      <button type="button" id={id} className={button} onClick={onRemoveClick}>
        Remove this group
      </button>
    );
  return <em id={id}>{label}</em>;
}

export const editorTemplates = {
  OptionalDataControlsTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
