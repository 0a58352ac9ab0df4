/**
 * Starts the real server as its own process and resolves once it listens — it prints its port
 * when it does, so PORT=0 (any free port) works — or rejects with everything it printed if it
 * exits first. The one way the tests, the benchmark and the audit start it: from the source
 * (src/server/main.ts, through tsx) or from its bundle (scripts/build-server.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";

/**
 * Node with tsx's loader, for the source. Not the tsx CLI: that wrapper SIGKILLs its
 * child when the child is slow (>60 ms) to acknowledge a relayed SIGTERM.
 */
const NODE_WITH_TSX = [process.execPath, "--import", "tsx"] as const;

export interface ServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server has printed so far (its JSON log lines). */
  output: () => string;
  /** SIGTERM, then the exit code once it has exited. */
  stop: () => Promise<number | null>;
}

export class ServerExit extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`server exited with ${code}:\n${output}`);
  }
}

export interface StartOptions {
  /** A limit for a server that hangs, not a speed check: a tsx start on a CI machine running other builds took over 20 s. */
  startTimeoutMs?: number;
  /** src/server/main.ts (the default) or a bundled main.mjs, which needs no TypeScript loader. */
  entry?: string;
  /** The folder the server runs in (its project: pages.config/, build/), when not this one. */
  cwd?: string;
}

export function startServerProcess(
  env: Record<string, string>,
  { startTimeoutMs = 60_000, entry = "src/server/main.ts", cwd }: StartOptions = {},
): Promise<ServerProcess> {
  const [node, ...flags] = entry.endsWith(".ts") ? NODE_WITH_TSX : [process.execPath];
  const child = spawn(node, [...flags, entry], { env: { ...process.env, HOST: "127.0.0.1", ...env }, stdio: ["ignore", "pipe", "pipe"], cwd });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${output}`)), startTimeoutMs);
    const onData = () => {
      const port = Number(/"port":(\d+)/.exec(output)?.[1]);
      if (!port) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        process: child,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
            child.once("exit", (code) => done(code));
            child.kill("SIGTERM");
          }),
      });
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new ServerExit(code, output));
    });
  });
}
