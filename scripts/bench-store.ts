/**
 * `npm run bench:store`: how many leads a second the SQLite store takes when called directly, as
 * the server calls it (through its worker thread, with group commit), with many posts in flight.
 * It prints figures; it asserts nothing. `--leads` (default 20000) and `--in-flight` (default 64).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openSqliteLeadStore } from "../src/server/open-lead-store.ts";
import type { NewLead } from "../src/storage/lead-store.ts";

const { values } = parseArgs({
  options: { leads: { type: "string", default: "20000" }, "in-flight": { type: "string", default: "64" }, rounds: { type: "string", default: "3" } },
});
const LEADS = Number(values.leads);
const IN_FLIGHT = Number(values["in-flight"]);
const ROUNDS = Number(values.rounds);
for (const [name, value, most] of [
  ["--leads", LEADS, 1_000_000],
  ["--in-flight", IN_FLIGHT, 10_000],
  ["--rounds", ROUNDS, 100],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > most) {
    console.error(`bench:store: ${name} must be a whole number from 1 to ${most}.`);
    process.exit(2);
  }
}

/** A lead as a visitor's post makes one: a submission key, an address, a user agent, a few fields. */
function sampleLead(i: number): NewLead {
  return {
    formName: "enquiry",
    pagePath: "/contact",
    fields: { name: `Person ${i}`, email: `person${i}@example.com`, phone: "0412345678", message: "Looking to refinance" },
    remoteAddress: `203.0.113.${i % 250}`,
    userAgent: "Mozilla/5.0 (bench)",
    submissionKey: `bench-${i}`,
  };
}

async function round(n: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-store-"));
  const store = await openSqliteLeadStore(path.join(dir, "leads.sqlite"));
  try {
    let next = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const sender = async () => {
      while (next < LEADS) await store.store(sampleLead(next++));
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const stored = await store.count();
    console.log(
      `  round ${n}: ${stored} leads in ${seconds.toFixed(2)} s = ${Math.round(stored / seconds)} leads/s` +
        ` (main thread + worker CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`bench:store: ${LEADS} leads, ${IN_FLIGHT} in flight, SQLite through its worker thread`);
for (let n = 1; n <= ROUNDS; n++) await round(n);
