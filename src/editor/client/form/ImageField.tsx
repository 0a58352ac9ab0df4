/**
 * A picture field (common/image.schema.json): its file and alt text as the generated form shows
 * them, and in the back office an Upload control above them. The server judges the file by what
 * it holds and keeps it as a draft under a name of its own; the field then points at that draft
 * and shows it, and the alt text below is asked for.
 */
import { useId, useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { api, HOSTED } from "../api.ts";
import { pictureName } from "./labels.ts";

export interface ImageFieldContext {
  /** The content file the form edits; without it (or outside the back office) there is no upload. */
  file?: string;
}

type Picture = { src?: string; alt?: string } & Record<string, unknown>;
type State =
  | { kind: "idle" }
  | { kind: "uploading"; name: string }
  | { kind: "done"; width: number; height: number }
  | { kind: "refused"; error: string }
  | { kind: "removed"; wasDraft: boolean };

const pointerOf = (path: ReadonlyArray<string | number>) => path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

export function ImageField(props: FieldProps) {
  const { registry, formData, onChange, fieldPathId, schema } = props;
  const { ObjectField } = registry.fields;
  const { file } = (registry.formContext ?? {}) as ImageFieldContext;
  const [state, setState] = useState<State>({ kind: "idle" });
  const inputId = useId();
  const picture = (formData ?? {}) as Picture;
  const displayWidth = typeof schema.displayWidth === "number" ? schema.displayWidth : undefined;
  const title = String(props.uiSchema?.["ui:title"] ?? schema.title ?? "this field");

  const upload = async (chosen: File | undefined) => {
    if (!chosen || !file) return;
    setState({ kind: "uploading", name: chosen.name });
    try {
      const answer = await api.upload(file, pointerOf(fieldPathId.path), chosen);
      if (!answer.ok) return setState({ kind: "refused", error: answer.error });
      setState({ kind: "done", width: answer.width, height: answer.height });
      onChange({ ...picture, src: answer.src }, fieldPathId.path);
    } catch {
      setState({ kind: "refused", error: "The picture could not be sent: check the connection, then choose it again." });
    }
  };

  // The field no longer names the picture; an upload not published yet is thrown away on the server too.
  const remove = async () => {
    if (!picture.src || !confirm(`Remove the picture from ${title}?`)) return;
    let wasDraft = false;
    try {
      wasDraft = (await api.discardPicture(picture.src)).status === 200;
    } catch {
      // Unreachable server: the field is still cleared; an unused upload is harmless until then.
    }
    setState({ kind: "removed", wasDraft });
    onChange(undefined, fieldPathId.path);
  };

  return (
    <div className="sm:col-span-2">
      {HOSTED && file && (
        <div className="mb-3 flex flex-wrap items-start gap-4 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3" data-upload>
          {picture.src && (
            <figure className="w-28 shrink-0 text-xs text-slate-700">
              <img
                src={api.imageUrl(picture.src)}
                alt={picture.alt ? `${title}: ${picture.alt}` : `${title}: the picture chosen now`}
                className="size-24 rounded-md border border-slate-300 bg-white object-cover"
              />
              <figcaption className="mt-1 break-words" data-picture-name>
                {pictureName(picture.src)}
              </figcaption>
              <button
                type="button"
                onClick={() => void remove()}
                className="mt-1 rounded-md border border-slate-400 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100"
              >
                Remove this picture
              </button>
            </figure>
          )}
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            {!picture.src && <p className="text-slate-700">No picture yet.</p>}
            <label htmlFor={inputId} className="block font-semibold text-brand-900">
              Upload a picture for {title}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-medium"
              onChange={(event) => void upload(event.target.files?.[0])}
              disabled={state.kind === "uploading"}
            />
            <p className="text-slate-600">
              A JPEG, PNG or WebP photo of at most 15 MB{displayWidth ? `, at least ${displayWidth * 2} pixels wide` : ""}. Then fill in the alt text below: it
              is required.
            </p>
            <p role="status" className="font-medium text-slate-800">
              {state.kind === "uploading" && `Uploading ${state.name}…`}
              {state.kind === "done" && `Uploaded (${state.width}×${state.height} pixels). Describe it in the alt text below, then save the draft.`}
              {state.kind === "removed" && `Picture removed${state.wasDraft ? " (the upload is thrown away)" : ""}. Save the draft to keep this change.`}
            </p>
            {state.kind === "refused" && (
              <p role="alert" className="font-medium text-red-800">
                Not uploaded: {state.error}
              </p>
            )}
          </div>
        </div>
      )}
      {!HOSTED && (
        // npm run edit has no upload: the picture is put in pages.config/images/ by hand and named here.
        <label className="mb-3 block text-sm font-semibold text-slate-800">
          Picture file in pages.config/images/
          <input
            value={picture.src ?? ""}
            onChange={(event) => onChange({ ...picture, src: event.target.value || undefined }, fieldPathId.path)}
            placeholder="pages.config/images/photo.jpg"
            className="mt-1 block w-full rounded-lg border border-slate-400 px-2 py-1.5 font-normal"
          />
        </label>
      )}
      {ObjectField && <ObjectField {...props} />}
    </div>
  );
}
