/**
 * The booking page's address with campaign tracking parameters, so every booking in the
 * scheduling service shows where it came from.
 *
 * Each of utm_source, utm_medium and utm_campaign comes from the visitor's campaign link when it
 * carried one, else from these defaults: utm_source=website (the booking came from this site),
 * utm_medium=<the button's placement> (navigation, hero, sticky-bar, …) and
 * utm_campaign=strategy_call (what is being booked). A campaign link's parameters are remembered
 * for the browser tab's session, so they survive moving from the landing page to another page.
 */
import { UTM_KEYS, type Campaign, type UtmKey } from "../analytics/campaign.ts";

// The campaign itself is read and remembered in one place, shared with the forms.
export { sessionStore, visitorCampaign, type Campaign } from "../analytics/campaign.ts";

export const DEFAULT_SOURCE = "website";
export const DEFAULT_CAMPAIGN = "strategy_call";

export function trackedBookingUrl(bookingUrl: string, placement: string, campaign: Campaign = {}): string {
  const url = new URL(bookingUrl);
  const defaults: Record<UtmKey, string> = { utm_source: DEFAULT_SOURCE, utm_medium: placement, utm_campaign: DEFAULT_CAMPAIGN };
  for (const key of UTM_KEYS) url.searchParams.set(key, campaign[key] ?? defaults[key]);
  return url.toString();
}
