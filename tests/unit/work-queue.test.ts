/** The back office's heavy-work queue: a fixed number at work, a bounded number waiting, the rest refused at once. */
import { describe, expect, it } from "vitest";
import { WorkQueue, WorkQueueFull } from "../../src/lib/work-queue.ts";

/** A job that runs until the test lets it finish, and says whether it has started. */
function heldJob() {
  let release = () => {};
  const job = { started: false, done: new Promise<void>((resolve) => (release = resolve)), release: () => release() };
  return Object.assign(job, {
    run: async () => {
      job.started = true;
      await job.done;
      return "finished";
    },
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the work queue", () => {
  it("runs at most its number at once, lets a bounded number wait, and refuses the next at once with the staff's sentence", async () => {
    const queue = new WorkQueue({ running: 2, waiting: 3, busyMessage: "Busy with other pictures: try again in a few seconds.", retryAfterSeconds: 5 });
    const jobs = Array.from({ length: 5 }, heldJob);
    const results = jobs.map((job) => queue.run(job.run));
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false, false, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 3 });

    const refused = await queue.run(async () => "too many").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WorkQueueFull);
    expect((refused as WorkQueueFull).message).toBe("Busy with other pictures: try again in a few seconds.");
    expect((refused as WorkQueueFull).retryAfterSeconds).toBe(5);

    // One finishes: the first waiting takes its place, in the order they came.
    jobs[0]!.release();
    await results[0];
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, true, false, false]);
    for (const job of jobs) job.release();
    expect(await Promise.all(results)).toEqual(Array(5).fill("finished"));
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees a failed job's place and passes its failure on", async () => {
    const queue = new WorkQueue({ running: 1, waiting: 0, busyMessage: "busy", retryAfterSeconds: 1 });
    await expect(queue.run(async () => Promise.reject(new Error("the picture is damaged")))).rejects.toThrow("the picture is damaged");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });
});
