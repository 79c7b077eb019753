import { describe, expect, it } from 'vitest';
import { purchaseReceipt } from './purchase-receipt';

const ORDER = {
  merchantOrderId: 'tc-7f1c',
  priceTetri: 270_000,
  currency: 'GEL',
  cohortNumber: 4,
  paymentTimestamp: new Date('2026-11-23T21:30:00Z'),
  completedAt: new Date('2026-11-23T21:31:00Z'),
  updatedAt: new Date('2026-11-23T21:31:00Z'),
  paymentMethod: 'card' as const,
};

describe('purchaseReceipt', () => {
  it('states the VAT contained in a VAT payer price, and the Tbilisi day of the payment', () => {
    expect(purchaseReceipt(ORDER, { vatRegistered: true })).toEqual({
      orderNumber: 'tc-7f1c',
      // 21:30 UTC is 01:30 the next day in Tbilisi.
      paidOn: '2026-11-24',
      amountTetri: 270_000,
      currency: 'GEL',
      vat: { kind: 'included', ratePercent: 18, amountTetri: 41_186 },
      cohortNumber: 4,
      paymentMethod: 'card',
    });
  });

  it('says an order the bank financed was paid through a bank instalment', () => {
    const financed = { ...ORDER, paymentMethod: 'instalment' as const };
    expect(purchaseReceipt(financed, { vatRegistered: true }).paymentMethod).toBe('instalment');
  });

  it('says VAT does not apply when the seller is not registered for it', () => {
    expect(purchaseReceipt(ORDER, { vatRegistered: false }).vat).toEqual({
      kind: 'not-applicable',
    });
  });

  it('dates the receipt by completion, then by the last update, when the provider gave no time', () => {
    const noTime = { ...ORDER, paymentTimestamp: null };
    expect(purchaseReceipt(noTime, { vatRegistered: true }).paidOn).toBe('2026-11-24');
    const neither = { ...noTime, completedAt: null, updatedAt: new Date('2026-01-01T10:00:00Z') };
    expect(purchaseReceipt(neither, { vatRegistered: true }).paidOn).toBe('2026-01-01');
  });
});
