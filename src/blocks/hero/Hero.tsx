import type { HeroBlock } from "../../generated/content-types.ts";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Icon } from "../../ui/Icon.tsx";

export function Hero({ id, eyebrow, heading, text, highlights, actions }: HeroBlock) {
  return (
    <section id={id} className="scroll-mt-24 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-20 text-white sm:px-6 lg:py-28">
      <div className="mx-auto max-w-6xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{heading}</h1>
        {text && <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{text}</p>}
        {highlights && highlights.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-3">
            {highlights.map((fact) => (
              <li key={fact} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium">
                <Icon name="check" className="size-4 text-accent-300" />
                {fact}
              </li>
            ))}
          </ul>
        )}
        {actions && actions.length > 0 && (
          <div className="mt-10 flex flex-wrap gap-4">
            {actions.map((action) => (
              <ActionLink key={action.label} {...action} placement="hero" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
