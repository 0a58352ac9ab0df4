/**
 * The back office at /admin as the production server mounts it: the sign-in pages and the lead
 * inbox, editor, go-live and publish areas. main.ts imports this module only when the deployment
 * has the back office on (BACK_OFFICE, docs/deploying.md), so a server without it loads none of
 * their code.
 */
import { createAdminApp } from "../admin/admin-app.tsx";
import { contentArea } from "../admin/content/area.tsx";
import { goLiveArea } from "../admin/go-live/area.tsx";
import { inboxArea } from "../admin/inbox/area.tsx";
import { statusWords } from "../admin/inbox/status-words.ts";
import { ownFormInbox, ownFormTitles } from "../admin/inbox/words.ts";
import type { SubmissionForm } from "../forms/validate-submission.ts";
import { publishArea, type PublishAreaOptions } from "../admin/publish/area.tsx";
import type { SiteConfig } from "../generated/content-types.ts";
import type { Storage } from "../storage/storage.ts";
import type { BackOfficeOptions } from "./app.ts";
import type { TrustedProxies } from "./client-address.ts";

export interface BackOfficeDeps {
  store: Storage;
  trustedProxies: TrustedProxies;
  require2fa: boolean;
  /** site.json as publishes change it: the inbox's words for lead statuses follow it. */
  site: () => SiteConfig;
  /** The site's folder, which the editor and the go-live checklist read. */
  contentRoot: string;
  /** The editor page's built files (scripts/build-editor.ts). */
  editorClientDir: string;
  /** Staff's unsaved work, which the editor writes and a publish takes. */
  drafts: ReturnType<Storage["drafts"]>;
  publishing: PublishAreaOptions;
  /** The site's own forms as the server loaded them: the inbox names their fields by their titles. */
  siteForms: ReadonlyMap<string, SubmissionForm>;
}

export function backOfficeOptions({
  store,
  trustedProxies,
  require2fa,
  site,
  contentRoot,
  editorClientDir,
  drafts,
  publishing,
  siteForms,
}: BackOfficeDeps): BackOfficeOptions {
  return {
    backOffice: createAdminApp,
    admin: {
      accounts: store.accounts(),
      throttles: store.throttles(),
      trustedProxies,
      require2fa,
      areas: [
        inboxArea(store.inbox(), () => statusWords(site()), ownFormTitles(siteForms), ownFormInbox(siteForms)),
        contentArea({ root: contentRoot, drafts, clientDir: editorClientDir }),
        goLiveArea({ root: contentRoot, drafts, publisher: publishing.publisher }),
        publishArea(publishing, contentRoot),
      ],
      brand: site().brand,
    },
  };
}
