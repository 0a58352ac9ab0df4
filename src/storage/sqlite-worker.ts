/** The SQLite thread's module (sqlite-thread.ts); the server bundle builds it as sqlite-worker.mjs. */
import { serveSqliteThread } from "./sqlite-thread.ts";

await serveSqliteThread();
