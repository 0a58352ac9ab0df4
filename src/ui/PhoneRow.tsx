import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * A list that a phone shows as one row the visitor swipes through (when `row` is set), rather than
 * one item under another: it scrolls sideways inside the page, snapping to each item, the next one
 * peeking in so the visitor sees there is more; it takes keyboard focus so it can be scrolled
 * without a touch screen. It is positioned, so that text kept for screen readers only (positioned
 * absolutely) is clipped with the row instead of widening the page. From a small tablet up it is
 * laid out as `className` says. Each item takes phoneRowItem.
 */
export function PhoneRow({
  as: List = "ul",
  row,
  label,
  className,
  children,
}: {
  as?: "ul" | "ol";
  row: boolean | undefined;
  label: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <List
      tabIndex={row ? 0 : undefined}
      aria-label={row ? label : undefined}
      className={cn(
        className,
        row &&
          "relative max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:flex-nowrap max-sm:justify-start max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:gap-4 max-sm:px-4 max-sm:pb-2",
      )}
    >
      {children}
    </List>
  );
}

/** An item of a PhoneRow: most of the screen's width, so the next one peeks in. */
export const phoneRowItem = (row: boolean | undefined) => (row ? "max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start" : undefined);
