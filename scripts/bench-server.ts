/**
 * `npm run bench:server`: how fast the production server is, measured with autocannon on the
 * loopback interface only, and the same page load against nginx serving the same build/client.
 * It prints figures; it asserts nothing. Needs a build (`npm run build`).
 *
 * The server runs as in production except for two settings: LOG_LEVEL=warn (nginx's access log is
 * off too) and a rate limit raised out of the way, since every request comes from 127.0.0.1.
 * nginx runs one worker, like the one Node process, and serves the same precompressed .gz files.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const SITE = path.resolve("build/client");
const SERVER_PORT = 4252;
const NGINX_PORT = 4253;
const HOST = "127.0.0.1";

const { values } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "20" } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!Number.isInteger(duration) || duration < 1 || duration > 120) fail(`--duration must be whole seconds from 1 to 120, not "${values.duration}".`);
if (!Number.isInteger(connections) || connections < 1 || connections > 500) fail(`--connections must be from 1 to 500, not "${values.connections}".`);
if (!existsSync(path.join(SITE, "index.html"))) fail("No build in build/client: run `npm run build` first.");

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

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) fail(`${name} exited before it was ready.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`${name} did not answer ${url} within 20 s.`);
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
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(SERVER_PORT),
    HOST,
    LEADS_DB: path.join(scratch, "leads.sqlite"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "10000000",
    RATE_LIMIT_BURST: "10000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(server);
const base = `http://${HOST}:${SERVER_PORT}`;
await waitFor(`${base}/healthz`, server, "The server");

console.log(`autocannon: ${connections} connections, ${duration} s per run, loopback only\n`);
await load("warm-up", { url: `${base}/`, headers: pageHeaders, duration: 2 });
figures.push(await load("server  GET / (gzip)", { url: `${base}/`, headers: pageHeaders }));
figures.push(await load("server  GET /faq (gzip)", { url: `${base}/faq`, headers: pageHeaders }));

const lead = new URLSearchParams({ "form-name": "suburb-reports", name: "Bench Visitor", email: "bench@example.com", mobile: "0412345678", timeframe: "0-3", page_path: "/resources/suburb-reports" });
figures.push(
  await load("server  POST / valid lead (synchronous=FULL)", {
    url: `${base}/`,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", Accept: "application/json" },
    body: lead.toString(),
  }),
);
server.kill("SIGTERM");

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
    listen ${HOST}:${NGINX_PORT};
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
  const nginxBase = `http://${HOST}:${NGINX_PORT}`;
  await waitFor(`${nginxBase}/`, nginx, "nginx");
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
