import type { CtaBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";

export function Cta({ id, heading, text, actions }: CtaBlock) {
  return (
    <section id={id} className="scroll-mt-24 bg-brand-900 px-4 py-16 text-center text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{heading}</h2>
        {text && <p className="mt-4 text-lg text-slate-200">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {actions.map((action) => (
            <ActionLink key={action.label} {...action} placement={id ?? "cta"} />
          ))}
        </div>
      </div>
    </section>
  );
}
