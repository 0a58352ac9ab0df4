/**
 * The properties Google documents as required or recommended for the structured data types the
 * site publishes; a JSON-LD block missing one of these will not earn a rich result.
 */
export const REQUIRED_JSON_LD_PROPERTIES: Record<string, string[]> = {
  FinancialService: ["name", "telephone", "url", "areaServed"],
  Article: ["headline", "datePublished", "author", "publisher"],
  FAQPage: ["mainEntity"],
  BreadcrumbList: ["itemListElement"],
};

/** The problems with one parsed JSON-LD object: missing properties for its type. */
export function jsonLdProblems(data: Record<string, unknown>): string[] {
  const type = String(data["@type"] ?? "");
  const required = REQUIRED_JSON_LD_PROPERTIES[type];
  if (!required) return [`unexpected @type "${type}"`];
  return required.filter((key) => data[key] === undefined || data[key] === "").map((key) => `${type} is missing "${key}"`);
}
