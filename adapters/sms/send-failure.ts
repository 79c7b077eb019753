import { domainError } from '../../core/errors/domain-error';
import type { SmsSendError } from '../../core/ports/sms-sender';

/**
 * Network error codes raised before any byte of the request could leave: no connection was ever
 * made (refused, no such host, no route, the connect itself timed out), so the gateway cannot have
 * seen the message and a retry cannot send it twice.
 */
const NEVER_CONNECTED: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function codesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const code = 'code' in error && typeof error.code === 'string' ? [error.code] : [];
  const cause = 'cause' in error ? codesOf(error.cause, depth + 1) : [];
  const inner =
    error instanceof AggregateError ? error.errors.flatMap((e) => codesOf(e, depth + 1)) : [];
  return [...code, ...cause, ...inner];
}

/**
 * A thrown request failure as the port's error (docs/messaging.md "SMS: at most once"): a failure
 * to connect is `sms.unavailable` (not sent: retried); everything else — our time-out, a connection
 * reset after the form was written — is `sms.outcome_unknown`, because the gateway may have
 * accepted the message before the answer was lost.
 */
export function sendFailure(error: unknown, timedOut: boolean): SmsSendError {
  const codes = codesOf(error);
  if (!timedOut && codes.length > 0 && codes.every((code) => NEVER_CONNECTED.has(code))) {
    return domainError('sms.unavailable', { message: `Not connected (${codes[0]})` });
  }
  return domainError('sms.outcome_unknown', {
    message: timedOut ? 'Timed out' : `Connection lost (${codes[0] ?? 'unknown'})`,
  });
}
