import { useContext, useEffect, useMemo, useState } from "react";
import RjsfForm from "@rjsf/core";
import { hashForSchema, type ErrorSchema, type RJSFSchema, type UiSchema, type ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { editorValidators } from "../../../generated/editor-validators/index.ts";
import { siteEditorValidators } from "./site-validators.ts";
import type { Json } from "../../api-types.ts";
import { uiSchemaFor } from "./ui-schema.ts";
import { SiteHelp, withSiteHelp } from "./site-help.ts";
import { LABELS_PREFIX } from "../../../content/editor-help-keys.ts";
import { formChoicesFor, OfferedForms, type FormChoicesContext } from "./form-choices.ts";
import { editorTemplates, type SampleContext } from "./templates.tsx";
import { editorWidgets } from "./widgets.tsx";
import { ImageField, type ImageFieldContext } from "./ImageField.tsx";
import { RelatedEntryField, type RelatedEntryContext } from "./RelatedEntryField.tsx";
import type { RelatedChoices } from "./related-entry.ts";

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

/**
 * The form's validator, precompiled by `npm run gen` and fetched when the form first opens: rjsf's own
 * would compile the schema with new Function(), which the back office's policy forbids. rjsf uses it
 * only to tell which of a field's alternatives (oneOf, anyOf, if) the data matches; a site's own
 * block's comes with the editor page built for the site (site-validators.ts). `stale` when the
 * schema has changed since the last `npm run gen` (or, for a site's block, since the editor page was
 * built), or no form of that name was generated.
 */
function usePrecompiledValidator(formKey: string, schema: RJSFSchema): ValidatorType | "loading" | "stale" {
  const entry = editorValidators[formKey] ?? siteEditorValidators[formKey];
  const current = useMemo(() => entry !== undefined && entry.hash === hashForSchema(schema), [entry, schema]);
  const [loaded, setLoaded] = useState<{ formKey: string; fns: ValidatorFunctions }>();
  useEffect(() => {
    if (!current || !entry) return;
    let live = true;
    void entry.load().then((module) => {
      if (live) setLoaded({ formKey, fns: module.default });
    });
    return () => {
      live = false;
    };
  }, [current, entry, formKey]);
  return useMemo(() => {
    if (!current) return "stale";
    return loaded?.formKey === formKey ? createPrecompiledValidator(loaded.fns, schema) : "loading";
  }, [current, loaded, formKey, schema]);
}

interface EditorFormProps {
  schema: RJSFSchema;
  /** Which precompiled validator: "site", "page", "entry/<collection>", "block/<type>" (a kernel block's or the site's own) or "fact/<name>". */
  formKey: string;
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
  /** By collection name: the entries a field with the "related-entry" hint may link to, and the declaration's words. */
  related?: Readonly<Record<string, RelatedChoices>>;
  /** Fields holding a sample still to replace (paths inside this form), each marked for staff. */
  samples?: ReadonlyArray<ReadonlyArray<string | number>>;
  /** The top-level fields to draw, in order (one section of site settings); every field when left out. */
  shown?: readonly string[];
  /** The site's own help texts for this form by field path (its editor-help.json), over the schema's descriptions. */
  help?: Readonly<Record<string, string>>;
  /** The forms a form-name field offers (form-choices.ts); the schema's list when left out. */
  formChoices?: readonly string[];
}

/** A developer-only list or group (an editor hint "hidden"), or a field of another section: drawn as nothing. */
const HiddenField = () => null;
const NOT_DRAWN = { "ui:field": "HiddenField", "ui:widget": "hidden" } as const;

/** The uiSchema with only `shown`'s top-level fields drawn, in its order; the others keep their data and draw nothing. */
function onlyShown(ui: UiSchema, schema: RJSFSchema, shown: readonly string[] | undefined): UiSchema {
  if (!shown) return ui;
  const drawn: UiSchema = { ...ui, "ui:order": [...shown, "*"] };
  for (const name of Object.keys(schema.properties ?? {})) if (!shown.includes(name)) drawn[name] = NOT_DRAWN;
  return drawn;
}

const FIELDS = { ImageField, RelatedEntryField, HiddenField };

/** A form generated from a JSON Schema with the editor's widgets and templates; it has no submit of its own. */
export function EditorForm({ schema, formKey, data, onChange, idPrefix, label, problems = [], file, related, samples, shown }: EditorFormProps) {
  const validator = usePrecompiledValidator(formKey, schema);
  const siteHelp = useContext(SiteHelp);
  const help = siteHelp[formKey];
  const labels = siteHelp[`${LABELS_PREFIX}${formKey}`];
  const formChoices = formChoicesFor(formKey, useContext(OfferedForms));
  if (validator === "loading") return <p className="text-sm text-slate-700">Loading the form…</p>;
  if (validator === "stale")
    return formKey in editorValidators || !(formKey.startsWith("block/") || formKey.startsWith("entry/")) ? (
      <p className="text-sm text-red-800">This form is out of date with schemas/: run npm run gen, then reload the editor.</p>
    ) : (
      <p className="text-sm text-red-800">
        This form is out of date with the site&apos;s {formKey.startsWith("entry/") ? "collections/" : "blocks/"} folder: start the editor again, then reload
        it.
      </p>
    );
  return <GeneratedForm {...{ schema, data, onChange, idPrefix, label, problems, file, related, samples, shown, validator, help, labels, formChoices }} />;
}

/** The form itself, once its validator is at hand (tests give it rjsf's own). */
export function GeneratedForm({
  schema,
  data,
  onChange,
  idPrefix,
  label,
  problems = [],
  file,
  related,
  samples,
  shown,
  validator,
  help,
  labels,
  formChoices,
}: Omit<EditorFormProps, "formKey"> & { validator: ValidatorType; labels?: Readonly<Record<string, string>> }) {
  const formContext = useMemo<ImageFieldContext & RelatedEntryContext & SampleContext & FormChoicesContext>(
    () => ({ file, related, samples, formChoices }),
    [file, related, samples, formChoices],
  );
  const extraErrors = useMemo(() => errorSchemaOf(problems), [problems]);
  const uiSchema = useMemo(
    () => ({
      ...onlyShown(withSiteHelp(uiSchemaFor(schema as never), schema, help, labels), schema, shown),
      "ui:submitButtonOptions": { norender: true },
      "ui:globalOptions": { enableOptionalDataFieldForType: ["object" as const] },
    }),
    [schema, shown, help, labels],
  );
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
