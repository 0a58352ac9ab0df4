/**
 * The `_headers` file for a deploy without the Node server (Netlify reads it from the publish
 * folder; Cloudflare Pages reads the same format): for every file of the build, the security
 * headers, Content-Security-Policy and caching the server sends for it, from the server's own rules
 * (src/server/security-headers.ts). tests/e2e/static-host.spec.ts compares the two route by route.
 *
 * A static host applies every rule whose path matches, and joins the values of a header two
 * matching rules both name (`Cache-Control: no-cache, public, max-age=31536000, immutable`), so no
 * header is ever declared by two rules that can match one path: what every file shares goes in `/*`,
 * and each other header goes in exactly one rule per file, a folder's `/<folder>/*` when everything
 * under it agrees. An unknown address can only get what `/*` declares: today every page has the
 * same policy, so it gets the not-found page's; were a page to carry an inline script (and so a
 * policy of its own), the policy would move to each file's rule and unknown addresses would go
 * without one on the static host. Their caching is the host's own (Netlify: max-age=0,
 * must-revalidate), the server's no-cache in effect.
 */
import path from "node:path";
import { listFiles } from "../content/files.ts";
import { baseSecurityHeaders, cacheControl, contentSecurityPolicy, policiesForSite } from "./security-headers.ts";

export type Headers = Record<string, string>;

/** A file of the build as a static host serves it: its address and the headers it should carry. */
export interface ServedFile {
  /** `/faq` for faq/index.html (a rule for it matches `/faq/` too), `/robots.txt` for robots.txt. */
  address: string;
  headers: Headers;
}

/** Not served as files of their own: the host's configuration and precompressed copies. */
const NOT_SERVED = /(^|\/)_(headers|redirects)$|\.(br|gz)$/;

/**
 * Every file under root with the headers the server sends for it over HTTPS (a static host serves
 * nothing else), and those of an answer to an unknown address, which can only come from `/*`.
 */
export function servedFiles(root: string): { files: ServedFile[]; unknownAddress: Headers } {
  const policies = policiesForSite(root);
  const base = baseSecurityHeaders({ https: true });
  // A file that is not a page (a picture, robots.txt) gets the site's own policy, as its not-found
  // page has it, so every answer, an unknown address's too, shares it under `/*`.
  const sitePolicy = policies.get(path.resolve(root, "404", "index.html")) ?? contentSecurityPolicy();
  const policyOf = (file: string) => policies.get(path.resolve(file)) ?? sitePolicy;
  const files = listFiles(root, (file) => !NOT_SERVED.test(file)).map((rel) => {
    const file = path.join(root, rel);
    const address = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`;
    return { address, headers: { ...base, "Content-Security-Policy": policyOf(file), "Cache-Control": cacheControl(root, file) } };
  });
  return { files, unknownAddress: { ...base, "Content-Security-Policy": policyOf(path.join(root, "404", "index.html")) } };
}

interface Rule {
  path: string;
  headers: Headers;
}

const same = (a: Headers, b: Headers) => JSON.stringify(a) === JSON.stringify(b);
const firstSegment = (address: string) => address.slice(1).split("/")[0] ?? "";

/** The headers that differ between files, one rule per file or per folder that agrees throughout. */
function ownRules(files: Array<{ address: string; headers: Headers }>, folder: string): Rule[] {
  const prefix = folder ? `/${folder}` : "";
  const inside = (address: string) => address.slice(prefix.length);
  const groups = new Map<string, typeof files>();
  for (const file of files) {
    const segment = firstSegment(inside(file.address));
    groups.set(segment, [...(groups.get(segment) ?? []), file]);
  }
  const rules: Rule[] = [];
  for (const [segment, group] of groups) {
    const sub = `${prefix}/${segment}`;
    const only = group.length === 1 ? group[0] : undefined;
    // The folder's own page (`/blog` for blog/index.html) or a file: a rule of its own.
    if (only && only.address === (segment ? sub : prefix || "/")) rules.push({ path: only.address, headers: only.headers });
    // `/<folder>/*` also matches `/<folder>` and, Netlify being Netlify, `/<folder>anything`: only
    // when no file outside the folder starts that way can the folder share one rule.
    else if (group.every((file) => same(file.headers, group[0]?.headers ?? {})) && files.every((file) => group.includes(file) || !file.address.startsWith(sub)))
      rules.push({ path: `${sub}/*`, headers: group[0]?.headers ?? {} });
    else rules.push(...ownRules(group, sub.slice(1)));
  }
  return rules;
}

/** The rules for these files: what all share under `/*`, the rest without any overlap. */
export function headerRules(files: ServedFile[], unknownAddress: Headers): Rule[] {
  const names = [...new Set(files.flatMap((file) => Object.keys(file.headers)))];
  const shared = names.filter((name) => files.every((file) => file.headers[name] === unknownAddress[name]));
  const own = files.map((file) => ({
    address: file.address,
    headers: Object.fromEntries(Object.entries(file.headers).filter(([name]) => !shared.includes(name))),
  }));
  const everywhere: Rule = { path: "/*", headers: Object.fromEntries(shared.map((name) => [name, unknownAddress[name] ?? ""])) };
  return [everywhere, ...ownRules(own, "").filter((rule) => Object.keys(rule.headers).length)].sort((a, b) =>
    a.path === "/*" ? -1 : b.path === "/*" ? 1 : a.path.localeCompare(b.path),
  );
}

export function headersFileText(rules: Rule[]): string {
  const intro = [
    "# Written by `npm run build` (scripts/postbuild.ts) from src/server/security-headers.ts: the headers",
    "# the Node server sends, for a host that serves this folder itself (Netlify). Edit those rules, not this file.",
  ];
  return (
    [...intro, ...rules.flatMap((rule) => ["", rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)])].join("\n") + "\n"
  );
}
