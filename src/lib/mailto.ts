/**
 * A mailto: link to one address. The address is percent-encoded (RFC 6068), "@" aside, so nothing
 * in it is read as the link's own syntax: "x?bcc=someone@evil.example" as typed by a visitor would
 * otherwise add a recipient to the reply.
 */
export const mailtoHref = (address: string): string => `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}`;
