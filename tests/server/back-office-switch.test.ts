/**
 * The back office is on or off per deployment (BACK_OFFICE, docs/deploying.md): off, /admin and
 * everything below it is the site's not-found page, while the site and its forms are served as
 * before; on (or unset), the sign-in page is there.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../src/server/config.ts";
import { cleanedAfterEach } from "./server-process.ts";

const servers = cleanedAfterEach();

describe("the back office, on or off per deployment", () => {
  it("BACK_OFFICE=0: /admin and its pages are not found, and the site is served", async () => {
    const server = await servers.start({ BACK_OFFICE: "0" });
    for (const address of ["/admin", "/admin/sign-in", "/admin/leads", "/admin/content/"]) {
      const answer = await fetch(`${server.origin}${address}`, { redirect: "manual" });
      expect(answer.status, address).toBe(404);
      expect(await answer.text(), address).not.toContain('name="password"');
    }
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
  });

  it("unset, as before: the sign-in page is there", async () => {
    const server = await servers.start();
    const answer = await fetch(`${server.origin}/admin/sign-in`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('name="password"');
  });

  it("a value other than 0 or 1, or a second factor asked of a back office that is off, is one plain message each", () => {
    const problems = (env: Record<string, string>) => {
      try {
        readConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ BACK_OFFICE: "off" })).toEqual([expect.stringMatching(/^BACK_OFFICE must be 1 .* or 0 .*, not "off"\.$/)]);
    expect(problems({ BACK_OFFICE: "0", ADMIN_REQUIRE_2FA: "1" })).toEqual([expect.stringMatching(/BACK_OFFICE=0 turns the back office off/)]);
    expect(readConfig({ BACK_OFFICE: "0" }).backOffice).toBe(false);
    expect(readConfig({}).backOffice).toBe(true);
  });
});
