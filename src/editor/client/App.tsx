import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { CheckResult, CollectionOffer, DeletionCheck, FileEntry, Json, OpenedFile, SaveResult } from "../api-types.ts";
import { api, ApiError, BACK_OFFICE_AREAS, HOSTED, SITE_STATE, type Schemas } from "./api.ts";
import { EditorForm } from "./form/EditorForm.tsx";
import { SiteHelp } from "./form/site-help.ts";
import { OfferedForms } from "./form/form-choices.ts";
import { PageEditor } from "./PageEditor.tsx";
import { SiteSettings } from "./SiteSettings.tsx";
import { PreviewPane } from "./PreviewPane.tsx";
import { previewAfter, type PreviewState } from "./preview-state.ts";
import { relatedChoices } from "./form/related-entry.ts";
import { ProblemList, ProblemsElsewhere, type ProblemNaming } from "./ProblemList.tsx";
import { blockLabel, fieldName, formKeyOf } from "./field-names.ts";
import { LinkOfferPanel, type LinkOffer } from "./LinkOffer.tsx";
import { officeTime } from "../../lib/dates.ts";
import { focusProblem, problemsByForm } from "./focus-problem.ts";
import { FigureProvider, useFigureSource } from "./form/figures.tsx";
import { applyFix, staffMessage, type ProblemFix } from "../../content/problems.ts";

const button = "rounded-lg px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600";
/** The editor header's buttons: the same, smaller, so they share a line with the title on a laptop. */
const headerButton = button.replace("px-4 py-2", "px-3 py-1.5 text-sm");
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The file named in the address (#pages.config/pages/about.json), so a reload reopens it. */
const fileInAddress = () => decodeURIComponent(location.hash.slice(1));

/** "pages.config/facts/income-tax.json" → "income-tax". */
const factName = (file: string) => file.replace(/^.*\//, "").replace(/\.json$/, "");

/** A form whose submit asks the server: the server's refusal is shown under it, and a new try clears it. */
function useServerForm(send: () => Promise<void>) {
  const [error, setError] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    try {
      await send();
    } catch (failure) {
      setError(message(failure));
    }
  };
  return { error, submit };
}

/** Starting a page: its title and its address, both checked by the server, which says what is wrong. */
function NewPageForm({ onNewPage }: { onNewPage: (title: string, address: string) => Promise<void> }) {
  const [title, setTitle] = useState("");
  const [address, setAddress] = useState("/");
  const { error, submit } = useServerForm(async () => {
    await onNewPage(title, address);
    setTitle("");
    setAddress("/");
  });
  return (
    <form onSubmit={submit} aria-labelledby="new-page-heading" className="mt-3 rounded-xl border border-slate-300 bg-white p-3">
      <h2 id="new-page-heading" className="text-sm font-semibold text-slate-800">
        New page
      </h2>
      <label htmlFor="new-page-title" className="mt-1 block text-sm text-slate-800">
        Title
      </label>
      <input
        id="new-page-title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder="e.g. About us"
        aria-describedby={error ? "new-page-error" : undefined}
        className="mt-0.5 w-full rounded-lg border border-slate-400 px-2 py-1.5"
      />
      <label htmlFor="new-page-address" className="mt-2 block text-sm text-slate-800">
        Address
      </label>
      <div className="mt-0.5 flex gap-2">
        <input
          id="new-page-address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="/about-us"
          aria-describedby={error ? "new-page-error" : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-2 py-1.5"
        />
        <button type="submit" className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
          Start page
        </button>
      </div>
      {error && (
        <p id="new-page-error" role="alert" className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}

/** "New clinician": a box starting an entry of one of the site's collections, worded from its declaration. */
function NewEntryForm({ collection, onNewEntry }: { collection: CollectionOffer; onNewEntry: (collection: CollectionOffer, name: string) => Promise<void> }) {
  const [name, setName] = useState("");
  const { error, submit } = useServerForm(async () => {
    await onNewEntry(collection, name);
    setName("");
  });
  const id = `new-entry-${collection.name}`;
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-300 bg-white p-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        New {collection.label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={collection.namePrompt}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 px-2 py-1.5"
        />
        <button type="submit" className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
          Start
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}

/** "Choose a clinician or a page on the left, or start a new clinician.": worded from the collections offered. */
function whatToChoose(collections: readonly CollectionOffer[]): string {
  const labels = collections.map(({ label }) => `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`);
  if (labels.length === 0) return "Choose a page on the left.";
  const starts = collections.map(({ label }) => `a new ${label}`);
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : items[0]);
  return `Choose ${list([...labels, "a page"])} on the left, or start ${list(starts)}.`;
}

/** What an entry's name is, from what its box asks for: "The clinician's name" → "clinician name" ("New clinician name"), "Its name" → "name". */
const nameOf = (namePrompt: string) => namePrompt.replace(/^(the|its) /i, "").replace(/'s name$/, " name");

/** The name of an entry of the collection holding `file`, as a renamed one's box asks for it ("clinician name"). */
const entryName = (collections: readonly CollectionOffer[], file: string) =>
  nameOf(collections.find(({ dir }) => file.startsWith(`${dir}/`))?.namePrompt ?? "its name");

/** "clinician, title or address": what the file search finds, an entry by its name ("The clinician's name" → "clinician"). */
const searchHint = (collections: readonly CollectionOffer[]) =>
  [...collections.map(({ namePrompt }) => nameOf(namePrompt).replace(/ name$/, "")), "title or address"].join(", ");

const capitalised = (words: string) => words.replace(/^./, (letter) => letter.toUpperCase());

function FileList({
  files,
  current,
  collections,
  onNewEntry,
  onNewPage,
}: {
  files: FileEntry[];
  current: string | undefined;
  /** The site's collections, each offered a box for a new entry (the server's offer says which). */
  collections: readonly CollectionOffer[];
  onNewEntry: (collection: CollectionOffer, name: string) => Promise<void>;
  onNewPage?: (title: string, address: string) => Promise<void>;
}) {
  const [query, setQuery] = useState("");
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = files.filter((entry) => words.every((word) => `${entry.label} ${entry.detail} ${entry.file}`.toLowerCase().includes(word)));
  const group = (kind: FileEntry["kind"][], title: string, collection?: string) => {
    const entries = shown.filter((entry) => kind.includes(entry.kind) && (!collection || entry.collection === collection));
    return (
      <section aria-label={title}>
        <h2 className="mt-4 text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h2>
        {entries.length === 0 && <p className="text-sm text-slate-600">None match.</p>}
        <ul className="mt-1 space-y-0.5">
          {entries.map((entry) => (
            <li key={entry.file}>
              <a
                href={`#${entry.file}`}
                aria-current={entry.file === current ? "page" : undefined}
                className="block rounded-md px-2 py-1 text-sm hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
              >
                <span className="block text-slate-900">
                  {entry.label}
                  {entry.pending?.deletes ? (
                    <span
                      className="ml-1.5 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900"
                      title={`Deletion drafted by ${entry.pending.author}; the ${entryWord(collections, entry.file)} goes when it is published`}
                    >
                      To be deleted
                    </span>
                  ) : (
                    entry.pending && (
                      <span
                        className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                        title={`Draft saved by ${entry.pending.author}; not published yet`}
                      >
                        Draft
                      </span>
                    )
                  )}
                  {entry.problems && (
                    <span
                      className="ml-1.5 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900"
                      title="Has problems: publishing waits until they are fixed"
                    >
                      Problems
                    </span>
                  )}
                </span>
                <span className="block truncate text-xs text-slate-600">{entry.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  };
  return (
    <nav aria-label="Content files" className="flex min-h-0 flex-col lg:h-full">
      {collections.map((collection) => (
        <NewEntryForm key={collection.name} collection={collection} onNewEntry={onNewEntry} />
      ))}
      {onNewPage && <NewPageForm onNewPage={onNewPage} />}
      <label htmlFor="file-search" className="mt-4 block text-sm font-semibold text-slate-800">
        Find a file
      </label>
      <input
        id="file-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={searchHint(collections)}
        className="mt-1 w-full rounded-lg border border-slate-400 px-2 py-1.5"
      />
      <div className="pb-6 lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
        {collections.map((collection) => (
          <Fragment key={collection.name}>{group(["entry"], capitalised(collection.labelPlural), collection.name)}</Fragment>
        ))}
        {group(["page", "site"], "Pages and settings")}
        {group(["fact"], "Facts and figures")}
      </div>
    </nav>
  );
}

const pageAddress = (data: Json) => (data && typeof data === "object" && !Array.isArray(data) && typeof data.path === "string" ? data.path : "");

/**
 * What staff call an entry of the collection whose folder holds `file`, where its kind is plain
 * (the declaration's shortLabel, "page" for a condition page); "entry" when no offered collection has it.
 */
export function entryWord(collections: readonly CollectionOffer[], file: string): string {
  return collections.find(({ dir }) => file.startsWith(`${dir}/`))?.shortLabel ?? "entry";
}

/** Under the title: where the file is, or, in the back office, whose draft is shown; `one` is what an entry is called. */
export function fileNote(editing: OpenedFile, one = "entry"): string {
  if (editing.hash === null)
    return HOSTED ? `New ${editing.kind === "page" ? `page at ${pageAddress(editing.data)}` : one}, not saved yet` : `${editing.file} (new, not saved yet)`;
  if (!HOSTED) return editing.file;
  if (!editing.pending) return "As it is on the live site";
  return `Draft saved by ${editing.pending.author} on ${officeTime(editing.pending.updatedAt)}: not published yet`;
}

/** "Delete the Granville report", "Rename the Granville report to South Granville", "Move the page Our team to /team". */
function changeWords(change: { plan: DeletionCheck; rename?: string }, kind: FileEntry["kind"] | undefined, one: string): string {
  const what = kind === "page" ? `the page ${change.plan.name}` : `the ${change.plan.name} ${one}`;
  if (change.rename === undefined) return `Delete ${what}`;
  return kind === "page" ? `Move ${what} to ${change.rename.trim()}` : `Rename ${what} to ${change.rename.trim()}`;
}

interface Editing extends OpenedFile {
  /** What the form holds now, saved or not. */
  draft: Json;
}

export function App() {
  const [files, setFiles] = useState<FileEntry[]>([]);
  const [schemas, setSchemas] = useState<Schemas>();
  const [editing, setEditing] = useState<Editing>();
  const collections = schemas?.offer.collections ?? [];
  /** What the entry being edited is called where its kind is plain ("report"). */
  const one = entryWord(collections, editing?.file ?? "");
  // The check's result and the draft it judged: while they differ, a newer check is on its way.
  // `shown`: what the preview shows after this check (the last page that could be built, if this draft's cannot).
  const [checked, setChecked] = useState<{ result: CheckResult; draft: Json; shown: PreviewState }>();
  const check = checked?.result;
  // `uncheckable`: the message says why the draft could not even be checked (far too big, say), so
  // the next check that succeeds makes it untrue and clears it.
  // `publish`: a draft ready to publish was saved, so the message links to Publish (the trial's staff looked for it).
  const [linkOffer, setLinkOffer] = useState<LinkOffer>();
  const [status, setStatus] = useState<{ text: string; tone: "info" | "error" | "done"; conflict?: boolean; uncheckable?: boolean; publish?: boolean }>();
  // A new object on every change of address, so choosing the same file again after a new report reopens it.
  const [address, setAddress] = useState(() => ({ file: fileInAddress() }));
  // On a phone the list of files came first and filled the screen before any form: while a file is
  // open the list folds behind one button (from 1024 px it stays beside the form), and choosing a file folds it again.
  const [filesUnfolded, setFilesUnfolded] = useState(false);
  const checkRun = useRef(0);
  // A deletion or a rename being weighed: what it would break, and whether to make the offered edits too.
  const [deletion, setDeletion] = useState<{ plan: DeletionCheck; followUps: boolean; rename?: string }>();
  // Where site settings list their sections from 1024 px: the column a page's preview takes.
  const [sectionsAside, setSectionsAside] = useState<HTMLElement | null>(null);
  // A rename being typed: the report's new name or the page's new address.
  const [renaming, setRenaming] = useState<string>();

  useEffect(() => {
    const onHash = () => {
      setAddress({ file: fileInAddress() });
      setFilesUnfolded(false);
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  const refreshFiles = useCallback(() => api.files().then(setFiles), []);
  useEffect(() => {
    Promise.all([refreshFiles(), api.schemas().then(setSchemas)]).catch((error: unknown) => setStatus({ text: message(error), tone: "error" }));
  }, [refreshFiles]);

  const open = useCallback(
    (file: string) =>
      api.open(file).then(
        (opened) => {
          setDeletion(undefined);
          setRenaming(undefined);
          setStatus(undefined);
          setChecked(undefined);
          setEditing({ ...opened, draft: opened.data });
        },
        (error: unknown) => {
          setEditing(undefined);
          setStatus({ text: message(error), tone: "error" });
        },
      ),
    [],
  );
  const unsaved = editing ? JSON.stringify(editing.draft) !== JSON.stringify(editing.data) || editing.hash === null : false;
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
    // The browser asks before a reload or a closed tab throws unsaved work away.
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, [unsaved]);
  useEffect(() => {
    if (!address.file || address.file === editing?.file) return;
    if (unsavedRef.current && !confirm(`${editing?.file} has changes that are not saved. Open ${address.file} and lose them?`)) {
      history.replaceState(null, "", editing?.hash === null ? "#" : `#${editing?.file}`);
      return;
    }
    void open(address.file);
    // Only a change of address opens a file; a new, unsaved report has no file to open yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  // Every change is checked by the shared validator, a moment after typing stops.
  useEffect(() => {
    if (!editing) return;
    const run = ++checkRun.current;
    const { file, draft } = editing;
    const timer = setTimeout(() => {
      api
        .check(file, draft)
        .then((result) => {
          if (run !== checkRun.current) return;
          setChecked((before) => ({ result, draft, shown: previewAfter(result, before?.shown) }));
          setStatus((current) => (current?.uncheckable ? undefined : current));
        })
        .catch((error: unknown) => run === checkRun.current && setStatus({ text: message(error), tone: "error", uncheckable: true }));
    }, 250);
    return () => clearTimeout(timer);
  }, [editing]);

  const checking = editing !== undefined && checked?.draft !== editing.draft;
  const onChange = useCallback((draft: Json) => setEditing((current) => current && { ...current, draft }), []);

  const save = async () => {
    if (!editing) return;
    setStatus({ text: "Saving…", tone: "info" });
    const result = await api.save(editing.file, editing.draft, editing.hash).catch((error: unknown): SaveResult => ({ ok: false, error: message(error) }));
    const checkedNow = result.check;
    if (checkedNow) setChecked((before) => ({ result: checkedNow, draft: editing.draft, shown: previewAfter(checkedNow, before?.shown) }));
    if (!result.ok) {
      setStatus({ text: result.error ?? "Not saved.", tone: "error", conflict: result.conflict, uncheckable: !result.check && !result.conflict });
      return;
    }
    setEditing({ ...editing, data: editing.draft, hash: result.hash ?? null, pending: result.pending });
    const also = result.alsoSaved?.length
      ? `, and updated ${result.alsoSaved.map((file) => (HOSTED ? (files.find((entry) => entry.file === file)?.label ?? file) : file)).join(", ")} to match`
      : "";
    const missed = result.notSaved?.length
      ? ` ${result.notSaved.join(", ")} changed ${HOSTED ? "meanwhile" : "on disk meanwhile"} and was not updated: open it and fix what Problems lists.`
      : "";
    const problems = (result.check?.own.length ?? 0) + (result.check?.caused.length ?? 0);
    const saved = HOSTED
      ? result.pending && problems
        ? // One line: the Problems box under it lists them, and the form keeps the screen.
          `Draft saved${also}, with ${problems === 1 ? "a problem" : `${problems} problems`} to fix before it can be published.`
        : result.pending
          ? `Draft saved${also}. It goes live on the site when it is published.`
          : `Saved: this is the same as the live site again, so there is no draft any more${also}.`
      : `Saved ${editing.file}${also}.`;
    // A new page's chosen place in the menus is drafted once the page itself is saved, so the link has a page to go to.
    const offer = linkOffer?.file === editing.file ? linkOffer : undefined;
    let linked = "";
    if (offer) {
      setLinkOffer(undefined);
      if (offer.chosen)
        linked = await api.linkPage(editing.file, offer.chosen).then(
          ({ where }) => ` A link to it is drafted in ${where.replace(/^The /, "the ")} (site settings).`,
          (error: unknown) => ` Its link was not added: ${message(error)}`,
        );
    }
    setStatus({
      text: `${saved}${missed}${linked}`,
      tone: missed || (HOSTED && problems) ? "error" : "done",
      publish: HOSTED && Boolean(result.pending) && !problems && !missed,
    });
    if (location.hash.slice(1) !== editing.file) history.replaceState(null, "", `#${editing.file}`);
    void refreshFiles();
  };

  const discard = async () => {
    if (!editing?.pending || !confirm(`Throw away the draft of ${title} and go back to what the live site shows? This cannot be undone.`)) return;
    let live: boolean;
    try {
      ({ live } = await api.discard(editing.file));
    } catch (error) {
      setStatus({ text: message(error), tone: "error" });
      return;
    }
    void refreshFiles();
    if (live) {
      await open(editing.file);
      setStatus({ text: "Draft discarded: this is the live version.", tone: "done" });
    } else {
      setEditing(undefined);
      history.replaceState(null, "", "#");
      setStatus({ text: `Draft discarded: the new ${one} is gone.`, tone: "done" });
    }
  };

  const weighDeletion = async () => {
    if (!editing) return;
    if (unsaved && !confirm(`${title} has changes that are not saved. Look at deleting it and lose them?`)) return;
    setRenaming(undefined);
    try {
      setDeletion({ plan: await api.deletionCheck(editing.file), followUps: true });
    } catch (error) {
      setStatus({ text: message(error), tone: "error" });
    }
  };

  const deleteReport = async () => {
    if (!deletion) return;
    const { plan, followUps } = deletion;
    try {
      const withEdits = followUps && plan.followUps.length > 0;
      if (deletion.rename !== undefined) {
        const done = await api.rename(plan.file, deletion.rename, withEdits);
        const also = done.alsoSaved.length ? ` ${done.alsoSaved.join(", ")} ${done.alsoSaved.length === 1 ? "was" : "were"} updated to match.` : "";
        const missed = done.notSaved.length
          ? ` ${done.notSaved.join(", ")} changed meanwhile and ${done.notSaved.length === 1 ? "was" : "were"} not updated: open ${done.notSaved.length === 1 ? "it" : "them"} and fix what Problems lists.`
          : "";
        setDeletion(undefined);
        void refreshFiles();
        await open(done.newFile);
        history.replaceState(null, "", `#${done.newFile}`);
        const moved =
          editing?.kind === "page"
            ? `The page ${done.name} moves to ${deletion.rename.trim()}`
            : `The ${done.name} ${one} is renamed ${deletion.rename.trim()}`;
        setStatus({ text: `${moved} in a draft: it goes live when it is published.${also}${missed}`, tone: missed ? "error" : "done" });
        return;
      }
      const done = await api.deleteReport(plan.file, withEdits);
      const also = done.alsoSaved.length ? ` ${done.alsoSaved.join(", ")} ${done.alsoSaved.length === 1 ? "was" : "were"} updated to match.` : "";
      const missed = done.notSaved.length
        ? ` ${done.notSaved.join(", ")} changed meanwhile and ${done.notSaved.length === 1 ? "was" : "were"} not updated: open ${done.notSaved.length === 1 ? "it" : "them"} and fix what Problems lists.`
        : "";
      setDeletion(undefined);
      setEditing(undefined);
      history.replaceState(null, "", "#");
      setStatus({
        text: `${editing?.kind === "page" ? `The page ${done.name}` : `The ${done.name} ${one}`} is drafted for deletion: it leaves the site when it is published; choose it in the list to keep it after all.${also}${missed}`,
        tone: missed ? "error" : "done",
      });
      void refreshFiles();
    } catch (error) {
      setStatus({ text: message(error), tone: "error" });
    }
  };

  const weighRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || renaming === undefined) return;
    if (unsaved && !confirm(`${title} has changes that are not saved. Look at renaming it and lose them?`)) return;
    try {
      setDeletion({ plan: await api.renameCheck(editing.file, renaming), followUps: true, rename: renaming });
      setStatus(undefined);
    } catch (error) {
      setStatus({ text: message(error), tone: "error" });
    }
  };

  const keepReport = async (file: string) => {
    try {
      await api.discard(file);
      void refreshFiles();
      await open(file);
      setStatus({ text: "The deletion is discarded: it stays on the site.", tone: "done" });
    } catch (error) {
      setStatus({ text: message(error), tone: "error" });
    }
  };
  const deleting = files.find((entry) => entry.file === address.file && entry.pending?.deletes);

  const newEntry = async (collection: CollectionOffer, name: string) => {
    if (unsaved && !confirm(`${title} has changes that are not saved. Start a new ${collection.shortLabel} and lose them?`)) return;
    const opened = await api.newEntry(collection.name, name);
    setChecked(undefined);
    // Staff words: the entry by its name, never the file it becomes (npm run edit, for developers, says that too).
    const report = `the ${name.trim()} ${collection.shortLabel}`;
    setStatus({
      text: HOSTED
        ? `Started ${report}. Fill in each field Problems lists, then save the draft.`
        : `Started ${report} (${opened.file} once saved). Fill in each field Problems lists, then save.`,
      tone: "info",
    });
    setEditing({ ...opened, draft: opened.data });
    history.replaceState(null, "", "#");
  };

  const newPage = async (pageTitle: string, pageAddress: string) => {
    if (unsaved && !confirm(`${title} has changes that are not saved. Start a new page and lose them?`)) return;
    const opened = await api.newPage(pageTitle, pageAddress);
    setChecked(undefined);
    setDeletion(undefined);
    setRenaming(undefined);
    setStatus({ text: `Started the page ${pageTitle.trim()}. Write what Problems lists, then save the draft.`, tone: "info" });
    setLinkOffer(opened.linkPlaces?.length ? { file: opened.file, places: opened.linkPlaces, chosen: "" } : undefined);
    setEditing({ ...opened, draft: opened.data });
    history.replaceState(null, "", "#");
  };

  const naming = useMemo((): ProblemNaming | undefined => {
    if (!editing || !schemas) return undefined;
    const schema =
      editing.kind === "entry"
        ? (schemas.entries[editing.collection ?? ""] ?? {})
        : editing.kind === "fact"
          ? (schemas.facts[factName(editing.file)] ?? {})
          : editing.kind === "site"
            ? schemas.site
            : schemas.page;
    const forms = {
      schema,
      blocks: editing.kind === "page" ? schemas.blocks : undefined,
      data: editing.draft,
      blockLabel: (type: string) => blockLabel(type, schemas.help),
      help: schemas.help,
      formKey: formKeyOf(editing.kind, editing.file, editing.collection),
    };
    return {
      field: (path) => fieldName(path, forms),
      file: (file) =>
        files.find((entry) => entry.file === file)?.label ??
        file
          .split("/")
          .at(-1)
          ?.replace(/\.json$/, "") ??
        file,
    };
  }, [editing, schemas, files]);
  const related = useMemo(() => relatedChoices(files, editing?.file ?? "", schemas?.offer.collections ?? []), [files, editing?.file, schemas]);
  // Under each field in the back office, the same staff words as the Problems list (never a reference to type).
  const fieldProblems = useMemo(() => problemsByForm((check?.own ?? []).map((p) => (HOSTED ? { ...p, message: staffMessage(p) } : p))), [check]);
  const figures = useFigureSource(editing?.file, editing?.draft, check?.figures);
  const useLiveFigure = useCallback(
    (fix: ProblemFix) =>
      setEditing((current) => {
        if (!current) return current;
        const draft = structuredClone(current.draft);
        applyFix(draft, fix);
        return { ...current, draft };
      }),
    [],
  );
  // The same grouping as problems, so a sample in a form is marked where that form draws its field.
  const fieldSamples = useMemo(() => problemsByForm((check?.samples ?? []).map((path) => ({ path, message: "" }))), [check]);
  // "Before going live" links to a field (?field=legal.company): focus it once the form is drawn and checked.
  const openFile = editing?.file;
  useEffect(() => {
    const field = new URLSearchParams(location.search).get("field");
    if (!field || !check || !openFile) return;
    // The form may still be loading its validator when the check arrives (on a busy server the first
    // form took over 5 s): look again for up to a minute, unless the person has started on something else.
    let tries = 0;
    const stop = () => {
      clearInterval(timer);
      removeEventListener("pointerdown", stop, true);
      removeEventListener("keydown", stop, true);
    };
    const timer = setInterval(() => {
      const found = focusProblem(field);
      if (found) history.replaceState(null, "", `${location.pathname}${location.hash}`);
      if (found || ++tries >= 600) stop();
    }, 100);
    addEventListener("pointerdown", stop, true);
    addEventListener("keydown", stop, true);
    return stop;
  }, [check, openFile]);
  // An entry's name is in the field its collection's declaration names.
  const titleField = schemas?.offer.collections.find(({ name }) => name === editing?.collection)?.titleField ?? "name";
  const draftName = editing && editing.draft && typeof editing.draft === "object" && !Array.isArray(editing.draft) ? editing.draft[titleField] : undefined;
  // A page not saved yet is not in the list: its title is what was typed to start it.
  const draftTitle =
    editing && editing.draft && typeof editing.draft === "object" && !Array.isArray(editing.draft) && typeof editing.draft.title === "string"
      ? editing.draft.title.replace(/\s*\|\s*\{brand\}\s*$/, "")
      : undefined;
  const title = editing
    ? typeof draftName === "string" && editing.kind === "entry"
      ? draftName
      : (files.find((entry) => entry.file === editing.file)?.label ?? (editing.kind === "page" ? draftTitle : undefined) ?? editing.file.split("/").at(-1))
    : undefined;

  return (
    // One column on a phone (files, form, preview, one under the other, the page scrolling), three side by side from 1024 px.
    <div className="grid min-h-screen grid-cols-1 bg-slate-50 lg:h-screen lg:grid-cols-[16rem_minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)]">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-300 bg-brand-900 px-4 py-1.5 text-white lg:col-span-3">
        <h1 className="text-lg font-bold">Content editor</h1>
        {/* The Problems box says the same beside the form; on a phone this line would push the form down, and in the
            back office, whose links share the header, so would it on a laptop. */}
        <p className={`hidden text-sm text-brand-50 ${HOSTED ? "2xl:block" : "md:block"}`}>
          {HOSTED
            ? "Changes are checked as you type; a draft is saved even with problems, and is published only when it has no problems."
            : "Changes are checked as you type; a file is saved only when it has no problems."}
        </p>
        {HOSTED && (
          <nav aria-label="Back office" className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            {/* The same words as every other back-office page (views.tsx's SiteState), shorter for the editor's header. */}
            {SITE_STATE && (
              <span
                data-testid="site-state"
                className={SITE_STATE === "demo" ? "rounded bg-amber-100 px-2 text-amber-950" : "rounded bg-green-100 px-2 text-green-950"}
              >
                {SITE_STATE === "demo" ? "Demo site: not live yet" : "Live site"}
              </span>
            )}
            <a href="/admin" className="text-white underline">
              Back office home
            </a>
            {BACK_OFFICE_AREAS.map((area) => (
              <a key={area.href} href={area.href} className="text-white underline">
                {area.title}
              </a>
            ))}
          </nav>
        )}
      </header>
      {/* On a phone the forms and the list scroll together in the top half; from 1024 px the list scrolls beside the forms. */}
      <aside
        className="max-h-[50vh] min-h-0 overflow-y-auto border-b border-slate-300 p-3 lg:max-h-none lg:overflow-visible lg:border-r lg:border-b-0"
        aria-label="Files"
      >
        {editing && (
          <button
            type="button"
            onClick={() => setFilesUnfolded(!filesUnfolded)}
            aria-expanded={filesUnfolded}
            aria-controls="content-files"
            className="w-full rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-left text-sm font-semibold text-slate-900 lg:hidden"
          >
            {filesUnfolded ? "Hide the list of files" : `Open another ${[...collections.map(({ shortLabel }) => shortLabel), "page"].join(" or ")}`}
          </button>
        )}
        <div id="content-files" className={editing && !filesUnfolded ? "hidden h-full lg:block" : "h-full"}>
          <FileList
            files={files}
            current={editing?.file}
            collections={schemas?.offer.collections ?? []}
            onNewEntry={newEntry}
            onNewPage={HOSTED ? newPage : undefined}
          />
        </div>
      </aside>
      <main className="min-h-0 p-4 lg:overflow-y-auto" aria-labelledby={editing ? "editing-heading" : undefined}>
        {!editing && (
          <div className="max-w-prose space-y-3 text-slate-800">
            {status && !deleting && (
              <p role={status.tone === "error" ? "alert" : "status"} className={status.tone === "error" ? "text-red-800" : "text-green-800"}>
                {status.text}
              </p>
            )}
            {deleting ? (
              <>
                <h2 className="text-xl font-bold text-brand-900">{deleting.label}</h2>
                <p>
                  This {deleting.kind === "page" ? "page" : entryWord(collections, deleting.file)} is drafted for deletion by {deleting.pending?.author}: it
                  leaves the site at the next publish. Keep it to throw the deletion away (edits made to other files with it stay as drafts).
                </p>
                <button
                  type="button"
                  onClick={() => void keepReport(deleting.file)}
                  className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                >
                  {deleting.kind === "page" ? "Keep this page" : `Keep this ${entryWord(collections, deleting.file)}`}
                </button>
              </>
            ) : (
              <p>{whatToChoose(schemas?.offer.collections ?? [])}</p>
            )}
          </div>
        )}
        {editing && schemas && (
          <div className="space-y-4">
            {/* Sticky on a laptop, so kept short: the form under it keeps most of an 800-pixel screen.
                -top-4 cancels main's padding, which the header would otherwise stick below, the form showing through above it. */}
            <div className="z-10 -mx-4 -mt-4 space-y-1 border-b border-slate-300 bg-slate-50 px-4 py-1.5 lg:sticky lg:-top-4">
              {/* The buttons beside the title and the note under both: a long note (whose draft, when) beside
                  the title pushed the buttons onto a row of their own. */}
              <div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id="editing-heading" className="text-lg font-bold text-brand-900">
                    {title}
                    {unsaved && <span className="ml-2 text-sm font-normal text-slate-700">(unsaved changes)</span>}
                  </h2>
                  <div className="flex flex-wrap gap-2">
                    {HOSTED && editing.pending && (
                      <button
                        type="button"
                        onClick={() => void discard()}
                        className={`${headerButton} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                      >
                        Discard draft
                      </button>
                    )}
                    {/* On a phone the preview is under the whole form: the trial's staff did not find it. Site settings have none. */}
                    {editing.kind !== "site" && (
                      <button
                        type="button"
                        onClick={() => document.getElementById("editor-preview")?.scrollIntoView()}
                        className={`${headerButton} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 lg:hidden`}
                      >
                        See the preview
                      </button>
                    )}
                    <button type="button" onClick={save} className={`${headerButton} bg-brand-700 text-white hover:bg-brand-800`}>
                      {HOSTED ? "Save draft" : "Save"}
                    </button>
                  </div>
                </div>
                <p className="text-xs text-slate-600">{fileNote(editing, one)}</p>
              </div>
              <div role="status" aria-live="polite">
                {status && (
                  <p
                    className={`text-sm ${status.tone === "error" ? "font-medium text-red-800" : status.tone === "done" ? "font-medium text-green-800" : "text-slate-800"}`}
                    data-save-status={status.tone}
                  >
                    {status.text}{" "}
                    {status.publish && (
                      <a href="/admin/publish" className="font-semibold text-brand-700 underline">
                        Go to Publish
                      </a>
                    )}
                    {status.conflict && (
                      <button type="button" onClick={() => void open(editing.file)} className="font-semibold text-brand-700 underline">
                        Reload the file from disk (your unsaved changes are lost)
                      </button>
                    )}
                  </p>
                )}
              </div>
              <ProblemList check={check} checking={checking} naming={naming} onFix={useLiveFigure} />
            </div>
            <ProblemsElsewhere check={check} />
            {linkOffer?.file === editing.file && <LinkOfferPanel offer={linkOffer} onChoose={(chosen) => setLinkOffer({ ...linkOffer, chosen })} />}
            {/* Not in the sticky header: it stays one line on a laptop, so the form keeps the screen (the fit test). */}
            {HOSTED && (editing.kind === "entry" || editing.kind === "page") && editing.hash !== null && (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => {
                    setDeletion(undefined);
                    setRenaming(editing.kind === "page" ? pageAddress(editing.data) : (title ?? ""));
                  }}
                  className={`${headerButton} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                >
                  {editing.kind === "page" ? "Change address" : `Rename this ${one}`}
                </button>
                <button
                  type="button"
                  onClick={() => void weighDeletion()}
                  className={`${headerButton} border border-red-700 bg-white text-red-800 hover:bg-red-50`}
                >
                  {editing.kind === "page" ? "Delete this page" : `Delete this ${one}`}
                </button>
              </div>
            )}
            {renaming !== undefined && !deletion && (
              <form
                onSubmit={(event) => void weighRename(event)}
                aria-labelledby="rename-heading"
                className="space-y-2 rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900"
              >
                <h3 id="rename-heading" className="font-bold text-brand-900">
                  {editing.kind === "page" ? `Change the address of ${title}` : `Rename the ${title} ${one}`}
                </h3>
                <label htmlFor="rename-to" className="block font-semibold">
                  {editing.kind === "page" ? "New address" : `New ${entryName(collections, editing.file)}`}
                </label>
                <input
                  id="rename-to"
                  value={renaming}
                  onChange={(event) => setRenaming(event.target.value)}
                  className="w-full max-w-sm rounded-lg border border-slate-400 px-2 py-1.5"
                />
                <p className="text-slate-700">
                  {editing.kind === "page"
                    ? "Links to the old address, in the menu, the footer and other pages, can follow it."
                    : "The report's address follows its name; other reports and pages naming it can follow too."}{" "}
                  Nothing changes until you confirm on the next step.
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
                    Check what it affects
                  </button>
                  <button
                    type="button"
                    onClick={() => setRenaming(undefined)}
                    className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                  >
                    Cancel
                  </button>
                </div>
              </form>
            )}
            {deletion && (
              <section
                aria-labelledby="deletion-heading"
                className={`space-y-2 rounded-lg border bg-white p-3 text-sm text-slate-900 ${deletion.rename === undefined ? "border-red-300" : "border-slate-300"}`}
              >
                <h3 id="deletion-heading" className={`font-bold ${deletion.rename === undefined ? "text-red-900" : "text-brand-900"}`}>
                  {changeWords(deletion, editing.kind, one)}?
                </h3>
                {deletion.plan.breaks.length && deletion.plan.followUps.length && !deletion.plan.remaining.length ? (
                  // Everything it breaks, the offered edits mend: the edits are what to read, the breakages are there if wanted.
                  <details>
                    <summary className="cursor-pointer">
                      On its own it would break {deletion.plan.breaks.length === 1 ? "one thing" : `${deletion.plan.breaks.length} things`} elsewhere; the edits
                      below mend {deletion.plan.breaks.length === 1 ? "it" : "them all"}. Show what would break
                    </summary>
                    <ul className="mt-1 list-disc space-y-1 pl-5">
                      {deletion.plan.breaks.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </details>
                ) : deletion.plan.breaks.length ? (
                  <>
                    <p>{changeWords(deletion, editing.kind, one)} would break:</p>
                    <ul className="list-disc space-y-1 pl-5">
                      {deletion.plan.breaks.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>Nothing else on the site would break.</p>
                )}
                {deletion.plan.followUps.length > 0 && (
                  <label className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      checked={deletion.followUps}
                      onChange={(event) => setDeletion({ ...deletion, followUps: event.target.checked })}
                      className="mt-1"
                    />
                    <span>
                      Also make these edits, saved as drafts with it:
                      <ul className="list-disc pl-5">
                        {deletion.plan.followUps.flatMap((edit) =>
                          edit.changes.map((change) => <li key={`${edit.file} ${change}`}>{`${edit.place}: ${change}`}</li>),
                        )}
                      </ul>
                    </span>
                  </label>
                )}
                {deletion.followUps && deletion.plan.followUps.length > 0 && deletion.plan.remaining.length > 0 && (
                  <>
                    <p>
                      Even with those edits, {deletion.plan.remaining.length === 1 ? "one problem stays" : `${deletion.plan.remaining.length} problems stay`} to
                      fix by hand before this can be published:
                    </p>
                    <ul className="list-disc space-y-1 pl-5">
                      {deletion.plan.remaining.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </>
                )}
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => void deleteReport()}
                    className={`${button} ${deletion.rename === undefined ? "bg-red-800 hover:bg-red-900" : "bg-brand-700 hover:bg-brand-800"} text-white`}
                  >
                    {deletion.rename === undefined ? "Draft the deletion" : editing.kind === "page" ? "Draft the new address" : "Draft the rename"}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setDeletion(undefined);
                      setRenaming(undefined);
                    }}
                    className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                  >
                    Cancel
                  </button>
                </div>
              </section>
            )}
            <SiteHelp.Provider value={schemas.help}>
              <OfferedForms value={schemas.offer}>
                <FigureProvider value={figures}>
                  {editing.kind === "page" ? (
                    <PageEditor key={`${editing.file} ${editing.hash}`} schemas={schemas} data={editing.draft} onChange={onChange} problems={fieldProblems} />
                  ) : editing.kind === "site" ? (
                    <SiteSettings
                      key={editing.file}
                      schema={schemas.site}
                      data={editing.draft}
                      onChange={onChange}
                      problems={fieldProblems.get("root")}
                      samples={fieldSamples.get("root")?.map((sample) => sample.path)}
                      file={editing.file}
                      related={related}
                      aside={sectionsAside}
                    />
                  ) : (
                    <EditorForm
                      key={editing.file + String(editing.hash === null)}
                      schema={editing.kind === "entry" ? (schemas.entries[editing.collection ?? ""] ?? {}) : (schemas.facts[factName(editing.file)] ?? {})}
                      formKey={editing.kind === "fact" ? `fact/${factName(editing.file)}` : `entry/${editing.collection ?? ""}`}
                      data={editing.draft}
                      onChange={onChange}
                      idPrefix="root"
                      label={`${title} form`}
                      problems={fieldProblems.get("root")}
                      samples={fieldSamples.get("root")?.map((sample) => sample.path)}
                      file={editing.file}
                      related={related}
                    />
                  )}
                </FigureProvider>
              </OfferedForms>
            </SiteHelp.Provider>
          </div>
        )}
      </main>
      {/* For site settings it holds their list of sections from 1024 px; on a phone that list is above the form, and this column is not drawn. */}
      <aside
        id="editor-preview"
        className={`${editing?.kind === "site" ? "hidden lg:block" : "h-[85vh]"} min-h-0 border-t border-slate-300 p-3 lg:h-auto lg:border-t-0 lg:border-l`}
        aria-label={editing?.kind === "site" ? "Sections" : "Preview"}
      >
        {editing && editing.kind !== "site" && editing.kind !== "fact" ? (
          <PreviewPane preview={checked?.shown.preview} stale={checked?.shown.stale} />
        ) : editing?.kind === "site" && schemas ? (
          <div ref={setSectionsAside} />
        ) : (
          <p className="text-sm text-slate-700">
            A page{collections.map(({ label }) => ` or ${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`).join("")} shows its preview here.
          </p>
        )}
      </aside>
    </div>
  );
}

export { ApiError };
