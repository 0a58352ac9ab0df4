/**
 * What staff read for each lead status. The stored values (LEAD_STATUSES) never change; the words
 * are the site's (site.json `leadStatuses`), each status it leaves out keeping the kernel's word.
 */
import { createContext, use } from "react";
import type { LeadStatus } from "../../storage/lead-inbox.ts";

export type StatusWords = Readonly<Record<LeadStatus, string>>;

/** The kernel's words, for a site that names none of its own. */
export const KERNEL_STATUS_WORDS: StatusWords = { new: "New", contacted: "Contacted", qualified: "Qualified", won: "Won", lost: "Lost", spam: "Spam" };

/** The site's words over the kernel's. */
export function statusWords(site: { leadStatuses?: Partial<Record<LeadStatus, string>> }): StatusWords {
  return { ...KERNEL_STATUS_WORDS, ...site.leadStatuses };
}

/** The words the inbox's pages are drawn with (src/admin/inbox/area.tsx provides the site's). */
export const StatusWordsContext = createContext<StatusWords>(KERNEL_STATUS_WORDS);
export const useStatusWords = (): StatusWords => use(StatusWordsContext);
