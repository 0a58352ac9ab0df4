/**
 * `npm run bench:publish`: publishing, first on a quiet server, then while visitors load the site.
 * The production server's app (createApp with the back office and its publishing, as
 * src/server/main.ts builds it) serves a fresh build of a throwaway copy of the project, with a
 * throwaway SQLite database, on loopback; its publish job is the one bundled with the server
 * (scripts/build-server.ts), as in production. Blacktown's weekly rent goes up by a dollar with
 * nothing else running, then by another while autocannon (in its own process, so it does not
 * share the server's event loop) loads every page in the sitemap, from the moment that publish
 * starts until 10 s after it is live, and at least 20 s. It prints each publish's duration and CPU
 * beside the full build's (the copy's first build, timed in the same run: a publish renders only
 * the pages the change affects, scripts/build-changed.ts), the machine's load average, requests,
 * errors and non-2xx answers, and checks the new rent is served; it asserts nothing. Under load the
 * job, at a lower CPU priority than the server, waits behind the visitors' requests: on two cores
 * that autocannon and the server keep busy, its wall time says more about the load than the job.
 *
 *   npm run bench:publish [-- --connections 10] [--port 4632]
 */
import { spawn } from "node:child_process";
import { createAdminApp } from "../src/admin/admin-app.tsx";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { NO_DRAFTS, publishArea } from "../src/admin/publish/area.tsx";
import { JOB_BUNDLE, Publisher, realBuild } from "../src/admin/publish/engine.ts";
import { bundleServer } from "./build-server.ts";
import { createApp } from "../src/server/app.ts";
import { TrustedProxies } from "../src/server/client-address.ts";
import { LiveSite } from "../src/server/live-site.ts";
import { openLeadStore } from "../src/server/open-lead-store.ts";
import { scratchCopy } from "./scratch-copy.ts";
import { DEFAULT_SITE } from "../src/content/content-files.ts";

// The change published: one of the broker's reports, as the copy is of the default site.
const BLACKTOWN = "pages.config/suburbs/blacktown.json";
const { values } = parseArgs({
  options: { connections: { type: "string", default: "10" }, port: { type: "string", default: "4632" }, load: { type: "string" }, paths: { type: "string" } },
});

/** The load itself, in a child process: runs until told "stop" on stdin, then prints its figures as JSON. */
if (values.load) {
  const url = values.load;
  const requests = (JSON.parse(values.paths ?? "[]") as string[]).map((page) => ({ path: page }));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: Number(values.connections), duration: 3600, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    createInterface({ input: process.stdin }).on("line", () => instance.stop());
  });
  console.log(
    JSON.stringify({
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      ok: result["2xx"],
      seconds: result.duration,
      p99: result.latency.p99,
      max: result.latency.max,
    }),
  );
  process.exit(0);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
/**
 * CPU seconds of the child processes this one has waited for (Linux: /proc/self/stat's cutime and
 * cstime), which is where a build runs: on a machine others share, a fairer comparison than wall
 * time. The load's process is waited for only at the end, so it is not counted.
 */
function childrenCpu(): number | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  const fields = readFileSync("/proc/self/stat", "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  // Fields 16 and 17 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
const cpuSince = (before: number | undefined) => {
  const now = childrenCpu();
  return before === undefined || now === undefined ? undefined : now - before;
};
const project = scratchCopy("westline-bench-publish-");
const remove = () => project.remove();
process.on("exit", remove);

console.log(`Building a throwaway copy of the site in ${project.root} (the live site the publish replaces)…`);
// The full build a publish is measured against, in the same run and on the same machine.
const fullStarted = performance.now();
const fullCpuBefore = childrenCpu();
const first = await realBuild(project.root);
const fullSeconds = seconds(fullStarted);
const fullCpu = cpuSince(fullCpuBefore);
if (!first.ok) {
  console.error(`The first build failed: ${first.why}`);
  process.exit(1);
}
// The server's bundle and its job's, as a deploy's full build makes them (the bench's build is of the pages only).
const serverBundle = path.join(project.root, "build", "node-server");
await bundleServer(serverBundle);
const site = path.join(project.root, "build", "client");
const pages = [...readFileSync(path.join(site, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);

const store = await openLeadStore({ databaseUrl: undefined, leadsDb: path.join(project.root, "bench-leads.sqlite") });
const live = new LiveSite(site);
const log = store.publishes();
const publisher = new Publisher({
  projectRoot: path.join(project.root, DEFAULT_SITE),
  codeRoot: project.root,
  live,
  releasesDir: path.join(project.root, "build", "releases"),
  log,
  jobBundle: path.join(serverBundle, JOB_BUNDLE),
});
const trustedProxies = new TrustedProxies([]);
const app = createApp({
  root: live,
  backOffice: createAdminApp,
  admin: {
    accounts: store.accounts(),
    throttles: store.throttles(),
    trustedProxies,
    areas: [publishArea({ publisher, drafts: NO_DRAFTS, log }, path.join(project.root, DEFAULT_SITE))],
  },
});
const port = Number(values.port);
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
const base = `http://127.0.0.1:${port}`;

const report = JSON.parse(readFileSync(path.join(project.root, DEFAULT_SITE, BLACKTOWN), "utf8")) as { slug: string; snapshot: { medianRentPerWeek: number } };
const blacktownPage = pages.find((page) => page.replace(/\/$/, "").endsWith(`/${report.slug}`)) ?? "/";
const rentShown = (rent: number) => fetch(`${base}${blacktownPage}`).then(async (answer) => (await answer.text()).includes(`$${rent}`));

/** Publishes Blacktown's rent one dollar up; its wall time and the CPU of its job (waited for once it has exited). */
async function publishRent() {
  report.snapshot.medianRentPerWeek += 1;
  const rent = report.snapshot.medianRentPerWeek;
  const before = await rentShown(rent);
  const started = performance.now();
  const cpuBefore = childrenCpu();
  const outcome = await publisher.publish({
    changes: [{ path: BLACKTOWN, text: `${JSON.stringify(report, null, 2)}\n` }],
    actor: "bench@example.com",
    note: "bench:publish",
  });
  const wall = seconds(started);
  // The publish's job runs in a process of its own, counted once it has exited (it removes its copy of the project after the publish is live).
  await publisher.jobsDone();
  return { rent, before, outcome, wall, cpu: cpuSince(cpuBefore), load: loadavg()[0] ?? 0 };
}

const quiet = await publishRent();
const quietAfter = await rentShown(quiet.rent);
const rent = report.snapshot.medianRentPerWeek + 1;

console.log(`Loading ${pages.length} pages with ${values.connections} connections while Blacktown's weekly rent is published as $${rent}…`);
const load = spawn(
  process.execPath,
  ["--import", "tsx", import.meta.filename, "--load", base, "--paths", JSON.stringify(pages), "--connections", String(values.connections)],
  { stdio: ["pipe", "pipe", "inherit"] },
);
let output = "";
load.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
const loadStarted = performance.now();
const loaded = await publishRent();
await new Promise((resolve) => setTimeout(resolve, Math.max(10_000, 20_000 - (performance.now() - loadStarted))));
load.stdin.write("stop\n");
await new Promise((resolve) => load.on("close", resolve));
const figures = JSON.parse(output.trim().split("\n").pop() ?? "{}") as Record<string, number>;
const after = await rentShown(rent);
server.close();
await store.close();

const cpuText = (cpu: number | undefined) => (cpu === undefined ? "" : `, its job ${cpu.toFixed(1)} CPU-s`);
const publishLine = ({ outcome, wall, cpu, load }: Awaited<ReturnType<typeof publishRent>>) =>
  outcome.ok
    ? `live in ${wall} s${cpuText(cpu)}: ${(Number(wall) / Number(fullSeconds)).toFixed(2)} times the full build's wall time${fullCpu && cpu !== undefined ? ` and ${(cpu / fullCpu).toFixed(2)} times its CPU` : ""} (load average ${load.toFixed(1)})`
    : `FAILED after ${wall} s: ${outcome.reason} ${outcome.problems.join("; ")}`;
console.log(`
full build       ${fullSeconds} s${cpuText(fullCpu).replace("its job", "its build")} (npm run build -- --pages-only of the site before the change)
publish, quiet   ${publishLine(quiet)}
publish, loaded  ${publishLine(loaded)}
                 (targets: at most 0.3 times the full build, under 5 s)
new rent served  quiet ${quietAfter ? "yes" : "NO"} (before: ${quiet.before ? "yes" : "no"}), loaded ${after ? "yes" : "NO"} (before: ${loaded.before ? "yes" : "no"}) on ${blacktownPage}
load             ${figures.seconds} s, ${values.connections} connections, ${pages.length} pages in turn
requests         ${figures.requests} (${figures.ok} 2xx)
errors           ${figures.errors} (timeouts ${figures.timeouts})
non-2xx          ${figures.non2xx}
latency          p99 ${figures.p99} ms, max ${figures.max} ms`);
process.exit(0);
