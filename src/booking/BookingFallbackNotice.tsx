import { useSite } from "../site/site-context.tsx";
import type { BookingFallback } from "./booking-clicks.ts";

/**
 * Shown when the scheduling popup could not open: says what happened, links the booking page (in
 * case a popup blocker stopped the new tab) and offers the phone number.
 */
export function BookingFallbackNotice({ url, opened, onClose }: BookingFallback & { onClose: () => void }) {
  const site = useSite();
  return (
    <div
      role="alert"
      data-testid="booking-fallback"
      className="fixed inset-x-4 bottom-20 z-50 rounded-xl bg-white p-5 text-slate-800 shadow-xl ring-1 ring-slate-300 sm:left-auto sm:w-96 lg:right-6 lg:bottom-24"
    >
      <p className="font-semibold text-brand-900">
        {opened ? "Our booking calendar opened in a new tab." : "Our booking calendar could not open here."}
      </p>
      <p className="mt-2">
        {opened ? "If you can't see it, " : ""}
        <a href={url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
          open the booking page
        </a>{" "}
        or call us on{" "}
        <a href={`tel:${site.phone.dial}`} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {site.phone.display}
        </a>
        .
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-4 rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-accent-600"
      >
        Close
      </button>
    </div>
  );
}
