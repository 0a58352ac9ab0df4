import AutoScroll from "embla-carousel-auto-scroll";
import useEmblaCarousel from "embla-carousel-react";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useState } from "react";
import type { LogoCarouselBlock } from "../../generated/content-types.ts";
import { cn } from "../../lib/cn.ts";
import { Section } from "../../ui/Section.tsx";

/**
 * Loops, drag-free, auto-scrolls at speed 1 with drag threshold 10; pauses on hover or drag, then
 * resumes. The pauses are this component's, not the plugin's: with stopOnMouseEnter, or without
 * stopOnInteraction, the plugin restarts the scroll when the pointer leaves or a drag ends, even for
 * a visitor who paused it or who asked for less motion (stopOnInteraction only stops it restarting).
 */
export const CAROUSEL_OPTIONS = { loop: true, dragFree: true, dragThreshold: 10, align: "start" } as const;
export const AUTO_SCROLL_OPTIONS = { speed: 1, startDelay: 0, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false } as const;

export function LogoCarousel({ id, heading, intro, logos }: LogoCarouselBlock) {
  const [viewportRef, embla] = useEmblaCarousel(CAROUSEL_OPTIONS, [AutoScroll({ ...AUTO_SCROLL_OPTIONS, playOnInit: false })]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const down = () => setDragging(true);
    // A drag ends when the logos come to rest after the release.
    const settled = () => setDragging(false);
    embla.on("pointerDown", down).on("settle", settled);
    return () => {
      embla.off("pointerDown", down).off("settle", settled);
    };
  }, [embla]);

  useEffect(() => {
    const autoScroll = embla?.plugins().autoScroll;
    if (!autoScroll) return;
    // Moving content must be stoppable, and people who ask for less motion get none.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (paused || reduced || hovered || dragging) autoScroll.stop();
    else autoScroll.play();
  }, [embla, paused, hovered, dragging]);

  // The list is repeated so the loop never shows a gap; the copy is hidden from screen readers.
  const slides = [...logos.map((logo) => ({ logo, copy: false })), ...logos.map((logo) => ({ logo, copy: true }))];
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <div className="relative">
        {/*
          The edges fade out, so a logo passing the edge dissolves instead of being cut mid-word. A
          phone shows smaller logos and narrower fades, so three logos are in view rather than one and a half.
          Without scripts nothing moves: every logo shows once, wrapped into rows, and the copy is left out.
        */}
        <div
          ref={viewportRef}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_1.5rem,#000_calc(100%-1.5rem),transparent)] sm:[mask-image:linear-gradient(to_right,transparent,#000_4rem,#000_calc(100%-4rem),transparent)] noscript:overflow-visible noscript:[mask-image:none]"
          data-testid="carousel-viewport"
        >
          <ul className="flex touch-pan-y noscript:flex-wrap noscript:justify-center noscript:gap-y-4">
            {slides.map(({ logo, copy }, index) => (
              <li
                key={index}
                aria-hidden={copy || undefined}
                className={cn("min-w-0 shrink-0 grow-0 basis-[136px] pr-4 sm:basis-[200px] sm:pr-6", copy && "noscript:hidden")}
              >
                <img
                  src={logo.src}
                  alt={copy ? "" : logo.name}
                  width={200}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-[38px] w-[120px] sm:h-16 sm:w-[200px]"
                />
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? "Play the logos" : "Pause the logos"}
          title={paused ? "Play" : "Pause"}
          className="mt-4 ml-auto flex size-9 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 noscript:hidden"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </Section>
  );
}
