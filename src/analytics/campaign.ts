/**
 * The visitor's campaign: the utm_source, utm_medium and utm_campaign of the link they landed on,
 * remembered for the browser tab's session so that every form post and every booking of the visit
 * carries it, whatever pages and in-page anchors were visited in between (an anchor click may
 * rewrite the address without its query).
 *
 *   rememberCampaign()  // as every page starts (src/chrome/enhance.ts): stores the landing address's campaign
 *   visitCampaign()     // when posting or booking: the campaign of this visit, {} when none
 */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Campaign = Partial<Record<UtmKey, string>>;

const STORAGE_KEY = "pagekit:campaign";
/** Longer values are junk or abuse, not campaign names. */
const MAX_LENGTH = 100;

type CampaignStorage = Pick<Storage, "getItem" | "setItem">;

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
 * The campaign of the current address when it has utm parameters (and then remembered, replacing
 * an earlier one), else the one remembered this session. Storage can be unavailable (privacy
 * modes), which only loses the memory.
 */
export function visitorCampaign(search: string, storage: CampaignStorage | undefined): Campaign {
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

/** This visit's campaign in the browser: the address's, else the one remembered at landing. */
export function visitCampaign(): Campaign {
  return visitorCampaign(window.location.search, sessionStore());
}

/** Stores the landing address's campaign; call it once the page runs, before any link is followed. */
export function rememberCampaign(): void {
  visitCampaign();
}
