/**
 * The back office names a problem's field as the form labels it, never by the validator's path.
 * Expectations are the words on the form: the schemas' labels as the editor shows them.
 */
import { describe, expect, it } from "vitest";
import { fieldName } from "../../src/editor/client/field-names.ts";
import { editorSchemas } from "../../src/editor/server/schemas.ts";

describe("a problem's field in staff words", () => {
  it("names a suburb report's list item and field as the form does, and a whole-file problem not at all", async () => {
    const { suburb } = await editorSchemas();
    const forms = { schema: suburb };
    expect(fieldName("reasons[0].title", forms)).toBe("Suburb reason 1 › Title");
    expect(fieldName("faqs[5].answer", forms)).toBe("FAQ item 6 › Answer");
    expect(fieldName("snapshot.medianRentPerWeek", forms)).toBe("Snapshot › Median rent per week");
    expect(fieldName("(whole file)", forms)).toBe("");
    for (const path of ["reasons[0].title", "faqs[5].answer", "snapshot.medianRentPerWeek"]) expect(fieldName(path, forms)).not.toMatch(/[[\].]|\bjson\b/);
  });
});
