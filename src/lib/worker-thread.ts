/**
 * Starts a worker thread on a module of this project. A worker thread does not inherit the main
 * thread's module hooks, so a TypeScript module (the server run through tsx, the tests) first
 * registers tsx in the thread, then loads the module; a bundled .mjs is loaded as it is.
 */
import { Worker } from "node:worker_threads";

export function startWorker(script: URL, workerData?: unknown): Worker {
  if (!script.pathname.endsWith(".ts")) return new Worker(script, { workerData });
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** The module beside `from` (a module's import.meta.url): `name`.ts in the source, `name`.mjs beside the bundled server. */
export const besideModule = (from: string, name: string): URL => new URL(from.endsWith(".ts") ? `./${name}.ts` : `./${name}.mjs`, from);
