/**
 * Publishing, an area of the back office for owners and editors: the Publish page (the pending
 * drafts, a note, the button, the progress), its progress as JSON, and History (every publish,
 * each one undoable, and each one's version restorable; an undo or a restore is itself a publish,
 * recorded as such). Publishes and undos are lines
 * in the activity log.
 */
import type { Context } from "hono";
import type { AdminKit } from "../admin-app.tsx";
import type { DraftSource } from "../../storage/draft-source.ts";
import { viewerOf, type AdminEnv } from "../guard.tsx";
import type { Role } from "../roles.ts";
import type { Change, Publisher } from "./engine.ts";
import { draftChanges } from "./field-changes.ts";
import { fieldLabeller, pictureUse } from "./field-labels.ts";
import { encodingOf } from "../../storage/draft-source.ts";
import type { PublishLog, PublishRecord, RestoreKind } from "../../storage/publish-log.ts";
import { undoChanges, versionChanges } from "./restore.ts";
import { placeName } from "./staff-words.ts";
import {
  HistoryPage,
  NOTE_MAX,
  ORIGINAL,
  PUBLISH_PATH,
  PublishDetailPage,
  PublishPage,
  RestoreConfirmPage,
  restoreWords,
  type FileChange,
  type PendingChange,
} from "./views.tsx";

/** Who may publish and undo: the people who edit content. */
export const PUBLISHERS: readonly Role[] = ["owner", "editor"];
const HISTORY_SIZE = 100;

/** What the server publishes from until the hosted editor's drafts (src/admin/content/) are wired in: nothing pending. */
export const NO_DRAFTS: DraftSource = { pending: async () => [], clearPublished: async () => undefined };

export interface PublishAreaOptions {
  publisher: Publisher;
  drafts: DraftSource;
  log: PublishLog;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");
const running = (publisher: Publisher) => ["validating", "building", "switching"].includes(publisher.status().state);

/** `root`: the site's content folder, whose schemas name the fields of a change. */
export function publishArea({ publisher, drafts, log }: PublishAreaOptions, root: string) {
  return (kit: AdminKit) => {
    const actorOf = (c: Context<AdminEnv>) => c.get("live").person.email;

    /** Runs the publish after the answer is sent (the page shows its progress), then logs it. */
    const start = (
      c: Context<AdminEnv>,
      changes: Change[],
      note: string | null,
      restore: { from: number; kind: RestoreKind } | null,
      changesAtStart?: () => Promise<Change[]>,
    ) => {
      const actor = actorOf(c);
      void publisher
        .publish({
          changes,
          actor,
          note,
          restoredFrom: restore?.from ?? null,
          restoreKind: restore?.kind ?? null,
          clearDrafts: restore === null,
          changesAtStart,
        })
        .then(async (outcome) => {
          const what = changes.map((change) => placeName(change.path)).join("; ");
          const how = restore ? `${restoreWords(restore.from, restore.kind, "done").toLowerCase()}: ` : "";
          if (outcome.ok) await kit.audit(c, actor, restore === null ? "published" : "restored", `${how}${what}${note ? ` (note: ${note})` : ""}`);
          else await kit.audit(c, actor, restore === null ? "publish refused" : "restore refused", `${how}${what}: ${outcome.reason}`);
        })
        .catch(() => undefined);
    };

    /** Each pending draft with what it changes against the live content, field by field. */
    const pendingChanges = async (): Promise<PendingChange[]> => {
      const label = await fieldLabeller(root);
      const pending = await drafts.pending();
      return pending.map((draft) => ({
        draft,
        changes: draftChanges(draft.path, publisher.liveText(draft.path), draft.text, label),
        ...(encodingOf(draft.path) && { name: pictureUse(draft.path, pending, label) }),
      }));
    };

    kit.route("GET", "/publish", async (c) =>
      kit.page(
        c,
        <PublishPage viewer={viewerOf(c.get("live"))} pending={await pendingChanges()} progress={publisher.status()} waiting={publisher.waiting()} />,
      ),
    );

    kit.route("GET", "/publish/status", (c) => c.json(publisher.status()));

    kit.route("POST", "/publish", async (c) => {
      const body = await c.req.parseBody({ all: true });
      const note = text(body.note, NOTE_MAX).trim() || null;
      // Only the drafts ticked go out: a colleague's drafts wait, and a draft with problems holds up only itself.
      const ticked = new Set([body.path ?? []].flat().filter((value): value is string => typeof value === "string"));
      const pending = await pendingChanges();
      const viewer = viewerOf(c.get("live"));
      const refuse = (error: string) =>
        kit.page(c, <PublishPage viewer={viewer} pending={pending} progress={publisher.status()} waiting={publisher.waiting()} error={error} />, 422);
      if (!pending.length) return refuse("There is nothing to publish: no changes are waiting.");
      const chosen = pending.filter(({ draft }) => ticked.has(draft.path));
      if (!chosen.length) return refuse("Nothing was ticked: tick the changes to publish, then publish again.");
      const changes = chosen.map(({ draft }) => ({ path: draft.path, text: draft.text }));
      // While another publish runs, this one waits its turn; the Publish page lists it.
      start(c, changes, note, null);
      return c.redirect(PUBLISH_PATH, 303);
    });

    kit.route("GET", "/publish/history", async (c) => kit.page(c, <HistoryPage viewer={viewerOf(c.get("live"))} publishes={await log.list(HISTORY_SIZE)} />));

    /** The publish a route's id names; for ORIGINAL, the site before any publish from the back office (no files of its own). */
    const recordOf = async (raw: string | undefined): Promise<PublishRecord | undefined> => {
      if (raw === String(ORIGINAL)) return { id: ORIGINAL, at: "", actor: "", note: null, restoredFrom: null, files: [] };
      return raw && /^\d{1,15}$/.test(raw) ? log.get(Number(raw)) : undefined;
    };
    /** What an undo or a restore would write: only the files it would change on the live site. */
    const planned = async (found: PublishRecord, kind: RestoreKind): Promise<Change[]> =>
      (kind === "undo" ? undoChanges(found) : versionChanges(found, await log.since(found.id))).filter(
        (change) => publisher.liveText(change.path) !== change.text,
      );
    const fileChanges = async (changes: { path: string; before: string | null; after: string | null }[]): Promise<FileChange[]> => {
      const label = await fieldLabeller(root);
      return changes.map((change) => ({
        path: change.path,
        deletes: change.after === null,
        changes: draftChanges(change.path, change.before, change.after, label),
      }));
    };
    const notFound = async (c: Context<AdminEnv>) =>
      kit.page(
        c,
        <HistoryPage
          viewer={viewerOf(c.get("live"))}
          publishes={await log.list(HISTORY_SIZE)}
          error="There is no such publish. Reload the page and choose again."
        />,
        404,
      );

    /** An undo or a restore, before it is made: what it would change on the live site, and a button to confirm. */
    const confirmRoute = (kind: RestoreKind) => async (c: Context<AdminEnv>) => {
      const found = await recordOf(c.req.param("id"));
      if (!found || (kind === "undo" && found.id === ORIGINAL)) return notFound(c);
      const changes = await planned(found, kind);
      const files = await fileChanges(changes.map((change) => ({ path: change.path, before: publisher.liveText(change.path), after: change.text })));
      return kit.page(c, <RestoreConfirmPage viewer={viewerOf(c.get("live"))} from={found.id} kind={kind} files={files} running={running(publisher)} />);
    };
    kit.route("GET", "/publish/history/:id/undo", confirmRoute("undo"));
    kit.route("GET", "/publish/history/:id/version", confirmRoute("version"));

    kit.route("GET", "/publish/history/:id", async (c) => {
      const found = await recordOf(c.req.param("id"));
      if (!found || found.id === ORIGINAL) return notFound(c);
      const entry = { ...found, restoreKind: found.restoreKind ?? null, paths: found.files.map((file) => file.path) };
      const [newest] = await log.list(1);
      return kit.page(
        c,
        <PublishDetailPage viewer={viewerOf(c.get("live"))} entry={entry} files={await fileChanges(found.files)} live={newest?.id === found.id} />,
      );
    });

    /** An undo or a restore of a version, once confirmed: itself a publish, whose progress is on the Publish page. */
    const restoreRoute = (kind: RestoreKind) => async (c: Context<AdminEnv>) => {
      const found = await recordOf(c.req.param("id"));
      const history = async (error: string, status: 404 | 422) =>
        kit.page(c, <HistoryPage viewer={viewerOf(c.get("live"))} publishes={await log.list(HISTORY_SIZE)} error={error} />, status);
      if (!found || (kind === "undo" && found.id === ORIGINAL)) return notFound(c);
      const changesNow = async () => (kind === "undo" ? undoChanges(found) : versionChanges(found, await log.since(found.id)));
      const changes = await changesNow();
      // Behind another publish the live text is not yet what this one starts from: the publish itself says so then, if there is nothing to change.
      const unchanged = !running(publisher) && !publisher.waiting().length && changes.every((change) => publisher.liveText(change.path) === change.text);
      if (unchanged)
        return history(
          `The site is already as it was ${kind === "undo" ? `before publish #${found.id}` : found.id === ORIGINAL ? "first published" : `right after publish #${found.id}`}: there is nothing to change.`,
          422,
        );
      // While another publish runs, this one waits its turn (the Publish page lists it), and works out what to put back when it starts.
      start(
        c,
        changes,
        `${restoreWords(found.id, kind, "done")
          .replace(/^Undid/, "Undo of")
          .replace(/^Restored/, "Restore of")}`,
        { from: found.id, kind },
        changesNow,
      );
      return c.redirect(PUBLISH_PATH, 303);
    };
    kit.route("POST", "/publish/history/:id/restore", restoreRoute("undo"));
    kit.route("POST", "/publish/history/:id/restore-version", restoreRoute("version"));
  };
}
