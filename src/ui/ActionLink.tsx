import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import type { Action } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";
import { useSite } from "../site/site-context.tsx";

export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
        secondary: "bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-slate-50",
        outline: "text-current ring-1 ring-current hover:bg-white/10",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      size: { md: "px-5 py-3 text-base", sm: "px-4 py-2 text-sm whitespace-nowrap" },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ActionLinkProps = Action & VariantProps<typeof buttonStyles> & { className?: string; children?: ReactNode; placement?: string };

/**
 * Renders an Action from a page document. "booking" is a real link to the booking page, so it
 * works before (or without) JavaScript; after hydration one delegated listener
 * (src/booking/booking-clicks.ts) opens the scheduling popup for every link marked data-booking,
 * and `placement` becomes the booking's utm_medium and the calendly_open event's source. Pages are
 * ordinary links: a prerendered page loads fast, and no router runs in the browser.
 */
export function ActionLink({ label, to, variant, size, className, children, placement }: ActionLinkProps) {
  const site = useSite();
  const classes = cn(buttonStyles({ variant, size }), className);
  const content = children ?? label;
  if (to === "booking")
    return (
      <a href={site.bookingUrl} target="_blank" rel="noopener" data-booking={placement ?? "button"} className={classes}>
        {content}
      </a>
    );
  if (to === "phone") return <a href={`tel:${site.phone.dial}`} className={classes}>{content}</a>;
  if (to === "email") return <a href={`mailto:${site.email}`} className={classes}>{content}</a>;
  return <a href={to} className={classes}>{content}</a>;
}
