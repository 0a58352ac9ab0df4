/**
 * The inbox's filter as the address carries it (?form=&status=&from=&to=&campaign=&q=&page=), read
 * into the store's terms. A value that makes no sense is dropped with a message in the office's
 * words, and the rest of the filter still applies.
 */
import { addDays, officeDayStart } from "../../lib/dates.ts";
import { isLeadStatus, type InboxFilter } from "../../storage/lead-inbox.ts";

export interface FilterForm {
  form: string;
  status: string;
  from: string;
  to: string;
  campaign: string;
  q: string;
}

export interface ReadFilter {
  form: FilterForm;
  filter: InboxFilter;
  page: number;
  problems: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function readFilter(query: (name: string) => string | undefined): ReadFilter {
  const value = (name: string, max = 100) => (query(name) ?? "").trim().slice(0, max);
  const form: FilterForm = { form: value("form"), status: value("status"), from: value("from"), to: value("to"), campaign: value("campaign"), q: value("q") };
  const problems: string[] = [];
  const filter: InboxFilter = {};
  if (form.form) filter.form = form.form;
  if (form.status) {
    if (isLeadStatus(form.status)) filter.status = form.status;
    else problems.push(`There is no status called "${form.status}"; showing every status but spam.`);
  }
  if (form.from) {
    if (isDay(form.from)) filter.receivedFrom = officeDayStart(form.from);
    else problems.push(`"From" must be a date; "${form.from}" is not one, so it is left out.`);
  }
  if (form.to) {
    // "To 5 March" includes the whole of 5 March.
    if (isDay(form.to)) filter.receivedBefore = officeDayStart(addDays(form.to, 1));
    else problems.push(`"To" must be a date; "${form.to}" is not one, so it is left out.`);
  }
  if (form.campaign) filter.campaign = form.campaign;
  if (form.q) filter.search = form.q;
  const pageNumber = Number(value("page", 6) || "1");
  return { form, filter, page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1, problems };
}

/** The address of the inbox with this filter (and page), for links that keep it. */
export function filterHref(base: string, form: FilterForm, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (value) params.set(name, value);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
