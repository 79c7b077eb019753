import * as v from 'valibot';
import { wholeNumber } from './whole-number';

/*
 * Slow and hostile clients: request deadlines, connection caps and the shutdown grace,
 * parsed as part of `config.ts`'s one schema (docs/security.md "Slow and hostile clients").
 */

/** Deadlines and caps of the HTTP server; every value has a safe default. */
export interface HttpLimitsConfig {
  /** A whole request (headers and body) must arrive within this; then 408 and the socket closes. */
  readonly requestTimeoutMs: number;
  /** The request line and headers must arrive within this (at most `requestTimeoutMs`). */
  readonly headersTimeoutMs: number;
  /** How long an idle keep-alive connection is kept open between requests. */
  readonly keepAliveTimeoutMs: number;
  /** Open connections at most; `auto` derives it from the process's open-files limit. */
  readonly maxConnections: number | 'auto';
  /** Open connections per client address at most; 0 = no per-address cap (behind a proxy). */
  readonly maxConnectionsPerIp: number;
  /** On SIGTERM, in-flight requests get this long before the remaining connections are dropped. */
  readonly shutdownGraceMs: number;
}

/** Per-address cap when no proxy is trusted; a browser opens at most six connections per site. */
const DEFAULT_MAX_CONNECTIONS_PER_IP = 64;

/** The HTTP limit variables; merged into the config schema. */
export const httpLimitsEnv = {
  REQUEST_TIMEOUT_MS: wholeNumber('15000', 200, 300_000),
  HEADERS_TIMEOUT_MS: wholeNumber('10000', 100, 300_000),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber('5000', 100, 120_000),
  MAX_CONNECTIONS: v.pipe(
    v.optional(v.string(), 'auto'),
    v.regex(/^(auto|\d{1,7})$/, 'must be auto or a whole number from 1 to 1000000'),
    v.transform((value): number | 'auto' => (value === 'auto' ? 'auto' : Number(value))),
    v.check((value) => value === 'auto' || value >= 1, 'must be auto or at least 1'),
  ),
  MAX_CONNECTIONS_PER_IP: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'must be a whole number (0 = no per-address cap)'),
      v.transform(Number),
    ),
  ),
  SHUTDOWN_GRACE_MS: wholeNumber('3000', 0, 8000),
};

const HttpLimitsEnvSchema = v.object(httpLimitsEnv);
type HttpLimitsEnv = v.InferOutput<typeof HttpLimitsEnvSchema>;

/**
 * Maps the parsed variables. Behind a trusted proxy every connection comes from the proxy, so the
 * per-address cap is off unless set explicitly.
 */
export function toHttpLimitsConfig(env: HttpLimitsEnv, behindProxy: boolean): HttpLimitsConfig {
  return {
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerIp:
      env.MAX_CONNECTIONS_PER_IP ?? (behindProxy ? 0 : DEFAULT_MAX_CONNECTIONS_PER_IP),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  };
}

/** Node refuses a headers deadline longer than the whole-request one. */
export function httpLimitsProblems(env: HttpLimitsEnv): string[] {
  return env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS
    ? ['HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS']
    : [];
}
