/**
 * A reader of the `_headers` format as Netlify documents and implements it, for the tests, written
 * without the generator's code (src/server/netlify-headers.ts): a rule's path matches with or without
 * a trailing slash, `*` matches the rest of the path (`/blog/*` matches `/blog` too), `:name` one
 * segment, case does not matter, every matching rule applies, and a header named twice is joined
 * with ", ".
 */
export interface Rule {
  path: string;
  line: number;
  headers: Map<string, string>;
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    if (line.startsWith("/")) return void rules.push({ path: line, line: index + 1, headers: new Map() });
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 1) throw new Error(`_headers:${index + 1}: "${line}" is neither a path nor "Name: value" under one`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    rule.headers.set(name, rule.headers.has(name) ? `${rule.headers.get(name)}, ${value}` : value);
  });
  return rules;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export function matches(rulePath: string, requestPath: string): boolean {
  const parts = rulePath
    .split("/")
    .filter(Boolean)
    .map((part) => (part === "*" ? "?(.*)" : part.startsWith(":") ? "([^/]+)" : part.split("*").map(escape).join("(.*)")));
  return new RegExp(`^/${parts.join("/")}/?$`, "i").test(requestPath);
}

/** What _headers gives the path, with the header names two matching rules both declare. */
export function declared(rules: Rule[], requestPath: string): { headers: Map<string, string>; twice: string[] } {
  const headers = new Map<string, string>();
  const from = new Map<string, Rule>();
  const twice: string[] = [];
  for (const rule of rules.filter((r) => matches(r.path, requestPath)))
    for (const [name, value] of rule.headers) {
      const earlier = from.get(name);
      if (earlier) twice.push(`${name} (rules ${earlier.path} at line ${earlier.line} and ${rule.path} at line ${rule.line})`);
      from.set(name, rule);
      headers.set(name, earlier ? `${headers.get(name)}, ${value}` : value);
    }
  return { headers, twice };
}
