import type { DisclaimerBlock } from "../../generated/content-types.ts";

export function Disclaimer({ id, text }: DisclaimerBlock) {
  return (
    <aside id={id} aria-label="Disclaimer" className="lg:scroll-mt-24 border-t border-slate-200 px-4 py-8 sm:px-6">
      <p className="mx-auto max-w-6xl text-sm text-slate-600">{text}</p>
    </aside>
  );
}
