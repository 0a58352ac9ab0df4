/** Words for people from the schemas' property names, which are written for code. */

import { humanize } from "../../../lib/humanize.ts";

export { humanize };

const SINGULAR: Record<string, string> = { faqs: "FAQ", items: "Item", actions: "Button", entries: "Entry", categories: "Category" };

/** The name of one item of a list: "reasons" → "Reason". */
export function singular(name: string): string {
  if (SINGULAR[name]) return SINGULAR[name];
  const word = humanize(name);
  return word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("s") ? word.slice(0, -1) : word;
}

/** "TreatmentPrice" (a schema title, written for code) → "Treatment price". */
export function fromTitle(title: string): string {
  return humanize(title.replace(/Block$/, ""));
}

const FORMATS: Record<string, string> = { jpg: "JPEG", jpeg: "JPEG", png: "PNG", webp: "WebP" };

/**
 * What staff call a picture a field points at: its file's own name, or, for one uploaded in the back
 * office (named after its bytes, "upload-3f9c….jpg", which nobody would recognise), what it is.
 */
export function pictureName(src: string): string {
  const name = src.split("/").at(-1) ?? src;
  const uploaded = /^upload-[0-9a-f]{16,}\.(\w+)$/i.exec(name);
  return uploaded ? `A ${FORMATS[uploaded[1]!.toLowerCase()] ?? "new"} picture uploaded in the back office` : name;
}
