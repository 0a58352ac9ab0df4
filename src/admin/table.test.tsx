/**
 * The back office's tables read the same way on every page: on a phone each cell says the heading
 * of its column (the card has no header row), and a column of buttons has a heading for screen
 * readers only. Checked on the pages' own HTML, each cell against the heading above it.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PublishSummary } from "../storage/publish-log.ts";
import { HistoryPage, PublishPage } from "./publish/views.tsx";
import { Table } from "./table.tsx";
import { AuditPage, PeoplePage } from "./views.tsx";

const viewer = { person: { email: "owner@example.com", role: "owner" as const }, formToken: "token" };
const at = "2026-11-26T05:05:00.000Z";
const publish: PublishSummary = {
  id: 1,
  at,
  actor: "editor@example.com",
  note: "New rate",
  restoredFrom: null,
  restoreKind: null,
  paths: ["pages.config/facts/rates.json"],
};

const PAGES = {
  People: (
    <PeoplePage
      viewer={viewer}
      people={[
        { id: 1, email: "owner@example.com", role: "owner", created_at: at, has_password: true, has_totp: true, locked: false },
        { id: 2, email: "editor@example.com", role: "editor", created_at: at, has_password: true, has_totp: false, locked: true },
      ]}
    />
  ),
  Activity: (
    <AuditPage
      viewer={viewer}
      entries={[{ id: 1, at, actor: "owner@example.com", action: "Sign-in", detail: null, address: "203.0.113.5", count: 1 }]}
      filters={{ person: "", action: "", from: "", to: "" }}
      choices={{ people: [], actions: [] }}
      paged={false}
    />
  ),
  Publish: (
    <PublishPage
      viewer={viewer}
      pending={[
        {
          draft: { path: "pages.config/facts/rates.json", text: "{}", author: "owner@example.com", updatedAt: at },
          changes: { fields: [{ field: "Example rate", before: "6.1%", after: "5.9%" }] },
        },
      ]}
      progress={{ state: "idle" }}
    />
  ),
  History: <HistoryPage viewer={viewer} publishes={[publish]} />,
};

function tablesOf(page: keyof typeof PAGES): HTMLTableElement[] {
  // A template's content is inert: the page's stylesheet link is not fetched.
  const template = document.createElement("template");
  template.innerHTML = renderToStaticMarkup(PAGES[page]);
  return [...template.content.querySelectorAll("table")];
}

/** Each header cell's words, by its column, as a sighted reader or a screen reader gets them. */
const headings = (table: HTMLTableElement) => [...table.querySelectorAll(":scope > thead th")].map((th) => th.textContent?.trim() ?? "");
const bodyRows = (table: HTMLTableElement) => [...table.querySelectorAll(":scope > tbody > tr")];

describe("the back office's tables", () => {
  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])("%s: a cell a phone labels is labelled with its own column's heading", (page) => {
    const tables = tablesOf(page);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const words = headings(table);
      expect(bodyRows(table).length).toBeGreaterThan(0);
      for (const row of bodyRows(table)) {
        const cells = [...row.children];
        expect(cells).toHaveLength(words.length);
        cells.forEach((cell, column) => {
          const label = cell.getAttribute("data-label");
          if (label !== null) expect(label).toBe(words[column]);
        });
      }
    }
  });

  it.each(["People", "History"] as const)("%s: the column of buttons has a heading for screen readers only, as every such column does", (page) => {
    const [table] = tablesOf(page);
    const last = [...table!.querySelectorAll(":scope > thead th")].at(-1)!;
    expect(last.textContent?.trim()).not.toBe("");
    expect(last.querySelector(".visually-hidden")?.textContent).toBe(last.textContent);
    // Its cells are buttons and links that say what they do: no label before them on a phone.
    for (const row of bodyRows(table!)) expect(row.lastElementChild?.hasAttribute("data-label")).toBe(false);
  });

  it("refuses a row with more or fewer cells than columns, which would put cells under the wrong heading", () => {
    const columns = [{ heading: "Who" }, { heading: "What" }];
    expect(() => renderToStaticMarkup(<Table columns={columns} rows={[{ key: 1, cells: ["Ann"] }]} />)).toThrow(
      /"Who" table's row 1 has 1 cells for 2 columns/,
    );
  });
});
