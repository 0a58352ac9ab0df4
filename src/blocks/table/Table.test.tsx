import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { Table } from "./Table.tsx";

const columns = [{ label: "Suburb" }, { label: "Median price", numeric: true }, { label: "Type" }];

describe("Table", () => {
  it("is a real table with a caption, column headers and a row header per row", () => {
    const doc = render(
      <Table
        type="table"
        id="suburbs"
        heading="Suburbs"
        caption="Suburbs by price"
        columns={columns}
        rows={[
          ["Liverpool", "~$900,000", "House"],
          ["Blacktown", "~$550,000", "Unit"],
        ]}
        note="Indicative."
      />,
    );
    expect(doc.querySelector("section")?.id).toBe("suburbs");
    expect(doc.querySelector("table > caption")?.textContent).toBe("Suburbs by price");
    expect([...doc.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual(["Suburb", "Median price", "Type"]);
    expect([...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(["Liverpool", "Blacktown"]);
    const firstRow = [...doc.querySelectorAll("tbody tr:first-child td")];
    // The labels are what a phone shows beside each value once rows stack into cards.
    expect(firstRow.map((td) => [td.getAttribute("data-label"), td.textContent])).toEqual([
      ["Median price", "~$900,000"],
      ["Type", "House"],
    ]);
    expect(doc.body.textContent).toContain("Indicative.");
  });

  it("stops with a message naming the table and row when a row has the wrong number of cells", () => {
    expect(() => render(<Table type="table" caption="Suburbs by price" columns={columns} rows={[["Liverpool", "~$900,000"]]} />)).toThrow(
      'table "Suburbs by price": row 1 ("Liverpool") has 2 cells but the table has 3 columns',
    );
  });
});
