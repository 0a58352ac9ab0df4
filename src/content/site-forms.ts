/**
 * A site's own visitor forms, from its folder: `forms/<form-name>.schema.json` (the fields, rules,
 * messages and privacy wording, as the kernel's schemas/forms/ hold theirs) and, if it wants one,
 * `forms/<form-name>.ui.json` (order, widgets, placeholders, help, the send button's words, as the
 * kernel's <form-name>.ui.ts). Both are data, so a site needs no code for a form: the generic schema
 * form renders it (src/forms/SiteSchemaForm.tsx), the build compiles its validator into the site's
 * build (scripts/lib/site-form-validators.ts), and the server and the forms' script use that.
 *
 * Each file is checked against schemas/site/form.schema.json or form-ui.schema.json, like any content
 * file, then against what a form must be to work: its name, its form-name, the fields its rules name.
 *
 * A form that wants code of its own brings it beside them, the same contract as a kernel form's
 * folder (docs/adding-a-form.md): `forms/<form-name>.script.ts`, what it does in the browser once its
 * values pass (src/forms/site-form-script.ts, `pagekit/form-script`), and `forms/<form-name>.tsx`, its
 * component when the schema form is not enough (src/forms/site-form.tsx, `pagekit/form`).
 */
import path from "node:path";
import type { SiteFormSchema, SiteFormUi } from "../generated/content-types.ts";
import { checkFile, problemAt, type CheckedFile } from "./checked-file.ts";
import { readContentFile } from "./content-files.ts";
import { listEntries } from "./files.ts";
import type { FormPrivacy } from "./form-defaults.ts";
import { wholeFile, type Problem } from "./problems.ts";
import type { SchemaChecker } from "./schema-messages.ts";
import { didYouMean } from "./suggest.ts";

/** The folder of a site's own forms, beside its pages.config/. */
export const SITE_FORMS_DIR = "forms";
export const SITE_FORM_SCHEMA = "site/form.schema.json";
export const SITE_FORM_UI_SCHEMA = "site/form-ui.schema.json";
/** A site form's own code, beside its schema: its browser behaviour and its component. */
export const SITE_FORM_CODE = { script: ".script.ts", component: ".tsx" } as const;

/**
 * The fields a page adds to a form by itself, so a form may list them without a title: the page it
 * was sent from, the visit's campaign (src/forms/page-start-fields.ts) and the submission key. The
 * privacy notice says each in words (src/forms/collection.ts).
 */
export const PAGE_ADDED_FIELDS = ["page_path", "utm_source", "utm_medium", "utm_campaign", "submission_key"] as const;

/** A form name as the kernel's are: lower-case words joined by hyphens, e.g. "appointment-request". */
const FORM_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A site's own form, checked: what the pipeline, the renderer and the build take from its files. */
export interface SiteForm {
  name: string;
  /** Its schema's file, relative to the site's folder. */
  file: string;
  schema: SiteFormSchema;
  ui: SiteFormUi;
  privacy: FormPrivacy;
  /** The labels of the fields a visitor fills in, and the fields the page adds: what its notice lists. */
  fields: { typed: string[]; added: string[] };
  /** Its browser behaviour (`forms/<form-name>.script.ts`), relative to the site's folder, if it has one. */
  script?: string;
  /** Its component (`forms/<form-name>.tsx`), relative to the site's folder, if it has one. */
  component?: string;
}

export interface SiteForms {
  /** The forms whose files are sound. */
  forms: SiteForm[];
  /** Every form the folder defines, sound or not: a name site.json may list without a second problem. */
  names: string[];
  problems: Problem[];
  /** How many files were read. */
  files: number;
}

/** A name that is not one of the form's fields, with the nearest that is, and the fields there are. */
const notAField = (value: string, fields: readonly string[]) =>
  `"${value}" is not one of the form's fields${didYouMean(value, fields)}: use one of ${fields.map((field) => `"${field}"`).join(", ")}`;

const stemOf = (file: string) => path.posix.basename(file).replace(/\.(schema\.json|ui\.json|script\.ts|tsx)$/, "");

/** The form files in the site's forms/ folder, and a problem for anything else there. */
function listFormFiles(root: string, problems: Problem[]): { schemas: string[]; others: string[] } {
  const schemas: string[] = [];
  const others: string[] = [];
  for (const { path: rel, entry } of listEntries(path.join(root, SITE_FORMS_DIR))) {
    const file = `${SITE_FORMS_DIR}/${rel}`;
    if (entry.isDirectory()) continue;
    if (!rel.includes("/") && entry.isFile() && rel.endsWith(".schema.json")) schemas.push(file);
    else if (!rel.includes("/") && entry.isFile() && /\.(ui\.json|script\.ts|tsx)$/.test(rel)) others.push(file);
    else if (rel !== ".DS_Store")
      problems.push(
        wholeFile(
          file,
          `is not read: ${SITE_FORMS_DIR}/ holds each form's <form-name>.schema.json and, if it has them, its <form-name>.ui.json, <form-name>.script.ts and <form-name>.tsx, side by side`,
        ),
      );
  }
  for (const other of others)
    if (!schemas.includes(`${SITE_FORMS_DIR}/${stemOf(other)}.schema.json`))
      problems.push(
        wholeFile(
          other,
          `belongs to a form that has no schema: add ${SITE_FORMS_DIR}/${stemOf(other)}.schema.json, or rename this file after a form that has one`,
        ),
      );
  return { schemas, others };
}

/** What the form's files must hold besides their schemas' rules; true when nothing is wrong. */
function checkForm(name: string, schema: CheckedFile, kernelForms: readonly string[], problems: Problem[]): boolean {
  const data = schema.data as SiteFormSchema;
  const found: Problem[] = [];
  const fields = Object.keys(data.properties);
  if (!FORM_NAME.test(name))
    found.push(
      wholeFile(schema.source.file, `"${name}" cannot name a form: use lower-case words joined by hyphens, e.g. "appointment-request", as the file's name`),
    );
  else if (kernelForms.includes(name))
    found.push(
      wholeFile(
        schema.source.file,
        `"${name}" is one of the kernel's forms already: list it in site.json's "forms" to use it, or give this form a name of its own`,
      ),
    );
  if (data.properties["form-name"]?.const !== name)
    found.push(
      problemAt(
        schema,
        ["properties", "form-name"],
        `must be { "type": "string", "const": "${name}" }: the form names itself to the server by its file's name`,
      ),
    );
  data.required.forEach((field, i) => {
    if (!fields.includes(field)) found.push(problemAt(schema, ["required", i], notAField(field, fields)));
  });
  for (const field of Object.keys(data.errorMessage?.required ?? {}))
    if (!data.required.includes(field))
      found.push(
        problemAt(
          schema,
          ["errorMessage", "required", field],
          `gives a message for "${field}" left empty, but "required" does not list it: add it there, or remove this message`,
        ),
      );
  data.inbox?.summary?.forEach((line, i) => {
    for (const [, field = ""] of line.matchAll(/\{([^{}]*)\}/g))
      if (!fields.includes(field)) found.push(problemAt(schema, ["inbox", "summary", i], `names {${field}}: ${notAField(field, fields)}`));
  });
  for (const [field, rule] of Object.entries(data.properties)) {
    const byPage = rule.title === undefined && rule.const === undefined && rule.maxLength !== 0;
    if (byPage && !(PAGE_ADDED_FIELDS as readonly string[]).includes(field))
      found.push(
        problemAt(
          schema,
          ["properties", field],
          `has no "title", so it would be a field the page fills in by itself, and the page fills in only ${PAGE_ADDED_FIELDS.join(", ")}: give it a "title" (its label)`,
        ),
      );
    if (rule.pattern !== undefined) {
      try {
        new RegExp(rule.pattern, "u");
      } catch (error) {
        found.push(
          problemAt(schema, ["properties", field, "pattern"], `is not a regular expression a browser can run (${(error as Error).message}): correct it`),
        );
      }
    }
  }
  problems.push(...found);
  return found.length === 0;
}

/** The ui file's fields must be the form's. */
function checkUi(ui: CheckedFile, fields: readonly string[], problems: Problem[]): boolean {
  const data = ui.data as SiteFormUi;
  const found: Problem[] = [];
  for (const key of Object.keys(data)) if (!key.startsWith("ui:") && !fields.includes(key)) found.push(problemAt(ui, [key], notAField(key, fields)));
  const order = data["ui:order"];
  order?.forEach((field, i) => {
    if (field !== "*" && !fields.includes(field)) found.push(problemAt(ui, ["ui:order", i], notAField(field, [...fields, "*"])));
  });
  // rjsf refuses to draw a form whose order leaves a field out, so the build would stop without saying where.
  const left = order && !order.includes("*") ? fields.filter((field) => !order.includes(field)) : [];
  if (left.length)
    found.push(
      problemAt(ui, ["ui:order"], `leaves out ${left.map((field) => `"${field}"`).join(", ")}: add them, or "*" at the place where all the others go`),
    );
  problems.push(...found);
  return found.length === 0;
}

/**
 * What a form's notice lists, read from its schema as `npm run gen` reads the kernel's (generate-code.ts,
 * formFields), but for a field that can hold one value only: a consent box's label is the sentence
 * agreed to, not a detail about the visitor.
 */
function fieldsOf(schema: SiteFormSchema): SiteForm["fields"] {
  const entries = Object.entries(schema.properties);
  return {
    typed: entries.flatMap(([, field]) => (field.title === undefined || field.const !== undefined ? [] : [field.title])),
    added: entries.filter(([, field]) => field.title === undefined && field.const === undefined && field.maxLength !== 0).map(([name]) => name),
  };
}

/**
 * The site's own forms under root, checked with `checker` (which knows the two schemas of a form's
 * files); `kernelForms` are the names a site's form may not take. `overrides` are file texts by path.
 */
export function loadSiteForms(
  root: string,
  checker: SchemaChecker,
  kernelForms: readonly string[],
  overrides: ReadonlyMap<string, string> = new Map(),
): SiteForms {
  const problems: Problem[] = [];
  const { schemas, others } = listFormFiles(root, problems);
  const read = (file: string, schemaFile: string) => {
    const source = readContentFile(root, file, overrides);
    if ("text" in source) return checkFile(source, schemaFile, checker, problems);
    problems.push(source);
    return undefined;
  };
  const forms = schemas.flatMap((file): SiteForm[] => {
    const name = stemOf(file);
    const schema = read(file, SITE_FORM_SCHEMA);
    const uiFile = `${SITE_FORMS_DIR}/${name}.ui.json`;
    const ui = others.includes(uiFile) ? read(uiFile, SITE_FORM_UI_SCHEMA) : undefined;
    if (!schema?.valid || !checkForm(name, schema, kernelForms, problems)) return [];
    const data = schema.data as SiteFormSchema;
    if (ui && (!ui.valid || !checkUi(ui, Object.keys(data.properties), problems))) return [];
    const code = Object.fromEntries(
      Object.entries(SITE_FORM_CODE).flatMap(([kind, ending]) => {
        const codeFile = `${SITE_FORMS_DIR}/${name}${ending}`;
        return others.includes(codeFile) ? [[kind, codeFile]] : [];
      }),
    ) as Pick<SiteForm, "script" | "component">;
    return [{ name, file, schema: data, ui: (ui?.data ?? {}) as SiteFormUi, privacy: data.privacy, fields: fieldsOf(data), ...code }];
  });
  return { forms, names: schemas.map(stemOf), problems, files: schemas.length + others.filter((file) => file.endsWith(".ui.json")).length };
}
