import { useId } from "react";
import type { HeroBlock, HeroPanel as HeroPanelContent } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionRow } from "../../ui/ActionRow.tsx";
import { Card } from "../../ui/Card.tsx";
import { Figures } from "../../ui/Figures.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { HERO_PICTURE_SIZES, heroImage } from "./hero-picture.ts";
import { GoalChooser } from "./GoalChooser.tsx";
import { HeroIllustration } from "./illustrations.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

/** Behind the panel: a dotted square off its top right corner and a soft disc off its bottom left. */
function Backdrop() {
  const dots = useId();
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute -top-8 -right-8 hidden size-40 text-accent-300/40 lg:block" fill="none">
      <defs>
        <pattern id={dots} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="160" height="160" fill={`url(#${dots})`} />
    </svg>
  );
}

/** The home page's product-style card: key figures and what happens next, in the banner's right half. */
function HeroPanel({ heading, figures, steps, note, className }: HeroPanelContent & { className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <Backdrop />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-10 -left-10 hidden size-48 rounded-full bg-accent-600/25 blur-2xl lg:block" />
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
 * A page's opening banner. With a panel it is the home page's two-column opening view. Without
 * one it is a compact strip, so an inner page's content starts above the fold; from a tablet's
 * width its buttons and badges stand in a column beside the heading rather than under it, so the
 * strip is not a text column beside nothing (and is shorter); with neither, a wide screen centres
 * it. The buttons come before the badges, so a phone shows a call to action in its first screen.
 */
export function Hero({
  id,
  eyebrow,
  heading,
  text,
  highlights,
  actions,
  panel,
  goals,
  image,
  illustration,
  toolFollows = false,
}: HeroBlock & { toolFollows?: boolean }) {
  const large = Boolean(panel);
  // A picture takes the side column's place.
  const picture = heroImage({ image, panel });
  const hasSide = !large && !picture && Boolean(actions?.length || highlights?.length);
  // Heading and text alone: centred on a wide screen, so the strip is not a text column beside an empty half.
  const bare = !large && !hasSide && !picture;
  // Before a tool, a phone shows the heading and text only: the tool is what the visitor came for (BlockList says).
  const phoneHidden = toolFollows && "max-sm:hidden";
  const badges = highlights && highlights.length > 0 && (
    // In the side column the badges take its width and wrap there, never widen it: a long badge on one
    // line made the column as wide as itself and left the heading a word a line on a tablet.
    <ul
      className={cn(
        "flex flex-wrap gap-2 sm:gap-3",
        large ? "mt-7 sm:mt-9" : "mt-6",
        hasSide && "md:w-0 md:min-w-full md:flex-col md:items-start",
        phoneHidden,
      )}
    >
      {highlights.map((fact) => (
        <li key={fact} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium">
          <Icon name="check" className="size-4 shrink-0 text-accent-300" />
          {fact}
        </li>
      ))}
    </ul>
  );
  const heading1 = (
    <>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{keepHyphenatedWords(eyebrow)}</p>}
      <h1
        className={cn(
          "mt-3 max-w-4xl font-bold tracking-tight text-balance",
          bare && "lg:mx-auto",
          large ? "text-[2rem] leading-tight sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1]" : "text-3xl sm:text-4xl lg:text-[2.75rem] lg:leading-tight",
        )}
      >
        {keepHyphenatedWords(heading)}
      </h1>
    </>
  );
  // A service's drawing stands beside eyebrow and heading, small on a phone so the heading keeps its width.
  const title = illustration ? (
    <div className="flex items-start justify-between gap-4 sm:gap-6">
      <div className="min-w-0">{heading1}</div>
      <HeroIllustration name={illustration} className="size-16 lg:size-32" />
    </div>
  ) : (
    heading1
  );
  // In the side column each label keeps to one line: the column is as wide as its longest label.
  const buttons = (
    <ActionRow
      actions={actions}
      placement="hero"
      // On a phone the opening view's buttons stand full width, one under another, not a ragged stack.
      className={cn(
        large ? "mt-6 max-sm:gap-3 max-sm:*:w-full sm:mt-9" : "mt-6",
        hasSide && "md:mt-0 md:flex-col md:items-stretch md:*:whitespace-nowrap",
        phoneHidden,
      )}
    />
  );
  const body = (
    <>
      {text && <p className={cn("max-w-2xl text-slate-200", bare && "lg:mx-auto", large ? "mt-5 text-lg sm:text-xl" : "mt-4 text-lg")}>{text}</p>}
      {!hasSide && buttons}
      {!hasSide && badges}
    </>
  );
  return (
    <section
      id={id}
      className={cn(
        // Clipped sideways: the panel's backdrop reaches past the screen's edge on a small laptop (1024 px).
        "lg:scroll-mt-24 overflow-x-clip bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 text-white sm:px-6",
        large ? "pt-8 pb-10 sm:py-16 lg:py-20" : toolFollows ? "py-6 sm:py-12 lg:py-14" : "py-10 sm:py-12 lg:py-14",
      )}
    >
      <div
        className={cn(
          "mx-auto max-w-6xl",
          // The panel at a fixed width, so the heading's column keeps the three buttons on one line at 1280 px.
          large && "grid items-center gap-x-12 gap-y-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-y-12",
          hasSide &&
            "md:grid md:grid-cols-[minmax(0,1fr)_minmax(16rem,max-content)] md:items-center md:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,max-content)] lg:gap-16",
          picture !== undefined &&
            "lg:grid lg:grid-cols-[minmax(0,1fr)_28rem] lg:grid-rows-[auto_auto] lg:gap-x-12 xl:grid-cols-[minmax(0,1fr)_32rem] xl:gap-x-16",
          bare && "lg:text-center",
        )}
      >
        {picture ? (
          <>
            <div className="lg:self-end">{title}</div>
            {/* Under the heading on a phone; beside heading and text from 1024 px. Eager and first: it is the largest paint. */}
            <div className="mt-6 max-w-lg lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-w-none lg:self-center">
              <Picture
                image={picture}
                sizes={HERO_PICTURE_SIZES}
                priority
                className="h-auto max-h-72 w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/15 sm:max-h-96 lg:max-h-none"
              />
            </div>
            <div className="lg:self-start">{body}</div>
          </>
        ) : (
          <div>
            {title}
            {body}
          </div>
        )}
        {hasSide && (
          <div data-hero-side="" className={cn("md:rounded-2xl md:bg-white/5 md:p-6 md:ring-1 md:ring-white/15", phoneHidden)}>
            {buttons}
            {badges}
          </div>
        )}
        {/* With goal tiles, a narrower screen shows the tiles where the panel would stack under the text: the
            visitor's choice of path comes before figures the page states again further down. */}
        {panel && <HeroPanel {...panel} className={goals && "max-lg:hidden"} />}
        {goals && <GoalChooser {...goals} className={large ? "lg:col-span-2" : cn("mt-6", hasSide && "md:col-span-2", picture && "lg:col-span-2")} />}
      </div>
    </section>
  );
}
