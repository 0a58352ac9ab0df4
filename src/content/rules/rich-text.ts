/**
 * The links in rich text fields (src/lib/rich-text.ts): each goes where an action's may go (a page
 * of the site, a part of one, a full https:// address, an email, booking, phone or email), and the
 * ones to the site's own pages are handed to the link checks (cross-checks.ts), which check them
 * like every other link. HTML and stray Markdown in these fields are text.ts's.
 */
import { problemAt, type CheckedFile } from "../checked-file.ts";
import { pointerToPath, type PathSegment } from "../json-locations.ts";
import { asRecord, valueAt } from "../json-values.ts";
import type { Problem } from "../problems.ts";
import { richTextFieldsIn } from "../rich-text-fields.ts";
import { richTextLinks } from "../../lib/rich-text.ts";
import { entryPath, slugOf, type Collection } from "../collections.ts";

/** A link in rich text to the site itself, for the link checks. */
export interface RichTextLinkUse {
  file: CheckedFile;
  segments: PathSegment[];
  href: string;
  /** Where its mark starts in the field's text. */
  index: number;
  /** The page the text is on, for "#anchor" links; undefined for text shown on every page (site settings). */
  ownPath: string | undefined;
}

/** What an action's "to" may be (schemas/common/action.schema.json), which a link in text follows too. */
const LINK_TARGET = /^(?:\/|#|https:\/\/|mailto:|tel:|(?:booking|phone|email)$)/;

/** Checks the kind of every rich text link in the files; returns the ones to the site's own pages. */
export function checkRichTextLinks(files: readonly CheckedFile[], collections: readonly Collection[], problems: Problem[]): RichTextLinkUse[] {
  const internal: RichTextLinkUse[] = [];
  for (const file of files) {
    const { path } = asRecord(file.data);
    // A collection's entry is a page at its route; site settings are shown on every page.
    const collection = collections.find((found) => file.source.file.startsWith(`${found.dir}/`));
    const slug = collection && slugOf(collection, file.data);
    const ownPath = typeof path === "string" ? path : collection && slug !== undefined ? entryPath(collection, slug) : undefined;
    for (const pointer of richTextFieldsIn(file.data)) {
      const segments = pointerToPath(pointer, (prefix) => Array.isArray(valueAt(file.data, prefix)));
      const text = valueAt(file.data, segments);
      if (typeof text !== "string") continue;
      for (const link of richTextLinks(text)) {
        if (LINK_TARGET.test(link.href)) {
          if (link.href.startsWith("/") || link.href.startsWith("#")) internal.push({ file, segments, href: link.href, index: link.index, ownPath });
          continue;
        }
        const message = `links "${link.words}" to "${link.href}", which is not an address a visitor can open: link to a page of this site ("/faq"), a part of one ("/contact#contact-form"), a full address starting https://, or write booking, phone or email`;
        problems.push({ ...problemAt(file, segments, message), ...file.locator.charAt(segments, link.index) });
      }
    }
  }
  return internal;
}
