import { useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { withTheme } from "@rjsf/core";
import type { ErrorTransformer, NameGeneratorFunction, RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import { FieldErrorTemplate, FieldHelpTemplate, FieldTemplate, ObjectFieldTemplate } from "./theme/templates.tsx";
import { widgets } from "./theme/widgets.tsx";
import type { FormName } from "../generated/forms.ts";
import { trimRecord, type SubmissionRecord } from "./validate-submission.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { typedBeforeHydration } from "../lib/typed-before-hydration.ts";
import { pageStartFields } from "./page-start-fields.ts";

/** A form's values as rjsf holds them: flat, every field a string or absent. */
export type FormValues = Record<string, string | undefined>;

/** rjsf themed once with this site's templates and widgets. */
const ThemedForm = withTheme<FormValues>({
  templates: { FieldTemplate, FieldErrorTemplate, FieldHelpTemplate, ObjectFieldTemplate },
  widgets,
});

/** Inputs are named exactly as the schema's properties, which is what the server and the calls expect. */
const nameGenerator: NameGeneratorFunction = (path) => path.map(String).join(".");

const trimmedValues = (data: FormValues | undefined): FormValues => trimRecord(data ?? {});

/** The form's precompiled validator, judging the trimmed values as the server does. */
function trimmingValidator(validateFns: ValidatorFunctions, schema: RJSFSchema): ValidatorType<FormValues> {
  const inner = createPrecompiledValidator<FormValues>(validateFns, schema);
  return {
    validateFormData: (formData, rootSchema, customValidate, transformErrors, uiSchema) =>
      inner.validateFormData(trimmedValues(formData), rootSchema, customValidate, transformErrors, uiSchema),
    isValid: (subSchema, formData, rootSchema) => inner.isValid(subSchema, formData, rootSchema),
    rawValidation: (rootSchema, formData) => inner.rawValidation(rootSchema, trimmedValues(formData)),
  };
}

/** ajv-errors reports a missing field on the form itself; rjsf shows errors by field, so move them there. */
const errorsOnFields: ErrorTransformer<FormValues> = (errors) =>
  errors.map((error) => {
    if (error.property && error.property !== ".") return error;
    const missing: unknown = error.params?.errors?.[0]?.params?.missingProperty ?? error.params?.missingProperty;
    return typeof missing === "string" ? { ...error, property: `.${missing}` } : error;
  });

type FormTagProps = ComponentProps<"form"> & { as?: unknown };

/**
 * The <form> element: what a static host's form detection looks for (Netlify reads data-netlify and
 * data-netlify-honeypot from the prerendered HTML) on the element rjsf renders.
 */
function NetlifyFormTag({ as: _as, ...props }: FormTagProps) {
  return <form {...props} data-netlify="true" data-netlify-honeypot="bot-field" />;
}

interface SchemaFormProps {
  formName: FormName;
  /** The form's schema, schemas/forms/<form-name>.schema.json as imported. */
  schema: object;
  /** Its precompiled validator, src/generated/form-validators/<form-name>.js. */
  validateFns: ValidatorFunctions;
  uiSchema: UiSchema<FormValues>;
  /** Prefix of the inputs' ids, unique on the page (the block's anchor id). */
  idPrefix: string;
  formData: FormValues;
  onChange?: (formData: FormValues) => void;
  /**
   * Called once the schema accepts the values: the trimmed values with the form's page-start fields
   * (campaign, submission key), and the form element.
   */
  onSubmit?: (values: SubmissionRecord, form: HTMLFormElement | undefined) => void;
  /**
   * Both show the schema's messages under each field once the form's script runs, the browser's
   * own checks before. "schema": the values go to `onSubmit`; "native": the browser posts the form
   * (to its thank-you page), once the schema accepts it.
   */
  mode: "schema" | "native";
  children: ReactNode;
}

/**
 * A visitor form rendered from its JSON Schema with this site's widgets. Prerendered it is a real
 * <form method="post" action="/"> with named inputs, so it works without JavaScript; hydrated, rjsf
 * validates with the precompiled validator and hands the trimmed values to `onSubmit`.
 */
export function SchemaForm({ formName, schema: schemaJson, validateFns, uiSchema, idPrefix, formData, onChange, onSubmit, mode, children }: SchemaFormProps) {
  const hydrated = useHydrated();
  const schema = schemaJson as RJSFSchema;
  const validator = useMemo(() => trimmingValidator(validateFns, schema), [validateFns, schema]);
  // After a refused submit the form re-checks as the visitor types, so an error goes the moment its
  // field is right. Never on blur: the error line vanishing at mousedown would move the button away
  // from under the pointer and swallow the click.
  const [refused, setRefused] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Runs once, as hydration commits and before anything re-renders the inputs, so they show what the
  // visitor typed into the prerendered form while the script loaded, never the empty state.
  useLayoutEffect(() => {
    const form = wrapper.current?.querySelector("form");
    if (!form) return;
    const typed = typedBeforeHydration(form, Object.keys(schema.properties ?? {}));
    if (Object.keys(typed).length > 0) onChange?.({ ...formData, ...typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first commit
  }, []);
  return (
    <div ref={wrapper} data-form={formName} data-enhanced={hydrated ? "true" : undefined}>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        onChange={(event) => onChange?.(event.formData ?? {})}
        onSubmit={(event) => {
          setRefused(false);
          const form = wrapper.current?.querySelector("form") ?? undefined;
          // rjsf has stopped the browser's post to check the values; they pass, so it goes now.
          if (mode === "native") return form?.submit();
          onSubmit?.({ ...trimRecord(event.formData ?? {}), ...(form ? pageStartFields(form) : {}) }, form);
        }}
        onError={() => setRefused(true)}
        liveValidate={refused ? "onChange" : undefined}
        idPrefix={idPrefix}
        nameGenerator={nameGenerator}
        transformErrors={errorsOnFields}
        showErrorList={false}
        // Hidden values are set by the forms; a const default would post captcha-verified="true" unsolved.
        experimental_defaultFormStateBehavior={{ constAsDefaults: "never" }}
        focusOnFirstError
        noHtml5Validate={hydrated}
        tagName={NetlifyFormTag}
        name={formName}
        method="post"
        action="/"
        className="space-y-6"
      >
        {children}
      </ThemedForm>
    </div>
  );
}
