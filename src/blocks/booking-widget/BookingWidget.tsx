import { useEffect, useRef, useState } from "react";
import type { Badge as BadgeProps, BookingWidgetBlock } from "../../generated/content-types.ts";
import { sessionStore, trackedBookingUrl, visitorCampaign } from "../../booking/booking-url.ts";
import { calendly } from "../../booking/calendly.ts";
import { whenNear } from "../../booking/when-near.ts";
import { cn } from "../../lib/cn.ts";
import { useSite } from "../../site/site-context.tsx";
import { ActionLink } from "../../ui/ActionLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Section } from "../../ui/Section.tsx";

/**
 * SPEC section 9: the widget is 740 pixels high and at least 320 wide. Classes rather than a style
 * attribute, so a strict Content-Security-Policy (no inline styles) keeps the reserved space.
 */
export const WIDGET_SIZE = "h-[740px] min-w-[320px]";
/** Loading starts this far before the calendar scrolls into view, so it is there when seen. */
export const NEAR_MARGIN = "300px 0px";
/** The utm_medium of bookings made in the embedded calendar. */
export const INLINE_PLACEMENT = "inline-widget";

type Status = "waiting" | "ready" | "failed";

/**
 * The booking calendar embedded in the page. The prerendered HTML holds a link to the booking
 * page and the phone number, so it works without JavaScript (root.tsx then drops the reserved
 * height); the calendar itself loads only when the section scrolls near the viewport.
 */
export function BookingWidget({ id, heading, intro, points, badge }: BookingWidgetBlock) {
  const site = useSite();
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");

  useEffect(() => {
    const parentElement = slot.current;
    if (!box.current || !parentElement) return;
    let mounted = true;
    const stop = whenNear(box.current, NEAR_MARGIN, () => {
      const url = trackedBookingUrl(site.bookingUrl, INLINE_PLACEMENT, visitorCampaign(window.location.search, sessionStore()));
      calendly
        .load()
        .then((api) => {
          if (!mounted) return;
          api.initInlineWidget({ url, parentElement });
          setStatus("ready");
        })
        .catch(() => {
          if (mounted) setStatus("failed");
        });
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [site.bookingUrl]);

  return (
    <Section id={id} heading={heading} intro={intro}>
      {(points?.length || badge) && (
        <div className="mb-8 flex flex-wrap items-center justify-between gap-6">
          {points && points.length > 0 && (
            <ul className="flex flex-wrap gap-3">
              {points.map((point) => (
                <li key={point} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                  <Icon name="check" className="size-4 text-accent-600" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {badge && <Badge {...badge} />}
        </div>
      )}
      <div
        ref={box}
        data-booking-embed=""
        className={cn("overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200", WIDGET_SIZE, status === "failed" && "h-auto")}
      >
        <div ref={slot} data-testid="booking-calendar" className={status === "ready" ? "h-full" : "hidden"} />
        {status !== "ready" && (
          <div className="flex h-full flex-col items-center justify-center gap-6 p-8 text-center">
            <Icon name="calendar" className="size-10 text-brand-700" />
            <div role={status === "failed" ? "alert" : undefined} className="max-w-md text-lg text-slate-700">
              {status === "failed" && <p className="mb-2 font-semibold text-brand-900">The booking calendar could not load here.</p>}
              <p>
                Choose a time on our online booking page, or call us on{" "}
                <a href={`tel:${site.phone.dial}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
                  {site.phone.display}
                </a>
                .
              </p>
            </div>
            <div className="flex flex-wrap justify-center gap-4">
              <ActionLink label="Open the booking page" to="booking" placement={INLINE_PLACEMENT} />
              <ActionLink label={`Call ${site.phone.display}`} to="phone" variant="secondary" />
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}

/** A badge image that takes itself out of the page when it cannot load, rather than show a broken image. */
export function Badge({ src, alt }: BadgeProps) {
  const image = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React was listening.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={112}
      height={112}
      hidden={broken}
      onError={() => setBroken(true)}
      data-testid="badge"
      className="size-28 shrink-0"
    />
  );
}
