import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { postForm, startServer, type RunningServer } from "./server-process.ts";

let server: RunningServer;
let counter = 0;
/** A unique address per post, so each test finds exactly its own lead. */
const uniqueEmail = () => `lead-${process.pid}-${++counter}@example.com`;
const storedWith = (email: string) => server.leads().filter((lead) => lead.fields.email === email);

const VALID = {
  contact: () => ({
    "form-name": "contact",
    firstName: " Ada ",
    lastName: "Lovelace",
    email: uniqueEmail(),
    phone: "0412 345 678",
    message: "Refinance help",
    "bot-field": "",
    website: "",
    "captcha-verified": "true",
  }),
  enquiry: () => ({
    "form-name": "enquiry",
    name: "Bo",
    email: uniqueEmail(),
    phone: "",
    "bot-field": "",
    utm_source: "google",
    page_path: "/services/home-loans",
    source: "personalised_options",
  }),
  "suburb-reports": () => ({
    "form-name": "suburb-reports",
    name: "Cy",
    email: uniqueEmail(),
    mobile: "0412345678",
    timeframe: "3-6",
    suburb: "Penrith",
    page_path: "/resources/suburb-reports/penrith",
    "bot-field": "",
  }),
  "suburb-request": () => ({
    "form-name": "suburb-request",
    name: "Di",
    email: uniqueEmail(),
    phone: "0298765432",
    requested_suburb: "Merrylands",
    "bot-field": "",
  }),
} satisfies Record<string, () => Record<string, string>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("a valid post from each form", () => {
  for (const [form, make] of Object.entries(VALID)) {
    it(`${form}: answered 200 with JSON and stored exactly once, trimmed, without contract fields`, async () => {
      const fields = { ...make(), unexpected: "dropped" };
      const response = await postForm(server, fields);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const stored = storedWith(fields.email);
      expect(stored).toHaveLength(1);
      const lead = stored[0]!;
      expect(lead.form_name).toBe(form);
      const expected = Object.fromEntries(
        Object.entries(fields)
          .map(([name, value]) => [name, value.trim()] as const)
          .filter(([name, value]) => value !== "" && !["form-name", "bot-field", "website", "captcha-verified", "page_path", "unexpected"].includes(name)),
      );
      expect(lead.fields).toEqual(expected);
      // Without the field or a Referer, where the lead came from is unknown, and stored as such.
      expect(lead.page_path).toBe("page_path" in fields ? fields.page_path : null);
      expect(lead.user_agent).toBe("integration-test");
      // Only the network is kept: enough to group leads by area, never the address itself.
      expect(lead.remote_network).toBe("127.0.0.0/24");
      expect(lead.lead_key).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it("multipart/form-data is accepted too", async () => {
    const fields = VALID["suburb-request"]();
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await postForm(server, {}, { body });
    expect(response.status).toBe(200);
    expect(storedWith(fields.email)).toHaveLength(1);
  });
});

describe("a native post (JavaScript off)", () => {
  it("is sent on to the form's thank-you page with a 303, so a reload does not post again", async () => {
    const fields = VALID.enquiry();
    const response = await postForm(server, fields, { kind: "native" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you/enquiry");
    const thanks = await fetch(`${server.url}/thank-you/enquiry`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Thank you: enquiry");
    expect(storedWith(fields.email)).toHaveLength(1);
  });

  it("contact form without the JavaScript security check is still accepted", async () => {
    const { email, ...rest } = VALID.contact();
    const fields: Record<string, string> = { email, ...rest };
    delete fields["captcha-verified"];
    const response = await postForm(server, fields, { kind: "native" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you/contact");
    const stored = storedWith(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.page_path).toBe("/contact");
  });

  it("with mistakes gets a page listing them, in the schema's words, with a link back, and nothing is stored", async () => {
    const fields = { ...VALID["suburb-reports"](), name: "A", mobile: "123", timeframe: "" };
    const response = await postForm(server, fields, { kind: "native", headers: { Referer: `${server.origin}/resources/suburb-reports/penrith?x="><script>` } });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    for (const message of ["Name must be at least 2 characters", "Mobile must be at least 10 digits", "Please select a buying timeframe"])
      expect(html).toContain(message);
    expect(html).toContain('href="/resources/suburb-reports/penrith?x=%22%3E%3Cscript%3E"');
    expect(html).not.toContain("<script>");
    expect(storedWith(fields.email)).toHaveLength(0);
  });
});

describe("posts that are not accepted, with nothing stored", () => {
  it("invalid: 422 with each field's message", async () => {
    const fields = { ...VALID.contact(), firstName: "  ", phone: "12345" };
    const response = await postForm(server, fields);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        { field: "firstName", message: "First name is required" },
        { field: "phone", message: "Please enter a valid Australian phone number" },
      ]) as unknown,
    });
    expect(storedWith(fields.email)).toHaveLength(0);
  });

  it('junk the issue found accepted (a phone "abc", a name "Q", a suburb "?", a mobile "not a number"): 422 with the schema\'s message', async () => {
    // Each form's schema as written: the kernel's, or one of the main site's own.
    const schemaMessages = (form: string, field: string) => {
      const file = [`schemas/forms/${form}.schema.json`, `sites/westline/forms/${form}.schema.json`].find((candidate) => existsSync(candidate)) ?? "";
      const schema = JSON.parse(readFileSync(file, "utf8")) as { properties: Record<string, { errorMessage?: Record<string, string> }> };
      return Object.values(schema.properties[field]?.errorMessage ?? {});
    };
    const junk: [keyof typeof VALID, Record<string, string>][] = [
      ["enquiry", { phone: "abc" }],
      ["suburb-request", { name: "Q", phone: "call me", requested_suburb: "?" }],
      ["suburb-reports", { mobile: "not a number" }],
    ];
    for (const [form, wrong] of junk) {
      const fields = { ...VALID[form](), ...wrong };
      const response = await postForm(server, fields);
      expect(response.status, form).toBe(422);
      const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(errors.map((e) => e.field).sort(), form).toEqual(Object.keys(wrong).sort());
      for (const error of errors) expect(schemaMessages(form, error.field), `${form} ${error.field}`).toContain(error.message);
      expect(storedWith(fields.email)).toHaveLength(0);
    }
  });

  it("invalid email: the schema's message", async () => {
    const response = await postForm(server, { ...VALID["suburb-request"](), email: "not-an-email" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: [{ field: "email", message: "Invalid email address" }] });
  });

  it("unknown form-name: 400", async () => {
    const before = server.leads().length;
    const response = await postForm(server, { "form-name": "newsletter", email: uniqueEmail() });
    expect(response.status).toBe(400);
    const missing = await postForm(server, { email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect(server.leads()).toHaveLength(before);
  });

  it("over 64 kB: 413", async () => {
    const fields = { ...VALID.contact(), message: "x".repeat(70 * 1024) };
    const response = await postForm(server, fields);
    expect(response.status).toBe(413);
    expect(storedWith(fields.email)).toHaveLength(0);
  });

  it("honeypot filled: answered as if accepted, kept in Spam (out of the inbox, never announced), and counted in the log", async () => {
    const honeypotLines = () => server.output().match(/"outcome":"honeypot"/g)?.length ?? 0;
    const before = honeypotLines();
    const scripted = { ...VALID.contact(), website: "http://spam.example" };
    const response = await postForm(server, scripted);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const native = { ...VALID["suburb-request"](), "bot-field": "I am a bot" };
    const nativeResponse = await postForm(server, native, { kind: "native" });
    expect(nativeResponse.status).toBe(303);
    const db = await openSqliteLeadStore(server.dbFile, { sameThread: true });
    try {
      const inbox = db.inbox();
      const emails = (leads: { fields: Record<string, string> }[]) => leads.map((lead) => lead.fields.email);
      expect(emails(await inbox.all({ status: "spam" }))).toEqual(expect.arrayContaining([scripted.email, native.email]));
      expect(emails(await inbox.all({}))).not.toContain(scripted.email);
      expect(emails(await inbox.all({}))).not.toContain(native.email);
      const spamId = (await inbox.all({ status: "spam" })).find((lead) => lead.fields.email === scripted.email)?.id ?? -1;
      expect((await inbox.lead(spamId))?.events.map((event) => event.kind)).toEqual(["flagged"]);
      // An SQLite store's first claim takes over every claim, as a restarted server's does.
      expect((await db.claimUnnotified(new Date(0), 60_000)).map((lead) => lead.fields.email)).not.toContain(scripted.email);
    } finally {
      await db.close();
    }
    await expect.poll(honeypotLines).toBe(before + 2);
  });

  it("honeypot filled on an invalid post: the same 422 as without it, so the answer reveals no trap", async () => {
    const invalid = { ...VALID.contact(), phone: "12345" };
    const withTrap = await postForm(server, { ...invalid, website: "http://spam.example" });
    const withoutTrap = await postForm(server, invalid);
    expect(withoutTrap.status).toBe(422);
    expect(withTrap.status).toBe(422);
    expect(await withTrap.json()).toEqual(await withoutTrap.json());
    const nativeWithTrap = await postForm(server, { ...invalid, "bot-field": "x" }, { kind: "native" });
    const nativeWithout = await postForm(server, invalid, { kind: "native" });
    expect(nativeWithTrap.status).toBe(422);
    expect(await nativeWithTrap.text()).toBe(await nativeWithout.text());
  });

  it("from another site: 403, by Origin or by Sec-Fetch-Site", async () => {
    const byOrigin = VALID.enquiry();
    expect((await postForm(server, byOrigin, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    const bySite = VALID.enquiry();
    expect((await postForm(server, bySite, { kind: "native", headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect(storedWith(byOrigin.email)).toHaveLength(0);
    expect(storedWith(bySite.email)).toHaveLength(0);
  });

  it("a file attached: refused", async () => {
    const fields = VALID["suburb-request"]();
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("attachment", new Blob(["hello"]), "hello.txt");
    const response = await postForm(server, {}, { body });
    expect(response.status).toBe(415);
    expect(storedWith(fields.email)).toHaveLength(0);
  });
});

describe("stored data", () => {
  it("page_path is kept only when it is a path on this site, at most 300 characters, encoded once", async () => {
    const cases: [string, string | null][] = [
      ["/services/home-loans", "/services/home-loans"],
      ["//evil.example/phish", null],
      ["/\\evil.example", null],
      ["/caf%25C3%25A9", null],
      [`/${"a".repeat(300)}`, null],
    ];
    for (const [posted, expected] of cases) {
      const fields = { ...VALID.enquiry(), page_path: posted };
      const response = await postForm(server, fields);
      expect(response.status, posted).toBe(200);
      expect(storedWith(fields.email)[0]?.page_path, posted).toBe(expected);
    }
  });

  it("a Referer path longer than 300 characters is not stored", async () => {
    const fields = VALID["suburb-request"]();
    const response = await postForm(server, fields, { kind: "native", headers: { Referer: `${server.origin}/${"b".repeat(400)}` } });
    expect(response.status).toBe(303);
    expect(storedWith(fields.email)[0]?.page_path).toBeNull();
  });

  it("control characters are stripped; free text keeps its line breaks and tabs", async () => {
    const fields = { ...VALID.contact(), firstName: "Ada\u001b[2J\u0007", message: "Line one\r\n\tline two\u001b]0;title\u0007" };
    expect((await postForm(server, fields)).status).toBe(200);
    const lead = storedWith(fields.email)[0];
    expect(lead?.fields.firstName).toBe("Ada[2J");
    expect(lead?.fields.message).toBe("Line one\n\tline two]0;title");
  });

  it("the 422 page names fields by their labels and speaks in the form's words, not the validator's", async () => {
    const fields = { ...VALID["suburb-request"](), requested_suburb: "", name: "N".repeat(150) };
    const response = await postForm(server, fields, { kind: "native" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<span class="field">Suburb</span>: Please enter the suburb you would like a report on');
    expect(html).not.toContain("requested_suburb");
    const json = await postForm(server, { ...VALID.enquiry(), name: "N".repeat(150) });
    expect(await json.json()).toMatchObject({ errors: [{ field: "name", message: "Name must be at most 100 characters" }] });
  });
});

describe("other methods", () => {
  it("405 answers say which methods are allowed", async () => {
    const put = await fetch(`${server.url}/`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    const deleteFaq = await fetch(`${server.url}/faq`, { method: "DELETE" });
    expect(deleteFaq.status).toBe(405);
    expect(deleteFaq.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the request log", () => {
  it("holds no form values, addresses or emails", async () => {
    expect((await postForm(server, VALID.contact())).status).toBe(200);
    expect((await postForm(server, { ...VALID.contact(), phone: "0412" })).status).toBe(422);
    await expect.poll(() => server.output()).toContain('"outcome":"stored"');
    const log = server.output();
    // The phone as posted ("0412 345 678", and the invalid "0412"), in quotes: a bare 0412 turns up
    // by chance inside a millisecond timestamp.
    expect(log).not.toMatch(/@example\.com|127\.0\.0\.1"|Lovelace|0412 345 678|"0412"/);
  });
});

describe("pages and health", () => {
  it("/healthz reports the database", async () => {
    // The first check is a real write; on a busy machine it may miss the health deadline once.
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true, database: "ok" });
  });

  it("every page carries the security headers, and its CSP allows exactly its own inline scripts by hash", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    // sha256 of the fixture's inline script body `window.__fixture = "home";`
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update('window.__fixture = "home";').digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("a retried post (the same submission key)", () => {
  const key = () => `${process.pid}${String(++counter).padStart(8, "0")}`.padEnd(32, "0");

  for (const kind of ["scripted", "native"] as const)
    it(`${kind}: stored once and answered exactly as the first; another key is another lead`, async () => {
      const fields = { ...VALID.enquiry(), submission_key: key() };
      const first = await postForm(server, fields, { kind });
      const again = await postForm(server, fields, { kind });
      expect(first.status).toBe(kind === "scripted" ? 200 : 303);
      expect(again.status).toBe(first.status);
      expect(again.headers.get("location")).toBe(first.headers.get("location"));
      expect(await again.text()).toBe(await first.text());
      expect(storedWith(fields.email)).toHaveLength(1);
      // The key is the post's, not the visitor's: it is not among the lead's fields.
      expect(storedWith(fields.email)[0]?.fields).not.toHaveProperty("submission_key");

      expect((await postForm(server, { ...fields, submission_key: key() }, { kind })).status).toBe(first.status);
      expect(storedWith(fields.email)).toHaveLength(2);
    });

  it("two copies arriving together are stored once, and both are told it was received", async () => {
    const fields = { ...VALID["suburb-request"](), submission_key: key() };
    const answers = await Promise.all([postForm(server, fields), postForm(server, fields), postForm(server, fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(storedWith(fields.email)).toHaveLength(1);
  });

  it("the same key with different answers (the form sent again after a change) is a new lead", async () => {
    const fields = { ...VALID.contact(), submission_key: key() };
    expect((await postForm(server, fields)).status).toBe(200);
    expect((await postForm(server, { ...fields, message: "A second question" })).status).toBe(200);
    expect(storedWith(fields.email).map((lead) => lead.fields.message)).toEqual([fields.message, "A second question"]);
  });
});

describe("fields named like the methods every object has", () => {
  it("are unknown fields like any other: dropped, and the post accepted", async () => {
    const fields = VALID["suburb-request"]();
    const body = new URLSearchParams(Object.entries(fields));
    for (const name of ["constructor", "toString", "hasOwnProperty", "valueOf", "__proto__", "isPrototypeOf"]) body.append(name, "x");
    const response = await postForm(server, {}, { body });
    expect(await response.json()).toEqual({ ok: true });
    const [lead] = storedWith(fields.email);
    expect(Object.keys(lead?.fields ?? {}).sort()).toEqual(["email", "name", "phone", "requested_suburb"]);
  });

  it("an invalid post with them is told what to fix in the form's words, natively too", async () => {
    const body = new URLSearchParams(Object.entries(VALID["suburb-request"]()));
    body.delete("name");
    for (const name of ["constructor", "toString", "__proto__"]) body.append(name, "x");
    const scripted = await postForm(server, {}, { body });
    expect(await scripted.json()).toEqual({ ok: false, errors: [{ field: "name", message: "Please enter your name" }] });
    const native = await postForm(server, {}, { kind: "native", body });
    expect(native.status).toBe(422);
    const html = await native.text();
    expect(html).toContain('<span class="field">Name</span>: Please enter your name');
    expect(html).not.toContain("native code");
  });
});

describe("declared character sets", () => {
  const encoded = (fields: Record<string, string>, byte: string) =>
    Object.entries(fields)
      .map(([name, value]) => `${name}=${encodeURIComponent(value).replace("%C3%A9", byte)}`)
      .join("&");

  for (const charset of ["windows-1252", "ISO-8859-1", "latin1"])
    it(`a form sent in ${charset} is read in it: é stays é`, async () => {
      const fields = { ...VALID["suburb-request"](), name: "Renée", requested_suburb: "Bexley Nörth" };
      const body = encoded(fields, "%E9").replace("%C3%B6", "%F6");
      const response = await postForm(server, {}, { body, headers: { "Content-Type": `application/x-www-form-urlencoded; charset=${charset}` } });
      expect(response.status).toBe(200);
      expect(storedWith(fields.email)[0]?.fields).toMatchObject({ name: "Renée", requested_suburb: "Bexley Nörth" });
    });

  it("UTF-8, however it is named, is read as before", async () => {
    for (const charset of ["UTF-8", '"utf-8"', "utf8"]) {
      const fields = { ...VALID["suburb-request"](), name: "Renée" };
      const response = await postForm(
        server,
        {},
        { body: encoded(fields, "%C3%A9"), headers: { "Content-Type": `application/x-www-form-urlencoded;charset=${charset}` } },
      );
      expect(response.status, charset).toBe(200);
      expect(storedWith(fields.email)[0]?.fields.name, charset).toBe("Renée");
    }
  });

  it("a character set the server cannot read is refused with 415 saying so, never stored as \uFFFD", async () => {
    const fields = { ...VALID["suburb-request"](), name: "Renée" };
    const response = await postForm(
      server,
      {},
      { body: encoded(fields, "%E9"), headers: { "Content-Type": "application/x-www-form-urlencoded; charset=x-klingon" } },
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/x-klingon.*UTF-8/);
    expect(storedWith(fields.email)).toHaveLength(0);
  });

  it("bytes that are not text in the declared character set are refused, not replaced", async () => {
    const fields = { ...VALID["suburb-request"](), name: "Renée" };
    const response = await postForm(
      server,
      {},
      { body: encoded(fields, "%82%A0%FF"), headers: { "Content-Type": "application/x-www-form-urlencoded; charset=shift_jis" } },
    );
    expect(response.status).toBe(400);
    expect(storedWith(fields.email)).toHaveLength(0);
  });
});

describe("addresses", () => {
  it("the not-found page is not a page of the site at any of its addresses", async () => {
    for (const address of ["/404", "/404/", "/404/index.html"]) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toContain("<h1>");
    }
  });

  it("a page answers at its canonical address; the other form is sent there with a 301, query kept", async () => {
    const cases = [
      { canonical: "/resources/suburb-reports/sample/", other: "/resources/suburb-reports/sample" },
      { canonical: "/faq", other: "/faq/" },
    ];
    for (const { canonical, other } of cases) {
      const page = await fetch(`${server.url}${canonical}`, { redirect: "manual" });
      expect(page.status, canonical).toBe(200);
      const moved = await fetch(`${server.url}${other}?utm_source=google&x=1`, { redirect: "manual" });
      expect(moved.status, other).toBe(301);
      expect(moved.headers.get("location"), other).toBe(`${canonical}?utm_source=google&x=1`);
      const head = await fetch(`${server.url}${other}`, { method: "HEAD", redirect: "manual" });
      expect(head.status, other).toBe(301);
      expect(head.headers.get("location"), other).toBe(canonical);
    }
  });
});
