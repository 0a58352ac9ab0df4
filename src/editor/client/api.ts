import type { CheckResult, FileEntry, Json, OpenedFile, SaveResult } from "../api-types.ts";
import type { RJSFSchema } from "@rjsf/utils";

export interface Schemas {
  suburb: RJSFSchema;
  page: RJSFSchema;
  site: RJSFSchema;
  blocks: Record<string, RJSFSchema>;
  facts: Record<string, RJSFSchema>;
}

/** A request the server refused, with its words for the person. */
export class ApiError extends Error {}

async function call<T>(url: string, body?: unknown): Promise<{ status: number; value: T }> {
  const response = await fetch(url, body === undefined ? undefined : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw new ApiError(`The editor's server answered ${response.status} without details; is npm run edit still running?`);
  }
  return { status: response.status, value: value as T };
}

async function ok<T>(url: string, body?: unknown): Promise<T> {
  const { status, value } = await call<T & { error?: string }>(url, body);
  if (status >= 400) throw new ApiError(value.error ?? `request failed (${status})`);
  return value;
}

export const api = {
  files: () => ok<FileEntry[]>("/api/files"),
  schemas: () => ok<Schemas>("/api/schemas"),
  open: (file: string) => ok<OpenedFile>(`/api/file?file=${encodeURIComponent(file)}`),
  check: (file: string, data: Json) => ok<CheckResult>("/api/check", { file, data }),
  newSuburb: (name: string) => ok<OpenedFile>("/api/new-suburb", { name }),
  /** A refused save is an answer, not a failure: its result says why. */
  save: async (file: string, data: Json, hash: string | null) => (await call<SaveResult>("/api/save", { file, data, hash })).value,
};
