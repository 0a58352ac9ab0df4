import type { CheckResult, DeletionCheck, EditorOffer, FileEntry, Figure, Json, OpenedFile, SaveResult } from "../api-types.ts";
import type { RJSFSchema } from "@rjsf/utils";
import type { EditorHelp } from "../../content/editor-help.ts";
import { isTimeZone, keepOfficeTimeIn } from "../../lib/dates.ts";

export interface Schemas {
  /** Each collection's entry form, by the collection's name; {} for a site without collections. */
  entries: Record<string, RJSFSchema>;
  page: RJSFSchema;
  site: RJSFSchema;
  blocks: Record<string, RJSFSchema>;
  facts: Record<string, RJSFSchema>;
  /** The site's own help texts by form and field path, which the forms lay over the schemas' descriptions. */
  help: EditorHelp;
  offer: EditorOffer;
}

/** A request the server refused, with its words for the person. */
export class ApiError extends Error {}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
/** Where the editor is served: / for npm run edit, /admin/content/ in the back office (which says so in the page). */
export const EDITOR_BASE = meta("editor-base") ?? "/";
/** The back office's form token, sent with every change; none for npm run edit, which checks Host and Origin instead. */
const FORM_TOKEN = meta("form-token");
/** In the back office a save stores a draft on the server, which a publish makes live. */
export const HOSTED = FORM_TOKEN !== undefined;

/** Whether the site being served is a demo or live, for the line the back office shows on every page; undefined in `npm run edit`. */
export const SITE_STATE = meta("site-state");

/** The back office's other areas the signed-in person may open (Publish, Leads, …), for the header; none in `npm run edit`. */
export const BACK_OFFICE_AREAS: ReadonlyArray<{ href: string; title: string }> = (() => {
  try {
    const areas: unknown = JSON.parse(meta("back-office-areas") ?? "[]");
    return Array.isArray(areas)
      ? areas.filter((area): area is { href: string; title: string } => typeof area?.href === "string" && typeof area?.title === "string")
      : [];
  } catch {
    return [];
  }
})();
/** The office's time zone, as the back office says it (site.json's timeZone): the editor's times are the office's, not the browser's. */
const OFFICE_TIME_ZONE = meta("office-time-zone");
if (OFFICE_TIME_ZONE && isTimeZone(OFFICE_TIME_ZONE)) keepOfficeTimeIn(OFFICE_TIME_ZONE);

async function call<T>(url: string, body?: unknown): Promise<{ status: number; value: T }> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(FORM_TOKEN ? { "x-form-token": FORM_TOKEN } : {}) };
  const response = await fetch(`${EDITOR_BASE}${url}`, body === undefined ? undefined : { method: "POST", headers, body: JSON.stringify(body) });
  if (HOSTED && response.status === 401)
    throw new ApiError(
      "You have been signed out (after a while without activity). Sign in again in another tab, then come back and try again: what you typed here is still here.",
    );
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw new ApiError(
      HOSTED
        ? `The server answered ${response.status} without details. Reload the page and try again.`
        : `The editor's server answered ${response.status} without details; is npm run edit still running?`,
    );
  }
  return { status: response.status, value: value as T };
}

async function ok<T>(url: string, body?: unknown): Promise<T> {
  const { status, value } = await call<T & { error?: string }>(url, body);
  if (status >= 400) throw new ApiError(value.error ?? `request failed (${status})`);
  return value;
}

/** What the server says of an uploaded picture: its draft's path, or why it was refused. */
export type UploadAnswer = { ok: true; src: string; width: number; height: number } | { ok: false; error: string };

export const api = {
  files: () => ok<FileEntry[]>("api/files"),
  schemas: () => ok<Schemas>("api/schemas"),
  open: (file: string) => ok<OpenedFile>(`api/file?file=${encodeURIComponent(file)}`),
  check: (file: string, data: Json) => ok<CheckResult>("api/check", { file, data }),
  /** Every figure the draft's text may name, labelled for staff, with today's value: what "Insert a figure" offers. */
  figures: (file: string, data: Json) => ok<Figure[]>("api/figures", { file, data }),
  /** A new entry of the collection `collection` (its name) called `name`, to be saved. */
  newEntry: (collection: string, name: string) => ok<OpenedFile>(`api/collections/${encodeURIComponent(collection)}/new`, { name }),
  /** A refused save is an answer, not a failure: its result says why. */
  save: async (file: string, data: Json, hash: string | null) => (await call<SaveResult>("api/save", { file, data, hash })).value,
  /** Back office only: throws the draft of a file away; `live` says whether the file exists on the live site. */
  discard: (file: string) => ok<{ ok: boolean; live: boolean }>("api/discard", { file }),
  /** Back office only: what deleting an entry or a page would break, and the edits offered with it; nothing is drafted. */
  deletionCheck: (file: string) => ok<DeletionCheck>("api/delete-check", { file }),
  /** Back office only: drafts the deletion of an entry or a page, with the offered edits when `followUps`. */
  deleteReport: (file: string, followUps: boolean) =>
    ok<{ ok: boolean; name: string; alsoSaved: string[]; notSaved: string[] }>("api/delete", { file, followUps }),
  /** Back office only: what renaming an entry (`to`: its new name) or moving a page (`to`: its new address) would break, and the edits offered. */
  renameCheck: (file: string, to: string) => ok<DeletionCheck>("api/rename-check", { file, to }),
  /** Back office only: drafts the rename, with the offered edits when `followUps`; `newFile` is where the entry now is. */
  rename: (file: string, to: string, followUps: boolean) =>
    ok<{ ok: boolean; name: string; newFile: string; alsoSaved: string[]; notSaved: string[] }>("api/rename", { file, to, followUps }),
  /** Back office only: a new page's starting point, at `address`, to be saved as a draft. */
  newPage: (title: string, address: string) => ok<OpenedFile>("api/new-page", { title, address }),
  /** Back office only: drafts a link to the saved page `file` at `place` (an id from linkPlaces) in the site settings; says where, in words. */
  linkPage: (file: string, place: string) => ok<{ ok: boolean; where: string }>("api/link-page", { file, place }),
  /** Back office only: removes an uploaded picture not published yet (404 when it is not such a draft). */
  discardPicture: (src: string) => call<{ ok?: boolean; error?: string }>("api/discard-picture", { src }),
  /** Back office only: sends a picture for the image field at `field` (a JSON Pointer) of `file`; it becomes a draft. */
  upload: async (file: string, field: string, picture: Blob): Promise<UploadAnswer> => {
    const response = await fetch(`${EDITOR_BASE}upload?file=${encodeURIComponent(file)}&field=${encodeURIComponent(field)}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", ...(FORM_TOKEN ? { "x-form-token": FORM_TOKEN } : {}) },
      body: picture,
    });
    if (response.status === 401) return { ok: false, error: "You have been signed out. Sign in again in another tab, then upload the picture again." };
    try {
      return (await response.json()) as UploadAnswer;
    } catch {
      return { ok: false, error: `The server answered ${response.status} without details. Reload the page and try again.` };
    }
  },
  /** Where the editor shows a picture (an uploaded draft or a live file) beside its field. */
  imageUrl: (src: string) => `${EDITOR_BASE}image?src=${encodeURIComponent(src)}`,
};
