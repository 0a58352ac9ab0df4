/**
 * A site owns its forms: the server takes posts only for the forms its site.json lists. A form the
 * kernel has but the site does not list gets the answer an unknown form gets, and stores nothing.
 * The site here is the main site's settings with one form left out, in a folder of its own.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, startServer, tempDir, type RunningServer } from "./server-process.ts";

const PROJECT = path.resolve(import.meta.dirname, "../..");
const mainSite = JSON.parse(readFileSync(path.join(PROJECT, "sites/westline/pages.config/site.json"), "utf8")) as { forms: string[] };
const LEFT_OUT = "suburb-reports";
const KEPT = "contact";

const content = tempDir();
let server: RunningServer;
let counter = 0;
const uniqueEmail = () => `site-forms-${process.pid}-${++counter}@example.com`;

/** Posts that the main site's server accepts (tests/server/lead-intake.test.ts posts the same). */
const valid: Record<typeof LEFT_OUT | typeof KEPT, () => Record<string, string>> = {
  "suburb-reports": () => ({
    "form-name": "suburb-reports",
    name: "Cy",
    email: uniqueEmail(),
    mobile: "0412345678",
    timeframe: "3-6",
    suburb: "Penrith",
    "bot-field": "",
  }),
  contact: () => ({
    "form-name": "contact",
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    phone: "0412 345 678",
    message: "Refinance help",
    "bot-field": "",
    website: "",
    "captcha-verified": "true",
  }),
};

beforeAll(async () => {
  if (!mainSite.forms.includes(LEFT_OUT) || !mainSite.forms.includes(KEPT))
    throw new Error(`the main site no longer lists ${LEFT_OUT} and ${KEPT}: pick two it lists`);
  mkdirSync(path.join(content.dir, "pages.config"), { recursive: true });
  const site = { ...mainSite, forms: mainSite.forms.filter((form) => form !== LEFT_OUT) };
  writeFileSync(path.join(content.dir, "pages.config/site.json"), JSON.stringify(site, null, 2));
  server = await startServer({ CONTENT_ROOT: content.dir });
});
afterAll(async () => {
  await server?.stop();
  content.remove();
});

describe("a site's server and the forms it lists", () => {
  it("answers a post of a form the site does not list as it answers an unknown form, and stores nothing", async () => {
    for (const kind of ["scripted", "native"] as const) {
      const before = server.leads().length;
      const leftOut = await postForm(server, valid[LEFT_OUT](), { kind });
      const unknown = await postForm(server, { ...valid[LEFT_OUT](), "form-name": "no-such-form" }, { kind });
      expect(leftOut.status, kind).toBe(400);
      expect(unknown.status, kind).toBe(400);
      expect((await leftOut.text()).replace(LEFT_OUT, "NAME"), kind).toBe((await unknown.text()).replace("no-such-form", "NAME"));
      expect(server.leads(), kind).toHaveLength(before);
    }
  });

  it("still takes the forms it lists", async () => {
    const fields = valid[KEPT]();
    const response = await postForm(server, fields);
    expect(response.status).toBe(200);
    expect(server.leads().filter((lead) => lead.fields.email === fields.email)).toHaveLength(1);
  });
});
