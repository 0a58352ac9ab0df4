import { cva } from "class-variance-authority";

/** The look of every text box, select and textarea; `state` colours the border for errors and success. */
export const fieldStyles = cva(
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-slate-100",
  {
    variants: {
      state: {
        idle: "border-slate-400",
        invalid: "border-red-700 ring-1 ring-red-700",
        valid: "border-green-700 ring-1 ring-green-700",
      },
      // A one-line answer (a name, an email address, a phone number) is at most 28rem wide, room for
      // more than 40 characters: a box the width of a tablet's form reads as asking for a paragraph.
      line: { true: "max-w-md", false: "" },
    },
    defaultVariants: { state: "idle", line: false },
  },
);

export const labelStyles = "mb-1.5 block text-sm font-semibold text-slate-800";
export const errorStyles = "mt-1.5 text-sm font-medium text-red-700";

/** A tick box or radio button: the brand's colour when chosen, a red ring while its field is wrong. */
export const choiceStyles = cva("size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600", {
  variants: { state: { idle: "", invalid: "outline-2 outline-offset-2 outline-red-700", valid: "" } },
  defaultVariants: { state: "idle" },
});

/** The words beside a tick box or radio button. */
export const choiceLabelStyles = "flex items-start gap-3 text-base text-slate-900";
