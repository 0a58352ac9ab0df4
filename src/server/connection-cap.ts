/**
 * How many connections one client may hold at once. The server's own limit (MAX_CONNECTIONS) is
 * shared by everyone: without a cap per client, one address holding that many half-sent requests
 * (reopening each as the request timeout closes it) would leave every other visitor, and the load
 * balancer's /healthz, refused. A client is counted as the rate limit counts it (an IPv4 address, an
 * IPv6 /64); a connection beyond its cap is closed at once, before a byte of it is read.
 *
 * Connections from TRUSTED_PROXIES are not capped: behind a proxy every visitor arrives on the
 * proxy's address, and the proxy is the place to limit each of them (e.g. nginx `limit_conn`).
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { rateLimitKey, storedNetwork, type TrustedProxies } from "./client-address.ts";

/** A client kept at its cap is named in the log at most this often. */
const LOG_EVERY_MS = 60_000;

export interface ConnectionCapOptions {
  perClient: number;
  trustedProxies: TrustedProxies;
  logger: Pick<Logger, "warn">;
}

export function capConnectionsPerClient(server: Server, { perClient, trustedProxies, logger }: ConnectionCapOptions): void {
  const open = new Map<string, number>();
  const loggedAt = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (trustedProxies.trusts(address)) return;
    const client = rateLimitKey(address);
    const held = open.get(client) ?? 0;
    if (held >= perClient) {
      socket.destroy();
      const now = Date.now();
      if (now - (loggedAt.get(client) ?? 0) >= LOG_EVERY_MS) {
        loggedAt.set(client, now);
        // The network only (as leads store it): enough to block it upstream, not a visitor's address.
        logger.warn(
          { client: storedNetwork(address) ?? "unknown", connections: held, cap: perClient },
          "a client holds as many connections as MAX_CONNECTIONS_PER_CLIENT allows; its further connections are closed until some of its own end",
        );
      }
      return;
    }
    open.set(client, held + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  // The log's memory of capped clients is dropped once it no longer stops a repeat.
  setInterval(() => {
    const stale = Date.now() - LOG_EVERY_MS;
    for (const [client, at] of loggedAt) if (at < stale) loggedAt.delete(client);
  }, LOG_EVERY_MS).unref();
}
