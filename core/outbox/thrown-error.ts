import { redactPersonal } from '../person/redact-personal';

/** The code of a delivery whose adapter threw (a bug, not an answer): retried like a transient failure. */
export const DELIVERY_THREW = 'outbox.delivery_threw';

/** Longest error text kept: enough for a class and its message, not for a quoted payload. */
const MAX_DETAIL_LENGTH = 200;

/**
 * What an adapter threw, for the operator's log line and the dead letter: its class and message,
 * e.g. `TypeError: Cannot read properties of undefined (reading 'x')`, on one line, with e-mail
 * addresses and phone numbers masked (a message can quote the payload it choked on), cut to 200
 * characters. Masked before it is cut, so no half address escapes the mask.
 */
export function thrownErrorDetail(error: unknown): string {
  const type = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = redactPersonal(message === '' ? type : `${type}: ${message}`)
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...text];
  return characters.length <= MAX_DETAIL_LENGTH
    ? text
    : `${characters.slice(0, MAX_DETAIL_LENGTH - 1).join('')}…`;
}
