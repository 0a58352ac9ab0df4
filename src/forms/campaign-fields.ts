import { UTM_KEYS, type UtmKey } from "../analytics/campaign.ts";

/** The visit's campaign fields, in every form's schema: never shown, posted only when set. */
export const campaignUiSchema = Object.fromEntries(UTM_KEYS.map((key) => [key, { "ui:widget": "hidden" }])) as Record<UtmKey, { "ui:widget": "hidden" }>;
