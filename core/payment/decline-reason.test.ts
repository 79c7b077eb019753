import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declineReason } from './decline-reason';

describe('declineReason', () => {
  it.each([
    ['1004', 'bankDeclined'],
    ['1000', 'bankDeclined'],
    ['2018', 'bankDeclined'],
    ['1037', 'insufficientFunds'],
    ['2019', 'insufficientFunds'],
    ['1003', 'cardDetails'],
    ['2017', 'cardDetails'],
    ['1024', 'authentication'],
    ['1040', 'limitExceeded'],
    ['1043', 'cardBlocked'],
    ['1051', 'securityCheck'],
    ['1052', 'timeExpired'],
    ['1064', 'callBank'],
    ['1002', 'technical'],
    ['1005', 'technical'],
    ['1006', 'technical'],
    [' 1004 ', 'bankDeclined'],
  ] as const)('maps Flitt code %s to %s', (responseCode, reason) => {
    expect(declineReason({ responseCode, orderStatus: 'declined' })).toBe(reason);
  });

  it('calls an unknown code a plain decline, whatever the status', () => {
    expect(declineReason({ responseCode: '1999', orderStatus: undefined })).toBe('declined');
  });

  it('falls back to the status when there is no usable code', () => {
    expect(declineReason({ responseCode: undefined, orderStatus: 'expired' })).toBe('timeExpired');
    expect(declineReason({ responseCode: '', orderStatus: 'declined' })).toBe('declined');
    expect(declineReason({ responseCode: 'Do not honor', orderStatus: 'reversed' })).toBe(
      'refunded',
    );
    expect(declineReason({ responseCode: undefined, orderStatus: undefined })).toBe('interrupted');
  });

  it('never reads a reason out of text that is not a number (the query is untrusted)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*\d{1,6}\s*$/.test(text)),
        (code) => {
          expect(declineReason({ responseCode: code, orderStatus: undefined })).toBe('interrupted');
        },
      ),
    );
  });

  it('calls every numeric code something other than interrupted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (code) => {
        expect(declineReason({ responseCode: String(code), orderStatus: undefined })).not.toBe(
          'interrupted',
        );
      }),
    );
  });
});
