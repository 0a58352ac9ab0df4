/**
 * The filters of a back-office list (Activity, Leads), inside the list's GET form: folded away
 * until one is set, so a phone shows the list first, and always ending in a date range, Show and
 * Clear.
 */
import type { ReactNode } from "react";

/**
 * `what`: what the list can be filtered by, as the fold's summary says it ("person, action or
 * date"). `narrowed`: whether any filter is set (the fold opens and says so). `clearHref`: the list
 * with no filter. `children`: the list's own filters, before the dates.
 */
export function Filters({
  what,
  narrowed,
  from,
  to,
  clearHref,
  children,
}: {
  what: string;
  narrowed: boolean;
  from: string;
  to: string;
  clearHref: string;
  children: ReactNode;
}) {
  return (
    <details open={narrowed}>
      <summary>
        Filter by {what}
        {narrowed ? " (on)" : ""}
      </summary>
      <div className="filters">
        {children}
        <div>
          <label htmlFor="from">From</label>
          <input id="from" name="from" type="date" defaultValue={from} />
        </div>
        <div>
          <label htmlFor="to">To</label>
          <input id="to" name="to" type="date" defaultValue={to} />
        </div>
        <div className="filter-actions">
          <button className="button" type="submit">
            Show
          </button>
          <a href={clearHref}>Clear</a>
        </div>
      </div>
    </details>
  );
}

/** A filter of one choice; `everything` is the first option, the one that filters nothing. */
export function FilterChoice({
  name,
  label,
  value,
  everything,
  choices,
}: {
  name: string;
  label: string;
  value: string;
  everything: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value}>
        <option value="">{everything}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Choices whose value is also what staff read (an email, a campaign's name). */
export const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
