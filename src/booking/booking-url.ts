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
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Campaign = Partial<Record<UtmKey, string>>;

export const DEFAULT_SOURCE = "website";
export const DEFAULT_CAMPAIGN = "strategy_call";
const STORAGE_KEY = "westline:campaign";
/** Longer values are junk or abuse, not campaign names. */
const MAX_LENGTH = 100;

export function trackedBookingUrl(bookingUrl: string, placement: string, campaign: Campaign = {}): string {
  const url = new URL(bookingUrl);
  const defaults: Record<UtmKey, string> = { utm_source: DEFAULT_SOURCE, utm_medium: placement, utm_campaign: DEFAULT_CAMPAIGN };
  for (const key of UTM_KEYS) url.searchParams.set(key, campaign[key] ?? defaults[key]);
  return url.toString();
}

/** The utm parameters in a query string such as location.search. */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.length <= MAX_LENGTH) campaign[key] = value;
  }
  return campaign;
}

/**
 * The visitor's campaign: from the current address when it has utm parameters (and then
 * remembered), else the one remembered this session. Storage can be unavailable (privacy modes),
 * which only loses the memory.
 */
export function visitorCampaign(search: string, storage: Pick<Storage, "getItem" | "setItem"> | undefined): Campaign {
  const current = campaignFromSearch(search);
  try {
    if (Object.keys(current).length > 0) {
      storage?.setItem(STORAGE_KEY, JSON.stringify(current));
      return current;
    }
    const remembered = storage?.getItem(STORAGE_KEY);
    return remembered ? campaignFromSearch(new URLSearchParams(JSON.parse(remembered) as Record<string, string>).toString()) : {};
  } catch {
    return current;
  }
}

/** The session storage, when the browser allows it. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
