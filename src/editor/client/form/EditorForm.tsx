import { useMemo } from "react";
import RjsfForm from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import ajvErrors from "ajv-errors";
import type { Json } from "../../api-types.ts";
import { uiSchemaFor } from "./ui-schema.ts";
import { editorTemplates } from "./templates.tsx";
import { editorWidgets } from "./widgets.tsx";

/**
 * The schema's rules checked as the author types, with the schema's own messages (ajv-errors).
 * Compiled in the page rather than precompiled: the editor runs on the author's machine, so its
 * size does not matter, and it always follows the schemas on disk.
 */
const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });

interface EditorFormProps {
  schema: RJSFSchema;
  data: Json;
  onChange: (data: Json) => void;
  /** The id the fields' ids start with: "root" for a whole file, "blocks_2" for the third block. */
  idPrefix: string;
  /** The form's accessible name, e.g. "Merrylands report". */
  label: string;
}

/** A form generated from a JSON Schema with the editor's widgets and templates; it has no submit of its own. */
export function EditorForm({ schema, data, onChange, idPrefix, label }: EditorFormProps) {
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
      idPrefix={idPrefix}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      // The file is written exactly as edited: no defaults, constants or empty list items added on load.
      experimental_defaultFormStateBehavior={{ emptyObjectFields: "skipDefaults", arrayMinItems: { populate: "never" }, constAsDefaults: "never" }}
      aria-label={label}
      className="space-y-6"
    />
  );
}
