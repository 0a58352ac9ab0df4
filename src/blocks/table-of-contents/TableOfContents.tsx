import { useId } from "react";
import type { TableOfContentsBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";

/** An article's contents; BlockList sets it beside the article's text on a wide screen. */
export function TableOfContents({ id, heading, items }: TableOfContentsBlock) {
  const headingId = useId();
  return (
    <nav id={id} aria-labelledby={headingId} className="lg:scroll-mt-24 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-700/15">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-brand-700 marker:font-semibold">
        {items.map((item) => (
          <li key={item.to}>
            <ActionLink {...item} variant="link" className="justify-start text-left text-base font-medium" />
          </li>
        ))}
      </ol>
    </nav>
  );
}
