import { cva, type VariantProps } from "class-variance-authority";
import type { Figure } from "../generated/content-types.ts";
import { acrossAt, lastOfOdd } from "../lib/balanced-columns.ts";
import { cn } from "../lib/cn.ts";

const listVariants = cva("grid", {
  variants: {
    layout: {
      // Tiles: two to a row on a phone; from a tablet as many as divide the figures evenly (tileColumns),
      // and a short last row's figures share the whole row between them (seven: 4 + 3, the three
      // wider) rather than leaving a gap, or a lone row of three centred under four.
      tiles: "flex flex-wrap gap-x-4 gap-y-5 sm:gap-x-8",
      // A card's figures sit in three tiles across once there is room.
      boxes: "grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4",
      // Label left, value right, one per line.
      rows: "divide-y divide-slate-200 border-y border-slate-200",
    },
  },
  defaultVariants: { layout: "tiles" },
});
const itemVariants = cva("", {
  variants: {
    layout: {
      // Each item as tall as its row, its number at the foot: a label that wraps to two lines lifts
      // itself, not its number, so the numbers of a row stay on one line.
      tiles: "flex w-[calc((100%-1rem)/2)] grow flex-col justify-end border-l-4 border-accent-600 pl-3 sm:w-[calc((100%-2rem)/2)] sm:pl-4",
      boxes: "flex flex-col justify-end rounded-xl bg-accent-50 p-3 sm:p-4",
      rows: "flex items-baseline justify-between gap-3 py-2",
    },
  },
  defaultVariants: { layout: "tiles" },
});
const labelVariants = cva("text-sm", {
  variants: { layout: { tiles: "font-medium text-slate-600", boxes: "font-medium text-slate-700", rows: "text-slate-600" } },
});
const valueVariants = cva("font-bold text-brand-900 tabular-nums", {
  variants: { layout: { tiles: "mt-1 text-xl sm:text-2xl", boxes: "mt-1 text-xl sm:text-2xl", rows: "text-lg" } },
});

/** A tile's width from a tablet up, by the number to a row (gap 2rem); literal, so the stylesheet has them. */
const tileWidth = { 3: "md:w-[calc((100%-4rem)/3)]", 4: "md:w-[calc((100%-6rem)/4)]" } as const;

/** Figures to a row from a tablet: four, or three where three divide them and four do not (six: 3 + 3, not 4 + 2). */
export const tileColumns = (count: number): 3 | 4 => (count % 4 !== 0 && count % 3 === 0 ? 3 : 4);

type FiguresProps = VariantProps<typeof listVariants> & { figures: Figure[]; className?: string };

/** Labelled figures as a description list (label, then value), the way each block shows its numbers. */
export function Figures({ figures, layout = "tiles", className }: FiguresProps) {
  return (
    <dl className={cn(listVariants({ layout }), className)}>
      {figures.map((figure, index) => (
        <div
          key={figure.label}
          className={cn(
            itemVariants({ layout }),
            // Two to a row below a tablet leave the last of an odd number alone across its row: the
            // first leads across the row instead (seven: 1 + 2 + 2 + 2), as cards do (rowsOf).
            layout === "tiles" && acrossAt(figures.length, index, 2, 2) === 1 && "w-full sm:w-full",
            layout === "tiles" && tileWidth[tileColumns(figures.length)],
            // Boxes are a grid of two on a phone: the last of an odd number is placed in the middle.
            layout === "boxes" && lastOfOdd(figures.length, index) && "max-sm:col-span-2 max-sm:w-[calc((100%-0.75rem)/2)] max-sm:justify-self-center",
          )}
        >
          <dt className={labelVariants({ layout })}>{figure.label}</dt>
          <dd className={valueVariants({ layout })}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
