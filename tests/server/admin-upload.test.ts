/**
 * Uploading a picture in the back office's editor (POST /admin/content/upload), through the route
 * as the editor page calls it, on SQLite and on a real PostgreSQL (skipped, with the reason, when
 * none can be started): a good photo becomes a draft, byte for byte, under a name of the server's
 * making, and the site settings can then point the broker's photo at it; every file that is not a
 * fit picture is refused in words staff can act on; and the route needs an editor's session and
 * the page's form token.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it, type TestContext } from "vitest";
import { listFiles } from "../../src/content/files.ts";
import { addPerson } from "../../src/admin/people.ts";
import type { Role } from "../../src/admin/roles.ts";
import { hashToken } from "../../src/admin/tokens.ts";
import { adminHarness, Browser, ORIGIN, PROJECT, readable, type AdminHarness, hashedPassword, PASSWORD } from "./admin-client.ts";
import { freshStores } from "./fresh-stores.ts";

const STORES = freshStores({ sameThread: true });
const SITE = "pages.config/site.json";
/** The broker's photo is shown 128 pixels wide (schemas/site.schema.json), so it needs 256 pixels. */
const PHOTO = { file: SITE, field: "/broker/photo" };

type Json = Record<string, unknown>;

let photo: Buffer;
let smallPhoto: Buffer;
let png: Buffer;
beforeAll(async () => {
  const portrait = (width: number, height: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1c3d5a"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#c98f6b"/></svg>`,
      ),
    );
  photo = await portrait(3000, 4000).jpeg({ quality: 80 }).toBuffer();
  smallPhoto = await portrait(200, 260).jpeg().toBuffer();
  png = await portrait(400, 400).png().toBuffer();
});

async function signedIn(h: AdminHarness, email: string, role: Role): Promise<Browser> {
  const added = await addPerson(h.accounts, { email, role, now: h.clock.now, by: null, address: null });
  if (!added.ok) throw new Error(added.problem);
  await h.accounts.usePasswordToken(hashToken(added.token), await hashedPassword(), h.clock.now);
  const browser = new Browser(h.app);
  await browser.get("/admin/sign-in");
  expect((await browser.post("/admin/sign-in", { email, password: PASSWORD })).status).toBe(303);
  await browser.get("/admin");
  return browser;
}

async function pageToken(browser: Browser): Promise<string> {
  const token = /<meta name="form-token" content="([^"]+)"/.exec((await browser.get("/admin/content/")).html)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

const cookieOf = (browser: Browser | undefined) => (browser ? [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "");

async function upload(
  h: AdminHarness,
  browser: Browser | undefined,
  bytes: Uint8Array,
  { token, file = PHOTO.file, field = PHOTO.field }: { token?: string; file?: string; field?: string } = {},
) {
  const headers: Record<string, string> = { cookie: cookieOf(browser), "content-type": "application/octet-stream", origin: ORIGIN };
  if (token) headers["x-form-token"] = token;
  const response = await h.app.request(`${ORIGIN}/admin/content/upload?file=${encodeURIComponent(file)}&field=${encodeURIComponent(field)}`, {
    method: "POST",
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

async function api(h: AdminHarness, browser: Browser, route: string, body: unknown, token: string) {
  const response = await h.app.request(`${ORIGIN}/admin/content/api${route}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie: cookieOf(browser), "content-type": "application/json", origin: ORIGIN, "x-form-token": token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
}

function contentFingerprint(): Record<string, string> {
  const dir = path.join(PROJECT, "pages.config");
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(dir, file)))
        .digest("hex"),
    ]),
  );
}

for (const [name, open] of Object.entries(STORES)) {
  describe(`uploading a picture in the back office on ${name}`, () => {
    const withApp = async (ctx: TestContext, test: (h: AdminHarness) => Promise<void>) => {
      const { store, done } = await open(ctx);
      try {
        await test(adminHarness(store));
      } finally {
        await done();
      }
    };

    it("keeps a 3000×4000 JPEG as a draft, encoded again, under a name of its own, and the broker's photo can point at it once it has alt text", (ctx) =>
      withApp(ctx, async (h) => {
        const before = contentFingerprint();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const uploaded = await upload(h, editor, photo, { token });
        expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
        expect(uploaded.json).toMatchObject({ ok: true, width: 3000, height: 4000 });
        const src = uploaded.json.src as string;
        expect(src).toMatch(/^pages\.config\/images\/[a-z0-9-]+\.jpg$/);
        expect(contentFingerprint()).toEqual(before);

        const shown = await h.app.request(`${ORIGIN}/admin/content/image?src=${encodeURIComponent(src)}`, { headers: { cookie: cookieOf(editor) } });
        expect(shown.status).toBe(200);
        expect(shown.headers.get("content-type")).toBe("image/jpeg");
        // The picture itself, encoded again: the same size, the same look.
        const kept = sharp(Buffer.from(await shown.arrayBuffer()));
        expect(await kept.metadata()).toMatchObject({ format: "jpeg", width: 3000, height: 4000 });
        const [keptPixels, sentPixels] = await Promise.all([kept.resize(30).raw().toBuffer(), sharp(photo).resize(30).raw().toBuffer()]);
        expect(Math.max(...keptPixels.map((value, i) => Math.abs(value - (sentPixels[i] ?? 0))))).toBeLessThan(16);

        // The picture is not a form of its own: the list stays the content files.
        const files = (await api(h, editor, "/files", undefined, token)).json as unknown as { file: string }[];
        expect(files.map((entry) => entry.file)).not.toContain(src);

        const opened = await api(h, editor, `/file?file=${encodeURIComponent(SITE)}`, undefined, token);
        const site = opened.json.data as { broker: Json } & Json;
        const withoutAlt = await api(
          h,
          editor,
          "/save",
          { file: SITE, data: { ...site, broker: { ...site.broker, photo: { src, alt: " " } } }, hash: opened.json.hash },
          token,
        );
        // A draft with a problem is kept (closing the tab loses nothing), with the problem listed; publishing refuses it.
        expect(withoutAlt.status, JSON.stringify(withoutAlt.json)).toBe(200);
        expect(JSON.stringify(withoutAlt.json.check)).toContain("the image needs alt text");
        const saved = await api(
          h,
          editor,
          "/save",
          { file: SITE, data: { ...site, broker: { ...site.broker, photo: { src, alt: "The broker at her desk" } } }, hash: withoutAlt.json.hash },
          token,
        );
        expect(saved.status, JSON.stringify(saved.json)).toBe(200);
        expect(contentFingerprint()).toEqual(before);

        const owner = await signedIn(h, "owner@example.com", "owner");
        expect(readable((await owner.get("/admin/audit")).html)).toContain("picture uploaded");
      }));

    it("keeps the picture alone: no bytes after its end (a ZIP), no metadata (the GPS position), and refuses one declaring a huge size before decoding it", (ctx) =>
      withApp(ctx, async (h) => {
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const located = await sharp(photo)
          .withExif({ IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 52/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 0/1" } })
          .jpeg()
          .toBuffer();
        expect((await sharp(located).metadata()).exif).toBeDefined();
        const zip = Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.alloc(64, 7)]);
        const uploaded = await upload(h, editor, Buffer.concat([located, zip]), { token });
        expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
        const shown = await h.app.request(`${ORIGIN}/admin/content/image?src=${encodeURIComponent(uploaded.json.src as string)}`, {
          headers: { cookie: cookieOf(editor) },
        });
        const kept = Buffer.from(await shown.arrayBuffer());
        expect(kept.includes(zip)).toBe(false);
        expect(kept.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
        const meta = await sharp(kept).metadata();
        expect(meta.exif).toBeUndefined();
        expect(kept.includes(Buffer.from("GPS", "latin1"))).toBe(false);

        // A small PNG whose header says 16000×16000: refused by what it declares, in staff words.
        const huge = Buffer.from(png);
        huge.writeUInt32BE(16000, 16);
        huge.writeUInt32BE(16000, 20);
        huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
        const refused = await upload(h, editor, huge, { token });
        expect(refused.status).toBe(413);
        expect(String(refused.json.error)).toContain("16000×16000 pixels");
      }));

    it("removes an uploaded picture that is not published yet, and says so of one that is not a draft", async (ctx) => {
      const { store, done } = await open(ctx);
      try {
        const h = adminHarness(store);
        const before = contentFingerprint();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const src = (await upload(h, editor, photo, { token })).json.src as string;
        const image = () => h.app.request(`${ORIGIN}/admin/content/image?src=${encodeURIComponent(src)}`, { headers: { cookie: cookieOf(editor) } });
        expect((await image()).status).toBe(200);

        const removed = await api(h, editor, "/discard-picture", { src }, token);
        expect(removed.status, JSON.stringify(removed.json)).toBe(200);
        expect((await image()).status).toBe(404);
        expect(contentFingerprint()).toEqual(before);
        // Nothing is left for a publish to write.
        expect((await store.drafts().pending()).map((draft) => draft.path)).not.toContain(src);

        const again = await api(h, editor, "/discard-picture", { src }, token);
        expect(again.status).toBe(404);
        expect(String(again.json.error)).toMatch(/not a picture waiting to be published/);
        expect((await api(h, editor, "/discard-picture", { src: "pages.config/site.json" }, token)).status).toBe(400);

        const owner = await signedIn(h, "owner@example.com", "owner");
        expect(readable((await owner.get("/admin/audit")).html)).toContain("picture discarded");
      } finally {
        await done();
      }
    });

    it("refuses, in staff words, an SVG, a picture with a script hidden in it, a document, an empty file, one too large, one too small and a place that takes no picture", (ctx) =>
      withApp(ctx, async (h) => {
        const before = contentFingerprint();
        const editor = await signedIn(h, "ed@example.com", "editor");
        const token = await pageToken(editor);
        const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><script>alert(1)</script></svg>`);
        const polyglot = Buffer.concat([photo, Buffer.from("<script>alert(document.cookie)</script>")]);
        const pngPolyglot = Buffer.concat([png, Buffer.from("<html><body>hello</body></html>")]);
        const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");
        const huge = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
        const cases: [string, Uint8Array, number, RegExp][] = [
          ["svg", svg, 415, /not a JPEG, PNG or WebP picture \(it is an SVG drawing\)/],
          ["jpeg polyglot", polyglot, 415, /something else hidden inside it/],
          ["png polyglot", pngPolyglot, 415, /something else hidden inside it/],
          ["pdf", pdf, 415, /not a JPEG, PNG or WebP picture \(it is a PDF document\)/],
          ["empty", new Uint8Array(), 400, /The file is empty/],
          ["too large", huge, 413, /at most 15 MB/],
          ["too small", smallPhoto, 422, /200×260 pixels: too small .* at least 256 pixels wide/],
        ];
        for (const [what, bytes, status, message] of cases) {
          const answer = await upload(h, editor, bytes, { token });
          expect(answer.status, what).toBe(status);
          expect(answer.json.error, what).toMatch(message);
          expect(answer.json.error, what).not.toMatch(/pages\.config|\.json|\[|\{/);
        }
        const notAPicture = await upload(h, editor, photo, { token, field: "/broker/name" });
        expect(notAPicture.status).toBe(400);
        expect(notAPicture.json.error).toMatch(/does not take a picture/);
        const outside = await upload(h, editor, photo, { token, file: "../package.json" });
        expect(outside.status).toBe(400);
        expect(contentFingerprint()).toEqual(before);
        const files = (await api(h, editor, "/files", undefined, token)).json as unknown as { pending?: unknown }[];
        expect(files.filter((entry) => entry.pending)).toEqual([]);
      }));

    it("needs an editor's session and the page's form token", (ctx) =>
      withApp(ctx, async (h) => {
        expect((await upload(h, undefined, photo)).status).toBe(401);
        const editor = await signedIn(h, "ed@example.com", "editor");
        await pageToken(editor);
        expect((await upload(h, editor, photo)).status).toBe(403);
        expect((await upload(h, editor, photo, { token: "not the token" })).status).toBe(403);
        const leads = await signedIn(h, "leads@example.com", "leads");
        expect((await upload(h, leads, photo, { token: "any" })).status).toBe(403);
      }));
  });
}
