/**
 * The public site while anonymous sign-ins arrive (issue 49): /contact's latency at rest, then
 * while N sign-in tries from A addresses (one connection each, through a trusted proxy's
 * X-Forwarded-For) reach the back office, and how the tries were answered. Needs a build
 * (npm run build). Not part of npm test: the test tests/server/sign-in-load.test.ts holds the limit.
 *
 *   npm run bench:sign-in -- --tries 500 --addresses 25
 */
import http from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startServerProcess } from "./lib/server-process.ts";
import { buildCommand, builtClientDir } from "./lib/site-option.ts";

const { values } = parseArgs({ options: { tries: { type: "string", default: "500" }, addresses: { type: "string", default: "25" } } });
const TRIES = Number(values.tries);
const ADDRESSES = Number(values.addresses);
const site = builtClientDir();
if (!existsSync(path.join(site, "contact"))) {
  console.error(`There is no built /contact in ${site}: run ${buildCommand()} first.`);
  process.exit(2);
}

const scratch = mkdtempSync(path.join(tmpdir(), "westline-bench-sign-in-"));
const server = await startServerProcess({
  PORT: "0",
  LOG_LEVEL: "warn",
  SITE_ROOT: site,
  LEADS_DB: path.join(scratch, "leads.sqlite"),
  TRUSTED_PROXIES: "127.0.0.1",
  MAX_CONNECTIONS: "4000",
  MAX_CONNECTIONS_PER_CLIENT: "2000",
});

function request(url: string, agent: http.Agent, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
const attackers = new http.Agent({ keepAlive: true, maxSockets: ADDRESSES });
const timed = async () => {
  const began = performance.now();
  await request(`${server.url}/contact`, visitor, { headers: { Accept: "text/html", "Accept-Encoding": "gzip" } });
  return performance.now() - began;
};
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return `n ${sorted.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};

try {
  const rest: number[] = [];
  for (let i = 0; i < 30; i++) rest.push(await timed());
  console.log(`/contact at rest:             ${summary(rest)}`);

  const form = await request(`${server.url}/admin/sign-in`, visitor, { headers: { Accept: "text/html" } });
  const cookie = String(form.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const token = /name="form_token" value="([^"]+)"/.exec(form.body)?.[1] ?? "";
  const statuses = new Map<number, number>();
  let settled = 0;
  const began = performance.now();
  const tries = Array.from({ length: TRIES }, (_, i) =>
    request(`${server.url}/admin/sign-in`, attackers, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: server.url,
        cookie,
        "x-forwarded-for": `203.0.113.${(i % ADDRESSES) + 1}`,
      },
      body: new URLSearchParams({ form_token: token, email: `guess${i}@example.com`, password: `guess number ${i} of many` }).toString(),
    })
      .then(
        (answer) => statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1),
        () => statuses.set(0, (statuses.get(0) ?? 0) + 1),
      )
      .finally(() => settled++),
  );
  const underLoad: number[] = [];
  while (settled < TRIES) underLoad.push(await timed());
  await Promise.all(tries);
  const took = (performance.now() - began) / 1000;
  console.log(`/contact during the sign-ins: ${summary(underLoad)}`);
  console.log(
    `${TRIES} sign-in tries from ${ADDRESSES} addresses answered in ${took.toFixed(1)} s: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ")} (401 checked and wrong, 429 that address held off, 503 busy: refused before hashing)`,
  );
} finally {
  visitor.destroy();
  attackers.destroy();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
