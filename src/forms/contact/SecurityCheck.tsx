import Check from "lucide-react/icons/check";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { cn } from "../../lib/cn.ts";
import { errorStyles, fieldStyles, labelStyles } from "../theme/styles.ts";

/** The answer box: a field's look in `state`, a few digits wide. */
const answerStyles = (state: "idle" | "valid" | "invalid") => cn(fieldStyles({ state }), "w-28");

/**
 * The security check as prerendered: a placeholder where the question goes, a note for browsers
 * without JavaScript (a post without it is accepted), and in a <template> the question itself,
 * which the page's script fills in, checks and renews (the question is picked in the browser only).
 */
export function SecurityCheck({ id }: { id: string }) {
  const statusId = `${id}__status`;
  return (
    <fieldset className="rounded-xl border border-slate-300 bg-slate-50 p-4" data-security-check={id}>
      <legend className="px-1 text-sm font-semibold text-slate-800">Security check</legend>
      <div aria-hidden="true" className="needs-js h-[4.75rem] animate-pulse rounded-lg bg-slate-200/70" />
      <noscript>
        <p className="text-sm text-slate-700">The security question needs JavaScript, which is off in your browser. You can still send your message.</p>
      </noscript>
      <template>
        <label htmlFor={id} className={labelStyles}>
          What is <span data-operand="a" /> + <span data-operand="b" />?
        </label>
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={statusId}
            className={answerStyles("idle")}
            // Its look in each state, for the script to switch between without a class merger of its own.
            data-idle={answerStyles("idle")}
            data-valid={answerStyles("valid")}
            data-invalid={answerStyles("invalid")}
          />
          <button
            type="button"
            aria-label="New security question"
            title="New question"
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 ring-1 ring-slate-300 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <RefreshCw aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={statusId} role="status" className={cn("min-h-5", errorStyles)}>
          <span data-verified className="flex items-center gap-1 font-semibold text-green-800">
            <Check aria-hidden="true" className="size-4" /> Verified
          </span>
          <span data-message />
        </p>
      </template>
    </fieldset>
  );
}
