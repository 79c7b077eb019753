import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  classifyError,
  errorBody,
  HTTP_STATUS_BY_ERROR_CODE,
  type HttpErrorCode,
  sendError,
} from '../errors/http-errors';
import type { SecurityHeaders } from '../plugins/security-headers';

/*
 * Answers that never reach the app's routes or hooks (an undecodable request target, an error on
 * the raw connection) get the app's coded body and every security header instead of Fastify's own,
 * which echo the path (docs/security.md "Input, output, headers"). Only the code is logged.
 */

/** Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter. */
export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const code = classifyError(error);
    request.log.info({ code, reason: error.code }, 'request rejected');
    reply.headers(headers);
    sendError(reply, code);
  };
}

/** Node's connection error codes → ours; anything else on the raw connection is BAD_REQUEST. */
const CODE_BY_CONNECTION_ERROR: Readonly<Record<string, HttpErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'PAYLOAD_TOO_LARGE',
};

/** The error Node reports on a connection: only its code is read. */
interface ConnectionError {
  readonly code?: string;
}

/** A response already being written on the socket: a second status line would corrupt it. */
function responseStarted(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return current?.headersSent === true;
}

/** The raw HTTP/1.1 answer: status line, our headers, the JSON body, and `Connection: close`. */
function rawAnswer(code: HttpErrorCode, headers: SecurityHeaders): string {
  const status = HTTP_STATUS_BY_ERROR_CODE[code];
  const body = JSON.stringify(errorBody(code));
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: answers when it still can, then closes the connection. */
export function clientErrorAnswer(headers: SecurityHeaders, log: () => FastifyBaseLogger) {
  return (error: ConnectionError, socket: Socket): void => {
    // A reset connection is already gone; there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = CODE_BY_CONNECTION_ERROR[error.code ?? ''] ?? 'BAD_REQUEST';
    log().info({ code, reason: error.code }, 'connection rejected');
    // As Node does: the small answer is written straight to the kernel, then the socket is
    // destroyed at once, so a client that never reads cannot keep the slot.
    if (socket.writable && !responseStarted(socket)) socket.write(rawAnswer(code, headers));
    socket.destroy();
  };
}
