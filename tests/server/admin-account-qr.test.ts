/**
 * Your account offers the second factor as a QR code beside its key (issue 50 item 7): drawn on
 * this server as inline SVG (the secret never goes to a picture host), encoding the very set-up
 * link the page shows, and gone once the second factor is on.
 */
import QRCode from "qrcode";
import { afterAll, describe, expect, it } from "vitest";
import { totpCode } from "../../src/admin/totp.ts";
import { openSqliteLeadStore } from "../../src/server/open-lead-store.ts";
import { adminHarness, Browser, PASSWORD, signedInAs } from "./admin-client.ts";
import { SQLITE_WORKER, tempDir } from "./server-process.ts";

const dir = tempDir();
const store = await openSqliteLeadStore(`${dir.dir}/leads.sqlite`, { worker: SQLITE_WORKER });
afterAll(async () => (await store.close(), dir.remove()));
const h = adminHarness(store);

async function signedIn(email: string): Promise<Browser> {
  const browser = await signedInAs(h, email, "editor");
  return browser;
}

const qrOf = (html: string) => /<div class="qr" role="img" aria-label="([^"]+)">(<svg[^]*?<\/svg>)\s*<\/div>/.exec(html);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("the second factor's QR code", () => {
  it("is shown beside the key, as SVG made on the server from the set-up link on the page", async () => {
    const html = (await (await signedIn("qr@example.com")).get("/admin/account")).html;
    const qr = qrOf(html);
    expect(qr, "an SVG QR code with a text alternative").not.toBeNull();
    expect(qr?.[1]).toMatch(/authenticator app/);
    const uri = decode(/<code class="code">(otpauth:\/\/[^<]+)<\/code>/.exec(html)?.[1] ?? "");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    // The same link drawn by the library on its own: the code scans to what the page offers to paste.
    const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect(paths(qr?.[2] ?? "")).toEqual(paths(await QRCode.toString(uri, { type: "svg", margin: 4, errorCorrectionLevel: "M" })));
    // Nothing fetched from elsewhere: no image address, no script, no style attribute for the CSP to refuse.
    expect(qr?.[2]).not.toMatch(/<image|href=|<script|style=/);
  });

  it("is gone once the second factor is on", async () => {
    const browser = await signedIn("qr-on@example.com");
    const html = (await browser.get("/admin/account")).html;
    const secret = /name="secret" value="([A-Z2-7]{32})"/.exec(html)?.[1] ?? "";
    const on = await browser.post("/admin/account/totp", { secret, current: PASSWORD, code: totpCode(secret, h.clock.now) });
    expect(on.html).toContain("Your second factor is on");
    expect(qrOf(on.html)).toBeNull();
  });
});
