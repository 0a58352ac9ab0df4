import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Table } from "./Table.tsx";

const columns = [{ label: "Treatment" }, { label: "Price", numeric: true }, { label: "Length" }];

describe("Table", () => {
  it("is a real table with a caption, column headers and a row header per row", () => {
    const doc = render(
      <Table
        type="table"
        id="prices"
        heading="Prices"
        caption="Treatments by price"
        columns={columns}
        rows={[
          ["First visit", "$95", "45 minutes"],
          ["Follow-up visit", "$80", "30 minutes"],
        ]}
        note="Indicative."
      />,
    );
    expect(doc.querySelector("section")?.id).toBe("prices");
    expect(doc.querySelector("table > caption")?.textContent).toBe("Treatments by price");
    expect([...doc.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual(["Treatment", "Price", "Length"]);
    expect([...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(["First visit", "Follow-up visit"]);
    const firstRow = [...doc.querySelectorAll("tbody tr:first-child td")];
    // The labels are what a phone shows beside each value once rows stack into cards.
    expect(firstRow.map((td) => [td.getAttribute("data-label"), td.textContent])).toEqual([
      ["Price", "$95"],
      ["Length", "45 minutes"],
    ]);
    expect(doc.body.textContent).toContain("Indicative.");
  });

  it("stops with a message naming the table and row when a row has the wrong number of cells", () => {
    expect(() => render(<Table type="table" caption="Treatments by price" columns={columns} rows={[["First visit", "$95"]]} />)).toThrow(
      'table "Treatments by price": row 1 ("First visit") has 2 cells but the table has 3 columns',
    );
  });
});
