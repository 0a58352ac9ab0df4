/** Small, shape-agnostic helpers for parsed JSON that the checks walk before trusting its shape. */
import type { PathSegment } from "./json-locations.ts";

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function valueAt(data: unknown, segments: PathSegment[]): unknown {
  let current = data;
  for (const segment of segments) current = (current as Record<string | number, unknown> | undefined)?.[segment];
  return current;
}

/**
 * Calls visit for every string inside value with its path. The path is one array updated in place
 * (a copy per node made validating a thousand entries slow): visitors must not keep it.
 */
export function walkStrings(value: unknown, start: PathSegment[], visit: (value: string, segments: PathSegment[]) => void) {
  const segments = [...start];
  const walk = (node: unknown) => {
    if (typeof node === "string") visit(node, segments);
    else if (Array.isArray(node))
      for (let i = 0; i < node.length; i++) {
        segments.push(i);
        walk(node[i]);
        segments.pop();
      }
    else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) {
        segments.push(key);
        walk(item);
        segments.pop();
      }
  };
  walk(value);
}
