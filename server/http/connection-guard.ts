import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  countOpen,
  forget,
  globalVictim,
  markBusy,
  type OpenConnections,
  openConnections,
  requestAnswered,
  type Tracked,
  track,
  victimAmong,
} from './open-connections';

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

/** The open connections and what the guard shed since its last report. */
interface Guard {
  readonly options: ConnectionGuardOptions;
  readonly open: OpenConnections;
  evicted: number;
  refused: number;
  lastReport: number;
}

/**
 * Caps open connections, in total and per address (docs/security.md "Slow and hostile clients"): a
 * newcomer with no free slot takes an idle keep-alive connection's, else that of a request waiting
 * at least STALE_AFTER_MS, else is closed.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const open = openConnections(options.now ?? Date.now);
  const guard: Guard = {
    options,
    open,
    evicted: 0,
    refused: 0,
    lastReport: Number.NEGATIVE_INFINITY,
  };

  // Node's own cap closes connections before any JavaScript sees them: the backstop that keeps the
  // process under its open-files limit should the guard fall behind (sockets still closing).
  server.maxConnections = options.maxConnections + CLOSING_HEADROOM;

  server.on('connection', (socket: Socket) => {
    if (admit(guard, socket)) {
      if (guard.evicted > 0) report(guard);
      return;
    }
    guard.refused += 1;
    socket.destroy();
    report(guard);
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry = open.busy.get(request.socket) ?? open.idle.get(request.socket);
    if (entry === undefined || entry.socket.destroyed) return;
    markBusy(open, entry);
    response.once('close', () => requestAnswered(open, entry));
  });
}

/** Tracks a new connection if a slot is free or can be freed; false when it must be refused. */
function admit(guard: Guard, socket: Socket): boolean {
  const { open, options } = guard;
  const ip = socket.remoteAddress ?? '';
  const peers = open.byIp.get(ip);
  const perIp = options.maxConnectionsPerIp;
  if (perIp > 0 && peers !== undefined && peers.size >= perIp) {
    if (!makeRoom(guard, victimAmong(open, peers))) return false;
  }
  if (countOpen(open) >= options.maxConnections && !makeRoom(guard, globalVictim(open)))
    return false;
  track(open, socket, ip);
  return true;
}

/** Frees one slot if a victim exists; false when the newcomer must be refused. */
function makeRoom(guard: Guard, victim: Tracked | undefined): boolean {
  if (victim === undefined) return false;
  forget(guard.open, victim);
  victim.socket.destroy();
  guard.evicted += 1;
  return true;
}

/** Reports what was shed since the last report, at most every REPORT_EVERY_MS. */
function report(guard: Guard): void {
  const { onShedding } = guard.options;
  const now = guard.open.now;
  if (onShedding === undefined || now() - guard.lastReport < REPORT_EVERY_MS) return;
  guard.lastReport = now();
  onShedding({ evicted: guard.evicted, refused: guard.refused });
  guard.evicted = 0;
  guard.refused = 0;
}
