import { describe, expect, it } from 'vitest';
import { sendFailure } from './send-failure';

const coded = (code: string) => Object.assign(new Error(code), { code });
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

describe('sendFailure (docs/messaging.md "SMS: at most once")', () => {
  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'])(
    'a connection never made (%s) is unavailable: nothing was sent, retry',
    (code) => {
      expect(sendFailure(fetchFailed(coded(code)), false).type).toBe('sms.unavailable');
    },
  );

  it('reads every address of a refused multi-address connect', () => {
    const both = new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'refused');
    expect(sendFailure(fetchFailed(both), false).type).toBe('sms.unavailable');
  });

  it.each([
    ['our time-out', fetchFailed(coded('UND_ERR_ABORTED')), true],
    ['a reset after the form was written', fetchFailed(coded('ECONNRESET')), false],
    ['the socket closed by the gateway', fetchFailed(coded('UND_ERR_SOCKET')), false],
    ['an error without a code', new Error('boom'), false],
    ['a refused connect reported after our time-out', fetchFailed(coded('ECONNREFUSED')), true],
  ])('%s is outcome unknown: never retried', (_case, error, timedOut) => {
    expect(sendFailure(error, timedOut).type).toBe('sms.outcome_unknown');
  });
});
