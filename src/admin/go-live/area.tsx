/**
 * "Before going live", for owners: every sample value and every claim still waiting for its
 * evidence, in the words of the editor's forms (the file as the editor lists it, the field as its
 * form labels it), each linking to its field. The list is the build's own (LoadedSite.placeholders,
 * read with every pending draft in place), so what this page lists is exactly what stops
 * `npm run build -- --production` and what keeps a demo build out of search engines.
 */
import type { RJSFSchema } from "@rjsf/utils";
import type { Context } from "hono";
import { SITE_FILE } from "../../content/content-files.ts";
import { checkContent } from "../../editor/server/check-threads.ts";
import { formatPath } from "../../content/json-locations.ts";
import { PLACEHOLDERS_FIELD, replacementInWords, resolvePointer, type Placeholder } from "../../content/sample-values.ts";
import { formatContent } from "../../editor/server/format-json.ts";
import type { Json } from "../../editor/api-types.ts";
import { fieldName } from "../../editor/client/field-names.ts";
import { fileLabel, schemaFor } from "../../editor/server/app.ts";
import type { AdminKit } from "../admin-app.tsx";
import { draftContent } from "../content/draft-content.ts";
import type { DraftStore } from "../../storage/draft-store.ts";
import { CONTENT_PATH } from "../content/paths.ts";
import { viewerOf, type AdminEnv } from "../guard.tsx";
import { Alert, GO_LIVE_PATH, Layout, MessagePage, Token, type Viewer } from "../views.tsx";
import { ContentFileError } from "../../editor/server/content-files.ts";

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
  /** For a value site settings list as a sample: its path, for "This is our real …" when the value is already the real one. */
  confirm?: string;
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
  const { samples: placeholders } = await checkContent({ root, overrides: await source.pending() });
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
        ...(sample.file === SITE_FILE && !sample.label && { confirm: formatPath(sample.at) }),
      };
    }),
  );
}

/** A label inside a sentence: "Booking URL" → "booking URL", keeping a word in capitals as it is. */
const inSentence = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());

export function GoLivePage({ viewer, items, notice, error }: { viewer: Viewer; items: readonly GoLiveItem[]; notice?: string; error?: string }) {
  return (
    <Layout title="Before going live" viewer={viewer} current={GO_LIVE_PATH}>
      <h1>Before going live</h1>
      <Alert kind="ok">{notice}</Alert>
      <Alert kind="error">{error}</Alert>
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
                {item.confirm && (
                  <form method="post" action={`${GO_LIVE_PATH}/confirm`} className="confirm-real">
                    <Token value={viewer.formToken} />
                    <input type="hidden" name="field" value={item.confirm} />
                    <button className="button quiet" type="submit">
                      This is our real {inSentence(item.what.split(" › ").at(-1) ?? "")}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </Layout>
  );
}

/**
 * A value site settings list as a sample that is already the real one (the broker's name, the
 * lender list) is confirmed, not changed: its entry leaves the samples list in a draft saved in the
 * owner's name, and the activity log records who confirmed what and when. It goes live with the
 * next publish, like any draft. Undefined when done; else what went wrong, in staff words.
 */
async function confirmReal(root: string, drafts: DraftStore, author: string, now: () => Date, field: string): Promise<string | undefined> {
  const source = draftContent({ root, drafts, author, now });
  const { text, hash } = await source.read(SITE_FILE);
  const data = JSON.parse(text) as Record<string, Json>;
  const listed = Array.isArray(data[PLACEHOLDERS_FIELD]) ? (data[PLACEHOLDERS_FIELD] as Json[]) : [];
  const kept = listed.filter((pointer) => typeof pointer !== "string" || formatPath(resolvePointer(data, pointer) ?? []) !== field);
  if (kept.length === listed.length) return "That is no longer marked as a sample: someone may have confirmed or replaced it already.";
  await source.save(SITE_FILE, formatContent({ ...data, [PLACEHOLDERS_FIELD]: kept }, await schemaFor(SITE_FILE), text), hash);
  return undefined;
}

export function goLiveArea({ root, drafts }: GoLiveAreaOptions) {
  return (kit: AdminKit) => {
    // The list is a content check; when too many are under way the page says so rather than failing.
    const unlessBusy = (handle: (c: Context<AdminEnv>) => Promise<Response>) => async (c: Context<AdminEnv>) => {
      try {
        return await handle(c);
      } catch (error) {
        if (!(error instanceof ContentFileError && error.status === 503)) throw error;
        return kit.page(
          c,
          <MessagePage viewer={viewerOf(c.get("live"))} title="Busy" text={error.message} link={{ href: GO_LIVE_PATH, label: "Before going live" }} />,
          503,
        );
      }
    };
    kit.route(
      "GET",
      "/go-live",
      unlessBusy(async (c) => {
        // Not the field's name from the address: a link anyone sends must not put words on this page.
        const notice =
          c.req.query("confirmed") === "1"
            ? "Recorded in your name, with the time, in Activity. It stops counting as a sample with the next publish."
            : undefined;
        return kit.page(c, <GoLivePage viewer={viewerOf(c.get("live"))} items={await itemsFor(root, drafts)} notice={notice} />);
      }),
    );
    kit.route(
      "POST",
      "/go-live/confirm",
      unlessBusy(async (c) => {
        const { person } = c.get("live");
        const field = String((await c.req.parseBody()).field ?? "").slice(0, 200);
        const item = (await itemsFor(root, drafts)).find((candidate) => candidate.confirm === field);
        const problem = item
          ? await confirmReal(root, drafts, person.email, kit.now, field)
          : "That is no longer marked as a sample: someone may have confirmed or replaced it already.";
        if (problem || !item) return kit.page(c, <GoLivePage viewer={viewerOf(c.get("live"))} items={await itemsFor(root, drafts)} error={problem} />, 422);
        const what = `${item.where} › ${item.what}`;
        await kit.audit(c, person.email, "confirmed a sample as real", what);
        return c.redirect(`${GO_LIVE_PATH}?confirmed=1`, 303);
      }),
    );
  };
}
