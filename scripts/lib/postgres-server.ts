/**
 * A throwaway PostgreSQL server for the tests and the benchmark, from Debian's `postgresql` package: initdb in a
 * temporary folder, listening on a loopback port and a socket in that folder, stopped and deleted
 * afterwards. As root it runs as the `postgres` system user (initdb refuses root). When it truly
 * cannot start one, it says why, and the tests that need it are skipped with that reason.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** This project's ports for test databases; the first free one is used. */
/** The server tests share one server (several files at once, each with pools and server processes of its own): well above the default 100. */
const MAX_CONNECTIONS = 300;
const PORTS = [4221, 4222, 4223, 4224, 4225, 4226, 4227, 4228, 4229];

export interface TestPostgres {
  /** The server's own database's address: another process makes its databases there with postgresAt. */
  admin: string;
  /** A new, empty database; its postgres:// address. */
  createDatabase(): Promise<string>;
  stop(): void;
}

/**
 * Databases on a test PostgreSQL that another process started and stops (the server tests share
 * one: tests/server/bundle-server.global.ts). Names are random, as several processes make them at once.
 */
export function postgresAt(admin: string): TestPostgres {
  return {
    admin,
    async createDatabase() {
      const name = `leads_${process.pid}_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const url = new URL(admin);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop() {},
  };
}

export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function startPostgres(): Promise<TestPostgres | { skipped: string }> {
  const bin = postgresBinaries();
  if (!bin) return { skipped: "PostgreSQL is not installed (apt-get install -y postgresql; .ci/run does this)" };
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    try {
      owner = { uid: Number(execFileSync("id", ["-u", "postgres"]).toString()), gid: Number(execFileSync("id", ["-g", "postgres"]).toString()) };
    } catch {
      return { skipped: "running as root and there is no `postgres` user to run initdb as" };
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), "westline-pg-"));
  const data = path.join(dir, "data");
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : path.join(bin, tool), asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args, { stdio: "pipe" });
  try {
    run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-instructions"]);
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `PostgreSQL could not be set up: ${stderr?.toString().trim() || (error as Error).message}` };
  }
  // Another test process may take a port between our finding it free and the server binding it:
  // then the next free one is tried.
  let port: number | undefined;
  let failure = `none of the test ports ${PORTS[0]}–${PORTS.at(-1)} is free`;
  for (const candidate of PORTS) {
    if (!(await portIsFree(candidate))) continue;
    try {
      run("pg_ctl", [
        "-D",
        data,
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-o",
        `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${MAX_CONNECTIONS}`,
        "start",
      ]);
      port = candidate;
      break;
    } catch (error) {
      const { stderr } = error as { stderr?: Buffer };
      failure = `PostgreSQL could not be started: ${stderr?.toString().trim() || (error as Error).message}`;
    }
  }
  if (port === undefined) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: failure };
  }
  return {
    ...postgresAt(`postgres://postgres@127.0.0.1:${port}/postgres`),
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
