/** The contact form's security question: the sum of two numbers, each 1 to 10 (the SPEC's). */
export interface Question {
  a: number;
  b: number;
}

/** A new question never repeats the last one. */
export function randomQuestion(previous?: Question | null, random: () => number = Math.random): Question {
  for (;;) {
    const question = { a: 1 + Math.floor(random() * 10), b: 1 + Math.floor(random() * 10) };
    if (!previous || question.a !== previous.a || question.b !== previous.b) return question;
  }
}

/** Solved only by the exact sum written as digits; anything else, "abc" included, is wrong. */
export function isSolved(question: Question | null, answer: string): boolean {
  const text = answer.trim();
  return question !== null && /^\d+$/.test(text) && Number(text) === question.a + question.b;
}

/** What the check says, by state: the page's script shows one at a time (security-check.ts). */
export const SECURITY_MESSAGES = {
  wrong: "Incorrect answer. Please try again.",
  missing: "Answer this sum to send your message. It tells us you're a person, not a spam robot.",
} as const;
