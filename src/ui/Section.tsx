import { useId, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { keepHyphenatedWords } from "./hyphenated.tsx";

interface SectionProps {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: "plain" | "muted";
  /**
   * A side panel: on a wide screen the heading, intro and this panel form a column beside the
   * content (which then needs no more than two thirds of the width); on a phone it follows the content.
   */
  aside?: ReactNode;
  /** The side panel before the content on a phone (it is beside it on a wide screen either way). */
  asideFirst?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page section: anchor, h2 heading named as the section's label, intro, and a centred column. */
export function Section({ id, heading, intro, tone = "plain", aside, asideFirst = false, className, children }: SectionProps) {
  const headingId = useId();
  const head = (
    <>
      {heading && (
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {keepHyphenatedWords(heading)}
        </h2>
      )}
      {intro && <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p>}
    </>
  );
  const panel = <div className="lg:sticky lg:top-24 lg:col-span-5 lg:self-start xl:col-span-4">{aside}</div>;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      // A phone's sections are spaced a little tighter, so a long page is fewer screens to scroll.
      className={cn("lg:scroll-mt-24 px-4 py-10 sm:px-6 sm:py-14 lg:py-20", tone === "muted" && "bg-slate-50", className)}
    >
      {aside ? (
        // Heading, content, panel in reading order (a phone shows them so); a wide screen sets the
        // heading and the panel in the left column, the panel staying in view while the content scrolls.
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8">
          {(heading || intro) && <div className="lg:col-span-5 xl:col-span-4">{head}</div>}
          {asideFirst && panel}
          <div className="@container min-w-0 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 xl:col-span-8 xl:col-start-5">{children}</div>
          {!asideFirst && panel}
        </div>
      ) : (
        <div className="@container mx-auto max-w-6xl">
          {head}
          <div className={heading || intro ? "mt-8 sm:mt-10" : undefined}>{children}</div>
        </div>
      )}
    </section>
  );
}
