import { useEffect, useState } from "react";
import { installCalendlyMessages, installClickToCall } from "../analytics/listeners.ts";
import { loadGtagWhenIdle } from "../analytics/analytics.ts";
import { useSite } from "../site/site-context.tsx";
import { installBookingClicks, type BookingFallback } from "./booking-clicks.ts";
import { BookingFallbackNotice } from "./BookingFallbackNotice.tsx";

/**
 * Mounted once in the root layout. After hydration it installs the page-wide listeners (booking
 * buttons, phone links, scheduling widget messages) and, when the browser is idle, analytics —
 * so nothing third-party is in the way of the first paint or hydration.
 */
export function SiteEnhancements() {
  const { bookingUrl, analytics } = useSite();
  const measurementId = analytics?.measurementId;
  const [fallback, setFallback] = useState<BookingFallback | null>(null);

  useEffect(() => installBookingClicks(bookingUrl, setFallback), [bookingUrl]);
  useEffect(() => {
    const uninstall = [installClickToCall(), installCalendlyMessages(), loadGtagWhenIdle(measurementId)];
    return () => uninstall.forEach((undo) => undo());
  }, [measurementId]);

  return fallback && <BookingFallbackNotice {...fallback} onClose={() => setFallback(null)} />;
}
