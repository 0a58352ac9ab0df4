import { useId } from "react";
import type { HeroGoals } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { useSite } from "../../site/site-context.tsx";
import { linkAttributes } from "../../ui/ActionLink.tsx";
import { Icon } from "../../ui/Icon.tsx";

/**
 * The banner's "what brings you here" tiles: a visitor who knows their goal picks a path on the
 * first screen instead of scrolling for it. Two to a row on a phone, each tile an icon beside a
 * short label so the set fits under the buttons; one row across from 1280 px, where each label
 * still fits on one line.
 */
export function GoalChooser({ heading, options, className }: HeroGoals & { className?: string }) {
  const site = useSite();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={className}>
      <p id={headingId} className="text-sm font-semibold text-slate-200">
        {heading}
      </p>
      <ul className={cn("mt-2.5 grid grid-cols-2 gap-2 sm:mt-3 sm:gap-3", options.length > 2 && "xl:grid-cols-4")}>
        {options.map((option) => (
          <li key={option.label} className="flex">
            <a
              {...linkAttributes(option.to, site, "hero-goals")}
              className="group flex min-h-12 w-full items-center gap-2.5 rounded-xl bg-white/10 px-3 py-2 text-sm leading-snug font-semibold text-white ring-1 ring-white/20 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 sm:min-h-14 sm:gap-3 sm:px-4 sm:text-base xl:gap-2 xl:px-3.5"
            >
              <Icon name={option.icon} className="size-5 shrink-0 text-accent-300" />
              <span className="min-w-0 flex-1">{option.label}</span>
              <span aria-hidden="true" className="hidden text-accent-300 transition-transform group-hover:translate-x-0.5 sm:inline">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
