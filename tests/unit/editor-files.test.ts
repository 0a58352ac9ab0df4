/**
 * The editor's promises about files: an unchanged file saves to the same bytes, nothing outside
 * pages.config/ can be named, a file changed on disk since it was opened is not overwritten, and a
 * crash mid-save leaves the old file whole.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "../../src/content/files.ts";
import { loadSite } from "../../src/content/load-site.ts";
import { formatProblem } from "../../src/content/problems.ts";
import { createEditorApp } from "../../src/editor/server/app.ts";
import { removeUnfinishedSaves } from "../../src/editor/server/content-files.ts";
import { formatContent } from "../../src/editor/server/format-json.ts";
import { siteEditorSchemas } from "../../src/editor/server/schemas.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const HOST = "127.0.0.1:4271";
let root: string;
let outside: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "westline-editor-files-"));
  outside = mkdtempSync(path.join(os.tmpdir(), "westline-editor-outside-"));
  cpSync(path.join(PROJECT, "sites/westline/pages.config"), path.join(root, "pages.config"), { recursive: true });
  symlinkSync(path.join(PROJECT, "sites/westline/public"), path.join(root, "public"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/collections"), path.join(root, "collections"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/facts"), path.join(root, "facts"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/blocks"), path.join(root, "blocks"), "dir");
  symlinkSync(path.join(PROJECT, "sites/westline/forms"), path.join(root, "forms"), "dir");
  writeFileSync(path.join(outside, "secret.json"), '{ "secret": true }\n');
  // Resolving the schemas and compiling the validator happen once, here, not inside the first test's time.
  await siteEditorSchemas(root);
  await app().request("/api/check", {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json" },
    body: JSON.stringify({ file: "pages.config/site.json", data: {} }),
  });
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const app = () => createEditorApp({ root, allowedHosts: [HOST] });
const get = (url: string) => app().request(url, { headers: { host: HOST } });
const post = (url: string, body: unknown) =>
  app().request(url, { method: "POST", headers: { host: HOST, "content-type": "application/json", origin: `http://${HOST}` }, body: JSON.stringify(body) });

async function open(file: string) {
  const response = await get(`/api/file?file=${encodeURIComponent(file)}`);
  expect(response.status, file).toBe(200);
  return (await response.json()) as { data: unknown; hash: string };
}

describe("an unchanged load and save", () => {
  // Every content file in the repository today, listed from disk, not from the editor.
  const files = listFiles(path.join(PROJECT, "sites/westline/pages.config"), (name) => name.endsWith(".json")).map((name) => `pages.config/${name}`);

  it("covers every file in pages.config/", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)("gives back the same bytes: %s", async (file) => {
    const before = readFileSync(path.join(root, file));
    const { data, hash } = await open(file);
    const response = await post("/api/save", { file, data, hash });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    expect(readFileSync(path.join(root, file)).equals(before)).toBe(true);
  });
});

describe("an edit", () => {
  it("touches only the lines it changes, whatever order the browser sends the keys in", async () => {
    const file = "pages.config/suburbs/penrith.json";
    const before = readFileSync(path.join(root, file), "utf8");
    const { data, hash } = await open(file);
    const report = data as Record<string, unknown> & { caseStudy: Record<string, unknown> };
    // Rebuilt in reverse key order: the saved file must still follow the schema.
    const reversed = Object.fromEntries(Object.entries({ ...report, caseStudy: { ...report.caseStudy, weeklyRent: 590 } }).reverse());
    expect((await post("/api/save", { file, data: reversed, hash })).status).toBe(200);
    const after = readFileSync(path.join(root, file), "utf8");
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(['    "weeklyRent": 590,']);
    expect(after.endsWith("}\n")).toBe(true);
  });
});

describe("a change that affects other files", () => {
  // A scratch copy of its own: these saves change several files.
  let own: string;
  beforeAll(() => {
    own = mkdtempSync(path.join(os.tmpdir(), "westline-editor-others-"));
    cpSync(path.join(PROJECT, "sites/westline/pages.config"), path.join(own, "pages.config"), { recursive: true });
    symlinkSync(path.join(PROJECT, "sites/westline/public"), path.join(own, "public"), "dir");
    symlinkSync(path.join(PROJECT, "sites/westline/collections"), path.join(own, "collections"), "dir");
    symlinkSync(path.join(PROJECT, "sites/westline/facts"), path.join(own, "facts"), "dir");
    symlinkSync(path.join(PROJECT, "sites/westline/blocks"), path.join(own, "blocks"), "dir");
    symlinkSync(path.join(PROJECT, "sites/westline/forms"), path.join(own, "forms"), "dir");
  });
  afterAll(() => rmSync(own, { recursive: true, force: true }));
  const ownApp = () => createEditorApp({ root: own, allowedHosts: [HOST] });
  const ownPost = (url: string, body: unknown) =>
    ownApp().request(url, {
      method: "POST",
      headers: { host: HOST, "content-type": "application/json", origin: `http://${HOST}` },
      body: JSON.stringify(body),
    });
  const ownOpen = async (file: string) =>
    (await (await ownApp().request(`/api/file?file=${encodeURIComponent(file)}`, { headers: { host: HOST } })).json()) as {
      data: Record<string, unknown>;
      hash: string;
    };
  type Related = { name: string; slug: string };
  const relatedTo = (slug: string) =>
    listFiles(path.join(own, "pages.config/suburbs"), (name) => name.endsWith(".json"))
      .map((name) => `pages.config/suburbs/${name}`)
      .filter((file) => (JSON.parse(readFileSync(path.join(own, file), "utf8")) as { related: Related[] }).related.some((related) => related.slug === slug));

  it("is refused when it would leave another file with a problem the save cannot resolve", async () => {
    const file = "pages.config/pages/services/home-loans.json";
    const before = readFileSync(path.join(own, file), "utf8");
    const { data, hash } = await ownOpen(file);
    // Other pages link to this address, and nothing but a person can say where those links should go.
    const response = await ownPost("/api/save", { file, data: { ...data, path: "/services/house-loans" }, hash });
    expect(response.status).toBe(422);
    const result = (await response.json()) as { error: string; check: { caused: { file: string }[] } };
    expect(result.error).toMatch(/^Not saved: this change would leave .*pages\.config\/.* with problems/);
    expect(result.check.caused.length).toBeGreaterThan(0);
    expect(result.check.caused.every((problem) => problem.file !== file)).toBe(true);
    expect(readFileSync(path.join(own, file), "utf8")).toBe(before);
  });

  it("updates the other files with it when only they can follow (a suburb renamed), and leaves no problem", async () => {
    const file = "pages.config/suburbs/granville.json";
    const listing = relatedTo("granville");
    expect(listing.length).toBeGreaterThan(0);
    const { data, hash } = await ownOpen(file);
    const response = await ownPost("/api/save", { file, data: { ...data, name: "Granville East" }, hash });
    const result = (await response.json()) as { ok: boolean; alsoSaved: string[] };
    expect(response.status, JSON.stringify(result)).toBe(200);
    expect(result.alsoSaved.sort()).toEqual([...listing].sort());
    for (const other of listing) {
      const related = (JSON.parse(readFileSync(path.join(own, other), "utf8")) as { related: Related[] }).related.find((r) => r.slug === "granville");
      expect(related?.name, other).toBe("Granville East");
    }
    // What `npm run validate` checks, in this process: no problem anywhere in the folder.
    expect(loadSite(own).problems.map(formatProblem)).toEqual([]);
  });
});

describe("paths outside pages.config/", () => {
  beforeAll(() => {
    symlinkSync(path.join(outside, "secret.json"), path.join(root, "pages.config/suburbs/linked.json"));
    symlinkSync(outside, path.join(root, "pages.config/pages/elsewhere"), "dir");
  });

  const attempts: Array<[string, string, RegExp]> = [
    ["parent folder", "pages.config/../package.json", /steps outside its folder/],
    ["deeper traversal", "pages.config/suburbs/../../../etc/passwd.json", /steps outside its folder/],
    ["absolute path", "/etc/passwd.json", /is an absolute path/],
    ["absolute path into the content", `${PROJECT}/sites/westline/pages.config/site.json`, /is an absolute path/],
    ["a file beside the content", "package.json", /is outside pages\.config\//],
    ["not a JSON file", "pages.config/suburbs/notes.txt", /is not a \.json file/],
    ["backslashes", "pages.config\\suburbs\\penrith.json", /forward slashes/],
    ["a wildcard git would expand", "pages.config/pages/*.json", /not a name a content file may have/],
    ["a name git would take for an option", "pages.config/pages/-n.json", /not a name a content file may have/],
    ["a control character", "pages.config/pages/a\u0007b.json", /not a name a content file may have/],
    ["capital letters", "pages.config/pages/Home.json", /not a name a content file may have/],
    ["a symlink to a file outside", "pages.config/suburbs/linked.json", /link to a file outside pages\.config\//],
    ["a symlinked folder leading outside", "pages.config/pages/elsewhere/secret.json", /folder that links outside pages\.config\//],
  ];

  it.each(attempts)("refuses to save to %s, with a message saying why", async (_what, file, message) => {
    const response = await post("/api/save", { file, data: { secret: false }, hash: null });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(readFileSync(path.join(outside, "secret.json"), "utf8")).toBe('{ "secret": true }\n');
  });

  it.each(attempts)("refuses to read %s", async (_what, file, message) => {
    const response = await get(`/api/file?file=${encodeURIComponent(file)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it("answers only requests addressed to itself and from its own page", async () => {
    const file = "pages.config/suburbs/penrith.json";
    expect((await app().request(`/api/file?file=${file}`, { headers: { host: "evil.example" } })).status).toBe(403);
    const foreign = await app().request("/api/save", {
      method: "POST",
      headers: { host: HOST, "content-type": "application/json", origin: "http://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const form = await app().request("/api/save", {
      method: "POST",
      headers: { host: HOST, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(form.status).toBe(415);
  });
});

describe("requests no content needs", () => {
  const file = "pages.config/suburbs/penrith.json";
  const onDisk = () => readFileSync(path.join(root, file), "utf8");
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const raw = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    app().request(
      new Request(`http://${HOST}${url}`, {
        method: "POST",
        headers: { host: HOST, "content-type": "application/json", ...headers },
        body,
        duplex: "half",
      } as RequestInit),
    );

  it.each([
    ["a save", "/api/save"],
    ["a check", "/api/check"],
  ])("%s of 30 MB is refused before it is read, in words staff can act on", async (_what, url) => {
    const before = onDisk();
    const body = JSON.stringify({ file, hash: null, data: { name: "x".repeat(30 * 1024 * 1024) } });
    const started = performance.now();
    const response = await raw(url, body);
    console.log(`editor: a 30 MB ${url} refused in ${(performance.now() - started).toFixed(0)} ms`);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatch(
      /^Too big to check or save: the editor takes at most 2 MB at a time, far more than a whole page's text\. Something very long was probably pasted into a field: undo that paste \(Ctrl\+Z\) or delete it\.$/,
    );
    expect(onDisk()).toBe(before);
  });

  it("counts a body sent without its length as it arrives", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    // 4 MB of spaces, in pieces, with no Content-Length to go by.
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => (sent++ < 64 ? controller.enqueue(chunk) : controller.close()) });
    const response = await raw("/api/check", stream);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(64);
  });

  it("accepts a big file well under the limit", async () => {
    const { data, hash } = await open(file);
    const response = await post("/api/check", { file, data: { ...(data as object), description: "x".repeat(1024 * 1024) }, hash });
    expect(response.status).toBe(200);
  });

  it("does not take brackets in text for nesting", async () => {
    const { data, hash } = await open(file);
    const response = await post("/api/check", { file, data: { ...(data as object), description: `a \\" quote, then ${"{[".repeat(200)}` }, hash });
    expect(response.status).toBe(200);
  });

  it.each([
    ["a save", "/api/save"],
    ["a check", "/api/check"],
  ])("%s nested 200,000 deep is refused", async (_what, url) => {
    const deep = `{"file":${JSON.stringify(file)},"hash":null,"data":{"name":${"[".repeat(200_000)}${"]".repeat(200_000)}}}`;
    const response = await raw(url, deep);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      "Not checked or saved: the content is nested more than 64 levels deep ({ } and [ ] inside one another), and no content file needs more than a dozen. Reload the editor page and make the change again.",
    );
  });

  const shapes: Array<[string, unknown, string]> = [
    ["null", null, "nothing (null)"],
    ["a list", [], "a list"],
    ["text", "{}", "text"],
    ["a number", 1, "a number"],
    ["missing", undefined, "nothing"],
  ];
  it.each(shapes)("a save whose content is %s is refused, saying so", async (_what, data, described) => {
    const before = onDisk();
    for (const url of ["/api/save", "/api/check"]) {
      const response = await post(url, { file, data, hash: null });
      expect(response.status, url).toBe(400);
      expect(await errorOf(response)).toBe(
        `Not checked or saved: the editor page sent ${described} as the content of ${file}, where the file's fields belong (in { }). Reload the editor page and make the change again.`,
      );
    }
    expect(onDisk()).toBe(before);
  });
});

describe("a file changed on disk since it was opened", () => {
  it("is not overwritten, and the refusal offers a reload", async () => {
    const file = "pages.config/suburbs/auburn.json";
    const { data, hash } = await open(file);
    const theirs = readFileSync(path.join(root, file), "utf8").replace('"Positive"', '"Strong"');
    writeFileSync(path.join(root, file), theirs);
    const response = await post("/api/save", { file, data, hash });
    expect(response.status).toBe(409);
    const result = (await response.json()) as { conflict: boolean; error: string };
    expect(result.conflict).toBe(true);
    expect(result.error).toMatch(/was changed on disk since you opened it/);
    expect(readFileSync(path.join(root, file), "utf8")).toBe(theirs);
  });

  it("a new report is not written over one created meanwhile", async () => {
    const opened = await post("/api/collections/suburbs/new", { name: "Westmead" });
    const { file } = (await opened.json()) as { file: string };
    writeFileSync(path.join(root, file), "{}\n");
    const response = await post("/api/save", { file, data: {}, hash: null });
    // The draft still holds TODOs, so the problems refuse it first; with them gone the file check would.
    expect([409, 422]).toContain(response.status);
    expect(readFileSync(path.join(root, file), "utf8")).toBe("{}\n");
  });
});

describe("a crash mid-save", () => {
  it("leaves the old file whole", () => {
    const file = "pages.config/suburbs/granville.json";
    const before = readFileSync(path.join(root, file), "utf8");
    // A real process killed between writing the new text and putting it in place.
    const script = path.join(root, "crash.ts");
    writeFileSync(
      script,
      `import { writeContentFile, contentHash } from ${JSON.stringify(path.join(PROJECT, "src/editor/server/content-files.ts"))};
       import { readFileSync } from "node:fs";
       const root = ${JSON.stringify(root)};
       const file = ${JSON.stringify(file)};
       const old = readFileSync(root + "/" + file, "utf8");
       writeContentFile(root, file, old.replace("Granville", "Crashville") + "x".repeat(1 << 20), contentHash(old), {
         beforeRename: () => process.kill(process.pid, "SIGKILL"),
       });`,
    );
    const run = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: PROJECT, encoding: "utf8" });
    expect(run.signal).toBe("SIGKILL");
    expect(readFileSync(path.join(root, file), "utf8")).toBe(before);
    // The half-finished save is a dot-file beside it, which the site never reads.
    const leftovers = readdirSync(path.join(root, "pages.config/suburbs")).filter((name) => name.startsWith(".granville.json."));
    expect(leftovers).toHaveLength(1);
    expect(readFileSync(path.join(root, "pages.config/suburbs", leftovers[0]!), "utf8")).toContain("Crashville");

    // What `npm run edit` does as it starts: the leftover goes, and only it.
    expect(removeUnfinishedSaves(root)).toEqual([`pages.config/suburbs/${leftovers[0]}`]);
    expect(readdirSync(path.join(root, "pages.config/suburbs")).filter((name) => name.startsWith("."))).toEqual([]);
    expect(readFileSync(path.join(root, file), "utf8")).toBe(before);
  });

  it("clears only unfinished saves: not a save still under way, nor a file that merely looks like one", () => {
    const dir = path.join(root, "pages.config/suburbs");
    // This process is running and the file is new: another editor may be about to rename it.
    const underWay = `.penrith.json.${process.pid}.0a1b2c3d.tmp`;
    const lookalikes = [".penrith.json.bak", ".penrith.json.12.tmp", "penrith.json.12.0a1b2c3d.tmp", ".penrith.txt.12.0a1b2c3d.tmp"];
    for (const name of [underWay, ...lookalikes]) writeFileSync(path.join(dir, name), "{}\n");
    try {
      expect(removeUnfinishedSaves(root)).toEqual([]);
      // A minute on, no save is still under way, whichever process now has that number.
      expect(removeUnfinishedSaves(root, Date.now() + 61_000)).toEqual([`pages.config/suburbs/${underWay}`]);
      expect(
        readdirSync(dir)
          .filter((name) => name.startsWith(".") || name.endsWith(".tmp"))
          .sort(),
      ).toEqual([...lookalikes].sort());
    } finally {
      for (const name of [underWay, ...lookalikes]) rmSync(path.join(dir, name), { force: true });
    }
  });
});

describe("a save that cannot be written", () => {
  it("leaves the old file whole, says so, and leaves nothing behind", () => {
    const file = "pages.config/suburbs/liverpool.json";
    const before = readFileSync(path.join(root, file), "utf8");
    // A full disk, made real: the process may write files of at most 2 MB (ulimit -f counts KB),
    // and the save is bigger. Ignoring SIGXFSZ makes the write fail with EFBIG instead of killing it.
    const script = path.join(root, "full-disk.ts");
    writeFileSync(
      script,
      `import { writeContentFile, contentHash } from ${JSON.stringify(path.join(PROJECT, "src/editor/server/content-files.ts"))};
       import { readFileSync } from "node:fs";
       const root = ${JSON.stringify(root)};
       const file = ${JSON.stringify(file)};
       const old = readFileSync(root + "/" + file, "utf8");
       try {
         writeContentFile(root, file, old.replace("Liverpool", "Fullville") + " ".repeat(4 << 20), contentHash(old));
         console.log("saved");
       } catch (error) {
         console.log("refused: " + (error as Error).message);
       }`,
    );
    const run = spawnSync("bash", ["-c", 'ulimit -f 2048 && trap "" XFSZ && exec "$0" --import tsx "$1"', process.execPath, script], {
      cwd: PROJECT,
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^refused: could not write pages\.config\/suburbs\/liverpool\.json \(EFBIG[^)]*\); the file is as it was/);
    expect(readFileSync(path.join(root, file), "utf8")).toBe(before);
    expect(readdirSync(path.join(root, "pages.config/suburbs")).filter((name) => name.startsWith("."))).toEqual([]);
  });
});

describe("a new file", () => {
  it("follows the schema's property order, with 2-space indent and a trailing newline", async () => {
    const opened = await post("/api/collections/suburbs/new", { name: "Harris Park" });
    const { file, data } = (await opened.json()) as { file: string; data: Record<string, unknown> };
    const response = await post("/api/check", { file, data: Object.fromEntries(Object.entries(data).reverse()) });
    expect(response.status).toBe(200);
    const text = formatContent(Object.fromEntries(Object.entries(data).reverse()) as never, (await siteEditorSchemas(root)).entries.suburbs);
    const schemaOrder = JSON.parse(readFileSync(path.join(PROJECT, "sites/westline/collections/suburbs/suburb.schema.json"), "utf8")) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(schemaOrder.properties));
    expect(text.startsWith('{\n  "$schema": "../../collections/suburbs/suburb.schema.json",\n  "name": "Harris Park",\n')).toBe(true);
    expect(text.endsWith("\n}\n")).toBe(true);
  });
});

describe("a new entry of a collection", () => {
  const declared = () => JSON.parse(readFileSync(path.join(PROJECT, "sites/westline/collections/suburbs/collection.json"), "utf8")) as Record<string, string>;

  it("is refused in the declaration's words: no name typed, a name that already has one", async () => {
    const { shortLabel, namePrompt, folder } = declared();
    const empty = await post("/api/collections/suburbs/new", { name: "  " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(`Cannot start that ${shortLabel}: type ${namePrompt!.replace(/^T/, "t")} first.`);
    const existing = readdirSync(path.join(root, "pages.config", folder!)).find((file) => file.endsWith(".json"))!;
    const name = (JSON.parse(readFileSync(path.join(root, "pages.config", folder!, existing), "utf8")) as { name: string }).name;
    const taken = await post("/api/collections/suburbs/new", { name });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe(
      `${name} already has a ${shortLabel} (pages.config/${folder}/${existing}); open it from the list instead`,
    );
  });

  it("of a collection the site does not declare is not found", async () => {
    const response = await post("/api/collections/nothing-here/new", { name: "Westmead" });
    expect(response.status).toBe(404);
  });
});

describe("folders the editor creates", () => {
  it("refuses a file in a folder that does not exist, but for a page at an address in a new folder", async () => {
    mkdirSync(path.join(root, "pages.config/pages"), { recursive: true });
    const response = await post("/api/save", { file: "pages.config/nowhere/x.json", data: {}, hash: null });
    expect(response.status).toBe(404);
    expect(existsSync(path.join(root, "pages.config/nowhere"))).toBe(false);
  });
});

describe("npm run edit", () => {
  const edit = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(PROJECT, "scripts/edit.ts"), ...args], {
      cwd: PROJECT,
      encoding: "utf8",
      env: { ...process.env, ...env },
      timeout: 240_000,
    });

  it("does not listen on another interface because of a setting alone", () => {
    const run = edit({ EDIT_HOST: "0.0.0.0" });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("the editor listens on 127.0.0.1 unless it is started with --host");
  });

  it.each([
    ["EDIT_PORT=abc", { EDIT_PORT: "abc" }, 'EDIT_PORT="abc" is not a port number'],
    ["a stray argument", {}, "unknown argument"],
  ])("refuses %s", (_what, env, message) => {
    const run = edit(env, ...(Object.keys(env).length ? [] : ["--verbose"]));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
