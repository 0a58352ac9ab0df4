/**
 * Every content check the editor and the back office make (a draft as staff type, a save, the list
 * of files with problems, what a deletion or rename would break, the samples still to replace)
 * goes through checkContent: a queue with a place per check thread and a bounded waiting list, and
 * in the server a thread of its own, so the server's thread stays with visitors. A check is the
 * whole content pipeline, 50 to 150 ms of CPU; 100 asked at once held the server's thread for 3.6 s
 * (issue 49 item 6). Checks beyond the waiting list are refused at once, in words the editor shows.
 */
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { besideModule, startWorker } from "../../lib/worker-thread.ts";
import { WorkQueue, WorkQueueFull } from "../../lib/work-queue.ts";
import { ContentFileError } from "./content-files.ts";
import { checkDraft, type DraftResult } from "./validate-draft.ts";

/** checkDraft's arguments, as they cross to a check thread. */
export interface CheckRequest {
  root: string;
  overrides: Record<string, string>;
  pageFile?: string;
  images?: Record<string, Uint8Array>;
  removed?: string[];
  /** Which figures to label for staff: "all" for Insert a figure's list, else those the draft names. */
  figures?: "all" | readonly string[];
}

export type CheckAnswer = { id: number; result: DraftResult } | { id: number; error: string };

/** One thread on a machine of two cores or fewer (the other serves pages), else two. */
const THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

/** A few people typing at once each have a check or two in flight; 100 at once is not people typing. */
const queue = new WorkQueue({
  running: THREADS,
  waiting: 12,
  busyMessage: "The back office is busy checking other changes just now. Wait a few seconds and try again: what you typed is still here.",
  retryAfterSeconds: 5,
});

let threadModule: URL | undefined;
const idle: Worker[] = [];
let nextId = 0;

/**
 * Runs checks on threads of their own from now on (the server calls it at start); otherwise they
 * run on the caller's thread, one at a time (the local editor, the tests that work the back office in-process).
 */
export function checkOnThreads(module: URL = besideModule(import.meta.url, "check-worker")): void {
  threadModule = module;
}

/** Checks the content as it would be with a request's drafts (on a check thread in the server). */
export type ContentCheck = (request: CheckRequest) => Promise<DraftResult>;

/**
 * Runs `work` in one place of the checks' queue, once it has one, with `check` to check content as
 * often as it needs without queueing again: what it does to prepare its checks (formatting a draft,
 * say) waits its turn too, rather than all at once for every request that arrives. Refused at once
 * (ContentFileError 503) when every place is taken.
 */
export async function inCheckQueue<T>(work: (check: ContentCheck) => Promise<T>): Promise<T> {
  const module = threadModule;
  const check: ContentCheck = (request) => (module ? onThread(module, request) : Promise.resolve(checkNow(request)));
  try {
    return await queue.run(() => work(check));
  } catch (error) {
    if (error instanceof WorkQueueFull) throw new ContentFileError(error.message, 503, error.retryAfterSeconds);
    throw error;
  }
}

/** The content as it would be with the drafts, checked as checkDraft does, in a place of its own in the queue. */
export const checkContent: ContentCheck = (request) => inCheckQueue((check) => check(request));

const checkNow = ({ root, overrides, pageFile, images, removed, figures }: CheckRequest) => checkDraft(root, overrides, pageFile, images, removed, figures);

/** The queue lets no more checks run than there are threads, so an idle thread is there or one more may start. */
function onThread(module: URL, request: CheckRequest): Promise<DraftResult> {
  const worker = idle.pop() ?? startWorker(module);
  const id = nextId++;
  return new Promise<DraftResult>((resolve, reject) => {
    const lost = (error: Error) => {
      worker.off("message", answered);
      void worker.terminate();
      reject(new Error(`the content check's thread stopped: ${error.message}`));
    };
    const stopped = (code: number) => lost(new Error(`exit code ${code}`));
    const answered = (answer: CheckAnswer) => {
      if (answer.id !== id) return;
      worker.off("message", answered).off("error", lost).off("exit", stopped);
      // An idle thread does not keep a process (a command, a test) alive; a check at work does.
      worker.unref();
      idle.push(worker);
      if ("error" in answer) reject(new Error(answer.error));
      else resolve(answer.result);
    };
    worker.on("message", answered).once("error", lost).once("exit", stopped);
    worker.ref();
    worker.postMessage({ id, request });
  });
}
