import { formatProblem, type Problem } from "../content/problems.ts";

/**
 * What the development server shows on every page while pages.config/ has problems: the same
 * lines `npm run validate` prints, so an author can fix the file, save and reload.
 */
export function ContentProblems({ problems }: { problems: Problem[] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16" data-testid="content-problems" aria-labelledby="content-problems-heading">
      <h1 id="content-problems-heading" className="text-3xl font-bold text-brand-900">
        The content has {problems.length} problem{problems.length === 1 ? "" : "s"}
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Fix each line below in the file it names (line and column follow the file name), save, and reload this page. Nothing is published until the list is
        empty.
      </p>
      <ol className="mt-8 space-y-3">
        {problems.map((problem, i) => (
          <li key={i} className="rounded border border-red-300 bg-red-50 p-3 font-mono text-sm break-words whitespace-pre-wrap text-red-950">
            {formatProblem(problem)}
          </li>
        ))}
      </ol>
    </section>
  );
}
