/**
 * "a, b and c": a list as a sentence writes it, the Australian way (no comma before "and").
 * Written out rather than Intl.ListFormat because a form's notice is rendered on the server and
 * again in the browser, which must not disagree about a comma when its locale data differs.
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
