import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/** The white, rounded, lightly shadowed surface every card on the site sits on. */
export const cardSurface = (className?: string) => cn("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200", className);

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "li" | "article" | "figure";
  className?: string;
  children: ReactNode;
};

/** A card: the shared surface on the element the content calls for (an item of a list, an article…). */
export function Card({ as: Element = "div", className, children, ...rest }: CardProps) {
  return (
    <Element className={cardSurface(className)} {...rest}>
      {children}
    </Element>
  );
}
