/**
 * `npm run bench:server`: how fast the production server is, measured with autocannon on the
 * loopback interface only, and the same page load against nginx serving the same build/client.
 * It prints figures; it asserts nothing. Needs a build (`npm run build`).
 *
 * The server runs as in production except for two settings: LOG_LEVEL=warn (nginx's access log is
 * off too) and a rate limit raised out of the way, since every request comes from 127.0.0.1.
 * nginx runs one worker, like the one Node process, and serves the same precompressed .gz files.
 *
 * Also: valid-lead POST throughput with leads in PostgreSQL (a throwaway server from Debian's
 * package, as in the tests) beside SQLite, and page and /healthz latency while another process
 * holds the SQLite file's write lock and posts keep arriving.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startPostgres } from "./lib/postgres-server.ts";
import { startServerProcess, type ServerProcess } from "./lib/server-process.ts";
import { buildCommand, builtClientDir, takeSiteOption } from "./lib/site-option.ts";

const { rest } = takeSiteOption(process.argv.slice(2), fail);
const SITE = path.resolve(builtClientDir());
const HOST = "127.0.0.1";

const { values } = parseArgs({ args: rest, options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "20" } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!Number.isInteger(duration) || duration < 1 || duration > 120) fail(`--duration must be whole seconds from 1 to 120, not "${values.duration}".`);
if (!Number.isInteger(connections) || connections < 1 || connections > 500) fail(`--connections must be from 1 to 500, not "${values.connections}".`);
if (!existsSync(path.join(SITE, "index.html"))) fail(`No build in ${path.relative(process.cwd(), SITE)}: run \`${buildCommand()}\` first.`);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(label: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration, ...options });
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** A free loopback port for nginx (the Node server takes PORT=0 itself). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** nginx prints nothing when it is ready: its port answering is the sign. */
async function waitForNginx(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) fail("nginx exited before it was ready.");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`nginx did not answer ${url} within 20 s.`);
}

const scratch = mkdtempSync(path.join(tmpdir(), "westline-bench-"));
const children: ChildProcess[] = [];
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
};
process.on("exit", cleanUp);
process.on("SIGINT", () => process.exit(130));

const pageHeaders = { "Accept-Encoding": "gzip", Accept: "text/html" };
const figures: Figures[] = [];

// --- this server -------------------------------------------------------------------------------
const benchEnv = { LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "10000000", RATE_LIMIT_BURST: "10000000" };
const startBenchServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const started = await startServerProcess({ PORT: "0", ...benchEnv, ...env });
  children.push(started.process);
  return started;
};
// A lead the default site (the broker's) accepts, by one of its own forms.
const lead = new URLSearchParams({
  "form-name": "suburb-reports",
  name: "Bench Visitor",
  email: "bench@example.com",
  mobile: "0412345678",
  timeframe: "0-3",
  page_path: "/resources/suburb-reports",
});
const postOptions = (base: string): autocannon.Options => ({
  url: `${base}/`,
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: base,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": "cors",
    Accept: "application/json",
  },
  body: lead.toString(),
});

const sqliteFile = path.join(scratch, "leads.sqlite");
const server = await startBenchServer({ LEADS_DB: sqliteFile });
const base = server.url;

console.log(`autocannon: ${connections} connections, ${duration} s per run, loopback only\n`);
await load("warm-up", { url: `${base}/`, headers: pageHeaders, duration: 2 });
figures.push(await load("server  GET / (gzip)", { url: `${base}/`, headers: pageHeaders }));
figures.push(await load("server  GET /faq (gzip)", { url: `${base}/faq`, headers: pageHeaders }));
figures.push(await load("server  POST / valid lead, SQLite (synchronous=FULL)", postOptions(base)));

// --- while another process holds the SQLite write lock ------------------------------------------
// A separate process, as a backup tool or a broker's query would be: it takes the lock and keeps it.
const locker = spawn(
  process.execPath,
  [
    "-e",
    `const db = new (require("@photostructure/sqlite").DatabaseSync)(${JSON.stringify(sqliteFile)}); db.exec("BEGIN EXCLUSIVE"); console.log("locked"); setInterval(() => {}, 1000);`,
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
children.push(locker);
await new Promise<void>((resolve) => locker.stdout?.once("data", () => resolve()));
// Posts keep arriving (each waits for the lock, then gets 503) while pages and health are measured.
const posting = autocannon({ ...postOptions(base), connections: 4, duration: duration + 2 });
figures.push(await load("server  GET /faq while the database is locked", { url: `${base}/faq`, headers: pageHeaders }));
figures.push(await load("server  GET /healthz while the database is locked", { url: `${base}/healthz` }));
const lockedPosts = await posting;
locker.kill("SIGTERM");
await server.stop();
const lockedNote = `posts during the lock: ${lockedPosts.non2xx} answered non-2xx (503), ${lockedPosts["2xx"]} 2xx, ${lockedPosts.errors} errors`;

// --- PostgreSQL --------------------------------------------------------------------------------
const postgres = await startPostgres();
let postgresNote = "";
if ("skipped" in postgres) postgresNote = `PostgreSQL skipped: ${postgres.skipped}`;
else {
  try {
    const pgServer = await startBenchServer({ DATABASE_URL: await postgres.createDatabase() });
    figures.push(await load("server  POST / valid lead, PostgreSQL", postOptions(pgServer.url)));
    await pgServer.stop();
  } finally {
    postgres.stop();
  }
}

// --- nginx -------------------------------------------------------------------------------------
function findNginx(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  return undefined;
}
let nginxBinary = findNginx();
if (!nginxBinary && process.getuid?.() === 0) {
  console.log("nginx is missing: installing the Debian package (apt-get install -y nginx) …");
  spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  nginxBinary = findNginx();
}
if (!nginxBinary) {
  console.log("nginx is not installed and cannot be installed here (run as root: apt-get install -y nginx); skipping the comparison.");
} else {
  const nginxPort = await freePort();
  const nginxBase = `http://${HOST}:${nginxPort}`;
  const conf = path.join(scratch, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${scratch}/nginx.pid;
error_log ${scratch}/nginx-error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${scratch}/body;
  proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi;
  uwsgi_temp_path ${scratch}/uwsgi;
  scgi_temp_path ${scratch}/scgi;
  server {
    listen ${HOST}:${nginxPort};
    root ${SITE};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404/index.html;
  }
}
`,
  );
  const nginx = spawn(nginxBinary, ["-c", conf, "-p", scratch], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(nginx);
  await waitForNginx(`${nginxBase}/`, nginx);
  await load("warm-up", { url: `${nginxBase}/`, headers: pageHeaders, duration: 2 });
  figures.push(await load("nginx   GET / (gzip)", { url: `${nginxBase}/`, headers: pageHeaders }));
  figures.push(await load("nginx   GET /faq (gzip)", { url: `${nginxBase}/faq`, headers: pageHeaders }));
  nginx.kill("SIGTERM");
}

// --- figures -----------------------------------------------------------------------------------
const width = Math.max(...figures.map((f) => f.label.length));
console.log(`${"run".padEnd(width)}   req/s    p50 ms   p99 ms   non-2xx  errors`);
for (const f of figures)
  console.log(
    `${f.label.padEnd(width)}  ${f.requestsPerSecond.toFixed(0).padStart(6)}  ${f.p50.toFixed(1).padStart(7)}  ${f.p99.toFixed(1).padStart(7)}  ${String(f.non2xx).padStart(8)}  ${String(f.errors).padStart(6)}`,
  );
const ratio = (a: string, b: string) => {
  const x = figures.find((f) => f.label.startsWith(a));
  const y = figures.find((f) => f.label.startsWith(b));
  return x && y ? (x.requestsPerSecond / y.requestsPerSecond).toFixed(2) : undefined;
};
const home = ratio("server  GET / ", "nginx   GET / ");
const faq = ratio("server  GET /faq", "nginx   GET /faq");
if (home && faq) console.log(`\nthis server / nginx throughput: GET / ${home}, GET /faq ${faq}`);
console.log(lockedNote);
if (postgresNote) console.log(postgresNote);
