import { useId } from "react";
import type { TableOfContentsBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";

export function TableOfContents({ id, heading, items }: TableOfContentsBlock) {
  const headingId = useId();
  return (
    <nav id={id} aria-labelledby={headingId} className="scroll-mt-24 px-4 pt-12 sm:px-6 lg:pt-16">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-3xl rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-700/15 sm:p-8">
          <h2 id={headingId} className="text-xl font-semibold text-brand-900">{heading}</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-brand-700 marker:font-semibold">
            {items.map((item) => (
              <li key={item.to}>
                <ActionLink {...item} variant="link" className="justify-start text-left text-base font-medium" />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </nav>
  );
}
