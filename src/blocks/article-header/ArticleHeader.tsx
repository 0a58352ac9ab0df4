import { useId } from "react";
import type { ArticleHeaderBlock } from "../../generated/content-types.ts";
import { formatDate } from "../../lib/dates.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

export function ArticleHeader({ id, category, heading, summary, author, datePublished, dateModified, readingMinutes, actions }: ArticleHeaderBlock) {
  const headingId = useId();
  const updated = dateModified && dateModified !== datePublished ? dateModified : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="lg:scroll-mt-24 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-10 text-white sm:px-6 sm:py-12 lg:py-14"
    >
      {/* Centred on a wide screen, so the title is not a text column beside an empty half. */}
      <div className="mx-auto max-w-6xl lg:text-center">
        {category && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{keepHyphenatedWords(category)}</p>}
        <h1 id={headingId} className="mt-3 max-w-4xl text-3xl lg:mx-auto font-bold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
          {keepHyphenatedWords(heading)}
        </h1>
        {summary && <p className="mt-4 max-w-3xl text-lg text-slate-200 lg:mx-auto">{summary}</p>}
        {/* On a phone the items wrap with no dot, so no line starts or ends with one. */}
        <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-200 max-sm:gap-x-4 lg:justify-center" data-testid="article-meta">
          <span>By {author.name}</span>
          <span aria-hidden="true" className="max-sm:hidden">
            ·
          </span>
          <span>
            Published <time dateTime={datePublished}>{formatDate(datePublished)}</time>
          </span>
          {updated && (
            <>
              <span aria-hidden="true" className="max-sm:hidden">
                ·
              </span>
              <span>
                Updated <time dateTime={updated}>{formatDate(updated)}</time>
              </span>
            </>
          )}
          {readingMinutes && (
            <>
              <span aria-hidden="true" className="max-sm:hidden">
                ·
              </span>
              <span>{readingMinutes} min read</span>
            </>
          )}
        </p>
        <ActionRow actions={actions} placement="article-header" className="mt-6 lg:justify-center" />
      </div>
    </section>
  );
}
