/**
 * A new page offered a place where visitors find it (issue 50 item 7): the top menu or a column of
 * the footer, chosen when the page is started and drafted in the site settings once the page's
 * first draft is saved, so the link never points at a page that is not there.
 */
import { SITE_FILE } from "../../content/content-files.ts";
import { ContentFileError } from "../../editor/server/content-files.ts";
import type { ContentSource } from "../../editor/server/content-source.ts";
import { formatContent } from "../../editor/server/format-json.ts";
import { schemaFor } from "../../editor/server/app.ts";
import type { Json } from "../../editor/api-types.ts";

/** One place a link can go, by an id the editor sends back ("nav", "footer:1") and in staff words. */
export interface LinkPlace {
  id: string;
  label: string;
}

interface Link {
  label: string;
  to: string;
}
interface SiteLinks {
  nav?: Link[];
  footer?: { columns?: { heading?: string; links?: Link[] }[] };
}

const siteLinks = async (source: ContentSource) => {
  const { text, hash } = await source.read(SITE_FILE);
  return { data: JSON.parse(text) as SiteLinks, text, hash };
};

/** The top menu and each footer column, as the site settings have them now. */
export async function linkPlaces(source: ContentSource): Promise<LinkPlace[]> {
  const { data } = await siteLinks(source);
  return [
    ...(Array.isArray(data.nav) ? [{ id: "nav", label: "The top menu" }] : []),
    ...(data.footer?.columns ?? []).map((column, i) => ({ id: `footer:${i}`, label: `The footer, under “${column.heading ?? `column ${i + 1}`}”` })),
  ];
}

/** The page's address and the words for its link: its title without the business name the browser tab adds. */
function pageLink(data: Record<string, unknown>): Link {
  const title = typeof data.title === "string" ? data.title.replace(/\s*\|\s*\{brand\}\s*$/, "") : "";
  return { label: title.trim(), to: typeof data.path === "string" ? data.path : "" };
}

/**
 * Drafts a link to the page `file` in the site settings at `place` (a LinkPlace id); returns where
 * it went, in staff words. Refused when the page has no saved address yet or is linked there already.
 */
export async function linkPage(source: ContentSource, file: string, place: string): Promise<string> {
  const saved = await source.read(file).then(
    ({ text }) => JSON.parse(text) as Record<string, unknown>,
    () => ({}),
  );
  const link = pageLink(saved);
  if (!link.to.startsWith("/") || !link.label) throw new ContentFileError("Cannot add the link: save the page with its title and address first.", 400);
  const places = await linkPlaces(source);
  const chosen = places.find((candidate) => candidate.id === place);
  if (!chosen) throw new ContentFileError("Cannot add the link: choose the top menu or a footer column.", 400);
  const { data, text, hash } = await siteLinks(source);
  const [kind, index] = place.split(":");
  const list = kind === "nav" ? data.nav : data.footer?.columns?.[Number(index)]?.links;
  if (!list) throw new ContentFileError("Cannot add the link: that place is no longer in the site settings. Reload the page.", 409);
  if (list.some((existing) => existing.to === link.to)) return chosen.label;
  list.push(link);
  await source.save(SITE_FILE, formatContent(data as unknown as Json, await schemaFor(source.root, SITE_FILE), text), hash);
  return chosen.label;
}
