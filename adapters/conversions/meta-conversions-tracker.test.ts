import { describe, expect, it } from 'vitest';
import { readMetaAnswer } from './meta-conversions-tracker';

describe('readMetaAnswer', () => {
  it('accepts a 200 that confirms the one event', () => {
    expect(readMetaAnswer(200, { events_received: 1, messages: [], fbtrace_id: 'x' }).isOk()).toBe(
      true,
    );
  });

  it.each([
    ['no confirmation', {}],
    ['no event received', { events_received: 0 }],
    ['a body that is not JSON', undefined],
    ['an array', [{ events_received: 1 }]],
  ])('retries a 200 with %s', (_case, body) => {
    expect(readMetaAnswer(200, body)._unsafeUnwrapErr()).toEqual({
      type: 'conversion_tracker.unavailable',
      params: { status: 200 },
    });
  });

  it("refuses permanently on a 4xx, with Meta's error code when it reads", () => {
    expect(
      readMetaAnswer(400, { error: { code: 190, message: 'Invalid token' } })._unsafeUnwrapErr(),
    ).toEqual({
      type: 'conversion_tracker.rejected',
      params: { status: 400, providerCode: 190 },
    });
    expect(readMetaAnswer(403, '<html>')._unsafeUnwrapErr()).toEqual({
      type: 'conversion_tracker.rejected',
      params: { status: 403 },
    });
  });

  it('retries 429 and 5xx', () => {
    expect(readMetaAnswer(429, {})._unsafeUnwrapErr().type).toBe('conversion_tracker.unavailable');
    expect(readMetaAnswer(502, {})._unsafeUnwrapErr().type).toBe('conversion_tracker.unavailable');
  });
});
