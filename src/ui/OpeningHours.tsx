import type { SiteConfig } from "../generated/content-types.ts";
import { clockTime } from "../lib/clock-time.ts";
import { cn } from "../lib/cn.ts";

/** The office's opening hours, one run of days a line with its times at the right, and the note under them. */
export function OpeningHours({ office, className, label }: { office: SiteConfig["office"]; className?: string; label?: string }) {
  return (
    <>
      <dl aria-label={label} className={cn("space-y-1 text-slate-700", className)}>
        {office.hours.map((run) => (
          <div key={run.label} className="flex flex-wrap justify-between gap-x-4">
            <dt>{run.label}</dt>
            <dd>
              {clockTime(run.opens)} – {clockTime(run.closes)}
            </dd>
          </div>
        ))}
      </dl>
      {office.hoursNote && <p className="mt-2 text-sm text-slate-600">{office.hoursNote}</p>}
    </>
  );
}
