/** The Publish and History pages: plain server-rendered HTML, progress by the page reloading itself. */
import type { Draft } from "../../storage/draft-source.ts";
import { Alert, Layout, officeTime, officeZone, officeZoneName, Token, type Viewer } from "../views.tsx";
import type { Progress } from "./engine.ts";
import type { DraftChanges } from "./field-changes.ts";
import type { PublishSummary, RestoreKind } from "../../storage/publish-log.ts";
import { placeName } from "./staff-words.ts";
import { Table } from "../table.tsx";

export const PUBLISH_PATH = "/admin/publish";
export const HISTORY_PATH = "/admin/publish/history";
export const NOTE_MAX = 500;
/** How often the Publish page reloads while a publish runs. */
const REFRESH_SECONDS = 3;

const STAGE_WORDS = {
  validating: "Checking every page with your changes",
  building: "Building the new website (this takes a few minutes; you can leave this page and come back)",
  switching: "Putting the new website live",
} as const;

/** "1 second", "12 seconds": how long a publish took to go live. */
export function secondsInWords(seconds: number): string {
  const whole = Math.round(seconds);
  return `${whole} second${whole === 1 ? "" : "s"}`;
}

/** The site before any publish from the back office, as a restore names it (its number in the routes). */
export const ORIGINAL = 0;

/**
 * A restore in words: what it did ("done": "Undid publish #3", "Restored the site as first published"),
 * what it will do ("ask": "Undo publish #3", "Restore the site as it was right after publish #3"), or its History tag.
 */
export function restoreWords(from: number, kind: RestoreKind, tense: "done" | "ask" | "tag"): string {
  if (kind === "undo") return { done: `Undid publish #${from}`, ask: `Undo publish #${from}`, tag: `Undoes #${from}` }[tense];
  if (from === ORIGINAL)
    return { done: "Restored the site as first published", ask: "Restore the site as first published", tag: "Restores the site as first published" }[tense];
  return { done: `Restored the version after publish #${from}`, ask: `Restore the site as it was right after publish #${from}`, tag: `Restores #${from}` }[
    tense
  ];
}

/** "The Sam Lee clinician", or "Delete the Sam Lee clinician" for a drafted deletion. */
const changeWords = (file: string, text: string | null) => (text === null ? `Delete ${placeName(file).replace(/^The /, "the ")}` : placeName(file));

function ProgressPanel({ progress }: { progress: Progress }) {
  if (progress.state === "idle") return null;
  if (progress.state === "done")
    return (
      <div className="alert ok" role="status">
        <p>
          {progress.restoredFrom == null ? "Published" : restoreWords(progress.restoredFrom, progress.restoreKind ?? "undo", "done")} at{" "}
          {officeTime(progress.finishedAt)} by {progress.by}, live in {secondsInWords(progress.seconds)}: {progress.paths.map(placeName).join("; ")}.{" "}
          <a href="/" target="_blank" rel="noopener">
            Open the website
          </a>
        </p>
        {/* History dates a publish by when it started: the trial's staff looked there for this time and did not find it. */}
        {progress.publishId !== null && (
          <p>
            <a href={HISTORY_PATH}>History</a> lists it as #{progress.publishId}, {officeTime(progress.startedAt, { zone: false })}, when it started.
          </p>
        )}
        {progress.git?.committed && progress.git.pushFailed && (
          <p>
            The change is live, but it could not be sent on to the website&apos;s repository ({progress.git.pushFailed}). Tell whoever looks after the website.
          </p>
        )}
      </div>
    );
  if (progress.state === "failed")
    return (
      <div className="alert error" role="alert">
        <p>{progress.reason}</p>
        {progress.problems.length > 0 && (
          <ul>
            {progress.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    );
  const steps = ["validating", "building", "switching"] as const;
  return (
    <div className="panel" role="status" aria-live="polite">
      <p>
        <strong>Publishing</strong>, started by {progress.by} at {officeTime(progress.startedAt)}. This page updates by itself.
      </p>
      <ol className="steps">
        {steps.map((step) => (
          <li
            key={step}
            aria-current={step === progress.state ? "step" : undefined}
            className={steps.indexOf(step) < steps.indexOf(progress.state) ? "done" : undefined}
          >
            {STAGE_WORDS[step]}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A pending draft and what it changes on the live site. */
export interface PendingChange {
  draft: Draft;
  changes: DraftChanges;
  /** What staff call it when its file's name would not say (an upload: the field that shows it). */
  name?: string;
}

/** Before and after, field by field, as the editor's form names the fields. */
function ChangeList({ changes }: { changes: DraftChanges }) {
  if ("whole" in changes) return <p className="muted">{changes.whole}</p>;
  if (!changes.fields.length) return <p className="muted">Nothing differs from the live site.</p>;
  return (
    <Table
      variant="compact"
      columns={[{ heading: "Field" }, { heading: "Before" }, { heading: "After" }]}
      rows={changes.fields.map((change) => ({
        key: change.field,
        cells: [
          change.field,
          change.before === "" ? <span className="muted">(empty)</span> : <del>{change.before}</del>,
          change.after === "" ? <span className="muted">(empty)</span> : <ins>{change.after}</ins>,
        ],
      }))}
    />
  );
}

/** Publishes asked for while another runs, in the order they go. */
function WaitingPanel({ waiting }: { waiting: { by: string; paths: string[] }[] }) {
  if (!waiting.length) return null;
  return (
    <div className="panel" role="status">
      <p>
        <strong>Queued</strong>: these are published in this order, each as soon as the one before it has finished.
      </p>
      <ol>
        {waiting.map((entry, index) => (
          <li key={index}>
            {entry.paths.map(placeName).join("; ")} (by {entry.by})
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PublishPage({
  viewer,
  pending,
  progress,
  waiting = [],
  error,
}: {
  viewer: Viewer;
  pending: PendingChange[];
  progress: Progress;
  waiting?: { by: string; paths: string[] }[];
  error?: string;
}) {
  const running = progress.state === "validating" || progress.state === "building" || progress.state === "switching";
  return (
    <Layout title="Publish" viewer={viewer} current={PUBLISH_PATH} refresh={running || waiting.length ? REFRESH_SECONDS : undefined}>
      <h1>Publish</h1>
      <p className="lede">
        Publishing checks every page with your changes, builds the website and puts it live. Visitors keep seeing the current site until the new one is ready.
      </p>
      <Alert kind="error">{error}</Alert>
      <ProgressPanel progress={progress} />
      <WaitingPanel waiting={waiting} />
      <h2>Changes waiting to be published</h2>
      {pending.length === 0 ? (
        <p className="muted">There are no changes waiting. Changes saved in the editor appear here.</p>
      ) : (
        <form method="post" action={PUBLISH_PATH}>
          <Token value={viewer.formToken} />
          <p className="hint">
            Tick the changes to publish. Only those are checked and put live; the others wait, and a problem in one of them does not stop yours.
          </p>
          <Table
            columns={[{ heading: "Publish" }, { heading: "What" }, { heading: "Changed by" }, { heading: `Last changed ${officeZone()}` }]}
            rows={pending.map(({ draft, changes, name }, index) => ({
              key: draft.path,
              cells: [
                // A colleague's draft waits for them unless it is ticked.
                <input
                  type="checkbox"
                  name="path"
                  value={draft.path}
                  id={`publish-${index}`}
                  defaultChecked={draft.author === viewer.person.email}
                  aria-label={`Publish: ${name ?? changeWords(draft.path, draft.text)}`}
                />,
                <>
                  <label htmlFor={`publish-${index}`}>{name ?? changeWords(draft.path, draft.text)}</label>
                  <ChangeList changes={changes} />
                </>,
                draft.author,
                officeTime(draft.updatedAt, { zone: false }),
              ],
            }))}
          />
          <div className="panel publish-form">
            <label htmlFor="note">
              Note (optional)<span className="hint">What changed and why, for whoever reads the history later.</span>
            </label>
            <input id="note" name="note" maxLength={NOTE_MAX} />
            {/* While one publish runs, another is taken in turn after it. */}
            <button className="button" type="submit">
              {pending.length === 1 ? "Publish this change" : "Publish the ticked changes"}
            </button>
          </div>
        </form>
      )}
    </Layout>
  );
}

export function HistoryPage({ viewer, publishes, error, notice }: { viewer: Viewer; publishes: PublishSummary[]; error?: string; notice?: string }) {
  const live = Math.max(...publishes.map((entry) => entry.id));
  return (
    <Layout title="History" viewer={viewer} current={HISTORY_PATH}>
      <h1>History</h1>
      <p className="lede">
        Every publish, newest first. Times are {officeZoneName()} time. <strong>Undo this publish</strong> puts back the words that publish replaced.{" "}
        <strong>Restore this version</strong> puts the whole site&apos;s content back as it was right after that publish, undoing everything published since.
        Either first shows what it will change and asks you to confirm, and is itself a publish, so it can be undone too. The last row is the site as it was
        first published.
      </p>
      <Alert kind="error">{error}</Alert>
      <Alert kind="ok">{notice}</Alert>
      {publishes.length === 0 ? (
        <p className="muted">Nothing has been published from the back office yet.</p>
      ) : (
        <Table
          columns={[
            { heading: `When ${officeZone()}`, bare: true },
            { heading: "Who" },
            { heading: "What changed" },
            { heading: "Note" },
            { heading: "Undo or restore", hidden: true },
          ]}
          rows={[
            ...publishes.map((entry) => ({
              key: entry.id,
              cells: [
                `#${entry.id}, ${officeTime(entry.at, { zone: false })}`,
                entry.actor,
                <>
                  {entry.restoredFrom !== null && <span className="tag">{restoreWords(entry.restoredFrom, entry.restoreKind ?? "undo", "tag")}</span>}{" "}
                  {entry.paths.map(placeName).join("; ")}{" "}
                  <a href={`${HISTORY_PATH}/${entry.id}`} aria-label={`Before and after, publish #${entry.id}`}>
                    Before and after
                  </a>
                </>,
                // An undo or restore is noted by the tag beside what it changed; its recorded note says the same again.
                (entry.restoredFrom === null && entry.note) || "—",
                <RestoreLinks id={entry.id} live={entry.id === live} label={`the publish of ${officeTime(entry.at, { zone: false })} by ${entry.actor}`} />,
              ],
            })),
            // Every file a publish changed was, before the first of them, as the site was first published.
            {
              key: ORIGINAL,
              cells: [
                "Before the first publish",
                "—",
                "The site as it was first published, before any change from the back office",
                "—",
                <div className="restore-actions">
                  <a className="button quiet small" href={`${HISTORY_PATH}/${ORIGINAL}/version`} aria-label="Restore the site as it was first published">
                    Restore this version
                  </a>
                </div>,
              ],
            },
          ]}
        />
      )}
    </Layout>
  );
}

/** A row's Undo and Restore, each leading to a page that says what it will change and asks to confirm. */
function RestoreLinks({ id, live, label }: { id: number; live: boolean; label: string }) {
  return (
    <div className="restore-actions">
      <a className="button danger" href={`${HISTORY_PATH}/${id}/undo`} aria-label={`Undo ${label}`}>
        Undo this publish
      </a>
      {/* The newest publish is what the site shows: restoring it could only change nothing. */}
      {live ? (
        <span className="muted">This is the live version</span>
      ) : (
        <a className="button quiet small" href={`${HISTORY_PATH}/${id}/version`} aria-label={`Restore the version right after publish #${id}`}>
          Restore this version
        </a>
      )}
    </div>
  );
}

/** One file's change, before and after, under the name staff know it by. */
export interface FileChange {
  path: string;
  /** The file deleted or created, or its fields' before and after. */
  changes: DraftChanges;
  /** True when the change deletes the file. */
  deletes: boolean;
}

function FileChanges({ files }: { files: FileChange[] }) {
  return (
    <ul className="file-changes">
      {files.map((file) => (
        <li key={file.path}>
          <strong>{file.deletes ? `Delete ${placeName(file.path).replace(/^The /, "the ")}` : placeName(file.path)}</strong>
          <ChangeList changes={file.changes} />
        </li>
      ))}
    </ul>
  );
}

/** What one publish changed, field by field, before and after. */
export function PublishDetailPage({ viewer, entry, files, live }: { viewer: Viewer; entry: PublishSummary; files: FileChange[]; live: boolean }) {
  return (
    <Layout title={`Publish #${entry.id}`} viewer={viewer} current={HISTORY_PATH}>
      <h1>
        Publish #{entry.id}, {officeTime(entry.at)}
      </h1>
      <p className="lede">
        By {entry.actor}
        {entry.restoredFrom !== null ? ` (${restoreWords(entry.restoredFrom, entry.restoreKind ?? "undo", "tag")})` : ""}
        {entry.restoredFrom === null && entry.note ? `, with the note “${entry.note.replace(/[.\s]+$/, "")}”.` : "."} What it changed, before and after:
      </p>
      <FileChanges files={files} />
      <RestoreLinks id={entry.id} live={live} label={`publish #${entry.id}`} />
      <p>
        <a href={HISTORY_PATH}>Back to History</a>
      </p>
    </Layout>
  );
}

/** Asks before an undo or a restore, saying what it will change on the live site. */
export function RestoreConfirmPage({
  viewer,
  from,
  kind,
  files,
  running,
}: {
  viewer: Viewer;
  from: number;
  kind: RestoreKind;
  files: FileChange[];
  running: boolean;
}) {
  const ask = restoreWords(from, kind, "ask");
  return (
    <Layout title={`${ask}?`} viewer={viewer} current={HISTORY_PATH}>
      <h1>{ask}?</h1>
      {files.length === 0 ? (
        <p className="lede">The live site is already like this: there is nothing to change.</p>
      ) : (
        <>
          <p className="lede">
            This changes the live site as below, as a publish of its own: visitors see it once it is built, and History lists it, so it can be undone too.
            Before is the live site now; after is what it will be.
          </p>
          <FileChanges files={files} />
          {/* Behind a running publish it waits its turn, and what it puts back is worked out when that comes. */}
          {running && <p className="muted">A publish is running: this one waits its turn, and the Publish page shows its progress.</p>}
          <form method="post" action={`${HISTORY_PATH}/${from}/${kind === "undo" ? "restore" : "restore-version"}`} className="panel publish-form">
            <Token value={viewer.formToken} />
            <button className={kind === "undo" ? "button danger" : "button"} type="submit">
              {ask}
            </button>
          </form>
        </>
      )}
      <p>
        <a href={HISTORY_PATH}>Cancel and go back to History</a>
      </p>
    </Layout>
  );
}

export const PUBLISH_CSS = `
.steps{margin:.5rem 0 0;padding-left:1.25rem}
.steps li{color:var(--muted)}
.steps li.done{color:var(--ok)}
.steps li[aria-current=step]{color:var(--ink);font-weight:600}
.publish-form{margin-top:1rem}
td .button.danger,td .button.quiet{white-space:nowrap}
.button.quiet.small{padding:.3rem .7rem;font-weight:500}
.restore-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.file-changes{padding-left:1.25rem}
.file-changes li{margin:.5rem 0}
`;
