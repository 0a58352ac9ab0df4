/**
 * Turns a content file's bytes into text, refusing what would show wrongly on the site: bytes that
 * are not UTF-8 (a file saved as Windows-1252 would show "Caf�", one saved as UTF-16 is unreadable)
 * and the invisible byte-order mark some Windows editors put at the start. Both are reported, never silently repaired, so what the
 * author sees in the editor is what the site shows.
 */
import { wholeFile, type Problem } from "./problems.ts";

export interface SourceFile {
  /** Path relative to the project root, as printed in messages, e.g. "pages.config/pages/faq.json". */
  file: string;
  text: string;
  /** When the file was last saved (ms since 1970); an unsaved draft counts as the newest. */
  modified?: number;
}

const BOM = "\uFEFF";
const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

export const BOM_MESSAGE =
  'the file starts with an invisible byte-order mark, which JSON does not allow: save it as "UTF-8" rather than "UTF-8 with BOM" (in VS Code: click "UTF-8 with BOM" in the status bar, choose "Save with Encoding", then "UTF-8")';

/**
 * "UTF-16 LE" or "UTF-16 BE" when the bytes are UTF-16 (what Notepad saves as "Unicode"): a
 * byte-order mark, or a zero byte beside each character of plain text. Read as UTF-8 it looks
 * like Windows-1252 damage, whose advice would make it worse.
 */
function utf16Encoding(bytes: Uint8Array): { name: "UTF-16 LE" | "UTF-16 BE"; bom: boolean } | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { name: "UTF-16 LE", bom: true };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { name: "UTF-16 BE", bom: true };
  if (!bytes.includes(0)) return undefined;
  const sample = bytes.subarray(0, 200);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) even++;
    else odd++;
  }
  // Plain text in UTF-16 has a zero byte in every other place; a stray zero byte is something else.
  const half = Math.floor(sample.length / 2) * 0.6;
  if (odd >= half && even === 0) return { name: "UTF-16 LE", bom: false };
  if (even >= half && odd === 0) return { name: "UTF-16 BE", bom: false };
  return undefined;
}

/** The text of a file, or the problem that stops it being read as UTF-8 JSON. */
export function decodeSource(file: string, bytes: Uint8Array): SourceFile | Problem {
  const utf16 = utf16Encoding(bytes);
  if (utf16) {
    const how = utf16.bom
      ? `click "${utf16.name}" in the status bar, choose "Save with Encoding", then "UTF-8"`
      : `"Reopen with Encoding" → "${utf16.name}", then "Save with Encoding" → "UTF-8"`;
    return wholeFile(file, `the file is saved as UTF-16 (Notepad calls it "Unicode"), which the site cannot read: save it as UTF-8 (in VS Code: ${how})`);
  }
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    const loose = lenient.decode(bytes);
    const at = loose.indexOf("\uFFFD");
    const before = loose.slice(0, Math.max(at, 0));
    const line = before.split("\n").length;
    const column = at - before.lastIndexOf("\n");
    const lineText = loose.split("\n")[line - 1] ?? "";
    const around = lineText.slice(Math.max(0, column - 31), column + 30).trim();
    return wholeFile(
      file,
      `line ${line} has characters that are not UTF-8 ("…${around}…"), so letters such as é would show as � on the site: save the file as UTF-8 (in VS Code: "Reopen with Encoding" → "Western (Windows 1252)", then "Save with Encoding" → "UTF-8")`,
      line,
      column,
    );
  }
  return checkText(file, text);
}

/** Text that is already decoded (an unsaved draft from an editor) gets the same byte-order-mark rule. */
export function checkText(file: string, text: string): SourceFile | Problem {
  if (text.startsWith(BOM)) return wholeFile(file, BOM_MESSAGE);
  return { file, text };
}

export function isProblem(value: SourceFile | Problem): value is Problem {
  return "message" in value;
}
