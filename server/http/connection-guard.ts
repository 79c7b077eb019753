import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A connection that has been waiting this long for its request to finish may yield its slot. */
export const STALE_AFTER_MS = 1000;

/** Slots above the guard's cap for connections it closed that the kernel has not released yet. */
const CLOSING_HEADROOM = 16;

/** How often at most the guard reports that it shed connections. */
const REPORT_EVERY_MS = 10_000;

/** What the guard did since its last report. */
export interface SheddingReport {
  /** Connections closed to make room: idle keep-alives and the longest-waiting requests. */
  readonly evicted: number;
  /** New connections closed at once because every open one was busy and fresh. */
  readonly refused: number;
}

/** The caps and where the guard reports; `now` is injectable for tests. */
export interface ConnectionGuardOptions {
  readonly maxConnections: number;
  /** 0 = no per-address cap. */
  readonly maxConnectionsPerIp: number;
  readonly now?: () => number;
  readonly onShedding?: (report: SheddingReport) => void;
}

interface Tracked {
  readonly socket: Socket;
  readonly ip: string;
  /** When the connection opened or its current request began; the age that decides eviction. */
  since: number;
  /** Requests received and not yet answered (more than one when pipelined). */
  inFlight: number;
  /** Between requests on a kept-alive connection (a connection still sending its first headers is busy). */
  idle: boolean;
}

/**
 * Caps open connections, in total and per client address, so slow or hostile clients cannot take
 * every slot (docs/security.md "Slow and hostile clients"). When a new connection finds no free
 * slot, the guard closes the one that gives least: an idle keep-alive connection first, else the
 * connection whose request has waited longest, provided it has waited at least STALE_AFTER_MS.
 * Real visitors finish a request in milliseconds, so the slots held by tricklers are the ones
 * freed; when every connection is busy and fresh, the newcomer is closed instead.
 *
 * Two insertion-ordered maps keep the oldest idle and the oldest busy connection at their fronts,
 * so choosing a victim costs O(1) globally and O(cap) within one address.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const now = options.now ?? Date.now;
  const idle = new Map<Socket, Tracked>();
  const busy = new Map<Socket, Tracked>();
  const byIp = new Map<string, Set<Tracked>>();
  let evicted = 0;
  let refused = 0;
  let lastReport = Number.NEGATIVE_INFINITY;

  const report = () => {
    if (options.onShedding === undefined || now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = now();
    options.onShedding({ evicted, refused });
    evicted = 0;
    refused = 0;
  };

  const forget = (entry: Tracked) => {
    idle.delete(entry.socket);
    busy.delete(entry.socket);
    const peers = byIp.get(entry.ip);
    peers?.delete(entry);
    if (peers?.size === 0) byIp.delete(entry.ip);
  };

  const stale = (entry: Tracked | undefined) =>
    entry !== undefined && (entry.idle || now() - entry.since >= STALE_AFTER_MS);

  /** The connection to close to make room among `candidates`, if any may go. */
  const victimAmong = (candidates: Iterable<Tracked>): Tracked | undefined => {
    let oldest: Tracked | undefined;
    for (const entry of candidates) {
      if (entry.idle) return entry;
      if (oldest === undefined || entry.since < oldest.since) oldest = entry;
    }
    return stale(oldest) ? oldest : undefined;
  };

  const globalVictim = (): Tracked | undefined => {
    const firstIdle = idle.values().next();
    if (firstIdle.done !== true) return firstIdle.value;
    const firstBusy = busy.values().next().value;
    return stale(firstBusy) ? firstBusy : undefined;
  };

  /** Frees one slot if a victim exists; false when the newcomer must be refused. */
  const makeRoom = (victim: Tracked | undefined): boolean => {
    if (victim === undefined) return false;
    forget(victim);
    victim.socket.destroy();
    evicted += 1;
    return true;
  };

  const admit = (socket: Socket): boolean => {
    const ip = socket.remoteAddress ?? '';
    const peers = byIp.get(ip);
    const perIp = options.maxConnectionsPerIp;
    if (perIp > 0 && peers !== undefined && peers.size >= perIp && !makeRoom(victimAmong(peers))) {
      return false;
    }
    if (idle.size + busy.size >= options.maxConnections && !makeRoom(globalVictim())) return false;
    const entry: Tracked = { socket, ip, since: now(), inFlight: 0, idle: false };
    // A connection that has not sent its headers yet counts as busy since it opened (slow headers).
    busy.set(socket, entry);
    byIp.set(ip, (byIp.get(ip) ?? new Set()).add(entry));
    socket.once('close', () => forget(entry));
    return true;
  };

  // Node's own cap closes connections before any JavaScript sees them: the backstop that keeps the
  // process under its open-files limit should the guard fall behind (sockets still closing).
  server.maxConnections = options.maxConnections + CLOSING_HEADROOM;

  server.on('connection', (socket: Socket) => {
    if (admit(socket)) {
      if (evicted > 0) report();
      return;
    }
    refused += 1;
    socket.destroy();
    report();
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry = busy.get(request.socket) ?? idle.get(request.socket);
    if (entry === undefined || entry.socket.destroyed) return;
    entry.inFlight += 1;
    entry.idle = false;
    entry.since = now();
    idle.delete(entry.socket);
    busy.delete(entry.socket);
    busy.set(entry.socket, entry);
    response.once('close', () => {
      entry.inFlight -= 1;
      if (entry.inFlight > 0 || entry.socket.destroyed) return;
      entry.idle = true;
      busy.delete(entry.socket);
      idle.set(entry.socket, entry);
    });
  });
}
