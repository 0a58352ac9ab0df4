import { describe, expect, it } from "vitest";
import { render } from "../../../tests/render.tsx";
import { isSolved, randomQuestion, SecurityCheck } from "./SecurityCheck.tsx";

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
  const props = { id: "q", answer: "", onAnswer: () => {}, onRefresh: () => {} };

  it("asks the question with a label, a refresh control and a status line", () => {
    const doc = render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} />);
    expect(doc.querySelector('label[for="q"]')?.textContent).toBe("What is 3 + 5?");
    expect(doc.querySelector("button[aria-label='New security question']")).not.toBeNull();
    expect(doc.querySelector("#q")?.getAttribute("aria-describedby")).toBe("q__status");
  });

  it("turns green with Verified for the right answer and red for a wrong one", () => {
    const right = render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} answer="8" />);
    expect(right.querySelector("#q__status")?.textContent).toBe(" Verified");
    expect(right.querySelector("#q")?.className).toContain("border-green-700");
    const wrong = render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} answer="abc" />);
    expect(wrong.querySelector("#q__status")?.textContent).toBe("Incorrect answer. Please try again.");
    expect(wrong.querySelector("#q")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("says beside the question that it is needed once Send was pressed with it unanswered, and not before", () => {
    const before = render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} />);
    expect(before.querySelector("#q__status")?.textContent).toBe("");
    expect(before.querySelector("#q")?.getAttribute("aria-invalid")).toBeNull();
    const pressed = render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} asked />);
    expect(pressed.querySelector("#q__status")?.textContent).toMatch(/^Answer this sum to send your message/);
    expect(pressed.querySelector("#q")?.getAttribute("aria-invalid")).toBe("true");
    expect(render(<SecurityCheck {...props} question={{ a: 3, b: 5 }} answer="8" asked />).querySelector("#q__status")?.textContent).toBe(" Verified");
  });

  it("shows a placeholder and a note for browsers without JavaScript until a question is picked", () => {
    const doc = render(<SecurityCheck {...props} question={null} />);
    expect(doc.querySelector("input")).toBeNull();
    expect(doc.querySelector(".needs-js")).not.toBeNull();
  });
});
