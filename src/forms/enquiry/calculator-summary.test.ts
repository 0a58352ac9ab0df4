import { describe, expect, it } from "vitest";
import { submissionForms } from "../../generated/form-validators/index.ts";
import { schemaErrors } from "../validate-submission.ts";
import {
  attachCalculatorSummary,
  attachedCalculatorSummary,
  detachCalculatorSummary,
  publishCalculatorSummary,
  SUMMARY_MAX_LENGTH,
} from "./calculator-summary.ts";
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

  it("is attached only when asked, follows the calculator while attached, and is cut to the schema's length", () => {
    expect(schema.properties.calculator_summary.maxLength).toBe(SUMMARY_MAX_LENGTH);
    publishCalculatorSummary("Equity: $105,000");
    expect(attachedCalculatorSummary()).toBeUndefined();
    attachCalculatorSummary();
    expect(attachedCalculatorSummary()).toBe("Equity: $105,000");
    publishCalculatorSummary("y".repeat(400));
    expect(attachedCalculatorSummary()).toBe("y".repeat(300));
    detachCalculatorSummary();
    publishCalculatorSummary("Equity: $0");
    expect(attachedCalculatorSummary()).toBeUndefined();
  });
});
