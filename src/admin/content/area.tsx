/**
 * The content editor as an area of the back office, at /admin/content/ for owners and editors: the
 * same page and API as `npm run edit` (src/editor), working on drafts kept on the server over the
 * live files (draft-content.ts). Every route is behind the session guard, and every change carries
 * the session's form token (FORM_TOKEN_HEADER), in place of the local editor's Host and Origin checks.
 * A save stores a draft in the person's name and never writes pages.config/; a publish does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { backOfficePolicy } from "../../server/security-headers.ts";
import { ContentFileError, resolveContentPath } from "../../editor/server/content-files.ts";
import { SITE_FILE } from "../../content/content-files.ts";
import { EDITOR_ROUTES, schemaFor } from "../../editor/server/app.ts";
import { jsonObjectBody } from "../../editor/server/request-body.ts";
import type { AdminKit } from "../admin-app.tsx";
import type { AdminEnv } from "../guard.tsx";
import { draftContent } from "./draft-content.ts";
import { draftChange, newPage, planDeletion, planRename, type ChangePlan } from "./site-changes.ts";
import { linkPage, linkPlaces } from "./page-links.ts";
import type { OpenedFile } from "../../editor/api-types.ts";
import { draftBytes } from "../../storage/draft-source.ts";
import { checkUpload, displayWidthAt } from "./upload.ts";
import { readImageHeader } from "../../lib/image-header.ts";
import { officeTimeZone } from "../../lib/dates.ts";
import type { DraftStore } from "../../storage/draft-store.ts";
import { CONTENT_PATH } from "./paths.ts";
import { AREAS } from "../views.tsx";

export interface ContentAreaOptions {
  /** The project folder, holding pages.config/ and schemas/. */
  root: string;
  drafts: DraftStore;
  /** The built editor page (npm run build writes build/editor-client). */
  clientDir: string;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
};

/** Where an uploaded picture is kept (upload.ts names it), or a live one the editor may show. */
const PICTURE = /^pages\.config\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/i;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function contentArea({ root, drafts, clientDir }: ContentAreaOptions) {
  return (kit: AdminKit) => {
    const read = (file: string) => {
      try {
        return readFileSync(path.join(clientDir, file));
      } catch {
        return undefined;
      }
    };
    const notBuilt = (c: Context) => c.text("The editor page is not built: run npm run build, then start the server again.", 503);

    const htmlPage = (c: Context<AdminEnv>, file: "index.html" | "preview.html") => {
      const html = read(file)?.toString("utf8");
      if (html === undefined) return notBuilt(c);
      c.header("Content-Security-Policy", backOfficePolicy(file === "preview.html" ? "'self'" : "'none'"));
      if (file === "preview.html") c.header("X-Frame-Options", "SAMEORIGIN");
      // Told by meta tags, not an inline script: where its API is, the session's form token and the office's time zone.
      // The back office's other areas this person may open, for the editor's header (Publish, Leads, …).
      const role = c.get("live").person.role;
      const areas = AREAS.filter((area) => area.href !== CONTENT_PATH && area.roles.includes(role)).map(({ href, title }) => ({ href, title }));
      const demo = kit.siteIsDemo();
      const state = demo === undefined ? "" : `<meta name="site-state" content="${demo ? "demo" : "live"}">`;
      const meta = `${state}<meta name="back-office-areas" content="${escapeAttribute(JSON.stringify(areas))}"><meta name="editor-base" content="${CONTENT_PATH}"><meta name="form-token" content="${escapeAttribute(c.get("live").session.csrf_token)}"><meta name="office-time-zone" content="${escapeAttribute(officeTimeZone())}"><meta name="robots" content="noindex, nofollow">`;
      return c.html(html.replace("</head>", `${meta}</head>`));
    };

    kit.route("GET", "/content", (c) => c.redirect(CONTENT_PATH, 301));
    kit.route("GET", "/content/", (c) => htmlPage(c, "index.html"));
    kit.route("GET", "/content/preview.html", (c) => htmlPage(c, "preview.html"));
    kit.route("GET", "/content/assets/:name", (c) => {
      const name = c.req.param("name") ?? "";
      const type = TYPES[path.extname(name)];
      const body = /^[\w.-]+$/.test(name) && type ? read(path.join("assets", name)) : undefined;
      if (!body) return c.text("Not found", 404);
      c.header("Content-Type", type!);
      return c.body(new Uint8Array(body));
    });

    const sourceFor = (c: Context<AdminEnv>) => {
      const author = c.get("live").person.email;
      return draftContent({ root, drafts, author, now: kit.now, onSaved: (file, outcome) => kit.audit(c, author, outcome, file) });
    };
    // A refusal is the person's to read, as JSON the page shows; anything else is the server's fault.
    const answer = async (c: Context, work: () => Promise<Response>) => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof ContentFileError) return c.json({ ok: false, error: error.message }, error.status, error.headers);
        throw error;
      }
    };

    for (const { method, path: route, handle } of EDITOR_ROUTES) kit.route(method, `/content${route}`, (c) => answer(c, () => handle(c, sourceFor(c))));

    // A picture for one image field: the raw file as the body (?file=the content file&field=its JSON
    // Pointer, which say how wide it is shown). It becomes a draft; the page then points the field at it.
    kit.route("POST", "/content/upload", (c) =>
      answer(c, async () => {
        const file = c.req.query("file") ?? "";
        const field = c.req.query("field") ?? "";
        resolveContentPath(root, file);
        const schema = await schemaFor(root, file);
        const displayWidth = schema && /^(\/[^/]+)+$/.test(field) ? displayWidthAt(schema, field) : undefined;
        if (displayWidth === undefined)
          throw new ContentFileError("That place does not take a picture. Reload the editor page and upload the picture into a photo or image field.", 400);
        const bytes = Buffer.from(await c.req.arrayBuffer());
        const verdict = await checkUpload(bytes, displayWidth);
        if (!verdict.ok && verdict.status === 503) c.header("Retry-After", String(verdict.retryAfterSeconds));
        if (!verdict.ok) return c.json({ ok: false, error: verdict.error }, verdict.status);
        const author = c.get("live").person.email;
        await drafts.put({ path: verdict.src, text: verdict.bytes.toString("base64"), author, updatedAt: kit.now().toISOString() });
        await kit.audit(c, author, "picture uploaded", `${verdict.src} for ${file} ${field}`);
        return c.json({ ok: true, src: verdict.src, width: verdict.width, height: verdict.height });
      }),
    );

    // A picture as the editor shows it beside its field: the uploaded draft, or the live file.
    kit.route("GET", "/content/image", async (c) => {
      const src = c.req.query("src") ?? "";
      if (!PICTURE.test(src)) return c.text("Not found", 404);
      const draft = await drafts.get(src);
      let bytes: Buffer | undefined = draft?.text ? draftBytes(src, draft.text) : undefined;
      try {
        bytes ??= readFileSync(path.join(root, src));
      } catch {
        return c.text("Not found", 404);
      }
      const format = readImageHeader(bytes)?.format;
      if (!format) return c.text("Not found", 404);
      c.header("Content-Type", `image/${format}`);
      c.header("Content-Security-Policy", "default-src 'none'; sandbox");
      return c.body(new Uint8Array(bytes));
    });

    // An uploaded picture not published yet, removed (the field that named it is cleared by the page).
    kit.route("POST", "/content/api/discard-picture", (c) =>
      answer(c, async () => {
        const { src } = await jsonObjectBody(c);
        if (typeof src !== "string" || !PICTURE.test(src))
          throw new ContentFileError("That is not a picture uploaded in the editor. Reload the editor page and try again.", 400);
        const author = c.get("live").person.email;
        if (!(await drafts.discard(src)))
          throw new ContentFileError(
            "That is not a picture waiting to be published (it is on the live site already, or was removed): it stays, and the field no longer shows it once you save.",
            404,
          );
        await kit.audit(c, author, "picture discarded", src);
        return c.json({ ok: true });
      }),
    );

    // Deleting or renaming an entry of a collection or a page: first what it would break and the follow-up
    // edits on offer (the page shows them before anything is drafted), then the change as drafts,
    // with those edits if accepted.
    const changeRequest = async (c: Context<AdminEnv>) => {
      const { file, to, followUps } = await jsonObjectBody(c);
      resolveContentPath(root, file);
      return { file: file as string, to: typeof to === "string" ? to : "", withFollowUps: followUps === true };
    };
    // The plan as the page shows it: the follow-ups' places and changes, never their text.
    const shown = (plan: ChangePlan) => ({
      ok: true,
      file: plan.file,
      newFile: plan.newFile,
      name: plan.name,
      breaks: plan.breaks,
      remaining: plan.remaining,
      followUps: plan.followUps.map(({ file, place, changes }) => ({ file, place, changes })),
    });
    const drafted = async (c: Context<AdminEnv>, source: ReturnType<typeof sourceFor>, plan: ChangePlan, withFollowUps: boolean, outcome: string) => {
      const done = await draftChange(source, plan, withFollowUps);
      await kit.audit(c, c.get("live").person.email, outcome, plan.newFile === plan.file ? plan.file : `${plan.file} to ${plan.newFile}`);
      return c.json({ ok: true, name: plan.name, newFile: plan.newFile, ...done });
    };
    kit.route("POST", "/content/api/delete-check", (c) =>
      answer(c, async () => c.json(shown(await planDeletion(sourceFor(c), (await changeRequest(c)).file)))),
    );
    kit.route("POST", "/content/api/delete", (c) =>
      answer(c, async () => {
        const { file, withFollowUps } = await changeRequest(c);
        const source = sourceFor(c);
        return drafted(c, source, await planDeletion(source, file), withFollowUps, "draft deletes");
      }),
    );
    kit.route("POST", "/content/api/rename-check", (c) =>
      answer(c, async () => {
        const { file, to } = await changeRequest(c);
        return c.json(shown(await planRename(sourceFor(c), file, to)));
      }),
    );
    kit.route("POST", "/content/api/rename", (c) =>
      answer(c, async () => {
        const { file, to, withFollowUps } = await changeRequest(c);
        const source = sourceFor(c);
        return drafted(c, source, await planRename(source, file, to), withFollowUps, "draft renames");
      }),
    );
    // A new page's starting point, opened in the editor; like a new entry of a collection, it is drafted by its first save.
    kit.route("POST", "/content/api/new-page", (c) =>
      answer(c, async () => {
        const { title, address } = await jsonObjectBody(c);
        const source = sourceFor(c);
        const { file, data } = await newPage(source, typeof title === "string" ? title : "", typeof address === "string" ? address : "");
        return c.json({ file, kind: "page", data, hash: null, linkPlaces: await linkPlaces(source) } satisfies OpenedFile);
      }),
    );
    // The place chosen for a new page's link, drafted in the site settings once the page is saved.
    kit.route("POST", "/content/api/link-page", (c) =>
      answer(c, async () => {
        const { file, place } = await jsonObjectBody(c);
        if (typeof file !== "string" || typeof place !== "string") throw new ContentFileError("Say which page to link and where.", 400);
        const where = await linkPage(sourceFor(c), file, place);
        await kit.audit(c, c.get("live").person.email, "draft saved", `${SITE_FILE}: a link to ${file} in ${where.toLowerCase()}`);
        return c.json({ ok: true, where });
      }),
    );

    kit.route("POST", "/content/api/discard", (c) =>
      answer(c, async () => {
        const { file } = await jsonObjectBody(c);
        const absolute = resolveContentPath(root, file);
        const author = c.get("live").person.email;
        if (!(await drafts.discard(file as string)))
          throw new ContentFileError(`${file} has no draft to discard (someone may have published or discarded it already)`, 404);
        await kit.audit(c, author, "draft discarded", file as string);
        let live = true;
        try {
          readFileSync(absolute);
        } catch {
          live = false;
        }
        return c.json({ ok: true, live });
      }),
    );
  };
}
