/**
 * Heavy work the back office asks for (an uploaded picture re-encoded, a content check, a leads
 * export) goes through a queue of its kind: at most `running` at once, at most `waiting` behind
 * them, and anything beyond refused at once (WorkQueueFull) with a sentence staff can act on. Without
 * it, 16 uploads or 100 checks sent at once each took their share of the machine together, and the
 * public pages waited behind all of them (issue 49 item 6).
 */

/** Refused at once: the queue's places are all taken. `message` is the sentence for staff. */
export class WorkQueueFull extends Error {
  /** Seconds after which trying again is sensible (a Retry-After header's value). */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = "WorkQueueFull";
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface WorkQueueOptions {
  /** Jobs at work at once. */
  running: number;
  /** Jobs that may wait for a place; one more is refused. */
  waiting: number;
  /** What staff read when a job is refused: what is busy and what to do. */
  busyMessage: string;
  /** Seconds to suggest waiting before trying again. */
  retryAfterSeconds: number;
}

export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  /** Jobs at work and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.queue.length };
  }

  /**
   * Runs `job` once a place is free; rejects at once with WorkQueueFull when every place, running
   * and waiting, is taken. A job's own failure is passed on, and frees its place all the same.
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    const release = await this.place();
    try {
      return await job();
    } finally {
      release();
    }
  }

  /**
   * A place for work that outlives one call (a download, read as the reader takes it): resolves
   * once it is free with the function that frees it (once, however often it is called), or rejects
   * at once with WorkQueueFull.
   */
  async place(): Promise<() => void> {
    if (this.active >= this.options.running) {
      if (this.queue.length >= this.options.waiting) throw new WorkQueueFull(this.options.busyMessage, this.options.retryAfterSeconds);
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else this.active++;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      // The place passes straight to the next job waiting, so a newcomer cannot take it in between.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    };
  }
}
