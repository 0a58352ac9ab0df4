/**
 * A deploy without the Node server (Netlify, or any static host that reads `_headers`) gets what
 * the server gives: the not-found page at 404.html, and, route by route, the same security
 * headers, Content-Security-Policy and caching, declared in build/client/_headers.
 *
 * The built server is started here behind a trusted proxy that says HTTPS (Netlify serves nothing
 * else), so it sends HSTS too. The _headers file is read as Netlify does (tests/headers-file.ts,
 * not the generator's code). A header named by two rules that both match one path is a failure:
 * Netlify joins the two values with a comma, which makes one nonsensical Cache-Control or two
 * Content-Security-Policies.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "../../scripts/lib/server-process.ts";
import { prerenderedPages } from "../../scripts/lib/page-weight.ts";
import { declared, parseHeadersFile } from "../headers-file.ts";

const CLIENT = "build/client";
/** What the server sends on every answer that a static host must send as well, by name. */
const HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "strict-transport-security",
  "cross-origin-opener-policy",
  "permissions-policy",
  "cache-control",
];

let server: ServerProcess;
let scratch = "";
test.beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "westline-static-host-"));
  server = await startServerProcess(
    { PORT: "0", SITE_ROOT: CLIENT, LEADS_DB: path.join(scratch, "leads.sqlite"), TRUSTED_PROXIES: "127.0.0.1" },
    { entry: "build/node-server/main.mjs" },
  );
});
test.afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const get = (requestPath: string) => fetch(server.url + requestPath, { headers: { "x-forwarded-proto": "https" }, redirect: "manual" });

/** Each page at its canonical address (with or without its trailing slash, as the page says). */
function pageAddresses(): string[] {
  return prerenderedPages(CLIENT).map(([route, file]) => {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, "utf8"))?.[1];
    return canonical ? new URL(canonical).pathname : route;
  });
}

function oneFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(CLIENT, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file like ${pattern} in ${CLIENT}/${dir}`);
  return `/${dir}/${name}`;
}

test("the build has the not-found page where Netlify looks for it, 404.html, and the server answers that address 404", async () => {
  expect(existsSync(path.join(CLIENT, "404.html"))).toBe(true);
  // The prerendered not-found page itself, which built-site.spec.ts checks.
  expect(readFileSync(path.join(CLIENT, "404.html"), "utf8")).toBe(readFileSync(path.join(CLIENT, "404/index.html"), "utf8"));
  const answer = await get("/404.html");
  expect(answer.status).toBe(404);
});

test("netlify.toml publishes build/client, built for production", () => {
  const toml = readFileSync("netlify.toml", "utf8");
  expect(toml).toMatch(/^\s*publish\s*=\s*"build\/client"\s*$/m);
  expect(toml).toMatch(/^\s*command\s*=\s*"npm run build -- --production"\s*$/m);
});

test("route by route, _headers declares exactly the security and caching headers the server sends", async () => {
  expect(existsSync(path.join(CLIENT, "_headers")), `${CLIENT}/_headers is missing`).toBe(true);
  const rules = parseHeadersFile(readFileSync(path.join(CLIENT, "_headers"), "utf8"));
  const addresses = [
    ...pageAddresses(),
    "/404.html",
    oneFile("assets", /-[\w-]{8}\.js$/),
    oneFile("assets", /-[\w-]{8}\.css$/),
    oneFile("og", /\.png$/),
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.svg",
  ];
  expect(addresses.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const address of addresses) {
    const answer = await get(address);
    const { headers, twice } = declared(rules, address);
    if (answer.status !== 200 && !address.startsWith("/404")) problems.push(`${address}: the server answered ${answer.status}`);
    for (const name of twice) problems.push(`${address}: ${name} both declare it, and Netlify would join the values`);
    for (const name of new Set([...HEADERS, ...headers.keys()])) {
      const sent = answer.headers.get(name) ?? undefined;
      if (sent !== headers.get(name))
        problems.push(`${address}: ${name} is ${JSON.stringify(sent)} from the server, ${JSON.stringify(headers.get(name))} in _headers`);
    }
  }
  expect(problems).toEqual([]);
});

test("an unknown address gets the server's security headers from _headers as well (its caching is Netlify's own max-age=0)", async () => {
  const rules = parseHeadersFile(readFileSync(path.join(CLIENT, "_headers"), "utf8"));
  const address = "/no-such-page-anywhere";
  const answer = await get(address);
  expect(answer.status).toBe(404);
  const { headers, twice } = declared(rules, address);
  expect(twice).toEqual([]);
  const wanted = HEADERS.filter((name) => name !== "cache-control");
  expect(Object.fromEntries(wanted.map((name) => [name, headers.get(name)]))).toEqual(
    Object.fromEntries(wanted.map((name) => [name, answer.headers.get(name) ?? undefined])),
  );
});
