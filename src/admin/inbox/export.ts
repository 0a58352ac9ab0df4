/**
 * The leads export as the back office serves it: read from the one storage layer a page at a time
 * (src/storage/lead-inbox.ts's exportScan and exportPage) and written as CSV as the pages come
 * (src/server/leads-csv.ts), one export at a time. Reading 100,000 leads at once held the SQLite
 * thread and then the server's own thread for seconds: lead posts waited 3.1 s and /healthz
 * answered 503 (issue 49 item 6). Now each page is a short call, and a lead stored meanwhile takes
 * its turn between two of them.
 */
import { addFieldNames, leadsCsvStream } from "../../server/leads-csv.ts";
import type { InboxFilter, LeadInbox } from "../../storage/lead-inbox.ts";
import { WorkQueue } from "../../lib/work-queue.ts";
import type { StatusWords } from "./status-words.ts";
import type { OwnFormInbox, OwnFormTitles } from "./words.ts";

/** Leads per call in the first pass, which sends back only their field names. */
export const SCAN_PAGE = 2000;
/** Leads per call in the second pass, which sends them whole with their notes: a few milliseconds of the database's time each (250 with notes held it long enough to fail /healthz twice in CI). */
export const ROW_PAGE = 100;

/** One export at a time, two more waiting: each reads every lead twice, and nobody needs two at once. */
export const exportQueue = new WorkQueue({
  running: 1,
  waiting: 2,
  busyMessage: "Other downloads of leads are being prepared just now. Try again in a minute.",
  retryAfterSeconds: 60,
});

export interface LeadsExport {
  /** How many leads the file holds. */
  count: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Starts an export of the leads the filter matches, as they are now: the first pass (field names
 * and count) is done when this resolves, and the body reads the leads as it is read. `done` is
 * called once the body has ended or been given up, so the caller's place in the queue lasts as long
 * as the download. `statusWords` are the site's words for the statuses. The page sizes are for the tests, which read a few leads in many pages.
 */
export async function exportLeads(
  inbox: LeadInbox,
  filter: InboxFilter,
  done: () => void,
  {
    scanPage = SCAN_PAGE,
    rowPage = ROW_PAGE,
    statusWords,
    ownTitles,
    ownInbox,
  }: { scanPage?: number; rowPage?: number; statusWords?: StatusWords; ownTitles?: OwnFormTitles; ownInbox?: OwnFormInbox } = {},
): Promise<LeadsExport> {
  // Leads stored after this are not in the file, so both passes read the same leads.
  const upToId = await inbox.newestId();
  const fieldNames: string[] = [];
  let count = 0;
  for (let afterId = 0; ;) {
    const scanned = await inbox.exportScan(filter, { afterId, upToId, limit: scanPage });
    count += scanned.count;
    addFieldNames(fieldNames, scanned.fieldNames);
    if (scanned.count < scanPage) break;
    afterId = scanned.lastId;
  }
  async function* pages() {
    for (let afterId = 0; ;) {
      const leads = await inbox.exportPage(filter, { afterId, upToId, limit: rowPage });
      if (leads.length) yield leads;
      if (leads.length < rowPage) return;
      afterId = leads[leads.length - 1]!.id;
    }
  }
  return { count, body: leadsCsvStream({ fieldNames, pages, statusWords, ownTitles, ownInbox }, { onEnd: done }) };
}
