/**
 * The back office's accounts from the command line, against the database the server uses
 * (DATABASE_URL, else the SQLite file LEADS_DB; see src/server/config.ts):
 *
 *   npm run admin -- add-user <email> --role owner|editor|leads   prints a one-time set-password link
 *   npm run admin -- remove-user <email>
 *   npm run admin -- list-users
 *
 * The link starts with SITE_URL when it is set, else http://localhost:PORT (with a warning when
 * neither is set: the back office's first page shows the command with its own address).
 */
import { parseArgs } from "node:util";
import { normaliseEmail } from "../src/storage/account-store.ts";
import { addPerson, emailProblem, LINK_VALID_MS, removePerson, setPasswordLink } from "../src/admin/people.ts";
import { isRole, ROLE_DESCRIPTIONS, ROLES } from "../src/admin/roles.ts";
import { ConfigError, readConfig } from "../src/server/config.ts";
import { LeadStoreError } from "../src/storage/lead-store.ts";
import { openLeadStore } from "../src/server/open-lead-store.ts";

const USAGE = `Usage: npm run admin -- add-user <email> --role ${ROLES.join("|")}
       npm run admin -- remove-user <email>
       npm run admin -- list-users

Roles:
${ROLES.map((role) => `  ${role.padEnd(7)} ${ROLE_DESCRIPTIONS[role]}`).join("\n")}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed: { values: { role?: string; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({ options: { role: { type: "string", short: "r" }, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, email, ...extra] = positionals;
if (!command) fail("Say what to do: add-user, remove-user or list-users.");
if (!["add-user", "remove-user", "list-users"].includes(command))
  fail(`"${command}" is not something this command does: use add-user, remove-user or list-users.`);
if (command === "list-users" && (email || values.role)) fail("list-users takes nothing else.");
if (command !== "list-users" && !email)
  fail(`${command} needs the person's email address, e.g. npm run admin -- ${command} ann@example.com.au${command === "add-user" ? " --role editor" : ""}`);
if (extra.length) fail(`Only one email address at a time; "${extra.join(" ")}" is extra.`);
const badEmail = email === undefined ? undefined : emailProblem(email);
if (badEmail) fail(badEmail);
if (command === "add-user" && !values.role) fail(`Give the person a role with --role: ${ROLES.join(", ")}.`);
if (command === "add-user" && !isRole(values.role)) fail(`"${values.role}" is not a role: use ${ROLES.join(", ")}.`);
if (command === "remove-user" && values.role) fail("remove-user takes no --role.");

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message.replace("The server cannot start", "The settings are not right"));
    process.exit(2);
  }
  throw error;
}
let store;
try {
  store = await openLeadStore(config, { sameThread: true });
} catch (error) {
  if (error instanceof LeadStoreError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const accounts = store.accounts();
const now = new Date();
const by = `command line (${process.env.USER ?? "unknown user"})`;
let code = 0;
try {
  if (command === "list-users") {
    const people = await accounts.listPeople();
    if (!people.length)
      console.log(`Nobody has an account yet in ${store.description}. Add the first owner with: npm run admin -- add-user <email> --role owner`);
    for (const person of people)
      console.log(
        `${person.email.padEnd(36)} ${person.role.padEnd(7)} ${person.has_password ? "password set" : "link not used yet"}${person.has_totp ? ", second factor on" : ""}`,
      );
  } else if (command === "add-user" && email && isRole(values.role)) {
    const outcome = await addPerson(accounts, { email, role: values.role, now, by, address: null });
    if (!outcome.ok) {
      console.error(outcome.problem);
      code = 1;
    } else {
      const base = config.siteUrl ?? `http://localhost:${config.port}`;
      // Without either, the port is the default, which need not be the one the server was started on.
      if (!config.siteUrl && !process.env.PORT)
        console.warn(
          `Neither SITE_URL nor PORT is set here, so this link assumes the back office is at ${base}. If the server runs elsewhere, use the command its first page shows (it starts with SITE_URL= and the right address).`,
        );
      console.log(
        `Added ${outcome.person.email} as ${outcome.person.role}. Send them this link to choose a password; it works once, for ${LINK_VALID_MS / 3600_000} hours:`,
      );
      console.log(setPasswordLink(base, outcome.token));
    }
  } else if (command === "remove-user" && email) {
    const outcome = await removePerson(accounts, { email, now, by, address: null });
    if (!outcome.ok) {
      console.error(outcome.problem);
      code = 1;
    } else console.log(`Removed ${normaliseEmail(email)}; they were signed out everywhere.`);
  }
} finally {
  await store.close();
}
process.exit(code);
