import { describe, expect, it } from 'vitest';
import { readReceipt } from './read-receipt';

const RECEIPT = {
  orderNumber: 'tc-1',
  paidOn: '2026-11-24',
  amountTetri: 270_000,
  currency: 'GEL',
  vat: { kind: 'included', ratePercent: 18, amountTetri: 41_186 },
  cohortNumber: 4,
  paymentMethod: 'card',
};

describe('readReceipt', () => {
  it('reads the receipt the server sends, with either VAT line', () => {
    expect(readReceipt(RECEIPT)).toEqual(RECEIPT);
    expect(readReceipt({ ...RECEIPT, vat: { kind: 'not-applicable' } })?.vat).toEqual({
      kind: 'not-applicable',
    });
    expect(readReceipt({ ...RECEIPT, cohortNumber: null })?.cohortNumber).toBeNull();
  });

  it('reads how it was paid, a card for a server that does not say', () => {
    const financed = { ...RECEIPT, paymentMethod: 'instalment' };
    expect(readReceipt(financed)?.paymentMethod).toBe('instalment');
    const { paymentMethod: _, ...older } = RECEIPT;
    expect(readReceipt(older)?.paymentMethod).toBe('card');
  });

  it('shows no receipt rather than a wrong one', () => {
    for (const odd of [
      undefined,
      'receipt',
      { ...RECEIPT, amountTetri: 2700.5 },
      { ...RECEIPT, amountTetri: -1 },
      { ...RECEIPT, paidOn: 'yesterday' },
      { ...RECEIPT, orderNumber: '' },
      { ...RECEIPT, currency: 'USD' },
      { ...RECEIPT, vat: { kind: 'included' } },
      { ...RECEIPT, vat: null },
    ]) {
      expect(readReceipt(odd)).toBeUndefined();
    }
  });
});
