/**
 * How many connections one client may hold at once. The server's own limit (MAX_CONNECTIONS) is
 * shared by everyone: without a cap per client, one address holding that many half-sent requests
 * (reopening each as the request timeout closes it) would leave every other visitor, and the load
 * balancer's /healthz, refused. A client is counted as the rate limit counts it (an IPv4 address, an
 * IPv6 /64), and an IPv6 client's whole /48 shares a larger cap as well (the post limiter's
 * multiple of one client's), since whoever holds a /48 holds 65,536 /64s. The last tenth of
 * MAX_CONNECTIONS is kept for newcomers: once the rest are taken, a client (or /48) that already
 * holds a connection gets no more, so a few clients at their caps cannot take every connection and
 * a visitor, or the load balancer's /healthz, arriving afresh still gets in. A connection refused is
 * closed at once, before a byte of it is read.
 *
 * Connections from TRUSTED_PROXIES are not capped: behind a proxy every visitor arrives on the
 * proxy's address, and the proxy is the place to limit each of them (e.g. nginx `limit_conn`).
 * Many addresses together can still fill the server; the proxy's own limits are required
 * (docs/deploying.md).
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { rateLimitBuckets, storedNetwork, type TrustedProxies } from "./client-address.ts";
import { DEFAULT_NETWORK_MULTIPLE } from "./rate-limit.ts";

/** A client kept at its cap is named in the log at most this often. */
const LOG_EVERY_MS = 60_000;

export interface ConnectionCapOptions {
  perClient: number;
  /** MAX_CONNECTIONS: the last tenth of it is kept for clients holding none. */
  total: number;
  trustedProxies: TrustedProxies;
  logger: Pick<Logger, "warn">;
}

/** Connections kept for clients (and /48s) that hold none: a tenth of the total, at least one. */
export const reservedFor = (total: number): number => Math.max(1, Math.floor(total / 10));

export function capConnectionsPerClient(server: Pick<Server, "on">, { perClient, total, trustedProxies, logger }: ConnectionCapOptions): void {
  const open = new Map<string, number>();
  const loggedAt = new Map<string, number>();
  const perNetwork = perClient * DEFAULT_NETWORK_MULTIPLE;
  const sharedUpTo = total - reservedFor(total);
  let held = 0;
  const refuse = (socket: Socket, client: string, why: string, counts: Record<string, number>) => {
    socket.destroy();
    const now = Date.now();
    if (now - (loggedAt.get(client) ?? 0) < LOG_EVERY_MS) return;
    loggedAt.set(client, now);
    // The network only (as leads store it): enough to block it upstream, not a visitor's address.
    logger.warn({ client: storedNetwork(socket.remoteAddress) ?? "unknown", ...counts }, why);
  };
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    const keys = trustedProxies.trusts(address) ? [] : rateLimitBuckets(address);
    const holding = keys.map(({ key }) => open.get(key) ?? 0);
    const [client = "", network] = keys.map(({ key }) => key);
    const [byClient = 0, byNetwork = 0] = holding;
    if (byClient >= perClient)
      return refuse(
        socket,
        client,
        "a client holds as many connections as MAX_CONNECTIONS_PER_CLIENT allows; its further connections are closed until some of its own end",
        { connections: byClient, cap: perClient },
      );
    if (network && byNetwork >= perNetwork)
      return refuse(socket, network, "an IPv6 /48 holds as many connections as its clients together may; its further connections are closed until some end", {
        connections: byNetwork,
        cap: perNetwork,
      });
    if (held >= sharedUpTo && holding.some((count) => count > 0))
      return refuse(
        socket,
        client,
        "the server's connections are nearly all taken; the last tenth are kept for clients holding none, so this one's further connections are closed",
        { connections: byClient, open: held, total },
      );
    held++;
    for (const { key } of keys) open.set(key, (open.get(key) ?? 0) + 1);
    socket.once("close", () => {
      held--;
      for (const { key } of keys) {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      }
    });
  });
  // The log's memory of capped clients is dropped once it no longer stops a repeat.
  setInterval(() => {
    const stale = Date.now() - LOG_EVERY_MS;
    for (const [client, at] of loggedAt) if (at < stale) loggedAt.delete(client);
  }, LOG_EVERY_MS).unref();
}
