/**
 * The connection cap, on a stand-in server whose sockets are counted as they are admitted and
 * closed: what a visitor notices is whether their connection stays open.
 */
import { EventEmitter } from "node:events";
import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { TrustedProxies } from "../../src/server/client-address.ts";
import { capConnectionsPerClient } from "../../src/server/connection-cap.ts";
import { DEFAULT_NETWORK_MULTIPLE } from "../../src/server/rate-limit.ts";

function server(perClient: number, total: number) {
  const emitter = new EventEmitter();
  capConnectionsPerClient(emitter as never, { perClient, total, trustedProxies: new TrustedProxies([]), logger: { warn: () => undefined } });
  const open: (Socket & EventEmitter)[] = [];
  /** Opens a connection from the address; whether it was kept open. */
  const connect = (remoteAddress: string): boolean => {
    let destroyed = false;
    const socket = Object.assign(new EventEmitter(), { remoteAddress, destroy: () => (destroyed = true) }) as unknown as Socket & EventEmitter;
    emitter.emit("connection", socket);
    if (!destroyed) open.push(socket);
    return !destroyed;
  };
  const close = (count: number) => {
    for (const socket of open.splice(0, count)) socket.emit("close");
  };
  return { connect, close };
}

const times = (count: number, connect: () => boolean) => Array.from({ length: count }, connect).filter(Boolean).length;

describe("the connection cap", () => {
  it("holds an IPv6 /48 to its multiple of one client's cap, however many /64s it opens from", () => {
    const perClient = 10;
    const { connect } = server(perClient, 10_000);
    let kept = 0;
    for (let sub = 1; sub <= 2 * DEFAULT_NETWORK_MULTIPLE; sub++) kept += times(perClient, () => connect(`2001:db8:1:${sub.toString(16)}::1`));
    expect(kept).toBe(perClient * DEFAULT_NETWORK_MULTIPLE);
    // Another /48 is not held up by it.
    expect(times(perClient, () => connect("2001:db8:2::1"))).toBe(perClient);
  });

  it("keeps the last tenth of the connections for clients holding none: a few clients at their caps cannot take them all", () => {
    const total = 1000;
    const perClient = 100;
    const { connect, close } = server(perClient, total);
    // Eleven clients, each opening as many as it may: together they would take every connection.
    let attackers = 0;
    for (let client = 1; client <= 11; client++) attackers += times(perClient, () => connect(`198.51.100.${client}`));
    // Those that came once the shared connections were taken got one each, as any newcomer does.
    expect(attackers).toBeLessThanOrEqual(total - total / 10 + 11);
    // A visitor, or the load balancer's health check, arriving afresh still gets in, once each.
    expect(connect("203.0.113.7")).toBe(true);
    expect(connect("203.0.113.8")).toBe(true);
    expect(connect("203.0.113.7")).toBe(false);
    // Once some of theirs close, the clients already here get connections again.
    close(10);
    expect(connect("198.51.100.1")).toBe(true);
  });
});
