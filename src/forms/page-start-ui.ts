import { UTM_KEYS } from "../analytics/campaign.ts";
import { SUBMISSION_KEY } from "./validate-submission.ts";

/**
 * The fields every form's schema lists that the page adds as it starts (the visit's campaign, the
 * submission key; src/forms/page-start-fields.ts): never shown, never rendered by the form itself.
 */
export const pageStartUiSchema = Object.fromEntries([...UTM_KEYS, SUBMISSION_KEY].map((key) => [key, { "ui:widget": "hidden" }])) as Record<
  (typeof UTM_KEYS)[number] | typeof SUBMISSION_KEY,
  { "ui:widget": "hidden" }
>;
