import { useId, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

interface SectionProps {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: "plain" | "muted";
  className?: string;
  children: ReactNode;
}

/** A page section: anchor, h2 heading named as the section's label, intro, and a centred column. */
export function Section({ id, heading, intro, tone = "plain", className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cn(
        "scroll-mt-24 px-4 py-16 sm:px-6 lg:py-20",
        tone === "muted" && "bg-slate-50",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        {heading && (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
        )}
        {intro && <p className="mt-4 max-w-3xl text-lg text-slate-600">{intro}</p>}
        <div className={heading || intro ? "mt-10" : undefined}>{children}</div>
      </div>
    </section>
  );
}
