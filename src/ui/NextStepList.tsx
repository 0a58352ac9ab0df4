/** What happens once a form is sent, as numbered steps: under the form, and again on its thank-you page. */
export function NextStepList({ steps, className }: { steps: readonly string[]; className?: string }) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3 text-slate-700">
          <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white">
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
