/**
 * What the editor's API accepts in a request body, refused before the checks see it: a body far
 * bigger than any content file, JSON nested deeper than any content file, and content that is not
 * an object in { }. Each would otherwise reach code that walks the content (and fail there with a
 * 500 that tells nobody anything), or hold the editor's memory.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Json } from "../api-types.ts";
import { ContentFileError } from "./content-files.ts";

/**
 * 2 MB. The broker's largest content file is about 11 kB (a page or an entry is a few kB), so a body near
 * this size is a mistake (a document pasted into a field) or does not come from the editor page.
 * It is refused from its Content-Length before it is read (a body without one, once that much has
 * arrived), so one request cannot make the editor hold tens of megabytes, twice over as it parses.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Content files nest { } and [ ] at most 10 deep today (a page's block holding items holding
 * links). The checks walk content recursively, and 200,000 levels exhaust the stack; 64 leaves
 * room for any block to come.
 */
export const MAX_DEPTH = 64;

const RELOAD = "Reload the editor page and make the change again.";

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) =>
    c.json(
      {
        ok: false,
        error: `Too big to check or save: the editor takes at most ${MAX_BODY_BYTES / 1024 / 1024} MB at a time, far more than a whole page's text. Something very long was probably pasted into a field: undo that paste (Ctrl+Z) or delete it.`,
      },
      413,
    ),
});

/** Whether JSON text nests { } and [ ] more than `limit` deep, found without parsing it. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (++depth > limit) return true;
    } else if (char === "}" || char === "]") depth--;
  }
  return false;
}

/** The request's JSON object, or a 400 saying what is wrong with it. */
export async function jsonObjectBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (nestedDeeperThan(text, MAX_DEPTH))
    throw new ContentFileError(
      `Not checked or saved: the content is nested more than ${MAX_DEPTH} levels deep ({ } and [ ] inside one another), and no content file needs more than a dozen. ${RELOAD}`,
      400,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // answered below
  }
  if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ContentFileError("the request body must be a JSON object", 400);
}

function described(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "nothing (null)";
  if (Array.isArray(value)) return "a list";
  return typeof value === "string" ? "text" : typeof value === "number" ? "a number" : typeof value === "boolean" ? "true or false" : "something else";
}

/** A draft's content: every content file is an object in { }, so anything else is refused here. */
export function contentData(file: string, data: unknown): Json {
  if (data !== null && typeof data === "object" && !Array.isArray(data)) return data as Json;
  throw new ContentFileError(
    `Not checked or saved: the editor page sent ${described(data)} as the content of ${file}, where the file's fields belong (in { }). ${RELOAD}`,
    400,
  );
}
