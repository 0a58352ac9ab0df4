/**
 * The scheduling service's embed, as a site declares it (site.json's `bookingEmbed`) and as each
 * page then carries it, on its <html> element: the browser loads the embed from there, and the
 * server's Content-Security-Policy for the page (src/server/security-headers.ts) allows exactly
 * these hosts, read from the same page. A site that declares none names no scheduling host
 * anywhere: its booking buttons are plain links to the booking page.
 */

/** What a page needs to open the booking page over itself. */
export interface BookingEmbed {
  /** The embed's script. */
  script: string;
  /** The embed's stylesheet. */
  stylesheet: string;
  /** The booking page's origin: the calendar's frame comes from it, and so do its messages. */
  origin: string;
}

const ATTRIBUTES = { script: "data-booking-script", stylesheet: "data-booking-stylesheet", origin: "data-booking-origin" } as const;

/** The <html> attributes of a page of a site with this embed and booking page; none without an embed. */
export function bookingEmbedAttributes(embed: { script: string; stylesheet: string } | undefined, bookingUrl: string): Record<string, string> {
  if (!embed) return {};
  return { [ATTRIBUTES.script]: embed.script, [ATTRIBUTES.stylesheet]: embed.stylesheet, [ATTRIBUTES.origin]: new URL(bookingUrl).origin };
}

/** The embed a page declares, read through `attribute` (an element's getAttribute, or a parsed start tag). */
function embedFrom(attribute: (name: string) => string | null | undefined): BookingEmbed | undefined {
  const script = attribute(ATTRIBUTES.script);
  const stylesheet = attribute(ATTRIBUTES.stylesheet);
  const origin = attribute(ATTRIBUTES.origin);
  return script && stylesheet && origin ? { script, stylesheet, origin } : undefined;
}

/** In the browser: the embed the page's <html> element declares. */
export function bookingEmbedOf(root: Pick<Element, "getAttribute">): BookingEmbed | undefined {
  return embedFrom((name) => root.getAttribute(name));
}

const HTML_START_TAG = /<html\b([^>]*)>/i;
const decodeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** In a prerendered HTML file: the embed its <html> start tag declares. */
export function bookingEmbedInHtml(html: string): BookingEmbed | undefined {
  const attributes = HTML_START_TAG.exec(html)?.[1] ?? "";
  return embedFrom((name) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
    return value === undefined ? undefined : decodeAttribute(value);
  });
}
