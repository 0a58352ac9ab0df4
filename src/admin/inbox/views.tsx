/**
 * The lead inbox's pages: the list (works at phone width: each lead a card with call and email
 * buttons) and one lead with everything it was sent with, its follow-up forms and its timeline.
 * Visitors' words are only ever text here (React escapes them), never markup.
 */
import { mailtoHref } from "../../lib/mailto.ts";
import type { ReactNode } from "react";
import { formLabel, fieldLabel, ownFormSummary, SUMMARY_LENGTH, useOwnFormInbox, useOwnFormTitles, type OwnFormInbox, type OwnFormTitles } from "./words.ts";
import { shortDate } from "../../lib/dates.ts";
import { LEAD_STATUSES, type InboxLead, type LeadEvent, type LeadStatus } from "../../storage/lead-inbox.ts";
import { Alert, Layout, officeTime, officeZone, Token, type Viewer } from "../views.tsx";
import { asChoices, FilterChoice, Filters } from "../filters.tsx";
import { filterHref, type FilterForm } from "./filter.ts";
import { useStatusWords, type StatusWords } from "./status-words.ts";

export const INBOX_PATH = "/admin/leads";

export { formLabel, fieldLabel } from "./words.ts";

export const personName = (fields: Record<string, string>) =>
  fields.name?.trim() || `${fields.firstName ?? ""} ${fields.lastName ?? ""}`.trim() || "(no name given)";
const phoneOf = (fields: Record<string, string>) => fields.phone?.trim() || fields.mobile?.trim() || "";
const dialled = (phone: string) => phone.replace(/[^\d+]/g, "");

/** "12 min ago", "3 h ago", "4 days ago" — how staff think of a lead's age. */
export function age(receivedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(receivedAt)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/**
 * What the lead is about, in one line: a calculator's figures, a site form's own summary (its
 * schema's "inbox", words.ts), the time to call back or the start of a message.
 */
function about(lead: InboxLead, titles: OwnFormTitles, inbox: OwnFormInbox): string {
  const f = lead.fields;
  if (f.calculator_summary) return f.calculator_summary;
  const own = titles[lead.form_name];
  if (own) return ownFormSummary(f, own, inbox[lead.form_name]);
  if (f.best_time) return `Call back: ${f.best_time}`;
  return f.message?.slice(0, SUMMARY_LENGTH) ?? "";
}

const dueOn = (lead: InboxLead, today: string) => lead.follow_up_on !== null && lead.follow_up_on <= today;

function ContactButtons({ fields }: { fields: Record<string, string> }) {
  const phone = phoneOf(fields);
  return (
    <span className="contact">
      {phone && (
        <a className="button" href={`tel:${dialled(phone)}`}>
          Call {phone}
        </a>
      )}
      {fields.email && (
        <a className="button quiet" href={mailtoHref(fields.email)}>
          Email {fields.email}
        </a>
      )}
    </span>
  );
}

export interface InboxView {
  viewer: Viewer;
  leads: InboxLead[];
  total: number;
  unread: number;
  page: number;
  pages: number;
  form: FilterForm;
  choices: { forms: string[]; campaigns: string[] };
  problems: string[];
  now: Date;
  today: string;
  /** The newest lead's id, for the list's own refresh. */
  newest: number;
}

export const inboxTitle = (unread: number) => (unread > 0 ? `Leads (${unread} unread)` : "Leads");

function FilterPanel({ form, choices }: Pick<InboxView, "form" | "choices">) {
  const words = useStatusWords();
  const inbox = useOwnFormInbox();
  const narrowed = Boolean(form.status || form.form || form.campaign || form.from || form.to);
  // The search stays in view; the other filters fold away so a phone shows the leads first.
  return (
    <form method="get" action={INBOX_PATH} className="panel" role="search">
      <div className="search-row">
        <div>
          <label htmlFor="q">Search</label>
          <input id="q" name="q" type="search" defaultValue={form.q} placeholder="Name, email or phone" />
        </div>
        <button className="button" type="submit">
          Show
        </button>
      </div>
      <Filters what="status, form, campaign or date" narrowed={narrowed} from={form.from} to={form.to} clearHref={INBOX_PATH}>
        <FilterChoice
          name="status"
          label="Status"
          value={form.status}
          everything="All but spam"
          choices={LEAD_STATUSES.map((status) => ({ value: status, label: words[status] }))}
        />
        <FilterChoice
          name="form"
          label="Form"
          value={form.form}
          everything="Every form"
          choices={choices.forms.map((name) => ({ value: name, label: formLabel(name, inbox) }))}
        />
        <FilterChoice name="campaign" label="Campaign" value={form.campaign} everything="Any campaign" choices={asChoices(choices.campaigns)} />
      </Filters>
    </form>
  );
}

export function LeadCard({ lead, now, today }: { lead: InboxLead; now: Date; today: string }) {
  const words = useStatusWords();
  const inbox = useOwnFormInbox();
  const titles = useOwnFormTitles();
  const unread = lead.first_viewed_at === null && lead.status !== "spam";
  return (
    <li className={`lead${unread ? " unread" : ""}`}>
      <div className="lead-head">
        <a className="lead-name" href={`${INBOX_PATH}/${lead.id}`}>
          {personName(lead.fields)}
        </a>
        {unread && <span className="tag new">Unread</span>}
        <span className={`tag status-${lead.status}`}>{words[lead.status]}</span>
        {dueOn(lead, today) && (
          <span className="tag due">Follow up {lead.follow_up_on === today ? "today" : `since ${shortDate(lead.follow_up_on ?? "")}`}</span>
        )}
        <span className="muted lead-age" title={officeTime(lead.received_at)}>
          {age(lead.received_at, now)}
        </span>
      </div>
      <p className="lead-about">{about(lead, titles, inbox)}</p>
      <ContactButtons fields={lead.fields} />
      <p className="muted lead-origin">
        {formLabel(lead.form_name, inbox)} form{lead.page_path ? ` on ${lead.page_path}` : ""}
        {lead.fields.utm_campaign ? ` · campaign ${lead.fields.utm_campaign}` : ""}
      </p>
    </li>
  );
}

export function InboxPage(view: InboxView) {
  const { viewer, leads, total, unread, page, pages, form, problems, now, today, newest } = view;
  return (
    <Layout title={inboxTitle(unread)} viewer={viewer} current={INBOX_PATH}>
      <div className="inbox-head">
        <h1>Leads</h1>
        <a className="button quiet" href={filterHref(`${INBOX_PATH}/export.csv`, form)}>
          Download these as CSV
        </a>
      </div>
      <FilterPanel form={form} choices={view.choices} />
      {problems.map((problem) => (
        <Alert key={problem} kind="error">
          {problem}
        </Alert>
      ))}
      <section id="inbox-list" data-newest={newest} data-unread={unread} aria-live="polite">
        <p className="muted">
          {total === 0 ? "No leads match." : `${total} lead${total === 1 ? "" : "s"}${pages > 1 ? `, page ${page} of ${pages}` : ""}`}
          {unread > 0 ? ` · ${unread} unread in the inbox` : ""}
        </p>
        <ul className="leads">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} now={now} today={today} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className="pager" aria-label="Pages">
            {page > 1 && <a href={filterHref(INBOX_PATH, form, page - 1)}>Newer</a>}
            {page < pages && <a href={filterHref(INBOX_PATH, form, page + 1)}>Older</a>}
          </nav>
        )}
      </section>
      <script src={`${INBOX_PATH}/refresh.js`} defer />
    </Layout>
  );
}

/** "Repayments: $600,000 at 6.1% over 30 years → $3,636 a month" laid out as what went in and what came out. */
function CalculatorSummary({ text }: { text: string }) {
  const [calculator, rest = ""] = text.includes(": ") ? [text.slice(0, text.indexOf(": ")), text.slice(text.indexOf(": ") + 2)] : ["Calculator", text];
  const [entered = "", shown = ""] = rest.split(" → ");
  return (
    <dl className="fields">
      <dt>Calculator</dt>
      <dd>{calculator}</dd>
      <dt>What they entered</dt>
      <dd>{entered}</dd>
      {shown && (
        <>
          <dt>What it showed them</dt>
          <dd>{shown}</dd>
        </>
      )}
    </dl>
  );
}

const EVENT_WORDS: Record<LeadEvent["kind"], (e: LeadEvent, words: StatusWords) => string> = {
  flagged: (e) => `Put in Spam: ${e.detail}`,
  viewed: (e) => `Opened by ${e.actor}`,
  status: (e, words) =>
    `${e.actor} changed the status: ${e.detail
      .split(" → ")
      .map((s) => words[s as LeadStatus] ?? s)
      .join(" → ")}`,
  note: (e) => `Note by ${e.actor}`,
  "follow-up": (e) =>
    e.detail
      ? `${e.actor} set a follow-up for ${/^\d{4}-\d{2}-\d{2}$/.test(e.detail) ? shortDate(e.detail) : e.detail}`
      : `${e.actor} cleared the follow-up date`,
};

const ORIGIN_FIELDS = new Set(["utm_source", "utm_medium", "utm_campaign", "calculator_summary", "source"]);

export interface LeadView {
  viewer: Viewer;
  lead: InboxLead;
  events: LeadEvent[];
  now: Date;
  error?: string;
  notice?: string;
}

export function LeadPage({ viewer, lead, events, now, error, notice }: LeadView) {
  const words = useStatusWords();
  const ownTitles = useOwnFormTitles();
  const inbox = useOwnFormInbox();
  const fields = Object.entries(lead.fields).filter(([name, value]) => !ORIGIN_FIELDS.has(name) && value !== "");
  const timeline: { at: string; text: string; note?: string }[] = [
    { at: lead.received_at, text: `Received from the ${formLabel(lead.form_name, inbox)} form` },
    ...(lead.notified_at ? [{ at: lead.notified_at, text: "The office was notified" }] : []),
    ...events.map((e) => ({ at: e.at, text: EVENT_WORDS[e.kind](e, words), ...(e.kind === "note" ? { note: e.detail } : {}) })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const action = `${INBOX_PATH}/${lead.id}`;
  return (
    <Layout title={personName(lead.fields)} viewer={viewer} current={INBOX_PATH}>
      <p>
        <a href={INBOX_PATH}>← All leads</a>
      </p>
      <div className="lead-title">
        <h1>{personName(lead.fields)}</h1>
        <span className={`tag status-${lead.status}`}>{words[lead.status]}</span>
      </div>
      <Alert kind="error">{error}</Alert>
      <Alert kind="ok">{notice}</Alert>
      <ContactButtons fields={lead.fields} />
      <div className="lead-grid">
        <section className="panel">
          <h2>What they sent</h2>
          <dl className="fields">
            {fields.map(([name, value]) => (
              <Field key={name} label={fieldLabel(lead.form_name, name, ownTitles)} value={value} />
            ))}
          </dl>
          {lead.fields.calculator_summary && (
            <>
              <h2>Their calculator figures</h2>
              <CalculatorSummary text={lead.fields.calculator_summary} />
            </>
          )}
          <h2>Where it came from</h2>
          <dl className="fields">
            <Field label="Form" value={formLabel(lead.form_name, inbox)} />
            <Field label="Page" value={lead.page_path ?? "not known"} />
            <Field label="Received" value={`${officeTime(lead.received_at)} (${age(lead.received_at, now)})`} />
            {lead.fields.utm_campaign && <Field label="Campaign" value={lead.fields.utm_campaign} />}
            {lead.fields.utm_source && (
              <Field label="Source" value={`${lead.fields.utm_source}${lead.fields.utm_medium ? ` / ${lead.fields.utm_medium}` : ""}`} />
            )}
          </dl>
        </section>
        <section>
          <form method="post" action={`${action}/status`} className="panel">
            <h2>Status</h2>
            <Token value={viewer.formToken} />
            <input type="hidden" name="from" value={lead.status} />
            <label htmlFor="to">Move to</label>
            <select id="to" name="to" defaultValue={lead.status === "new" ? "contacted" : lead.status}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {words[status]}
                </option>
              ))}
            </select>
            <label htmlFor="status-note">Note (what happened)</label>
            <textarea id="status-note" name="note" rows={3} maxLength={2000} />
            <button className="button" type="submit">
              Save status
            </button>
          </form>
          <form method="post" action={`${action}/follow-up`} className="panel">
            <h2>Follow up</h2>
            <Token value={viewer.formToken} />
            <label htmlFor="follow-up">On this day the lead comes back to the top of the list</label>
            <input id="follow-up" name="day" type="date" defaultValue={lead.follow_up_on ?? ""} />
            <div className="row">
              <button className="button" type="submit">
                Set follow-up
              </button>
              {lead.follow_up_on && (
                <button className="button quiet" type="submit" name="clear" value="1">
                  Clear it
                </button>
              )}
            </div>
          </form>
          <form method="post" action={`${action}/note`} className="panel">
            <h2>Add a note</h2>
            <Token value={viewer.formToken} />
            <label htmlFor="note">Note</label>
            <textarea id="note" name="note" rows={3} maxLength={2000} required />
            <button className="button" type="submit">
              Add note
            </button>
          </form>
        </section>
      </div>
      <section className="panel">
        <h2>Timeline {officeZone()}</h2>
        <ol className="timeline">
          {timeline.map((entry, i) => (
            <li key={i}>
              <span className="muted">{officeTime(entry.at, { zone: false })}</span> {entry.text}
              {entry.note && <blockquote>{entry.note}</blockquote>}
            </li>
          ))}
        </ol>
      </section>
      <p>
        <a className="button danger" href={`${action}/delete`}>
          Delete this lead…
        </a>
      </p>
    </Layout>
  );
}

const Field = ({ label, value }: { label: string; value: string }): ReactNode => (
  <>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </>
);

export function DeletePage({ viewer, lead }: { viewer: Viewer; lead: InboxLead }) {
  return (
    <Layout title="Delete a lead" viewer={viewer} current={INBOX_PATH} narrow>
      <h1>Delete {personName(lead.fields)}'s lead?</h1>
      <p>
        It is gone for good, with its notes and timeline; the activity log keeps a line saying who deleted it. To keep it out of the way instead, set its status
        to Lost or Spam.
      </p>
      <form method="post" action={`${INBOX_PATH}/${lead.id}/delete`} className="row">
        <Token value={viewer.formToken} />
        <button className="button danger" type="submit">
          Delete it
        </button>
        <a href={`${INBOX_PATH}/${lead.id}`}>Keep it</a>
      </form>
    </Layout>
  );
}
