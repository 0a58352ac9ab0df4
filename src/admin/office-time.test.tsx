/**
 * Every time staff see is Sydney time, daylight saving included, written the same way everywhere
 * ("26 Nov 2026, 4:05 pm (Sydney time)"), whatever zone the server or the browser runs in: the
 * history and publish pages, the activity log, the new-lead email and the editor's draft note.
 * The expected words are worked out by hand from the offsets (AEDT is UTC+11, AEST UTC+10).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadSite } from "../content/load-site.ts";
import { keepOfficeTimeIn, officeDayStart, officeToday, UNREAD_SITE_TIME_ZONE } from "../lib/dates.ts";
import { leadEmail } from "../server/lead-notifier.ts";
import type { PublishSummary } from "../storage/publish-log.ts";
import { HistoryPage, PublishPage } from "./publish/views.tsx";
import { AuditPage } from "./views.tsx";

/** 05:05 UTC in November (daylight saving) and 06:05 UTC in June (standard time): both 4:05 pm in Sydney. */
const SUMMER = { at: "2026-11-26T05:05:00.000Z", seen: "26 Nov 2026, 4:05 pm" };
const WINTER = { at: "2026-06-15T06:05:00.000Z", seen: "15 Jun 2026, 4:05 pm" };
/** 14:30 UTC on 14 June is already the 15th in Sydney: the day must be Sydney's too. */
const PAST_MIDNIGHT = { at: "2026-06-14T14:30:00.000Z", seen: "15 Jun 2026, 12:30 am" };
const ZONES = ["UTC", "America/New_York", "Australia/Perth"];
/** A lead that came in just past midnight in Sydney (mid-afternoon the day before in London). */
const LEAD = {
  id: 7,
  lead_key: "k",
  received_at: PAST_MIDNIGHT.at,
  form_name: "contact",
  page_path: "/contact",
  fields: { name: "Ann" },
  remote_network: null,
  user_agent: null,
  notified_at: null,
};

const viewer = { person: { email: "editor@example.com", role: "owner" as const }, formToken: "token" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");
const original = process.env.TZ;

/** Runs `check` with the process (server and "browser" alike) in each zone in turn. */
function inEveryZone(check: () => void) {
  for (const zone of ZONES) {
    process.env.TZ = zone;
    check();
  }
}

afterEach(() => {
  process.env.TZ = original;
  document.head.innerHTML = "";
});

/** The Activity page's first page with no filter. */
const AUDIT_UNFILTERED = { filters: { person: "", action: "", from: "", to: "" }, choices: { people: [], actions: [] }, paged: false } as const;

describe("times in the back office", () => {
  it("History and Publish show Sydney time, the column or sentence naming the zone", () =>
    inEveryZone(() => {
      const publishes: PublishSummary[] = [SUMMER, WINTER, PAST_MIDNIGHT].map(({ at }, i) => ({
        id: i + 1,
        at,
        actor: "editor@example.com",
        note: "Price update",
        restoredFrom: null,
        restoreKind: null,
        paths: ["pages.config/pages/about.json"],
      }));
      const history = text(renderToStaticMarkup(<HistoryPage viewer={viewer} publishes={publishes} />));
      expect(history).toContain("When (Sydney time)");
      for (const [i, { seen }] of [SUMMER, WINTER, PAST_MIDNIGHT].entries()) expect(history).toContain(`#${i + 1}, ${seen}`);

      const done = {
        state: "done" as const,
        by: "editor@example.com",
        paths: ["pages.config/pages/about.json"],
        startedAt: WINTER.at,
        finishedAt: WINTER.at,
        seconds: 40,
        publishId: 2,
      };
      const published = text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={[]} progress={{ ...done, finishedAt: "2026-06-15T06:07:00.000Z" }} />));
      expect(published).toContain("Published at 15 Jun 2026, 4:07 pm (Sydney time)");
      // History dates a publish by its start: the Publish page says so, so the two times do not look like a mistake.
      expect(published).toContain(`History lists it as #2, ${WINTER.seen}, when it started`);
      // An undo or a restore says what it was: the trial's staff, after an undo, could not tell it had worked.
      const undone = text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={[]} progress={{ ...done, restoredFrom: 1, restoreKind: "undo" }} />));
      expect(undone).toContain("Undid publish #1 at 15 Jun 2026");
      const restored = text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={[]} progress={{ ...done, restoredFrom: 1, restoreKind: "version" }} />));
      expect(restored).toContain("Restored the version after publish #1 at 15 Jun 2026");
      const pending = [
        { draft: { path: "pages.config/pages/about.json", text: "{}", author: "editor@example.com", updatedAt: SUMMER.at }, changes: { fields: [] } },
      ];
      const waiting = text(renderToStaticMarkup(<PublishPage viewer={viewer} pending={pending} progress={{ state: "idle" }} />));
      expect(waiting).toContain("Last changed (Sydney time)");
      expect(waiting).toContain(SUMMER.seen);
    }));

  it("the activity log shows Sydney time", () =>
    inEveryZone(() => {
      const entries = [SUMMER, WINTER].map(({ at }, i) => ({
        id: i + 1,
        at,
        actor: "owner@example.com",
        action: "signed in",
        detail: null,
        address: "127.0.0.1",
        count: 1,
      }));
      const audit = text(renderToStaticMarkup(<AuditPage viewer={viewer} entries={entries} {...AUDIT_UNFILTERED} />));
      expect(audit).toContain("When (Sydney time)");
      expect(audit).toContain(SUMMER.seen);
      expect(audit).toContain(WINTER.seen);
    }));

  it("the new-lead email says when the lead came in, in Sydney time", () =>
    inEveryZone(() => {
      expect(leadEmail(LEAD).text.split("\n")).toContain(`Received: ${PAST_MIDNIGHT.seen} (Sydney time)`);
    }));

  it("the editor says when a draft was saved in Sydney time, not the browser's", async () => {
    document.head.innerHTML = `<meta name="editor-base" content="/admin/content/"><meta name="form-token" content="t">`;
    vi.resetModules();
    const { fileNote } = await import("../editor/client/App.tsx");
    inEveryZone(() => {
      for (const { at, seen } of [SUMMER, WINTER]) {
        const note = fileNote({
          file: "pages.config/clinicians/sam-lee.json",
          kind: "entry",
          collection: "clinicians",
          data: {},
          hash: "h",
          pending: { author: "editor@example.com", updatedAt: at },
        });
        expect(note).toBe(`Draft saved by editor@example.com on ${seen} (Sydney time): not published yet`);
      }
    });
  });
});

describe("times for a site whose office is elsewhere (site.json's timeZone)", () => {
  afterEach(() => keepOfficeTimeIn(UNREAD_SITE_TIME_ZONE));
  /** London is UTC+0 in November and UTC+1 (BST) in June, worked out by hand. */
  const LONDON_SUMMER = { at: WINTER.at, seen: "15 Jun 2026, 7:05 am" };

  it("History, the activity log and the new-lead email say London time, not Sydney's", () =>
    inEveryZone(() => {
      keepOfficeTimeIn("Europe/London");
      const publishes: PublishSummary[] = [{ id: 1, at: LONDON_SUMMER.at, actor: "a@example.com", note: "", restoredFrom: null, restoreKind: null, paths: [] }];
      const history = text(renderToStaticMarkup(<HistoryPage viewer={viewer} publishes={publishes} />));
      expect(history).toContain("When (London time)");
      expect(history).toContain("Times are London time.");
      expect(history).toContain(`#1, ${LONDON_SUMMER.seen}`);
      expect(history).not.toMatch(/Sydney/);
      const entries = [{ id: 1, at: SUMMER.at, actor: "o@example.com", action: "signed in", detail: null, address: "127.0.0.1", count: 1 }];
      const audit = text(renderToStaticMarkup(<AuditPage viewer={viewer} entries={entries} {...AUDIT_UNFILTERED} />));
      expect(audit).toContain("When (London time)");
      expect(audit).toContain("26 Nov 2026, 5:05 am");
      expect(leadEmail(LEAD).text.split("\n")).toContain("Received: 14 Jun 2026, 3:30 pm (London time)");
    }));

  it("the office's day, and where it starts, are London's", () => {
    keepOfficeTimeIn("Europe/London");
    // 14:30 UTC on 14 June is the 15th in Sydney but still the 14th in London.
    expect(officeToday(new Date(PAST_MIDNIGHT.at))).toBe("2026-06-14");
    expect(officeDayStart("2026-06-15")).toBe("2026-06-14T23:00:00.000Z");
    expect(officeDayStart("2026-11-26")).toBe("2026-11-26T00:00:00.000Z");
  });

  it("the editor, told the office's zone by the back office's page, says when a draft was saved in London time", async () => {
    document.head.innerHTML = `<meta name="editor-base" content="/admin/content/"><meta name="form-token" content="t"><meta name="office-time-zone" content="Europe/London">`;
    vi.resetModules();
    const { fileNote } = await import("../editor/client/App.tsx");
    const note = fileNote({
      file: "pages.config/pages/home.json",
      kind: "page",
      data: {},
      hash: "h",
      pending: { author: "e@example.com", updatedAt: LONDON_SUMMER.at },
    });
    expect(note).toBe(`Draft saved by e@example.com on ${LONDON_SUMMER.seen} (London time): not published yet`);
  });

  it("a time zone the clocks do not know is refused at site.json's timeZone, with the fix", () => {
    const starter = path.resolve(import.meta.dirname, "../../sites/starter");
    const site = readFileSync(path.join(starter, "pages.config/site.json"), "utf8").replace(/\n}\s*$/, ',\n  "timeZone": "Europe/Exampletown"\n}\n');
    const { problems } = loadSite(starter, { overrides: { "pages.config/site.json": site } });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toContainEqual(
      expect.stringMatching(/^\/?timeZone: .*"Europe\/Exampletown".*IANA name/),
    );
    expect(() => keepOfficeTimeIn("Europe/Exampletown")).toThrow(/timeZone "Europe\/Exampletown" is not a time zone/);
  });
});
