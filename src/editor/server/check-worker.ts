/** A content-check thread (check-threads.ts): runs each draft check it is sent; the server bundle builds it as check-worker.mjs. */
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { checkDraft } from "./validate-draft.ts";
import type { CheckRequest, CheckAnswer } from "./check-threads.ts";

const port = parentPort;
if (!port) throw new Error("the content-check thread runs as a worker thread only");
// Below the server's own thread in the CPU's queue (on Linux a thread has a priority of its own): pages first.
try {
  setPriority(10);
} catch {
  // Not allowed here: the check still runs, at the server's priority.
}
port.on("message", ({ id, request }: { id: number; request: CheckRequest }) => {
  let answer: CheckAnswer;
  try {
    answer = { id, result: checkDraft(request.root, request.overrides, request.pageFile, request.images, request.removed, request.figures) };
  } catch (error) {
    answer = { id, error: (error as Error).message };
  }
  port.postMessage(answer);
});
