/** The campaign fields of the page's address, only those it has (SPEC 3). */
export function utmFields(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const fields: Record<string, string> = {};
  for (const key of ["utm_source", "utm_medium", "utm_campaign"]) {
    const value = params.get(key);
    if (value) fields[key] = value;
  }
  return fields;
}
