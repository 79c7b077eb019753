import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from './read-request-body';

/** One message the fake accepted, per destination number. */
export interface SmsOfficeFakeMessage {
  readonly destination: string;
  readonly sender: string;
  readonly content: string;
  readonly urgent: boolean;
}

/**
 * How the next sends fail: an HTTP 500, no answer at all (nothing sent), the message sent and then
 * no answer (`timeout-after-accept`: what makes an outcome unknown), a bare HTTP status, or a
 * documented `ErrorCode`.
 */
export type SmsOfficeFailure =
  | 'http500'
  | 'timeout'
  | 'timeout-after-accept'
  | { readonly status: number }
  | { readonly errorCode: number };

/** A running smsoffice.ge fake on 127.0.0.1. */
export interface SmsOfficeFake {
  /** Scheme, host and port to configure as the sender's base URL. */
  readonly baseUrl: string;
  readonly apiKey: string;
  messages(): readonly SmsOfficeFakeMessage[];
  failNext(mode: SmsOfficeFailure, count?: number): void;
  stop(): Promise<void>;
}

/** Options: the account's key and registered senders, and how long each answer takes. */
export interface SmsOfficeFakeOptions {
  readonly apiKey?: string;
  readonly senders?: readonly string[];
  /** Delay between accepting a message and answering (a kill can land in between). */
  readonly latencyMs?: number;
}

const MESSAGES: Readonly<Record<number, string>> = {
  0: 'Sent',
  10: 'Destination has no valid numbers',
  20: 'Insufficient balance',
  76: 'All numbers have invalid format',
  80: 'API key is incorrect',
  150: 'Sender not found',
  500: 'API key missing',
  600: 'Destination missing',
  700: 'Sender missing',
  800: 'Content missing',
};

/**
 * A local stand-in for smsoffice.ge's `/api/v2/send/` (docs/integrations.md "smsoffice.ge"): GET query or POST
 * form-encoded `key`, `destination` (comma-separated `9955XXXXXXXX`), `sender`, `content`, `urgent`;
 * answers `{ Success, Message, Output, ErrorCode }` with the documented codes.
 */
export async function startSmsOfficeFake(
  options: SmsOfficeFakeOptions = {},
): Promise<SmsOfficeFake> {
  const apiKey = options.apiKey ?? 'fake-smsoffice-key';
  const senders = options.senders ?? ['TechCareer'];
  const messages: SmsOfficeFakeMessage[] = [];
  const failures: SmsOfficeFailure[] = [];

  const answer = (response: ServerResponse, code: number) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      JSON.stringify({
        Success: code === 0,
        Message: MESSAGES[code] ?? 'Error',
        Output: null,
        ErrorCode: code,
      }),
    );
  };

  const validate = (params: URLSearchParams): number => {
    const key = params.get('key');
    if (!key) return 500;
    if (key !== apiKey) return 80;
    const destination = params.get('destination');
    if (destination === null) return 600;
    const sender = params.get('sender');
    if (!sender) return 700;
    if (!senders.includes(sender)) return 150;
    if (!params.get('content')) return 800;
    const numbers = destination.split(',').filter(Boolean);
    if (numbers.length === 0) return 10;
    return numbers.every((number) => /^9955\d{8}$/.test(number)) ? 0 : 76;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/api/v2/send/' && url.pathname !== '/api/v2/send') {
      response.writeHead(404).end();
      return;
    }
    const params =
      request.method === 'POST'
        ? new URLSearchParams(await readRequestBody(request))
        : url.searchParams;
    const failure = failures.shift();
    if (failure === 'timeout') return;
    if (failure === 'http500') {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
      return;
    }
    if (typeof failure === 'object' && 'status' in failure) {
      response.writeHead(failure.status).end();
      return;
    }
    if (failure !== undefined && failure !== 'timeout-after-accept') {
      return answer(response, failure.errorCode);
    }
    const code = validate(params);
    if (code === 0) {
      for (const destination of (params.get('destination') ?? '').split(',')) {
        messages.push({
          destination,
          sender: params.get('sender') ?? '',
          content: params.get('content') ?? '',
          urgent: params.get('urgent') === 'true',
        });
      }
    }
    if (failure === 'timeout-after-accept') return;
    if (options.latencyMs !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    }
    answer(response, code);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    messages: () => [...messages],
    failNext(mode, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(mode);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
