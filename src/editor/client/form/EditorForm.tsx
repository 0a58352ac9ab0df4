import { useMemo } from "react";
import RjsfForm from "@rjsf/core";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import type { Json } from "../../api-types.ts";
import { uiSchemaFor } from "./ui-schema.ts";
import { editorTemplates } from "./templates.tsx";
import { editorWidgets } from "./widgets.tsx";
import { ImageField, type ImageFieldContext } from "./ImageField.tsx";

/** A problem from the shared validator, with its path inside this form ("related", 1, "slug"). */
export interface FieldProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The shared validator's problems placed under their fields, in rjsf's error-schema shape. These are
 * the only field errors: rjsf's own ajv would say the same things in ajv's words ('must match
 * pattern "^~\$[0-9]+…"') beside the validator's sentence, and could not see cross-file problems.
 */
function errorSchemaOf(problems: FieldProblem[]): ErrorSchema {
  const root: Record<string | number, unknown> = {};
  for (const { path, message } of problems) {
    let node = root;
    for (const segment of path) node = (node[segment] ??= {}) as Record<string | number, unknown>;
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(message)) errors.push(message);
  }
  return root as ErrorSchema;
}

interface EditorFormProps {
  schema: RJSFSchema;
  data: Json;
  onChange: (data: Json) => void;
  /** The id the fields' ids start with: "root" for a whole file, "blocks_2" for the third block. */
  idPrefix: string;
  /** The form's accessible name, e.g. "Merrylands report". */
  label: string;
  /** What the shared validator says about this form's fields, shown under each field. */
  problems?: FieldProblem[];
  /** The content file the form edits, for uploading a picture into one of its image fields (back office only). */
  file?: string;
}

const FIELDS = { ImageField };

/** A form generated from a JSON Schema with the editor's widgets and templates; it has no submit of its own. */
export function EditorForm({ schema, data, onChange, idPrefix, label, problems = [], file }: EditorFormProps) {
  const formContext = useMemo<ImageFieldContext>(() => ({ file }), [file]);
  const extraErrors = useMemo(() => errorSchemaOf(problems), [problems]);
  const uiSchema = useMemo(() => ({ ...uiSchemaFor(schema as never), "ui:submitButtonOptions": { norender: true }, "ui:globalOptions": { enableOptionalDataFieldForType: ["object" as const] } }), [schema]);
  return (
    <RjsfForm<unknown>
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={data}
      onChange={(event) => onChange((event.formData ?? null) as Json)}
      templates={editorTemplates}
      widgets={editorWidgets}
      fields={FIELDS}
      formContext={formContext}
      idPrefix={idPrefix}
      extraErrors={extraErrors}
      noValidate
      showErrorList={false}
      noHtml5Validate
      // The file is written exactly as edited: no defaults, constants or empty list items added on load.
      experimental_defaultFormStateBehavior={{ emptyObjectFields: "skipDefaults", arrayMinItems: { populate: "never" }, constAsDefaults: "never" }}
      aria-label={label}
      className="space-y-6"
    />
  );
}
