/**
 * `npm run edit`: the content editor for office staff, at http://127.0.0.1:3001 (EDIT_PORT), over
 * this working copy's pages.config/. It listens on this computer only; `--host <address>` is the
 * explicit way to offer it on a network (anyone who can reach it can change the site's content).
 * `--site DIR` edits another site's pages.config/ (e.g. sites/starter).
 */
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { SITE_FILE } from "../src/content/content-files.ts";
import { takeSiteOption } from "./lib/site-option.ts";

const usage =
  "usage: npm run edit                        (http://127.0.0.1:3001; EDIT_PORT=4000 npm run edit for another port)\n       npm run edit -- --host 0.0.0.0      (on purpose only: anyone on the network could then edit the content)\n       npm run edit -- --site DIR          (another site's pages.config/, e.g. sites/starter)";

function fail(message: string): never {
  console.error(`edit: ${message}`);
  console.error(usage);
  process.exit(2);
}

const { rest: args, root } = takeSiteOption(process.argv.slice(2), fail);
let host = "127.0.0.1";
if (args.length) {
  if (args[0] !== "--host" || !args[1] || args.length > 2) fail(`unknown argument ${JSON.stringify(args.join(" "))}`);
  if (net.isIP(args[1]) === 0 && args[1] !== "localhost") fail(`${JSON.stringify(args[1])} is not an address to listen on`);
  host = args[1];
}
if (process.env.EDIT_HOST && process.env.EDIT_HOST !== host)
  fail(`EDIT_HOST is not used: the editor listens on 127.0.0.1 unless it is started with --host (and EDIT_HOST=${process.env.EDIT_HOST} was set)`);
const portText = process.env.EDIT_PORT ?? "3001";
const port = Number(portText);
// 0 asks the system for any free port (the browser tests do); the address printed says which.
if (!/^\d+$/.test(portText) || port > 65535) fail(`EDIT_PORT=${JSON.stringify(portText)} is not a port number (1 to 65535)`);

if (!existsSync(path.join(root, SITE_FILE))) fail(`there is no ${SITE_FILE} in ${root}; run it from the project folder, or name the site's folder with --site`);

// Loaded once the arguments are known to be good: Vite, the schemas and the server take seconds to
// load, and a mistyped command should say so at once.
const [{ serve }, { createEditorApp }, { removeUnfinishedSaves }, { editorClient, EDITOR_CACHE }, { siteEditorBuild }] = await Promise.all([
  import("@hono/node-server"),
  import("../src/editor/server/app.ts"),
  import("../src/editor/server/content-files.ts"),
  import("../src/editor/server/client-build.ts"),
  import("./lib/site-blocks-plugin.ts"),
]);
const started = performance.now();
// A save killed mid-write leaves its new text in a dot-file beside the file, which the checks and
// the build would trip over; the file itself is whole.
const leftovers = removeUnfinishedSaves(root);
if (leftovers.length)
  console.log(
    `Removed ${leftovers.length === 1 ? "an unfinished save" : `${leftovers.length} unfinished saves`} left when the editor was stopped mid-save (the file${leftovers.length === 1 ? " it was saving is" : "s are"} as before): ${leftovers.join(", ")}`,
  );
const { dir: clientDir } = await editorClient(path.join(process.cwd(), EDITOR_CACHE), siteEditorBuild(root));
const shownHost = host.includes(":") ? `[${host}]` : host;
const local = host === "127.0.0.1" || host === "localhost";
// Filled in once listening, when the port is known.
const allowedHosts: string[] | undefined = local ? [] : undefined;
const app = createEditorApp({ root, clientDir, allowedHosts });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  allowedHosts?.push(`127.0.0.1:${info.port}`, `localhost:${info.port}`);
  console.log(
    `Content editor: http://${shownHost}:${info.port}/  (editing ${path.join(root, "pages.config")}; ready in ${((performance.now() - started) / 1000).toFixed(1)} s; Ctrl+C to stop)`,
  );
  if (!local) console.warn(`edit: listening on ${host}: anyone who can reach this address can change the site's content.`);
});
server.on("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `edit: port ${port} is in use; stop what uses it or choose another, e.g. EDIT_PORT=3002 npm run edit`
      : `edit: cannot listen on ${host}:${port}: ${error.message}`,
  );
  process.exit(2);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
