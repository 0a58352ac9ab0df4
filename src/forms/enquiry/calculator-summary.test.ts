import { describe, expect, it, vi } from "vitest";
import { submissionForms } from "../../generated/form-validators/index.ts";
import { schemaErrors } from "../validate-submission.ts";
import { SUMMARY_MAX_LENGTH } from "./calculator-summary.ts";
import schema from "../../../schemas/forms/enquiry.schema.json";

describe("calculator_summary on the enquiry form", () => {
  const enquiry = { "form-name": "enquiry", email: "ann@example.com" };

  it("is optional, and the server takes it like any field", () => {
    expect(schemaErrors(submissionForms.enquiry, enquiry).errors).toEqual([]);
    const withSummary = schemaErrors(submissionForms.enquiry, { ...enquiry, calculator_summary: " Equity: usable equity $105,000 " });
    expect(withSummary).toEqual({ data: { ...enquiry, calculator_summary: "Equity: usable equity $105,000" }, errors: [] });
  });

  it("is refused over its maximum length, with a message", () => {
    expect(schemaErrors(submissionForms.enquiry, { ...enquiry, calculator_summary: "x".repeat(301) }).errors).toEqual([
      { field: "calculator_summary", message: "The calculator summary must be at most 300 characters" },
    ]);
  });

  // Each test starts from a page just loaded: the summary is the module's state, one per page.
  const freshPage = async () => {
    vi.resetModules();
    return import("./calculator-summary.ts");
  };

  it("is not attached while the calculator shows the figures the page opened with", async () => {
    const { publishCalculatorSummary, attachedCalculatorSummary } = await freshPage();
    publishCalculatorSummary("Equity: $105,000");
    expect(attachedCalculatorSummary()).toBeUndefined();
  });

  it("is attached as soon as the visitor has used the calculator, without pressing its button, as the form's notice promises", async () => {
    const { publishCalculatorSummary, attachedCalculatorSummary } = await freshPage();
    publishCalculatorSummary("Equity: $105,000");
    publishCalculatorSummary("Equity: $120,000");
    expect(attachedCalculatorSummary()).toBe("Equity: $120,000");
    publishCalculatorSummary("y".repeat(400));
    expect(attachedCalculatorSummary()).toBe("y".repeat(SUMMARY_MAX_LENGTH));
  });

  it("declined, stays declined as the figures change, until the visitor asks to talk to a broker about them", async () => {
    const { publishCalculatorSummary, attachedCalculatorSummary, attachCalculatorSummary, detachCalculatorSummary } = await freshPage();
    expect(schema.properties.calculator_summary.maxLength).toBe(SUMMARY_MAX_LENGTH);
    publishCalculatorSummary("Equity: $105,000");
    attachCalculatorSummary();
    expect(attachedCalculatorSummary()).toBe("Equity: $105,000");
    detachCalculatorSummary();
    publishCalculatorSummary("Equity: $0");
    expect(attachedCalculatorSummary()).toBeUndefined();
    attachCalculatorSummary();
    expect(attachedCalculatorSummary()).toBe("Equity: $0");
  });
});
