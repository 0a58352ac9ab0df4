/**
 * Who sent a request, as far as the server may know it: the socket's peer, or — only when that
 * peer is one of TRUSTED_PROXIES — the address the proxy recorded in X-Forwarded-For. From it come
 * the client's key for the rate limit and the connection cap (IPv6 clients grouped by /64, since one
 * household or server gets a whole /64; for posts also by /48, which one site can hold whole) and the
 * stored network (IPv4 /24, IPv6 /48): enough to see that leads came from one area, never enough to
 * name a visitor.
 */
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Parses an address, turning IPv4-mapped IPv6 (::ffff:1.2.3.4) into plain IPv4. */
export function parseAddress(text: string | undefined): Address | undefined {
  if (!text) return undefined;
  const bare = text
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return undefined;
  return ipaddr.process(bare);
}

/** The first `bits` of an address as CIDR text, e.g. 203.0.113.0/24. */
function networkOf(address: Address, bits: number): string {
  const bytes = address.toByteArray();
  const masked = bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return byte & (0xff << (8 - keep)) & 0xff;
  });
  const network = ipaddr.fromByteArray(masked);
  return `${network.toString()}/${bits}`;
}

/** What is stored with a lead: IPv4 /24 or IPv6 /48; undefined when unknown. */
export function storedNetwork(text: string | undefined): string | undefined {
  const address = parseAddress(text);
  if (!address) return undefined;
  return address.kind() === "ipv4" ? networkOf(address, 24) : networkOf(address, 48);
}

/** Longest key the limiter keeps; anything longer is not an address we produced. */
const MAX_KEY_LENGTH = 64;

/** One client, as the rate limit and the connection cap count them: an IPv4 address, or an IPv6 client's /64. */
export function rateLimitKey(text: string | undefined): string {
  const address = parseAddress(text);
  if (!address) return "unknown";
  const key = address.kind() === "ipv4" ? address.toString() : networkOf(address, 64);
  return key.slice(0, MAX_KEY_LENGTH);
}

/** A rate-limit bucket: one client's, or ("network") a whole IPv6 /48's, which is larger. */
export interface RateLimitBucket {
  key: string;
  scale: "client" | "network";
}

/**
 * The buckets a post takes a token from: the client's, and for IPv6 its /48's too. Whoever holds a
 * /48 holds 65,536 /64s; without the coarser bucket they could post 65,536 times the limit and fill
 * the limiter's table, pushing every other client's bucket out.
 */
export function rateLimitBuckets(text: string | undefined): RateLimitBucket[] {
  const client: RateLimitBucket = { key: rateLimitKey(text), scale: "client" };
  const address = parseAddress(text);
  return address?.kind() === "ipv6" ? [client, { key: networkOf(address, 48), scale: "network" }] : [client];
}

/** TRUSTED_PROXIES: addresses and CIDR ranges whose X-Forwarded-* headers are believed. */
export class TrustedProxies {
  private readonly ranges: [Address, number][];

  constructor(readonly entries: readonly string[]) {
    this.ranges = entries.map((entry) => TrustedProxies.parseEntry(entry) ?? [ipaddr.parse("0.0.0.0"), 33]);
  }

  /** An address or CIDR range, or undefined when the text is neither. */
  static parseEntry(entry: string): [Address, number] | undefined {
    try {
      if (entry.includes("/")) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        // A mapped IPv6 range names IPv4 addresses, which is how they are compared.
        if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
          return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
        return [address, bits];
      }
      const address = parseAddress(entry);
      return address ? [address, address.kind() === "ipv4" ? 32 : 128] : undefined;
    } catch {
      return undefined;
    }
  }

  get any(): boolean {
    return this.ranges.length > 0;
  }

  trusts(peer: string | undefined): boolean {
    const address = parseAddress(peer);
    if (!address) return false;
    return this.ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  }

  /**
   * The client's address: walking X-Forwarded-For from the right, the first hop that is not one of
   * our proxies. A header from anyone else is ignored.
   */
  clientAddress(peer: string | undefined, forwardedFor: string | undefined): string | undefined {
    if (!forwardedFor || !this.trusts(peer)) return peer;
    const hops = forwardedFor
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i];
      if (!parseAddress(hop)) return peer;
      if (!this.trusts(hop)) return hop;
    }
    return hops[0] ?? peer;
  }
}
