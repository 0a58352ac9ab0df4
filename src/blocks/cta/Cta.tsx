import type { CtaBlock } from "../../generated/content-types.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

export function Cta({ id, heading, text, actions }: CtaBlock) {
  return (
    <section id={id} className="lg:scroll-mt-24 bg-brand-900 px-4 py-16 text-center text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{keepHyphenatedWords(heading)}</h2>
        {text && <p className="mt-4 text-lg text-slate-200">{text}</p>}
        <ActionRow actions={actions} placement={id ?? "cta"} align="center" className="mt-8" />
      </div>
    </section>
  );
}
