import type { Action } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";
import { ActionLink } from "./ActionLink.tsx";

interface ActionRowProps {
  actions?: Action[];
  /** Where the row sits, e.g. "hero": a booking's utm_medium and the calendly_open event's source. */
  placement: string;
  align?: "start" | "center";
  className?: string;
}

/**
 * A block's row of buttons; renders nothing when there are none. On a phone they stand one under
 * another at one width: wrapped at their own widths they made ragged stacks and one-over-two pyramids.
 */
export function ActionRow({ actions, placement, align = "start", className }: ActionRowProps) {
  if (!actions || actions.length === 0) return null;
  return (
    <div
      data-action-row=""
      className={cn("flex flex-wrap items-center gap-4 max-sm:flex-col max-sm:items-stretch", align === "center" && "justify-center", className)}
    >
      {actions.map((action) => (
        <ActionLink key={action.label} {...action} placement={placement} />
      ))}
    </div>
  );
}
