/**
 * The page a lead was sent from, as stored and as linked back to: a path on this site, never
 * another site's address (`//evil.example`, `/\evil.example` are read by browsers as other hosts),
 * never longer than MAX_PAGE_PATH, never carrying control characters, and never encoded twice.
 */
export const MAX_PAGE_PATH = 300;
const BASE = "http://site.invalid";

export function sameSitePath(raw: string | undefined): string | undefined {
  if (!raw || !/^\/(?![/\\])/.test(raw)) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // "%25" followed by hex digits is an escape that was itself escaped.
  if (/%25[0-9a-f]{2}/i.test(url.pathname)) return undefined;
  return url.pathname.length <= MAX_PAGE_PATH ? url.pathname : undefined;
}
