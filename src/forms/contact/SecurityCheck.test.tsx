import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { installSecurityCheck } from "./security-check.ts";
import { isSolved, randomQuestion } from "./security-question.ts";
import { SecurityCheck } from "./SecurityCheck.tsx";

describe("security question", () => {
  it("adds two numbers from 1 to 10", () => {
    for (let i = 0; i < 200; i++) {
      const { a, b } = randomQuestion();
      for (const n of [a, b]) expect(n >= 1 && n <= 10 && Number.isInteger(n)).toBe(true);
    }
    expect(randomQuestion(null, () => 0)).toEqual({ a: 1, b: 1 });
    expect(randomQuestion(null, () => 0.999)).toEqual({ a: 10, b: 10 });
  });

  it("never asks the same question twice in a row", () => {
    const values = [0, 0, 0, 0, 0.5, 0.5];
    expect(randomQuestion({ a: 1, b: 1 }, () => values.shift() ?? 0.5)).toEqual({ a: 6, b: 6 });
  });

  it("is solved only by the exact sum in digits", () => {
    const question = { a: 4, b: 7 };
    expect(isSolved(question, "11")).toBe(true);
    expect(isSolved(question, " 11 ")).toBe(true);
    for (const answer of ["", "12", "abc", "11.0", "1 1", "eleven"]) expect(isSolved(question, answer), answer).toBe(false);
    expect(isSolved(null, "11")).toBe(false);
  });
});

describe("SecurityCheck", () => {
  /** The prerendered check with the page's script on it, as a visitor meets it. */
  function installed() {
    const doc = render(<SecurityCheck id="q" />);
    const fieldset = doc.querySelector("fieldset")!;
    let changes = 0;
    const control = installSecurityCheck(fieldset, () => (changes += 1))!;
    const input = () => doc.querySelector<HTMLInputElement>("#q")!;
    const status = () => doc.querySelector("#q__status")!.textContent?.trim();
    // The sum as the label asks it, read off the page.
    const sum = () => {
      const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(doc.querySelector('label[for="q"]')?.textContent ?? "") ?? [];
      return Number(a) + Number(b);
    };
    const type = (value: string) => {
      input().value = value;
      input().dispatchEvent(new Event("input", { bubbles: true }));
    };
    return { doc, control, input, status, sum, type, changes: () => changes };
  }

  it("prerenders a placeholder and a note for browsers without JavaScript, no question", () => {
    const doc = render(<SecurityCheck id="q" />);
    expect(doc.querySelector("fieldset > input")).toBeNull();
    expect(doc.querySelector(".needs-js")).not.toBeNull();
    expect(doc.querySelector("noscript")?.innerHTML).toContain("The security question needs JavaScript");
  });

  it("asks the question with a label, a refresh control and a status line once the script runs", () => {
    const { doc, input, sum } = installed();
    expect(doc.querySelector(".needs-js")).toBeNull();
    expect(sum()).toBeGreaterThanOrEqual(2);
    expect(sum()).toBeLessThanOrEqual(20);
    expect(doc.querySelector("button[aria-label='New security question']")).not.toBeNull();
    expect(input().getAttribute("aria-describedby")).toBe("q__status");
  });

  it("turns green with Verified for the right answer and red for a wrong one", () => {
    const { control, input, status, sum, type } = installed();
    type(String(sum()));
    expect(status()).toBe("Verified");
    expect(input().className).toContain("border-green-700");
    expect(control.solved()).toBe(true);
    type("abc");
    expect(status()).toBe("Incorrect answer. Please try again.");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    expect(input().className).toContain("border-red-700");
    expect(control.solved()).toBe(false);
  });

  it("says beside the question that it is needed once Send was pressed with it unanswered, and not before", () => {
    const { control, input, status, sum, type } = installed();
    expect(status()).toBe("");
    expect(input().getAttribute("aria-invalid")).toBeNull();
    control.ask();
    expect(status()).toMatch(/^Answer this sum to send your message/);
    expect(input().getAttribute("aria-invalid")).toBe("true");
    type(String(sum()));
    expect(status()).toBe("Verified");
  });

  it("a new question is unanswered, and the form hears each change", () => {
    const { control, input, status, sum, type, changes } = installed();
    type(String(sum()));
    const before = changes();
    control.renew();
    expect(input().value).toBe("");
    expect(status()).toBe("");
    expect(control.solved()).toBe(false);
    expect(changes()).toBeGreaterThan(before);
  });
});
