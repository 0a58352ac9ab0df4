import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { Action, SiteConfig } from "../generated/content-types.ts";
import { cn } from "../lib/cn.ts";
import { useSite } from "../site/site-context.tsx";
import { keepHyphenatedWords } from "./hyphenated.tsx";
import { buttonVariants, type ButtonVariantProps } from "./button-variants.ts";

type ActionLinkProps = Action & ButtonVariantProps & { className?: string; children?: ReactNode; placement?: string };

/**
 * Renders an Action from a page document. "booking" is a real link to the booking page, so it
 * works before (or without) JavaScript; after hydration one delegated listener
 * (src/booking/booking-clicks.ts) opens the scheduling popup for every link marked data-booking,
 * and `placement` becomes the booking's utm_medium and the calendly_open event's source. Pages are
 * ordinary links: a prerendered page loads fast, and no router runs in the browser.
 */
/**
 * Where an action's `to` goes, as the attributes of its link: one rule for buttons, menus and the
 * links in rich text (src/ui/RichText.tsx), so "booking", "phone" and "email" mean the same everywhere.
 */
export function linkAttributes(to: string, site: SiteConfig, placement?: string): AnchorHTMLAttributes<HTMLAnchorElement> & { "data-booking"?: string } {
  if (to === "booking") return { href: site.bookingUrl, target: "_blank", rel: "noopener", "data-booking": placement ?? "button" };
  if (to === "phone") return { href: `tel:${site.phone.dial}` };
  if (to === "email") return { href: `mailto:${site.email}` };
  return { href: to };
}

export function ActionLink({ label, to, variant, size, className, children, placement }: ActionLinkProps) {
  const site = useSite();
  const classes = cn(buttonVariants({ variant, size }), className);
  // A label's hyphenated words kept whole ("Low Doc & Self-Employed" in the footer, "pre-approval" in
  // an article's contents): a short line of links reads a split word as two. In one span, so a link
  // laid out as a flex box wraps the label as one run of text, not word by word.
  const content = children ?? <span>{keepHyphenatedWords(label)}</span>;
  // Validation refuses a booking action on a site without a booking page (src/content/cross-checks.ts); a preview of such a draft shows no button.
  if (to === "booking" && !site.bookingUrl) return null;
  return (
    <a {...linkAttributes(to, site, placement)} className={classes}>
      {content}
    </a>
  );
}
