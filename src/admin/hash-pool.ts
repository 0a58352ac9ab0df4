/**
 * Password hashing on threads of its own. node:crypto's asynchronous scrypt runs on libuv's pool
 * of four threads, the same pool that reads the site's static files: 500 sign-in tries, each about
 * a tenth of a CPU-second, made a public page wait 15 s. Here scrypt runs synchronously inside a
 * few dedicated worker threads, and the pool takes at most a few hashes beyond those running: when
 * it is full a hash is refused at once (HashPoolBusy) rather than queued, so the sign-in page
 * answers "busy" in milliseconds and the rest of the server never waits behind a queue of hashes.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** Refused at once: every thread is busy and the few places waiting behind them are taken. */
export class HashPoolBusy extends Error {
  constructor() {
    super("Every password-hashing thread is busy; refused rather than queued.");
    this.name = "HashPoolBusy";
  }
}

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

// The worker's code is inline (evaluated), so the bundled server and the tests need no file of it beside them.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
// Below the server's own thread in the CPU's queue (on Linux a thread has a priority of its own): pages first.
try { require("node:os").setPriority(10); } catch {}
parentPort.on("message", ({ id, job }) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  running: Map<number, Pending>;
}

export interface HashPoolOptions {
  /** Threads hashing at once; each takes a core while it works. */
  threads: number;
  /** Hashes that may wait for a thread; one more is refused (HashPoolBusy). */
  waiting: number;
}

/** One thread on a machine of two cores or fewer (the other serves pages), else two. */
export const DEFAULT_HASH_POOL: HashPoolOptions = { threads: Math.min(2, Math.max(1, availableParallelism() - 1)), waiting: 4 };

export class HashPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;

  constructor(private readonly options: HashPoolOptions = DEFAULT_HASH_POOL) {}

  /** Hashes being worked on or waiting for a thread. */
  get load(): number {
    return this.queue.length + this.threads.reduce((sum, thread) => sum + thread.running.size, 0);
  }

  scrypt(job: ScryptJob): Promise<Buffer> {
    if (this.load >= this.options.threads + this.options.waiting) return Promise.reject(new HashPoolBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops the threads; hashes still running are refused. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    for (;;) {
      const thread = this.idleThread();
      const next = thread && this.queue.shift();
      if (!thread || !next) return;
      const id = this.nextId++;
      thread.running.set(id, next);
      thread.worker.ref();
      thread.worker.postMessage({ id, job: next.job });
    }
  }

  private idleThread(): Thread | undefined {
    const idle = this.threads.find((thread) => thread.running.size === 0);
    if (idle || this.threads.length >= this.options.threads) return idle;
    const thread: Thread = { worker: new Worker(WORKER_SOURCE, { eval: true }), running: new Map() };
    thread.worker.on("message", ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
      const pending = thread.running.get(id);
      thread.running.delete(id);
      // An idle thread does not keep a process (a command, a test) alive; a hash at work does.
      if (thread.running.size === 0) thread.worker.unref();
      if (pending) {
        if (key) pending.resolve(Buffer.from(key));
        else pending.reject(new Error(error ?? "scrypt failed"));
      }
      this.dispatch();
    });
    const lost = (error: Error) => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      for (const pending of thread.running.values()) pending.reject(error);
      thread.running.clear();
      this.dispatch();
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", (code) => {
      if (this.threads.includes(thread)) lost(new Error(`A password-hashing thread stopped (exit code ${code}).`));
    });
    this.threads.push(thread);
    return thread;
  }
}

/** The process's pool, made at the first hash. */
let shared: HashPool | undefined;
export const hashPool = (): HashPool => (shared ??= new HashPool());
