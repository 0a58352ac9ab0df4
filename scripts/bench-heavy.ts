/**
 * The public site while the back office does heavy work (issue 49 item 6): a public page's and a
 * lead post's latency at rest, then the page's during N uploads of a large picture and during C
 * content checks sent at once, and lead posts' (and /healthz's answers) during a CSV export of L
 * leads, with how the back office answered. Needs a build (npm run build), or SITE_ROOT naming a
 * built site. Not part of npm test (tests/server/heavy-work.test.ts checks what does not depend on timing).
 *
 *   npm run bench:heavy -- --uploads 16 --checks 100 --leads 100000
 */
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { hashPassword } from "../src/admin/passwords.ts";
import { contentRoot } from "../src/content/content-files.ts";
import { heaviestUpload } from "./lib/large-picture.ts";
import { seedLeadsDatabase } from "./lib/seed-leads.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { buildCommand, builtClientDir } from "./lib/site-option.ts";

const { values } = parseArgs({
  options: { uploads: { type: "string", default: "16" }, checks: { type: "string", default: "100" }, leads: { type: "string", default: "100000" } },
});
const UPLOADS = Number(values.uploads);
const CHECKS = Number(values.checks);
const LEADS = Number(values.leads);
const site = process.env.SITE_ROOT || builtClientDir();
if (!existsSync(path.join(site, "contact"))) {
  console.error(`There is no built /contact in ${site}: run ${buildCommand()} first.`);
  process.exit(2);
}

const OWNER = "owner@office.example";
const PASSWORD = "a long enough passphrase for the bench";
const scratch = mkdtempSync(path.join(tmpdir(), "westline-bench-heavy-"));
const dbFile = path.join(scratch, "leads.sqlite");
console.log(`seeding ${LEADS} leads…`);
await seedLeadsDatabase(dbFile, { owner: OWNER, passwordHash: await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 }), leads: LEADS });
const server = await startServerProcess({
  PORT: "0",
  LOG_LEVEL: "warn",
  SITE_ROOT: site,
  LEADS_DB: dbFile,
  RATE_LIMIT_BURST: "100000",
  MAX_CONNECTIONS: "4000",
  MAX_CONNECTIONS_PER_CLIENT: "1000",
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: number };
function request(url: string, agent: http.Agent, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; keep?: boolean } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (response) => {
      let body = "";
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (options.keep !== false) body += chunk.toString("utf8");
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, bytes }));
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
const staff = new http.Agent({ keepAlive: true, maxSockets: 200 });
const origin = server.url;
const timedPage = async () => {
  const began = performance.now();
  await request(`${server.url}/contact`, visitor, { headers: { Accept: "text/html", "Accept-Encoding": "gzip" } });
  return performance.now() - began;
};
let posted = 0;
const timedPost = async () => {
  const began = performance.now();
  const fields = {
    "form-name": "contact",
    firstName: "Ada",
    lastName: "Lovelace",
    email: `bench-${++posted}@example.com`,
    phone: "0412 345 678",
    message: "Refinance help",
    "bot-field": "",
    website: "",
    "captcha-verified": "true",
  };
  const answer = await request(`${server.url}/`, visitor, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "*/*", "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin", origin },
    body: new URLSearchParams(fields).toString(),
  });
  if (answer.status !== 200) throw new Error(`a lead post was answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return performance.now() - began;
};
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  const dropped = sorted.filter((time) => time === Infinity).length;
  return `n ${sorted.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms${dropped ? ` (${dropped} dropped unanswered)` : ""}`;
};
const counted = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort((a, b) => a - b)
    .map((status) => `${statuses.filter((s) => s === status).length} × ${status}`)
    .join(", ");

/** Sends `count` requests at once and measures `timed` until they are all answered (0: dropped without an answer). */
async function during(count: number, send: () => Promise<Answer>, timed: () => Promise<number>) {
  let settled = 0;
  const began = performance.now();
  // A request the server dropped (its 10 s request timeout, say) counts as status 0.
  const answers = Array.from({ length: count }, () =>
    send()
      .catch((): Answer => ({ status: 0, headers: {}, body: "", bytes: 0 }))
      .finally(() => settled++),
  );
  const times: number[] = [];
  // A visitor's request the server dropped counts as never answered (Infinity).
  while (settled < count) times.push(await timed().catch(() => Infinity));
  const statuses = (await Promise.all(answers)).map((answer) => answer.status);
  return { times, statuses, seconds: (performance.now() - began) / 1000 };
}

try {
  // Signed in as the owner; the form token the back office's pages carry.
  const form = await request(`${server.url}/admin/sign-in`, staff, { headers: { Accept: "text/html" } });
  const formCookie = String(form.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const signInToken = /name="form_token" value="([^"]+)"/.exec(form.body)?.[1] ?? "";
  const signedIn = await request(`${server.url}/admin/sign-in`, staff, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: formCookie, accept: "text/html" },
    body: new URLSearchParams({ form_token: signInToken, email: OWNER, password: PASSWORD }).toString(),
  });
  const cookie = (signedIn.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  const token = /name="form_token" value="([^"]+)"/.exec((await request(`${server.url}/admin`, staff, { headers: { cookie, accept: "text/html" } })).body)?.[1];
  if (signedIn.status !== 303 || !token) throw new Error(`could not sign in (${signedIn.status})`);

  const restPage: number[] = [];
  const restPost: number[] = [];
  for (let i = 0; i < 30; i++) restPage.push(await timedPage());
  for (let i = 0; i < 10; i++) restPost.push(await timedPost());
  console.log(`/contact at rest:            ${summary(restPage)}`);
  console.log(`lead post at rest:           ${summary(restPost)}`);

  const picture = await heaviestUpload();
  const uploads = await during(
    UPLOADS,
    () =>
      request(`${server.url}/admin/content/upload?file=${encodeURIComponent("pages.config/site.json")}&field=${encodeURIComponent("/broker/photo")}`, staff, {
        method: "POST",
        headers: { cookie, "content-type": "application/octet-stream", origin, "x-form-token": token },
        body: picture,
      }),
    timedPage,
  );
  console.log(
    `/contact during ${UPLOADS} uploads:  ${summary(uploads.times)} (uploads answered in ${uploads.seconds.toFixed(1)} s: ${counted(uploads.statuses)})`,
  );

  const file = "pages.config/pages/home.json";
  const checkBody = JSON.stringify({ file, data: JSON.parse(readFileSync(path.join(contentRoot(), file), "utf8")) as unknown });
  const check = () =>
    request(`${server.url}/admin/content/api/check`, staff, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin, "x-form-token": token },
      body: checkBody,
    });
  await check().catch(() => undefined);
  const checks = await during(CHECKS, check, timedPage);
  console.log(`/contact during ${CHECKS} checks:  ${summary(checks.times)} (checks answered in ${checks.seconds.toFixed(1)} s: ${counted(checks.statuses)})`);

  let exported: Answer | undefined;
  const began = performance.now();
  const exporting = request(`${server.url}/admin/leads/export.csv`, staff, { headers: { cookie }, keep: false }).then((answer) => (exported = answer));
  const posts: number[] = [];
  const health: number[] = [];
  while (!exported) {
    posts.push(await timedPost().catch(() => Infinity));
    health.push(
      await request(`${server.url}/healthz`, visitor).then(
        (answer) => answer.status,
        () => 0,
      ),
    );
  }
  await exporting;
  console.log(
    `lead post during the export: ${summary(posts)}; /healthz ${counted(health)} (export of ${LEADS} leads: ${exported.status}, ${(exported.bytes / 1e6).toFixed(1)} MB in ${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
} finally {
  visitor.destroy();
  staff.destroy();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
