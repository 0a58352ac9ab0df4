/** Maps a path inside a JSON file to the line and column of its value, for messages people can act on. */
import { parseTree, type Node, type ParseError } from "jsonc-parser";
import { explainSyntaxError, type SyntaxProblem } from "./syntax-errors.ts";

export type PathSegment = string | number;

export interface Position {
  line: number;
  column: number;
}

export interface DuplicateKey {
  /** Path of the repeated field (its last copy, the one JSON keeps). */
  path: PathSegment[];
  first: Position;
  second: Position;
}

/**
 * Parsing for positions is done on first use: a clean file never needs them, and validating a
 * thousand entries of a collection should not pay for a thousand syntax trees.
 */
export class JsonLocator {
  private parsed: { tree: Node | undefined; errors: ParseError[]; lineStarts: number[] } | undefined;

  constructor(private readonly text: string) {}

  private parse() {
    if (this.parsed) return this.parsed;
    const { text } = this;
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    this.parsed = { tree, errors, lineStarts };
    return this.parsed;
  }

  /** The first syntax error, explained, with its position; undefined when the file is JSON. */
  syntaxError(): { position: Position; message: string } | undefined {
    const explained: SyntaxProblem | undefined = explainSyntaxError(this.text, this.parse().errors);
    return explained && { position: this.position(explained.offset), message: explained.message };
  }

  position(offset: number): Position {
    const { lineStarts } = this.parse();
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  }

  /** The value at path; when it does not exist, the nearest enclosing value that does. */
  valueAt(path: PathSegment[]): Position {
    for (let n = path.length; n >= 0; n--) {
      const node = findNode(this.parse().tree, path.slice(0, n));
      if (node) return this.position(node.offset);
    }
    return { line: 1, column: 1 };
  }

  /**
   * The position of the character at `index` of the string value at path (what JSON.parse gives),
   * so a message can point at the words inside a long paragraph rather than at its opening quote.
   */
  charAt(path: PathSegment[], index: number): Position {
    const node = findNode(this.parse().tree, path);
    if (!node || node.type !== "string") return this.valueAt(path);
    // Walk the raw text after the opening quote: an escape (\n, \", \u00e9) is several characters there.
    let raw = node.offset + 1;
    for (let seen = 0; seen < index && raw < node.offset + node.length - 1; seen++) {
      if (this.text[raw] !== "\\") raw += 1;
      else raw += this.text[raw + 1] === "u" ? 6 : 2;
    }
    return this.position(raw);
  }

  /** The property name itself (e.g. a misspelt key), falling back to its value. */
  keyAt(path: PathSegment[]): Position {
    const node = findNode(this.parse().tree, path);
    const key = node?.parent?.type === "property" ? node.parent.children?.[0] : undefined;
    return key ? this.position(key.offset) : this.valueAt(path);
  }

  /** Every field written twice in the same object: JSON keeps only the last copy. */
  duplicateKeys(): DuplicateKey[] {
    const found: DuplicateKey[] = [];
    const walk = (node: Node | undefined, path: PathSegment[]) => {
      if (!node) return;
      if (node.type === "array") node.children?.forEach((child, i) => walk(child, [...path, i]));
      if (node.type !== "object") return;
      const seen = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || typeof key.value !== "string") continue;
        const earlier = seen.get(key.value);
        if (earlier) found.push({ path: [...path, key.value], first: this.position(earlier.offset), second: this.position(key.offset) });
        seen.set(key.value, key);
        walk(value, [...path, key.value]);
      }
    };
    walk(this.parse().tree, []);
    return found;
  }
}

/** Like jsonc-parser's findNodeAtLocation, but a repeated key resolves to its last copy, as JSON.parse does. */
function findNode(root: Node | undefined, path: PathSegment[]): Node | undefined {
  let node = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === "string") {
      if (node.type !== "object") return undefined;
      node = node.children?.findLast((property) => property.children?.[0]?.value === segment)?.children?.[1];
    } else {
      if (node.type !== "array") return undefined;
      node = node.children?.[segment];
    }
  }
  return node;
}

const STRING_TOKEN = /"(?:[^"\\\n]|\\.)*"(\s*:)?/g;

/**
 * Whether a parsed file may hold a repeated key: more field names in the text than in the data.
 * A regular-expression count is far cheaper than a syntax tree, which only files that fail need.
 */
export function mayHaveDuplicateKeys(text: string, data: unknown): boolean {
  let written = 0;
  for (const match of text.matchAll(STRING_TOKEN)) if (match[1] !== undefined) written++;
  let kept = 0;
  const count = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(count);
    else if (value && typeof value === "object")
      for (const item of Object.values(value)) {
        kept++;
        count(item);
      }
  };
  count(data);
  return written !== kept;
}

/** `blocks[2].cards[0].title`: the readable form of a path, as people say it. */
export function formatPath(path: PathSegment[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out || "(whole file)";
}

/** Splits an ajv instancePath ("/blocks/2/title") into segments, numbers for array indexes. */
export function pointerToPath(pointer: string, isArrayIndex: (prefix: PathSegment[]) => boolean): PathSegment[] {
  if (!pointer) return [];
  const path: PathSegment[] = [];
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    path.push(/^\d+$/.test(segment) && isArrayIndex(path) ? Number(segment) : segment);
  }
  return path;
}
