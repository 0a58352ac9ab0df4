/**
 * The `_headers` generator on made-up builds, read back with the tests' own reader of Netlify's
 * format (tests/headers-file.ts): every address gets exactly its own headers, and no header is
 * declared by two rules that match one address (Netlify would join the two values). The real
 * build is compared with the real server in tests/e2e/static-host.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { headerRules, headersFileText, type ServedFile } from "../../src/server/netlify-headers.ts";
import { declared, matches, parseHeadersFile } from "../headers-file.ts";

const SECURE = { "X-Frame-Options": "DENY" };
const file = (address: string, cache: string, policy = "default-src 'self'"): ServedFile => ({
  address,
  headers: { ...SECURE, "Content-Security-Policy": policy, "Cache-Control": cache },
});

function readBack(files: ServedFile[], unknownAddress: Record<string, string>) {
  const rules = parseHeadersFile(headersFileText(headerRules(files, unknownAddress)));
  return (address: string) => declared(rules, address);
}

describe("the _headers reader the tests use", () => {
  it("follows Netlify's matching", () => {
    expect(matches("/*", "/anything/at/all")).toBe(true);
    expect(matches("/faq", "/faq/")).toBe(true);
    expect(matches("/faq", "/FAQ")).toBe(true);
    expect(matches("/faq", "/faq/more")).toBe(false);
    expect(matches("/blog/*", "/blog")).toBe(true);
    expect(matches("/assets/*", "/assets/app-1234.js")).toBe(true);
    expect(matches("/assets/*", "/og/card.png")).toBe(false);
    expect(matches("/", "/")).toBe(true);
    expect(matches("/", "/faq")).toBe(false);
    const rules = parseHeadersFile("# comment\n/*\n  X-A: 1\n/faq\n  X-A: 2\n  X-B: 3\n");
    expect(declared(rules, "/faq").twice).toHaveLength(1);
    expect(declared(rules, "/faq").headers.get("x-a")).toBe("1, 2");
    expect(declared(rules, "/book").headers.get("x-a")).toBe("1");
  });
});

describe("headerRules", () => {
  it("gives every address its own headers, with no header from two rules, however the folders mix", () => {
    const files = [
      file("/", "no-cache"),
      file("/faq", "no-cache"),
      file("/assets/app-1234abcd.js", "immutable"),
      file("/assets/app-1234abcd.css", "immutable"),
      // A folder whose page and files differ, and a file outside it that starts like it.
      file("/resources", "no-cache"),
      file("/resources/report", "no-cache"),
      file("/resources/report/chart.png", "max-age=3600"),
      file("/resources.txt", "max-age=3600"),
      // A page with an inline script: its own policy.
      file("/book", "no-cache", "default-src 'self'; script-src 'self' 'sha256-abc'"),
    ];
    const unknown = { ...SECURE, "Content-Security-Policy": "default-src 'self'" };
    const read = readBack(files, unknown);
    for (const { address, headers } of files) {
      const { headers: got, twice } = read(address);
      expect(twice, address).toEqual([]);
      expect(Object.fromEntries(got), address).toEqual(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])));
    }
  });

  it("puts what every file and the not-found answer share under /*, and folders that agree under one rule", () => {
    const rules = headerRules([file("/", "no-cache"), file("/og/a.png", "max-age=3600"), file("/og/b.png", "max-age=3600")], {
      ...SECURE,
      "Content-Security-Policy": "default-src 'self'",
    });
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/", "/og/*"]);
    expect(rules[0]?.headers).toEqual({ ...SECURE, "Content-Security-Policy": "default-src 'self'" });
  });
});
