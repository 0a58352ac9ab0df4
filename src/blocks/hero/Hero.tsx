import type { HeroBlock, HeroPanel as HeroPanelContent } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Icon } from "../../ui/Icon.tsx";

/** A roofline over a rising line, drawn behind the panel: a picture of what the page is about, with no image to load. */
function Backdrop() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 360" fill="none" className="pointer-events-none absolute -inset-x-8 -top-10 -bottom-8 hidden h-[calc(100%+4.5rem)] w-[calc(100%+4rem)] lg:block">
      <path d="M40 210 L170 100 L300 210" stroke="#5eead4" strokeOpacity=".35" strokeWidth="3" strokeLinejoin="round" />
      <path d="M70 185 V300 H270 V185" stroke="#5eead4" strokeOpacity=".2" strokeWidth="3" />
      <path d="M20 320 C120 300 170 250 250 240 S390 160 460 60" stroke="#5eead4" strokeOpacity=".45" strokeWidth="3" strokeLinecap="round" />
      <circle cx="460" cy="60" r="7" fill="#5eead4" fillOpacity=".6" />
      <circle cx="410" cy="96" r="70" fill="#ffffff" fillOpacity=".04" />
    </svg>
  );
}

/** The home page's product-style card: key figures and what happens next, in the banner's right half. */
function HeroPanel({ heading, figures, steps, note }: HeroPanelContent) {
  return (
    <div className="relative">
      <Backdrop />
      <Card className="relative text-slate-900 shadow-2xl ring-white/20 sm:p-8">
        <p className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <Icon name="calendar" className="size-5 text-accent-700" />
          {heading}
        </p>
        <Figures figures={figures} layout="boxes" className="mt-5 sm:grid-cols-2" />
        {steps && steps.length > 0 && (
          <ol className="mt-6 space-y-3">
            {steps.map((step, index) => (
              <li key={step} className="flex items-center gap-3 text-slate-700">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        )}
        {note && <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">{note}</p>}
      </Card>
    </div>
  );
}

/**
 * A page's opening banner. With a panel it is the home page's two-column opening view; without
 * one it is a compact strip, so an inner page's content starts above the fold. The buttons come
 * before the badges, so a phone shows a call to action in its first screen.
 */
export function Hero({ id, eyebrow, heading, text, highlights, actions, panel }: HeroBlock) {
  const large = Boolean(panel);
  return (
    <section
      id={id}
      className={cn(
        "scroll-mt-24 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 text-white sm:px-6",
        large ? "py-10 sm:py-16 lg:py-20" : "py-10 sm:py-12 lg:py-14",
      )}
    >
      <div className={cn("mx-auto max-w-6xl", large && "grid items-center gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]")}>
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
          <h1
            className={cn(
              "mt-3 max-w-4xl font-bold tracking-tight text-balance",
              large ? "text-[2rem] leading-tight sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]" : "text-3xl sm:text-4xl lg:text-[2.75rem] lg:leading-tight",
            )}
          >
            {heading}
          </h1>
          {text && <p className={cn("max-w-2xl text-slate-200", large ? "mt-5 text-lg sm:text-xl" : "mt-4 text-lg")}>{text}</p>}
          <ActionRow actions={actions} placement="hero" className={large ? "mt-7 sm:mt-9" : "mt-6"} />
          {highlights && highlights.length > 0 && (
            <ul className={cn("flex flex-wrap gap-2 sm:gap-3", large ? "mt-7 sm:mt-9" : "mt-6")}>
              {highlights.map((fact) => (
                <li key={fact} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium">
                  <Icon name="check" className="size-4 text-accent-300" />
                  {fact}
                </li>
              ))}
            </ul>
          )}
        </div>
        {panel && <HeroPanel {...panel} />}
      </div>
    </section>
  );
}
