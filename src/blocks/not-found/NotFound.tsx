import type { NotFoundBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";

export function NotFound({ id, code, heading, action }: NotFoundBlock) {
  // data-not-found: src/chrome/enhance.ts logs the missing path (SPEC), so broken inbound links show up in the console.
  return (
    <section id={id} data-not-found="" className="flex min-h-[60vh] items-center justify-center px-4 py-24 text-center">
      <div>
        <p className="text-7xl font-extrabold text-brand-900" aria-hidden="true">{code}</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-700">
          <span className="sr-only">{code}: </span>
          {heading}
        </h1>
        <div className="mt-8">
          <ActionLink {...action} />
        </div>
      </div>
    </section>
  );
}
