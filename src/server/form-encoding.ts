/**
 * Form bodies in a character set other than UTF-8. A browser never declares one on a form post, but
 * other clients may (`application/x-www-form-urlencoded; charset=windows-1252`); read as UTF-8, every
 * "é" would be stored as "\uFFFD" without anyone noticing. Such a body is decoded in the character
 * set it names (any the WHATWG Encoding Standard knows, through TextDecoder), bytes that are not text
 * in it are refused, and a name nobody knows is refused too: the caller answers 415 or 400.
 */

/** The charset a Content-Type declares, lower-cased and unquoted; undefined when it declares none. */
export function declaredCharset(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType)?.[1]?.toLowerCase();
}

/** The encoding a charset label names ("latin1" and "iso-8859-1" are "windows-1252"); undefined when none. */
export function encodingOf(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

const PLUS = 0x2b;
const PERCENT = 0x25;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;

const hexValue = (byte: number | undefined): number =>
  byte === undefined
    ? -1
    : byte >= 0x30 && byte <= 0x39
      ? byte - 0x30
      : byte >= 0x41 && byte <= 0x46
        ? byte - 0x37
        : byte >= 0x61 && byte <= 0x66
          ? byte - 0x57
          : -1;

/** "+" as a space and %XX as its byte, as the URL Standard's form-urlencoded parser does. */
function percentDecode(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    const high = byte === PERCENT ? hexValue(bytes[i + 1]) : -1;
    const low = high >= 0 ? hexValue(bytes[i + 2]) : -1;
    if (low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else out[length++] = byte === PLUS ? 0x20 : byte;
  }
  return out.subarray(0, length);
}

/**
 * The name–value pairs of an application/x-www-form-urlencoded body whose bytes are text in
 * `encoding`. Throws a TypeError on bytes that are not.
 */
export function parseUrlEncoded(body: Uint8Array, encoding: string): [string, string][] {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const pairs: [string, string][] = [];
  let start = 0;
  for (let end = 0; end <= body.length; end++) {
    if (end < body.length && body[end] !== AMPERSAND) continue;
    const part = body.subarray(start, end);
    start = end + 1;
    if (!part.length) continue;
    const equals = part.indexOf(EQUALS);
    const name = equals < 0 ? part : part.subarray(0, equals);
    const value = equals < 0 ? new Uint8Array(0) : part.subarray(equals + 1);
    pairs.push([decoder.decode(percentDecode(name)), decoder.decode(percentDecode(value))]);
  }
  return pairs;
}
