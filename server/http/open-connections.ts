import type { Socket } from 'node:net';

/** A connection that has been waiting this long for its request to finish may yield its slot. */
export const STALE_AFTER_MS = 1000;

/** One open connection as the guard sees it. */
export interface Tracked {
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
 * The open connections. Two insertion-ordered maps keep the oldest idle and the oldest busy
 * connection at their fronts, so choosing a victim costs O(1) globally and O(cap) within one address.
 */
export interface OpenConnections {
  readonly now: () => number;
  readonly idle: Map<Socket, Tracked>;
  readonly busy: Map<Socket, Tracked>;
  readonly byIp: Map<string, Set<Tracked>>;
}

export function openConnections(now: () => number): OpenConnections {
  return { now, idle: new Map(), busy: new Map(), byIp: new Map() };
}

export function countOpen(open: OpenConnections): number {
  return open.idle.size + open.busy.size;
}

/** Starts tracking a new connection until it closes. */
export function track(open: OpenConnections, socket: Socket, ip: string): void {
  const entry: Tracked = { socket, ip, since: open.now(), inFlight: 0, idle: false };
  // A connection that has not sent its headers yet counts as busy since it opened (slow headers).
  open.busy.set(socket, entry);
  open.byIp.set(ip, (open.byIp.get(ip) ?? new Set()).add(entry));
  socket.once('close', () => forget(open, entry));
}

export function forget(open: OpenConnections, entry: Tracked): void {
  open.idle.delete(entry.socket);
  open.busy.delete(entry.socket);
  const peers = open.byIp.get(entry.ip);
  peers?.delete(entry);
  if (peers?.size === 0) open.byIp.delete(entry.ip);
}

function isStale(open: OpenConnections, entry: Tracked | undefined): boolean {
  return entry !== undefined && (entry.idle || open.now() - entry.since >= STALE_AFTER_MS);
}

/** The connection to close to make room among `candidates`, if any may go. */
export function victimAmong(
  open: OpenConnections,
  candidates: Iterable<Tracked>,
): Tracked | undefined {
  let oldest: Tracked | undefined;
  for (const entry of candidates) {
    if (entry.idle) return entry;
    if (oldest === undefined || entry.since < oldest.since) oldest = entry;
  }
  return isStale(open, oldest) ? oldest : undefined;
}

/** The connection to close to make room among all: the oldest idle one, else the oldest busy one if stale. */
export function globalVictim(open: OpenConnections): Tracked | undefined {
  const firstIdle = open.idle.values().next();
  if (firstIdle.done !== true) return firstIdle.value;
  const firstBusy = open.busy.values().next().value;
  return isStale(open, firstBusy) ? firstBusy : undefined;
}

/** A request began on the connection: it is busy, and the newest of the busy ones. */
export function markBusy(open: OpenConnections, entry: Tracked): void {
  entry.inFlight += 1;
  entry.idle = false;
  entry.since = open.now();
  open.idle.delete(entry.socket);
  open.busy.delete(entry.socket);
  open.busy.set(entry.socket, entry);
}

/** A request was answered: with none left in flight, the open connection waits idle for the next. */
export function requestAnswered(open: OpenConnections, entry: Tracked): void {
  entry.inFlight -= 1;
  if (entry.inFlight > 0 || entry.socket.destroyed) return;
  entry.idle = true;
  open.busy.delete(entry.socket);
  open.idle.set(entry.socket, entry);
}
