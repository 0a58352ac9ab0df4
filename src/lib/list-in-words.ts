/**
 * "a, b and c": a list as a sentence writes it, the Australian way (no comma before "and").
 * Written out rather than Intl.ListFormat because a form's notice is rendered on the server and
 * again in the browser, which must not disagree about a comma when its locale data differs.
 * Items that hold commas of their own are kept apart by semicolons ("a, b; c; and d"), or the
 * reader could not tell where one ends.
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const [separator, last] = items.some((item) => item.includes(",")) ? ["; ", "; and "] : [", ", " and "];
  return `${items.slice(0, -1).join(separator)}${last}${items.at(-1)}`;
}
