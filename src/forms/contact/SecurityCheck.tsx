import Check from "lucide-react/icons/check";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { cn } from "../../lib/cn.ts";
import { errorStyles, fieldStyles, labelStyles } from "../theme/styles.ts";

export interface Question {
  a: number;
  b: number;
}

/** The sum of two random numbers, each 1 to 10; a new question never repeats the last one. */
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

interface SecurityCheckProps {
  id: string;
  /** Null until the page has hydrated: the question is picked in the browser only. */
  question: Question | null;
  answer: string;
  onAnswer: (answer: string) => void;
  onRefresh: () => void;
  /** True once the visitor has pressed Send: an unanswered question then says it is needed. */
  asked?: boolean;
}

export function SecurityCheck({ id, question, answer, onAnswer, onRefresh, asked = false }: SecurityCheckProps) {
  const solved = isSolved(question, answer);
  const wrong = answer.trim() !== "" && !solved;
  const missing = asked && answer.trim() === "";
  const statusId = `${id}__status`;
  return (
    <fieldset className="rounded-xl border border-slate-300 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Security check</legend>
      {question ? (
        <>
          <label htmlFor={id} className={labelStyles}>
            What is {question.a} + {question.b}?
          </label>
          <div className="flex items-center gap-3">
            <input
              id={id}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={answer}
              onChange={(event) => onAnswer(event.target.value)}
              aria-invalid={wrong || missing || undefined}
              aria-describedby={statusId}
              className={cn(fieldStyles({ state: solved ? "valid" : wrong || missing ? "invalid" : "idle" }), "w-28")}
            />
            <button
              type="button"
              onClick={onRefresh}
              aria-label="New security question"
              title="New question"
              className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-300 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              <RefreshCw aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p
            id={statusId}
            role="status"
            className={cn("min-h-5", solved ? "mt-1.5 flex items-center gap-1 text-sm font-semibold text-green-800" : errorStyles)}
          >
            {solved ? (
              <>
                <Check aria-hidden="true" className="size-4" /> Verified
              </>
            ) : wrong ? (
              "Incorrect answer. Please try again."
            ) : missing ? (
              "Answer this sum to send your message. It tells us you're a person, not a spam robot."
            ) : null}
          </p>
        </>
      ) : (
        <>
          <div aria-hidden="true" className="needs-js h-[4.75rem] animate-pulse rounded-lg bg-slate-200/70" />
          <noscript>
            <p className="text-sm text-slate-700">The security question needs JavaScript, which is off in your browser. You can still send your message.</p>
          </noscript>
        </>
      )}
    </fieldset>
  );
}
