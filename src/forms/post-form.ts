import { visitCampaign } from "../analytics/campaign.ts";
import { formBody } from "./submission.ts";

/**
 * POSTs a form to the site root as application/x-www-form-urlencoded, as a native submit would.
 * Success is an OK status; the body is not read. Throws on any other status or a network failure.
 * Every post carries the visit's campaign (utm_source, utm_medium, utm_campaign) when it had one.
 */
export async function postForm(fields: Readonly<Record<string, string | undefined>>): Promise<void> {
  const response = await fetch("/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody({ ...fields, ...visitCampaign() }),
  });
  if (!response.ok) throw new Error(`The form post was answered with status ${response.status}`);
}
