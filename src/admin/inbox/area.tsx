/**
 * The lead inbox, an area of the back office for owners and the leads role: the list, one lead,
 * its follow-up (status, notes, follow-up date), deleting, the CSV export and the list's refresh.
 * Every view of a lead, every export and every deletion is a line in the activity log.
 */
import type { Context } from "hono";
import { officeToday } from "../../lib/dates.ts";
import { isLeadStatus, type LeadInbox } from "../../storage/lead-inbox.ts";
import { WorkQueueFull } from "../../lib/work-queue.ts";
import type { AdminKit } from "../admin-app.tsx";
import { viewerOf, type AdminEnv } from "../guard.tsx";
import { INBOX_REFRESH_JS } from "./assets.ts";
import { exportLeads, exportQueue } from "./export.ts";
import { readFilter } from "./filter.ts";
import { DeletePage, InboxPage, INBOX_PATH, LeadPage, personName } from "./views.tsx";
import { KERNEL_STATUS_WORDS, StatusWordsContext, type StatusWords } from "./status-words.ts";
import { OwnFormInboxContext, OwnFormTitlesContext, type OwnFormInbox, type OwnFormTitles } from "./words.ts";
import { MessagePage, officeTime } from "../views.tsx";

export const PAGE_SIZE = 50;
const NOTE_MAX = 2000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * `words` are the statuses' words as the site now says them (site.json `leadStatuses`, see
 * status-words.ts); `ownTitles` the field titles of the site's own forms and `ownInbox` how their
 * schemas ask the inbox to show their leads (words.ts).
 */
export function inboxArea(inbox: LeadInbox, words: () => StatusWords = () => KERNEL_STATUS_WORDS, ownTitles: OwnFormTitles = {}, ownInbox: OwnFormInbox = {}) {
  return (outer: AdminKit) => {
    // Every page of the inbox is drawn with the site's words for the statuses and its own forms' fields.
    const kit: AdminKit = {
      ...outer,
      page: (c, element, status) =>
        outer.page(
          c,
          <StatusWordsContext value={words()}>
            <OwnFormTitlesContext value={ownTitles}>
              <OwnFormInboxContext value={ownInbox}>{element}</OwnFormInboxContext>
            </OwnFormTitlesContext>
          </StatusWordsContext>,
          status,
        ),
    };
    const actorOf = (c: Context<AdminEnv>) => c.get("live").person.email;
    const viewer = async (c: Context<AdminEnv>) => ({
      ...viewerOf(c.get("live")),
      counts: { [INBOX_PATH]: (await inbox.page({}, { limit: 0, offset: 0, today: officeToday(kit.now()) })).unread },
    });
    const leadId = (c: Context) => {
      const raw = c.req.param("id") ?? "";
      return /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
    };
    const missing = async (c: Context<AdminEnv>) =>
      kit.page(
        c,
        <MessagePage
          viewer={await viewer(c)}
          title="No such lead"
          text="It may have been deleted. The activity log says who deleted a lead and when."
          link={{ href: INBOX_PATH, label: "All leads" }}
        />,
        404,
      );

    kit.route("GET", "/leads", async (c) => {
      const now = kit.now();
      const today = officeToday(now);
      const read = readFilter((name) => c.req.query(name));
      const [result, choices] = await Promise.all([inbox.page(read.filter, { limit: PAGE_SIZE, offset: (read.page - 1) * PAGE_SIZE, today }), inbox.choices()]);
      await kit.audit(c, actorOf(c), "leads listed", `${result.leads.length} shown${c.req.url.includes("?") ? ` for ${new URL(c.req.url).search}` : ""}`);
      const view = { ...viewerOf(c.get("live")), counts: { [INBOX_PATH]: result.unread } };
      return kit.page(
        c,
        <InboxPage
          viewer={view}
          leads={result.leads}
          total={result.total}
          unread={result.unread}
          page={read.page}
          pages={Math.max(1, Math.ceil(result.total / PAGE_SIZE))}
          form={read.form}
          choices={choices}
          problems={read.problems}
          now={now}
          today={today}
          newest={result.newest}
        />,
      );
    });

    // What the open list asks every few seconds: no lead's details, so nothing to log.
    kit.route("GET", "/leads/latest", async (c) => {
      const { newest, unread } = await inbox.page({}, { limit: 0, offset: 0, today: "0000-00-00" });
      return c.json({ newest, unread });
    });

    kit.route("GET", "/leads/refresh.js", (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      return c.body(INBOX_REFRESH_JS);
    });

    // Streamed a page of leads at a time (export.ts), one export at a time; more are refused at once.
    kit.route("GET", "/leads/export.csv", async (c) => {
      const read = readFilter((name) => c.req.query(name));
      let release: () => void;
      try {
        release = await exportQueue.place();
      } catch (error) {
        if (!(error instanceof WorkQueueFull)) throw error;
        c.header("Retry-After", String(error.retryAfterSeconds));
        return kit.page(c, <MessagePage viewer={await viewer(c)} title="Busy" text={error.message} link={{ href: INBOX_PATH, label: "All leads" }} />, 503);
      }
      let leads: Awaited<ReturnType<typeof exportLeads>>;
      try {
        leads = await exportLeads(inbox, read.filter, release, { statusWords: words(), ownTitles, ownInbox });
        await kit.audit(c, actorOf(c), "leads exported", `${leads.count} lead(s) as CSV${c.req.url.includes("?") ? ` for ${new URL(c.req.url).search}` : ""}`);
      } catch (error) {
        release();
        throw error;
      }
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="leads-${officeToday(kit.now())}.csv"`);
      return c.body(leads.body);
    });

    const showLead = async (c: Context<AdminEnv>, extra: { error?: string; notice?: string } = {}, status: 200 | 404 | 422 = 200) => {
      const id = leadId(c);
      const found = id === undefined ? undefined : await inbox.lead(id);
      if (!found) return missing(c);
      return kit.page(c, <LeadPage viewer={await viewer(c)} lead={found.lead} events={found.events} now={kit.now()} {...extra} />, status);
    };

    kit.route("GET", "/leads/:id", async (c) => {
      const id = leadId(c);
      if (id === undefined) return missing(c);
      await inbox.markViewed(id, actorOf(c), kit.now().toISOString());
      const found = await inbox.lead(id);
      if (!found) return missing(c);
      await kit.audit(c, actorOf(c), "lead viewed", `lead ${id} (${personName(found.lead.fields)})`);
      const notice = { saved: "Saved.", note: "Note added." }[c.req.query("done") ?? ""];
      return kit.page(c, <LeadPage viewer={await viewer(c)} lead={found.lead} events={found.events} now={kit.now()} notice={notice} />);
    });

    const back = (c: Context, id: number, done: "saved" | "note") => c.redirect(`${INBOX_PATH}/${id}?done=${done}`, 303);

    kit.route("POST", "/leads/:id/status", async (c) => {
      const id = leadId(c);
      if (id === undefined) return missing(c);
      const body = await c.req.parseBody();
      const from = text(body.from, 20);
      const to = text(body.to, 20);
      if (!isLeadStatus(from) || !isLeadStatus(to)) return showLead(c, { error: "Choose one of the statuses in the list." }, 422);
      if (from === to) return showLead(c, { error: `The lead is already ${words()[to]}. Choose another status, or add a note below.` }, 422);
      const outcome = await inbox.changeStatus(id, { from, to, note: text(body.note, NOTE_MAX), actor: actorOf(c), at: kit.now().toISOString() });
      if (!outcome.ok && outcome.reason === "missing") return missing(c);
      if (!outcome.ok && outcome.reason === "conflict")
        return showLead(
          c,
          {
            error: `Not saved: ${outcome.by ?? "someone"} changed this lead to ${words()[outcome.current]}${outcome.at ? ` at ${officeTime(outcome.at)}` : ""} while you had it open. Look at the timeline, then choose again.${text(body.note, NOTE_MAX).trim() ? " Your note was not saved either; here it is to copy: " + text(body.note, NOTE_MAX).trim() : ""}`,
          },
          422,
        );
      await kit.audit(c, actorOf(c), "lead status changed", `lead ${id}: ${words()[from]} → ${words()[to]}`);
      return back(c, id, "saved");
    });

    kit.route("POST", "/leads/:id/note", async (c) => {
      const id = leadId(c);
      if (id === undefined) return missing(c);
      const note = text((await c.req.parseBody()).note, NOTE_MAX).trim();
      if (!note) return showLead(c, { error: "Write the note first: it was empty." }, 422);
      if (!(await inbox.addNote(id, note, actorOf(c), kit.now().toISOString()))) return missing(c);
      return back(c, id, "note");
    });

    kit.route("POST", "/leads/:id/follow-up", async (c) => {
      const id = leadId(c);
      if (id === undefined) return missing(c);
      const body = await c.req.parseBody();
      const day = body.clear === "1" ? null : text(body.day, 10);
      if (day !== null && !(DAY.test(day) && !Number.isNaN(Date.parse(day))))
        return showLead(c, { error: "Choose a day for the follow-up, or press Clear it." }, 422);
      if (!(await inbox.setFollowUp(id, day, actorOf(c), kit.now().toISOString()))) return missing(c);
      return back(c, id, "saved");
    });

    kit.route("GET", "/leads/:id/delete", async (c) => {
      const id = leadId(c);
      const found = id === undefined ? undefined : await inbox.lead(id);
      if (!found) return missing(c);
      return kit.page(c, <DeletePage viewer={await viewer(c)} lead={found.lead} />);
    });

    kit.route("POST", "/leads/:id/delete", async (c) => {
      const id = leadId(c);
      const found = id === undefined ? undefined : await inbox.lead(id);
      if (id === undefined || !found || !(await inbox.remove(id))) return missing(c);
      await kit.audit(
        c,
        actorOf(c),
        "lead deleted",
        `lead ${id} (${personName(found.lead.fields)}, ${found.lead.form_name} form, received ${found.lead.received_at})`,
      );
      return c.redirect(`${INBOX_PATH}?deleted=1`, 303);
    });
  };
}
