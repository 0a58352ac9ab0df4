/**
 * JSON syntax errors in words an office editor can act on. The parser only knows which token it
 * did not expect; these rules look at what was typed there and name the usual slips: curly or
 * single quotes, field names without quotes, text broken over two lines, "$680,000" written as a
 * number, True for true, a comma after the last item, and a { or [ that is never closed (pointed at
 * where its } or ] belongs, read off the indentation, since that is where the author must type).
 */
import { printParseErrorCode, type ParseError } from "jsonc-parser";

export interface SyntaxProblem {
  offset: number;
  message: string;
}

const CURLY_QUOTES = /[\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB]/;

const GENERIC: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "badly written number",
  PropertyNameExpected: "expected a field name in straight double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected a colon after the field name",
  CommaExpected: "expected a comma between items",
  CloseBraceExpected: "expected a closing }",
  CloseBracketExpected: "expected a closing ]",
  EndOfFileExpected: "the file should end here: is there an extra } or ] above?",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "a text is missing its closing quote",
  UnexpectedEndOfNumber: "a number ends too early",
  InvalidUnicode: "badly written \\u escape",
  InvalidEscapeCharacter: "badly written \\ escape: write \\\\ for a backslash",
  InvalidCharacter: "a text holds a tab or control character: retype it as plain text",
};

const invalid = (offset: number, what: string): SyntaxProblem => ({ offset, message: `this is not valid JSON: ${what}` });

/** The first syntax error, explained; undefined when there is none. */
export function explainSyntaxError(text: string, errors: ParseError[]): SyntaxProblem | undefined {
  const first = errors[0];
  if (!first) return undefined;
  const code = printParseErrorCode(first.error);
  const { offset } = first;
  const char = text.charAt(offset);
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const lineEndAt = text.indexOf("\n", offset);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const before = text.slice(0, offset).trimEnd();

  const curly = CURLY_QUOTES.exec(text.slice(lineStart, lineEnd));
  if (curly && (code === "InvalidSymbol" || code === "PropertyNameExpected" || code === "ValueExpected"))
    return invalid(
      lineStart + curly.index,
      `use straight double quotes (") instead of curly quotes (${curly[0]}): word processors and some editors change them as you type`,
    );
  if (char === "'") return invalid(offset, `use straight double quotes (") around text and field names, not single quotes (')`);

  const money = /(?<=[:[,]\s*)(-?\$?\d[\d,]*(\.\d+)?)/g;
  for (const match of text.slice(lineStart, lineEnd).matchAll(money)) {
    const start = lineStart + match.index;
    const written = match[1] ?? "";
    if (start <= offset && offset <= start + written.length + 1 && /[$,]/.test(written))
      return invalid(start, `write ${written.replace(/[$,]/g, "")} without $ or commas (numbers are plain digits)`);
  }
  if (/^[A-Za-z_]/.test(char) && code === "InvalidSymbol") {
    const word = /^[A-Za-z_][\w-]*/.exec(text.slice(offset))?.[0] ?? char;
    const isName = /[{,]$/.test(before) && /^[A-Za-z_][\w-]*\s*:/.test(text.slice(offset));
    // True, FALSE, Null: the value was meant, not text, so quotes would lead to another problem.
    if (!isName && /^(true|false|null)$/i.test(word)) return invalid(offset, literalAdvice(word.toLowerCase()));
    return invalid(offset, isName ? `use straight double quotes around the field name: "${word}"` : `use straight double quotes around text: "${word}…"`);
  }
  if (code === "UnexpectedEndOfString" && lineEnd < text.length && !text.slice(offset + 1, lineEnd).includes('"'))
    return invalid(lineEnd, "text cannot run over two lines: join this line and the next one (or add the closing quote if it is missing)");
  // The usual hand-editing slip: a comma after the last item, which JSON does not allow.
  if (before.endsWith(",") && /^[\]}]/.test(text.slice(offset))) return invalid(before.length - 1, "remove the comma after the last item");

  const unclosed = unclosedOpener(text, offset, code) ?? droppedBelow(text, offset, code);
  if (unclosed !== undefined) return neverClosed(text, unclosed);
  return invalid(offset, GENERIC[code] ?? code);
}

/** How to write true, false or null: the one spelling JSON knows, and no quotes. */
export function literalAdvice(value: string): string {
  return `write ${value}, in lower case, without quotes`;
}

/**
 * The message for a { or [ that is never closed, at the place its } or ] belongs: after the last
 * line indented deeper than the line it opens on. Where indentation says nothing (everything on
 * one line), it points at the opener itself.
 */
function neverClosed(text: string, opener: number): SyntaxProblem {
  const isObject = text.charAt(opener) === "{";
  const closer = isObject ? "}" : "]";
  const last = isObject ? "its last field" : "its last item";
  const at = closingPlace(text, opener);
  if (at === undefined) return invalid(opener, `this ${text.charAt(opener)} is never closed: add a ${closer} after ${last}`);
  // What follows is another field or item, which then needs a comma after the closer too.
  const next = text.slice(at).trimStart().charAt(0);
  const add = next === "" || next === "," || next === "}" || next === "]" ? `a ${closer}` : `a ${closer} and then a comma`;
  return invalid(at, `the ${text.charAt(opener)} on line ${lineOf(text, opener)} is never closed: add ${add} here, after ${last}`);
}

/** Just after the last thing written inside the opener's lines (before a stray comma), or undefined. */
function closingPlace(text: string, opener: number): number | undefined {
  const own = indentAt(text, opener);
  let lineStart = text.indexOf("\n", opener) + 1;
  let lastEnd: number | undefined;
  while (lineStart > 0 && lineStart < text.length) {
    const nextBreak = text.indexOf("\n", lineStart);
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const line = text.slice(lineStart, lineEnd);
    if (line.trim() !== "") {
      if (indentAt(text, lineStart) <= own) break;
      lastEnd = lineStart + line.trimEnd().length;
    }
    lineStart = nextBreak + 1;
  }
  if (lastEnd === undefined) return undefined;
  return text.charAt(lastEnd - 1) === "," ? lastEnd - 1 : lastEnd;
}

/**
 * A field or item that starts a line indented no deeper than the { or [ it is parsed inside
 * belongs to an outer group: that group's } or ] was deleted (often with its whole line), which
 * the parser can only report as a missing comma.
 */
function droppedBelow(text: string, offset: number, code: string): number | undefined {
  if (code !== "CommaExpected" && code !== "PropertyNameExpected" && code !== "ValueExpected") return undefined;
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const lead = text.slice(lineStart, offset);
  // The parser stops at the token starting the line, or, for a field name inside a list whose ] went, at its colon.
  const startsLine = lead.trim() === "" || (text.charAt(offset) === ":" && /^\s*"(?:[^"\\]|\\.)*"\s*$/.test(lead));
  if (!startsLine) return undefined;
  const first = lineStart + lead.length - lead.trimStart().length;
  const open = brackets(text, first).stack.at(-1);
  if (open === undefined || lineOf(text, open) === lineOf(text, first)) return undefined;
  return indentAt(text, first) <= indentAt(text, open) ? open : undefined;
}

const lineOf = (text: string, at: number) => text.slice(0, at).split("\n").length;
/** The indentation of the line that holds position at. */
const indentAt = (text: string, at: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", at - 1) + 1))?.[0].length ?? 0;

/** Where the { or [ that was never closed opens, when that is what went wrong at offset. */
function unclosedOpener(text: string, offset: number, code: string): number | undefined {
  const closing = text.charAt(offset);
  const atEnd = text.slice(offset).trim() === "";
  const mismatched = (closing === "}" || closing === "]") && code !== "EndOfFileExpected";
  if (!mismatched && !(atEnd && (code === "CloseBraceExpected" || code === "CloseBracketExpected"))) return undefined;
  const { stack, pairs } = brackets(text, atEnd ? text.length : offset);
  if (mismatched) {
    const top = stack.at(-1);
    return top !== undefined && text.charAt(top) !== (closing === "}" ? "{" : "[") ? top : undefined;
  }
  // At the end of the file a missing } has been made up for by a later one: the first pair whose
  // brackets are indented differently is the one the author left open.
  const skewed = pairs.find(([open, close]) => lineOf(text, open) !== lineOf(text, close) && indentAt(text, open) !== indentAt(text, close));
  return skewed?.[0] ?? stack.at(-1);
}

/** Brackets outside strings up to limit: the ones still open, and the matched pairs in opening order. */
function brackets(text: string, limit: number): { stack: number[]; pairs: Array<[number, number]> } {
  const stack: number[] = [];
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < limit; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < limit && text[i] !== '"' && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
    } else if (c === "{" || c === "[") stack.push(i);
    else if (c === "}" || c === "]") {
      const open = stack.pop();
      if (open !== undefined) pairs.push([open, i]);
    }
  }
  return { stack, pairs: pairs.sort((a, b) => a[0] - b[0]) };
}
