import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/config';
import { CENSOR, redactSensitive, SENSITIVE_KEYS } from './redact-sensitive';

/** Path segments after these prefixes are bearer tokens (the thank-you lookup id). */
const TOKEN_PATH_PREFIXES = ['/api/payment/customer/'];

/**
 * The request path safe to log: the query is dropped (result pages carry order ids, forms may put
 * e-mails in UTM links) and bearer-token path segments are masked.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const prefix = TOKEN_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  return prefix ? `${prefix}[redacted]` : path;
}

/** Where log lines go; tests pass a collector, production leaves it to stdout. */
export interface LogStream {
  write(line: string): void;
}

/** The fields of an error that reach the log. */
interface LoggedError {
  readonly [key: string]: unknown;
  readonly type: string;
  readonly code?: string;
  readonly message: string;
  readonly stack: string;
}

/**
 * An error as logged: its class, code, message and stack. Driver errors carry the offending row in
 * enumerable fields (PostgreSQL's `detail`: `Key (email)=(…) already exists`), and Node's parser
 * errors carry the raw request bytes (`rawPacket`); pino's default serializer would log them all.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message,
    stack: error.stack ?? '',
  };
}

interface LoggableRequest {
  method: string;
  url: string;
  ip: string;
}

/**
 * Fastify's `logger` option (docs/security.md "Logs"). One level down is redacted by a formatter
 * (under 2 µs a line; pino's `*.key` paths cost 20); pino's top-level paths stay, as they also
 * cover a child logger's bindings.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    // pino's own default stdout stream writes asynchronously through libuv's thread pool: at a few
    // lines a millisecond each line became its own pool job, about 50 µs of CPU apiece. Node's
    // stdout writes files and pipes synchronously on Linux: one write(2) per line, a few µs.
    stream: stream ?? process.stdout,
    redact: { paths: [...SENSITIVE_KEYS], censor: CENSOR },
    formatters: { log: redactSensitive },
    serializers: {
      err: loggableError,
      req: (request: LoggableRequest) => ({
        method: request.method,
        path: loggablePath(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
