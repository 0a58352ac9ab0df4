import { useId } from "react";
import type { ArticleHeaderBlock } from "../../generated/content-types.ts";
import { formatDate } from "../../lib/dates.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";

export function ArticleHeader({ id, category, heading, summary, author, datePublished, dateModified, readingMinutes, actions }: ArticleHeaderBlock) {
  const headingId = useId();
  const updated = dateModified && dateModified !== datePublished ? dateModified : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-16 text-white sm:px-6 lg:py-20">
      <div className="mx-auto max-w-6xl">
        {category && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{category}</p>}
        <h1 id={headingId} className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        {summary && <p className="mt-6 max-w-3xl text-lg text-slate-200 sm:text-xl">{summary}</p>}
        <p className="mt-8 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-200" data-testid="article-meta">
          <span>By {author.name}</span>
          <span aria-hidden="true">·</span>
          <span>
            Published <time dateTime={datePublished}>{formatDate(datePublished)}</time>
          </span>
          {updated && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                Updated <time dateTime={updated}>{formatDate(updated)}</time>
              </span>
            </>
          )}
          {readingMinutes && (
            <>
              <span aria-hidden="true">·</span>
              <span>{readingMinutes} min read</span>
            </>
          )}
        </p>
        {actions && actions.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-4">
            {actions.map((action) => (
              <ActionLink key={action.label} {...action} placement="article-header" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
