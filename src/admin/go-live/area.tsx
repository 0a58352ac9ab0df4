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
import {
  LIVE_FIELD,
  liveRecord,
  PLACEHOLDERS_FIELD,
  replacementInWords,
  resolvePointer,
  type LiveRecord,
  type Placeholder,
} from "../../content/sample-values.ts";
import { formatContent } from "../../editor/server/format-json.ts";
import type { Json } from "../../editor/api-types.ts";
import { fieldName } from "../../editor/client/field-names.ts";
import { fileLabel, schemaFor } from "../../editor/server/app.ts";
import type { AdminKit } from "../admin-app.tsx";
import { draftContent } from "../content/draft-content.ts";
import type { DraftStore } from "../../storage/draft-store.ts";
import { CONTENT_PATH } from "../content/paths.ts";
import { viewerOf, type AdminEnv } from "../guard.tsx";
import type { Publisher } from "../publish/engine.ts";
import { placeName } from "../publish/staff-words.ts";
import { PUBLISH_PATH } from "../publish/views.tsx";
import { Alert, GO_LIVE_PATH, Layout, MessagePage, officeTime, Token, type Viewer } from "../views.tsx";
import { ContentFileError } from "../../editor/server/content-files.ts";

export interface GoLiveAreaOptions {
  /** The site folder, holding pages.config/. */
  root: string;
  drafts: DraftStore;
  /** Going live and going back to demo are publishes, through the same job as every other. */
  publisher: Publisher;
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
      const schema = (await schemaFor(root, sample.file)) as RJSFSchema | undefined;
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

/** Where the site stands: what the checklist lists (drafts counted), and who went live when, as published. */
export interface SiteStanding {
  items: readonly GoLiveItem[];
  /** The published record of going live; undefined while the site has never gone live (or went back to demo). */
  live?: LiveRecord;
  /** The changes waiting on Publish, as the Publish page names them: going live publishes them with it. */
  waiting: readonly string[];
}

const whoWhen = (live: LiveRecord) => `${live.by} took it live on ${officeTime(live.since)}`;

/** What going live changes, said once: on the checklist and on the confirmation. */
const GOING_LIVE_CHANGES = [
  "Search engines may list the site and its pages: the site stops asking them not to.",
  'The demo notices go: the back office stops saying "Demo site", and the site is built as the real one.',
  "Nothing else changes on the pages but the waiting changes below, if any.",
];

/** The live or demo state and its one action: Go live (once nothing is left) or Back to demo. */
function GoLiveAction({ standing }: { standing: SiteStanding }) {
  const { items, live } = standing;
  if (live)
    return (
      <section className="go-live-state" data-testid="go-live-state">
        <h2>{items.length ? "Gone live, but still a demo" : "The site is live"}</h2>
        <p>
          {whoWhen(live)}.{items.length > 0 && " While anything below is left, every build is still a demo that search engines are asked not to list."}
        </p>
        <p>
          <a className="button quiet" href={`${GO_LIVE_PATH}/back-to-demo`}>
            Back to demo…
          </a>
        </p>
      </section>
    );
  return (
    <section className="go-live-state" data-testid="go-live-state">
      <h2>Go live</h2>
      {items.length ? <p>Going live is possible once nothing below is left.</p> : <p>The site can go live now. You will be asked to confirm first.</p>}
      {items.length ? (
        <button className="button" type="button" disabled>
          Go live
        </button>
      ) : (
        <a className="button" href={`${GO_LIVE_PATH}/go-live`}>
          Go live
        </a>
      )}
    </section>
  );
}

export function GoLivePage({ viewer, standing, notice, error }: { viewer: Viewer; standing: SiteStanding; notice?: string; error?: string }) {
  const { items } = standing;
  return (
    <Layout title="Before going live" viewer={viewer} current={GO_LIVE_PATH}>
      <h1>Before going live</h1>
      <Alert kind="ok">{notice}</Alert>
      <Alert kind="error">{error}</Alert>
      {items.length === 0 ? (
        <>
          <p className="lede" data-testid="go-live-ready">
            Nothing left to replace: every sample detail has its real value and every claim its evidence, counting the drafts not yet published.
          </p>
          <GoLiveAction standing={standing} />
        </>
      ) : (
        <>
          <GoLiveAction standing={standing} />
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

/** The confirmation before going live or back to demo: what changes, the one button, and the way out. */
export function ConfirmPage({ viewer, standing, going }: { viewer: Viewer; standing: SiteStanding; going: "live" | "demo" }) {
  const title = going === "live" ? "Go live?" : "Back to demo?";
  return (
    <Layout title={title} viewer={viewer} current={GO_LIVE_PATH} narrow>
      <h1>{title}</h1>
      {going === "live" ? (
        <>
          <p>When you confirm, the site is published as the live site, in your name:</p>
          <ul data-testid="go-live-changes">
            {GOING_LIVE_CHANGES.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          {standing.waiting.length > 0 && (
            <p data-testid="go-live-waiting">
              The changes waiting on Publish go out with it, since the checklist counted them: {standing.waiting.map(inSentence).join("; ")}.
            </p>
          )}
        </>
      ) : (
        <>
          <p>{standing.live && `${whoWhen(standing.live)}. `}When you confirm, the site is published as a demo again, in your name:</p>
          <ul data-testid="go-live-changes">
            <li>Search engines are asked not to list the site or any of its pages, and those already listed drop out in time.</li>
            <li>The back office says &ldquo;Demo site&rdquo; again, until an owner goes live once more.</li>
            <li>Nothing else changes: every page shows what it shows now, and changes waiting on Publish keep waiting.</li>
          </ul>
        </>
      )}
      <form method="post" action={`${GO_LIVE_PATH}/${going === "live" ? "go-live" : "back-to-demo"}`} className="actions">
        <Token value={viewer.formToken} />
        <button className="button" type="submit">
          {going === "live" ? "Yes, go live" : "Yes, back to demo"}
        </button>{" "}
        <a href={GO_LIVE_PATH}>Not now</a>
      </form>
    </Layout>
  );
}

/**
 * A value site settings list as a sample that is already the real one (the person's name, a
 * list of partners) is confirmed, not changed: its entry leaves the samples list in a draft saved in the
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
  await source.save(SITE_FILE, formatContent({ ...data, [PLACEHOLDERS_FIELD]: kept }, await schemaFor(root, SITE_FILE), text), hash);
  return undefined;
}

/** site.json's text with its going-live record set (a record) or removed (undefined), nothing else changed. */
async function withLiveRecord(root: string, text: string, record: LiveRecord | undefined): Promise<string> {
  const rest = JSON.parse(text) as Record<string, Json>;
  delete rest[LIVE_FIELD];
  // First after the samples list, where a developer reading the file looks for the site's state.
  const entries = Object.entries(rest);
  const at = entries.findIndex(([key]) => key === PLACEHOLDERS_FIELD) + 1;
  if (record) entries.splice(at, 0, [LIVE_FIELD, { by: record.by, since: record.since }]);
  return formatContent(Object.fromEntries(entries) as Json, await schemaFor(root, SITE_FILE), text);
}

export function goLiveArea({ root, drafts, publisher }: GoLiveAreaOptions) {
  return (kit: AdminKit) => {
    const standing = async (): Promise<SiteStanding> => ({
      items: await itemsFor(root, drafts),
      live: liveRecord(JSON.parse(publisher.liveText(SITE_FILE) ?? "{}")),
      waiting: (await drafts.pending()).map((draft) => placeName(draft.path)),
    });
    const checklist = async (c: Context<AdminEnv>, error: string) =>
      kit.page(c, <GoLivePage viewer={viewerOf(c.get("live"))} standing={await standing()} error={error} />, 422);
    /** Why the site cannot go live (or back to demo) now, in staff words; undefined when it can. */
    const refusal = (now: SiteStanding, going: "live" | "demo") => {
      if (["validating", "building", "switching"].includes(publisher.status().state))
        return "A publish is running. Try again when it has finished (the Publish page shows its progress).";
      if (going === "demo") return now.live ? undefined : "The site is already a demo: nobody has taken it live.";
      if (now.live) return "The site has gone live already.";
      if (now.items.length) return `Not yet: ${now.items.length === 1 ? "1 thing is" : `${now.items.length} things are`} left to replace or confirm below.`;
      return undefined;
    };

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
        return kit.page(c, <GoLivePage viewer={viewerOf(c.get("live"))} standing={await standing()} notice={notice} />);
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
        if (problem || !item) return checklist(c, problem ?? "");
        const what = `${item.where} › ${item.what}`;
        await kit.audit(c, person.email, "confirmed a sample as real", what);
        return c.redirect(`${GO_LIVE_PATH}?confirmed=1`, 303);
      }),
    );

    for (const going of ["live", "demo"] as const) {
      const route = `/go-live/${going === "live" ? "go-live" : "back-to-demo"}`;
      kit.route(
        "GET",
        route,
        unlessBusy(async (c) => {
          const now = await standing();
          const why = refusal(now, going);
          if (why) return checklist(c, why);
          return kit.page(c, <ConfirmPage viewer={viewerOf(c.get("live"))} standing={now} going={going} />);
        }),
      );
      kit.route(
        "POST",
        route,
        unlessBusy(async (c) => {
          const now = await standing();
          const why = refusal(now, going);
          if (why) return checklist(c, why);
          const actor = c.get("live").person.email;
          // The draft of site settings going out with the record, to clear once published (unless changed meanwhile).
          const siteDraft = going === "live" ? await drafts.get(SITE_FILE) : undefined;
          const changes = going === "live" ? await goingLive(actor, kit.now()) : await backToDemo(actor, kit.now());
          const action = going === "live" ? "went live" : "went back to demo";
          void publisher
            .publish({ changes, actor, note: going === "live" ? "Went live" : "Back to demo", clearDrafts: true })
            .then(async (outcome) => {
              if (outcome.ok && siteDraft) await drafts.clearPublished([{ path: SITE_FILE, text: siteDraft.text }]);
              await kit.audit(c, actor, outcome.ok ? action : `${action}: refused`, outcome.ok ? "" : outcome.reason);
            })
            .catch(() => undefined);
          return c.redirect(PUBLISH_PATH, 303);
        }),
      );
    }

    /**
     * Going live publishes every change waiting (the checklist counted them: the samples replaced
     * in drafts go out with it) and site settings with the record of who went live and when.
     */
    async function goingLive(actor: string, at: Date) {
      const pending = await drafts.pending();
      const site = pending.find((draft) => draft.path === SITE_FILE)?.text ?? publisher.liveText(SITE_FILE) ?? "{}";
      const record = { by: actor, since: at.toISOString() };
      return [
        ...pending.filter((draft) => draft.path !== SITE_FILE).map((draft) => ({ path: draft.path, text: draft.text })),
        { path: SITE_FILE, text: await withLiveRecord(root, site, record) },
      ];
    }

    /**
     * Back to demo publishes site settings as they are live without the record, and nothing else:
     * changes waiting keep waiting. A waiting draft of site settings loses the record too, or
     * publishing it later would go live again without anyone deciding to.
     */
    async function backToDemo(actor: string, at: Date) {
      const draft = await drafts.get(SITE_FILE);
      if (draft?.text) await drafts.put({ ...draft, text: await withLiveRecord(root, draft.text, undefined), author: actor, updatedAt: at.toISOString() });
      return [{ path: SITE_FILE, text: await withLiveRecord(root, publisher.liveText(SITE_FILE) ?? "{}", undefined) }];
    }
  };
}
