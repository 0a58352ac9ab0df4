import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../lib/cn.ts";
import { Icon } from "./Icon.tsx";

const listStyles = cva("", {
  variants: { size: { sm: "space-y-0.5 text-xs", md: "space-y-2 text-sm", lg: "space-y-3" } },
  defaultVariants: { size: "md" },
});
const itemStyles = cva("flex", { variants: { size: { sm: "gap-1.5", md: "gap-2", lg: "gap-3" } }, defaultVariants: { size: "md" } });
const tickStyles = cva("shrink-0 text-accent-600", {
  variants: { size: { sm: "mt-px size-3.5", md: "mt-0.5 size-4", lg: "mt-1 size-5" } },
  defaultVariants: { size: "md" },
});

type TickListProps = VariantProps<typeof listStyles> & { items: string[]; className?: string };

/** A bullet list whose bullets are ticks; renders nothing for an empty list. */
export function TickList({ items, size, className }: TickListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={cn(listStyles({ size }), className)}>
      {items.map((item) => (
        <li key={item} className={itemStyles({ size })}>
          <Icon name="check" className={tickStyles({ size })} />
          {item}
        </li>
      ))}
    </ul>
  );
}
