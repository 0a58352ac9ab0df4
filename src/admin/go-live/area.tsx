/**
 * "Before going live", for owners: every sample value and every claim still waiting for its
 * evidence, in the words of the editor's forms (the file as the editor lists it, the field as its
 * form labels it), each linking to its field. The list is the build's own (LoadedSite.placeholders,
 * read with every pending draft in place), so what this page lists is exactly what stops
 * `npm run build -- --production` and what keeps a demo build out of search engines.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { loadSite } from "../../content/load-site.ts";
import { formatPath } from "../../content/json-locations.ts";
import { replacementInWords, type Placeholder } from "../../content/sample-values.ts";
import type { Json } from "../../editor/api-types.ts";
import { fieldName } from "../../editor/client/field-names.ts";
import { fileLabel, schemaFor } from "../../editor/server/app.ts";
import type { AdminKit } from "../admin-app.tsx";
import { draftContent } from "../content/draft-content.ts";
import type { DraftStore } from "../../storage/draft-store.ts";
import { CONTENT_PATH } from "../content/paths.ts";
import { viewerOf } from "../guard.tsx";
import { GO_LIVE_PATH, Layout, type Viewer } from "../views.tsx";

export interface GoLiveAreaOptions {
  /** The site folder, holding pages.config/. */
  root: string;
  drafts: DraftStore;
}

/** One line of the checklist, in staff words only. */
export interface GoLiveItem {
  /** The file as the editor's list names it, e.g. "Site settings". */
  where: string;
  /** The field as its form labels it, e.g. "Legal › Company"; for a claim, the claim itself. */
  what: string;
  /** What to put there instead, or what evidence to add. */
  todo: string;
  /** The editor, opened at the file with the field focused. */
  href: string;
}

/** The editor's address for one field of one file: the file in the hash (as the editor keeps it), the field in the query. */
export function fieldLink(file: string, at: Placeholder["at"]): string {
  const field = formatPath(at);
  return `${CONTENT_PATH}${field ? `?field=${encodeURIComponent(field)}` : ""}#${encodeURI(file)}`;
}

/**
 * What to do about one sample, in staff words: the build's own wording names fields as the files
 * spell them ("reviewBy", "sample": true), which staff never see.
 */
function todoFor(sample: Placeholder): string {
  if (sample.label)
    return "Add its evidence: where it can be checked, the date, for a client's own words where their written consent is kept, and when to check it again. Or remove it.";
  if (sample.at.at(-1) === "sample") return "These are sample figures or words: put in real ones from a source you can name, then untick Sample.";
  return `Replace it with ${replacementInWords(sample.at) ?? "the real value"}.`;
}

async function itemsFor(root: string, drafts: DraftStore): Promise<GoLiveItem[]> {
  const source = draftContent({ root, drafts, author: "", now: () => new Date() });
  const { placeholders } = loadSite(root, { overrides: await source.pending() });
  return Promise.all(
    placeholders.map(async (sample) => {
      const schema = (await schemaFor(sample.file)) as RJSFSchema | undefined;
      const data = JSON.parse((await source.read(sample.file)).text) as Json;
      // A page's samples are its case studies, which carry a label of their own: no block names needed.
      const field = schema && !sample.label ? fieldName(formatPath(sample.at), { schema, data }) : "";
      return {
        where: await fileLabel(source, sample.file),
        what: sample.label ?? (field || "The whole file"),
        todo: todoFor(sample),
        href: fieldLink(sample.file, sample.at),
      };
    }),
  );
}

export function GoLivePage({ viewer, items }: { viewer: Viewer; items: readonly GoLiveItem[] }) {
  return (
    <Layout title="Before going live" viewer={viewer} current={GO_LIVE_PATH}>
      <h1>Before going live</h1>
      {items.length === 0 ? (
        <p className="lede" data-testid="go-live-ready">
          Nothing left to replace: every sample detail has its real value and every claim its evidence, counting the drafts not yet published.
        </p>
      ) : (
        <>
          <p className="lede">
            While any of these {items.length === 1 ? "is" : `${items.length} are`} left, the site stays a demo: search engines are asked not to list it, and
            visitors see the samples marked as examples. Drafts not yet published count here already.
          </p>
          <ol className="checklist" data-testid="go-live-items">
            {items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>
                  <strong>{item.where}</strong> › {item.what}
                </a>
                <span className="hint">{item.todo}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Layout>
  );
}

export function goLiveArea({ root, drafts }: GoLiveAreaOptions) {
  return (kit: AdminKit) => {
    kit.route("GET", "/go-live", async (c) => kit.page(c, <GoLivePage viewer={viewerOf(c.get("live"))} items={await itemsFor(root, drafts)} />));
  };
}
