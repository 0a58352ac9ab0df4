/**
 * A page's own fields: its schema without the block list, which the editor edits block by block.
 * Shared by the editor's page form and `npm run gen`, which precompiles this exact schema's validator.
 */
export function pageFieldsSchema<S extends { properties?: object; required?: readonly string[] }>(page: S): S {
  return {
    ...page,
    properties: Object.fromEntries(Object.entries(page.properties ?? {}).filter(([name]) => name !== "blocks")),
    required: (page.required ?? []).filter((name) => name !== "blocks"),
  };
}
