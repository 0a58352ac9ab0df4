import { cva, type VariantProps } from "class-variance-authority";

/** The one look of every button and button-like link (ActionLink, form submits, Export to PDF). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
        secondary: "bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-slate-50",
        outline: "text-current ring-1 ring-current hover:bg-white/10",
        // A text link reads as text: when it wraps in a narrow card it keeps to the left edge.
        link: "justify-start text-left text-brand-700 underline-offset-4 hover:underline",
      },
      size: { md: "px-5 py-3 text-base", sm: "px-4 py-2 text-sm whitespace-nowrap" },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
