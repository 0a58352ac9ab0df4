import type { ComponentProps, ReactNode } from "react";
import { withTheme } from "@rjsf/core";
import type { NameGeneratorFunction, RJSFSchema, UiSchema } from "@rjsf/utils";
import type { ValidatorFunctions } from "@rjsf/validator-ajv8";
import { createPrecompiledValidator, customizeValidator } from "@rjsf/validator-ajv8";
import { FieldErrorTemplate, FieldHelpTemplate, FieldTemplate, ObjectFieldTemplate } from "./theme/templates.tsx";
import { widgets } from "./theme/widgets.tsx";

/** A form's values as rjsf holds them: flat, every field a string or absent. */
export type FormValues = Record<string, string | undefined>;

/** rjsf themed once with this site's templates and widgets. */
const ThemedForm = withTheme<FormValues>({
  templates: { FieldTemplate, FieldErrorTemplate, FieldHelpTemplate, ObjectFieldTemplate },
  widgets,
});

/** Inputs are named exactly as the schema's properties, which is what the server and the calls expect. */
const nameGenerator: NameGeneratorFunction = (path) => path.map(String).join(".");

type FormTagProps = ComponentProps<"form"> & { as?: unknown };

/**
 * The <form> element: what a static host's form detection looks for (Netlify reads data-netlify and
 * data-netlify-honeypot from the prerendered HTML) on the element rjsf renders.
 */
function NetlifyFormTag({ as: _as, ...props }: FormTagProps) {
  return <form {...props} data-netlify="true" data-netlify-honeypot="bot-field" />;
}

interface SchemaFormProps {
  /** A kernel form's name (src/generated/forms.ts) or one of the site's own (src/content/site-forms.ts). */
  formName: string;
  /** The form's schema, schemas/forms/<form-name>.schema.json as imported, or a site's own form's. */
  schema: object;
  /**
   * Its precompiled validator, src/generated/form-validators/<form-name>.js (rjsf renders with one).
   * A site's own form has none in the kernel: rjsf's own validator stands in, which compiles a
   * schema only when rendering asks (conditions; a site's forms have none) and only at the build.
   * Visitors' answers are always judged by the validator the build compiled for the form.
   */
  validateFns?: ValidatorFunctions;
  /** A site's own form: its schema and validator's script, which the forms' script loads (the kernel's it knows by name). */
  script?: string;
  uiSchema: UiSchema<FormValues>;
  /** Prefix of the inputs' ids, unique on the page (the block's anchor id). */
  idPrefix: string;
  /** The hidden values the page sets (its path, a place the form block presets); the form-name is added. */
  formData?: FormValues;
  /** The submit button and what the form's script shows later (<template data-part>, <template data-toast-text>). */
  children: ReactNode;
  /** Beside the form, inside its [data-form] element: more templates, out of the posted form. */
  parts?: ReactNode;
}

/**
 * A visitor form rendered from its JSON Schema with this site's widgets, on the server only: a real
 * <form method="post" action="/"> with named inputs and the browser's own checks, so it works without
 * JavaScript. In the browser no framework runs it: src/forms/enhance-forms.ts, the form block's
 * behaviour, finds it by its [data-form] and takes it over with the same validator as the server.
 */
export function SchemaForm({ formName, schema, validateFns, script, uiSchema, idPrefix, formData, children, parts }: SchemaFormProps) {
  const rjsfSchema = schema as RJSFSchema;
  return (
    <div data-form={formName} data-form-script={script}>
      <ThemedForm
        schema={rjsfSchema}
        uiSchema={uiSchema}
        validator={validateFns ? createPrecompiledValidator<FormValues>(validateFns, rjsfSchema) : customizeValidator<FormValues>()}
        formData={{ ...formData, "form-name": formName }}
        idPrefix={idPrefix}
        nameGenerator={nameGenerator}
        showErrorList={false}
        // Hidden values are set by the forms; a const default would post captcha-verified="true" unsolved.
        experimental_defaultFormStateBehavior={{ constAsDefaults: "never" }}
        tagName={NetlifyFormTag}
        name={formName}
        method="post"
        action="/"
        className="space-y-6"
      >
        {children}
      </ThemedForm>
      {parts}
    </div>
  );
}
