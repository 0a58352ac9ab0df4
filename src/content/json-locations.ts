/** Maps a path inside a JSON file to the line and column of its value, for messages people can act on. */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";

export type PathSegment = string | number;

export interface Position {
  line: number;
  col: number;
}

/**
 * Parsing for positions is done on first use: a clean file never needs them, and validating a
 * thousand suburb reports should not pay for a thousand syntax trees.
 */
export class JsonLocator {
  private parsed: { tree: Node | undefined; syntaxErrors: Array<{ position: Position; message: string }>; lineStarts: number[] } | undefined;

  constructor(private readonly text: string) {}

  get tree(): Node | undefined {
    return this.parse().tree;
  }

  get syntaxErrors(): Array<{ position: Position; message: string }> {
    return this.parse().syntaxErrors;
  }

  private parse() {
    if (this.parsed) return this.parsed;
    const { text } = this;
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") lineStarts.push(i + 1);
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    this.parsed = { tree, syntaxErrors: [], lineStarts };
    this.parsed.syntaxErrors = errors.map((error) => {
      const before = text.slice(0, error.offset).trimEnd();
      // The usual hand-editing slip: a comma after the last item, which JSON does not allow.
      const trailingComma = before.endsWith(",") && /^[\]}]/.test(text.slice(error.offset));
      return {
        position: this.position(trailingComma ? before.length - 1 : error.offset),
        message: trailingComma
          ? "this is not valid JSON: remove the comma after the last item"
          : `this is not valid JSON: ${syntaxMessage(printParseErrorCode(error.error))}`,
      };
    });
    return this.parsed;
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
    return { line: low + 1, col: offset - (lineStarts[low] ?? 0) + 1 };
  }

  /** The value at path; when it does not exist, the nearest enclosing value that does. */
  valueAt(path: PathSegment[]): Position {
    for (let n = path.length; n >= 0; n--) {
      const node = this.tree && findNodeAtLocation(this.tree, path.slice(0, n));
      if (node) return this.position(node.offset);
    }
    return { line: 1, col: 1 };
  }

  /** The property name itself (e.g. a misspelt key), falling back to its value. */
  keyAt(path: PathSegment[]): Position {
    const node = this.tree && findNodeAtLocation(this.tree, path);
    const key = node?.parent?.type === "property" ? node.parent.children?.[0] : undefined;
    return key ? this.position(key.offset) : this.valueAt(path);
  }
}

function syntaxMessage(code: string): string {
  const plain: Record<string, string> = {
    InvalidSymbol: "unexpected character",
    InvalidNumberFormat: "badly written number",
    PropertyNameExpected: "expected a property name in double quotes",
    ValueExpected: "expected a value",
    ColonExpected: "expected a colon after the property name",
    CommaExpected: "expected a comma between items",
    CloseBraceExpected: "expected a closing }",
    CloseBracketExpected: "expected a closing ]",
    EndOfFileExpected: "expected the file to end here",
    InvalidCommentToken: "comments are not allowed in JSON",
    UnexpectedEndOfComment: "comments are not allowed in JSON",
    UnexpectedEndOfString: "a string is missing its closing quote",
    UnexpectedEndOfNumber: "a number ends too early",
    InvalidUnicode: "badly written \\u escape",
    InvalidEscapeCharacter: "badly written \\ escape",
    InvalidCharacter: "a string holds a raw line break or control character",
  };
  return plain[code] ?? code;
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
