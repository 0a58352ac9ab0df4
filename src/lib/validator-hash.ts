import { hashForSchema, type RJSFSchema } from "@rjsf/utils";

/**
 * The key a precompiled editor validator is filed under (`npm run gen`) and looked up by (the
 * editor's form): the schema without its descriptions. No check reads a description, and a site
 * may reword them for its staff (editor-help.json), which must not make its forms look out of date.
 */
export function validatorHash(schema: object): string {
  const withoutHelp = JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => (key === "description" && typeof value === "string" ? undefined : value)),
  ) as RJSFSchema;
  return hashForSchema(withoutHelp);
}
