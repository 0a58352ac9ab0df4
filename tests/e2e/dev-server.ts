/**
 * `react-router dev` as the browser tests start it: in a scratch copy of the project or the project
 * itself, with `env` added to its environment, once it answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect } from "@playwright/test";

export interface DevServer {
  origin: string;
  stop: () => void;
}

/**
 * `react-router dev` in `root`, once it answers; port 0 lets the system choose a free port, read
 * back from the address the server prints.
 */
export async function startDevServer(root: string, port: number, env: Readonly<Record<string, string>> = {}): Promise<DevServer> {
  const server: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/react-router"),
    ["dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: root,
      detached: true,
      env: { ...process.env, ...env, NODE_ENV: "development" },
    },
  );
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  let origin = "";
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
        // eslint-disable-next-line no-control-regex
        origin ||= /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output.replace(/\u001b\[[0-9;]*m/g, ""))?.[1] ?? "";
        if (!origin) return 0;
        // Any status: a page with content problems still answers (it lists them).
        return fetch(`${origin}/faq`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 150_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
  return { origin, stop };
}
