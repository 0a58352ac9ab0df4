import { cn } from "../lib/cn.ts";

/**
 * Tells visitors that what it sits beside is a sample (a testimonial, a client story or a membership
 * without its evidence): a demo site shows them so the layout can be judged, but must never pass
 * them off as real. A production build refuses samples, so a live site never shows this label.
 */
export function ExampleLabel({ what, className }: { what: string; className?: string }) {
  return (
    <span className={cn("inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300", className)}>
      Example<span className="sr-only">: {what}</span>
    </span>
  );
}
