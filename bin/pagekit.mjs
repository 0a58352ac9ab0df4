#!/usr/bin/env node
/**
 * `pagekit`: the kernel's command, for a site folder anywhere (one holding pages.config/site.json
 * and public/), inside this project or outside it with its own package.json depending on the kernel.
 *
 *   pagekit new --site DIR        a new site folder, from sites/starter, that validates and builds
 *   pagekit new-entry --site DIR <collection> "Name"
 *                                 a new entry of one of its collections, its fields marked TODO
 *   pagekit validate --site DIR   check its content (--format text|github|json)
 *   pagekit build --site DIR      build it into DIR/build/ (the build's own options follow)
 *   pagekit dev --site DIR        the development server, showing each saved edit on reload
 *   pagekit serve --site DIR      serve DIR's build and take its form posts (leads in DIR/data/)
 *   pagekit edit --site DIR       the content editor over DIR/pages.config/
 *   pagekit admin --site DIR …    the back office's accounts for DIR's server (add-user, …)
 *
 * Plain JavaScript, so Node runs it without a TypeScript loader. Every subcommand runs the kernel's
 * own script in the kernel's folder (where its configuration, schemas and packages are), on the site
 * named by an absolute path; messages name files relative to the folder the command was run in.
 */
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const KERNEL = path.resolve(import.meta.dirname, "..");
const kernelRequire = createRequire(path.join(KERNEL, "package.json"));
const here = process.cwd();
/** What each subcommand runs in the kernel's folder, and whether its script takes `--site`. */
const COMMANDS = {
  new: { args: ["--import", "tsx", "scripts/new-site.ts"], site: true, about: "create a site folder from the starter" },
  "new-entry": { args: ["--import", "tsx", "scripts/new-entry.ts"], site: true, about: 'start an entry of a collection: <collection> "Name"' },
  validate: { args: ["--import", "tsx", "scripts/validate.ts"], site: true, about: "check the site's content" },
  build: { args: ["--import", "tsx", "scripts/build.ts"], site: true, about: "build the site into DIR/build/" },
  dev: { args: ["REACT_ROUTER", "dev"], site: false, about: "the development server" },
  serve: { args: [], site: false, about: "serve the site's build and take its form posts" },
  edit: { args: ["--import", "tsx", "scripts/edit.ts"], site: true, about: "the content editor" },
  admin: { args: ["--import", "tsx", "scripts/admin.ts"], site: false, about: "the back office's accounts (add-user, remove-user, list-users)" },
};
const USAGE = `usage: pagekit <command> --site DIR [options]

${Object.entries(COMMANDS)
  .map(([name, { about }]) => `  ${name.padEnd(9)} ${about}`)
  .join("\n")}

DIR is the site's folder, holding pages.config/site.json (the current folder when it holds one).
pagekit <command> --help lists a command's own options.`;

function fail(message) {
  console.error(`pagekit: ${message}`);
  process.exit(2);
}

const [command, ...given] = process.argv.slice(2);
if (command === "--help" || command === "-h") {
  console.log(USAGE);
  process.exit(0);
}
if (command === undefined) fail(`say what to do.\n\n${USAGE}`);
if (!Object.hasOwn(COMMANDS, command)) fail(`"${command}" is not a command: use ${Object.keys(COMMANDS).join(", ")}.\n\n${USAGE}`);
const { site: takesSite } = COMMANDS[command];
// React Router's own command (for dev), found where the kernel's packages are, once it is needed.
const runArgs = COMMANDS[command].args.map((arg) =>
  arg === "REACT_ROUTER" ? path.join(path.dirname(kernelRequire.resolve("@react-router/dev/package.json")), "bin.js") : arg,
);

if (given.includes("--help") || given.includes("-h")) {
  if (command === "serve") {
    console.log("usage: pagekit serve --site DIR   (settings such as PORT, LEADS_DB and DATABASE_URL come from the environment: docs/server.md)");
    process.exit(0);
  }
  const help = spawn(process.execPath, [...runArgs, "--help"], { cwd: KERNEL, stdio: "inherit" });
  help.on("close", (status) => process.exit(status ?? 1));
} else run();

function run() {
  const at = given.indexOf("--site");
  const named = at < 0 ? undefined : given[at + 1];
  if (at >= 0 && (named === undefined || named.startsWith("-"))) fail("--site needs the site's folder, e.g. --site my-site");
  const rest = at < 0 ? given : given.filter((_, i) => i !== at && i !== at + 1);
  const shown = (dir) => path.relative(here, dir) || ".";
  const siteFile = (dir) => path.join(dir, "pages.config", "site.json");
  let site;
  if (named !== undefined) site = path.resolve(here, named);
  else if (existsSync(siteFile(here))) site = here;
  else fail(`name the site's folder with --site DIR: this folder (${here}) holds no pages.config/site.json.`);

  if (command === "new") {
    if (existsSync(site) && !statSync(site).isDirectory()) fail(`${shown(site)} is a file: name a new folder for the site.`);
  } else if (!existsSync(site)) fail(`there is no folder ${shown(site)}: check the path, or create a site there with \`pagekit new --site ${shown(site)}\`.`);
  else if (!statSync(site).isDirectory()) fail(`${shown(site)} is a file, not a folder: --site names the folder that holds pages.config/.`);
  else if (!existsSync(siteFile(site)))
    fail(
      `${shown(site)} is not a site folder: it has no pages.config/site.json. Name the folder that holds pages.config/, or create a site with \`pagekit new --site ${shown(site)}\`.`,
    );

  let args = [...runArgs, ...(takesSite ? ["--site", site] : []), ...rest];
  if (command === "serve") {
    const server = path.join(site, "build", "node-server", "main.mjs");
    if (!existsSync(server)) fail(`${shown(site)} has not been built yet: run \`pagekit build --site ${shown(site)}\` first.`);
    args = [server, ...rest];
  }
  // CONTENT_ROOT names the site for every step and for the server; PAGEKIT_CWD is where paths in
  // messages start from (scripts/lib/site-option.ts). Each site keeps its own leads and accounts, in
  // its folder's data/ (the server and admin share it), unless LEADS_DB or DATABASE_URL says otherwise.
  const env = { ...process.env, CONTENT_ROOT: site, PAGEKIT_CWD: here };
  if (!env.LEADS_DB && !env.DATABASE_URL) env.LEADS_DB = path.join(site, "data", "leads.sqlite");
  const child = spawn(process.execPath, args, { cwd: KERNEL, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("error", (error) => fail(`could not start ${command}: ${error.message}`));
  child.on("close", (status, signal) => process.exit(status ?? (signal ? 1 : 0)));
}
