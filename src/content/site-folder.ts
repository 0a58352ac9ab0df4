/**
 * Where a project keeps its sites: each site is a folder of its own under sites/ (its pages.config/
 * and public/), the kernel beside them.
 */
import { cpSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * A site's own folders and files: its content, its files served as they are, its collections'
 * declarations and templates, its own forms and block types, and its staff's help texts.
 */
export const SITE_PARTS = ["pages.config", "public", "collections", "forms", "blocks", "facts", "editor-help.json"] as const;

/** Copies the site folder `from`'s own parts (those it has) into the folder `to`. */
export function copySiteParts(from: string, to: string): void {
  for (const part of SITE_PARTS) if (existsSync(path.join(from, part))) cpSync(path.join(from, part), path.join(to, part), { recursive: true });
}

/** The site a project builds when no other is named, relative to the project folder. */
export const DEFAULT_SITE = "sites/westline";

/**
 * The `$schema` a new content file carries, for editors such as VS Code that follow it: the
 * kernel's schema, relative to the file (a path relative to its site's folder) in a site kept
 * under sites/ like DEFAULT_SITE.
 */
export function schemaReference(file: string, schema: string): string {
  return `${"../".repeat(DEFAULT_SITE.split("/").length + file.split("/").length - 1)}schemas/${schema}`;
}

/** The `$schema` a new entry of a collection carries: its collection's own schema, relative to the entry (collections/<name>/<schema>). */
export function collectionSchemaReference(file: string, collection: string, schema: string): string {
  return `${"../".repeat(file.split("/").length - 1)}collections/${collection}/${schema}`;
}
