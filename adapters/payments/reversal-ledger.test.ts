import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReversalLedger, type ReversalAnswer } from './reversal-ledger';

const aLedger = (paid = 10_000) => {
  let id = 0;
  return createReversalLedger({
    paid,
    currency: 'GEL',
    nextTransactionId: () => {
      id += 1;
      return String(id);
    },
  });
};
const refund = (amount: number, reverseId?: string) => ({
  amount: String(amount),
  currency: 'GEL',
  reverseId,
});
const approve = { status: 'approved' } as const;

describe('the local providers’ refund rules', () => {
  it('never refunds more than was paid, and a reverse_id once, whatever the calls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 6_000 }), id: fc.nat(4) })),
        (calls) => {
          const ledger = aLedger();
          const first = new Map<string, ReversalAnswer>();
          for (const call of calls) {
            const result = ledger.reverse(refund(call.amount, `r${call.id}`), 'approved', approve);
            const earlier = first.get(`r${call.id}`);
            if (result.kind === 'replayed') expect(result.answer).toBe(earlier);
            if (result.kind === 'answered') first.set(`r${call.id}`, result.answer);
            if (earlier !== undefined) expect(result.kind).not.toBe('answered');
          }
          const applied = [...first.values()].reduce((sum, answer) => sum + answer.amount, 0);
          expect(ledger.total()).toBe(applied);
          expect(ledger.total()).toBeLessThanOrEqual(10_000);
          expect(ledger.appliedCount()).toBe(first.size);
        },
      ),
    );
  });

  it('holds a processing refund against what is left until it is settled', () => {
    const ledger = aLedger();
    ledger.reverse(refund(6_000, 'r1'), 'approved', { status: 'processing' });
    expect(ledger.total()).toBe(0);
    expect(ledger.reverse(refund(6_000, 'r2'), 'approved', approve)).toMatchObject({
      kind: 'refused',
      code: 1023,
    });
    expect(ledger.settlePending('approved')).toMatchObject([
      { reverseId: 'r1', status: 'approved', reversalAmount: 6_000 },
    ]);
    expect(ledger.total()).toBe(6_000);
  });

  it('frees the amount of a processing refund that is declined', () => {
    const ledger = aLedger();
    ledger.reverse(refund(6_000, 'r1'), 'approved', { status: 'processing' });
    expect(ledger.settlePending('declined')).toEqual([]);
    expect(ledger.reverse(refund(10_000, 'r2'), 'approved', approve).kind).toBe('answered');
    expect(ledger.fullyReversed()).toBe(true);
  });

  it('records a declined refund without taking money back', () => {
    const ledger = aLedger();
    const declined = {
      status: 'declined',
      responseCode: '1000',
      responseDescription: 'General decline',
    } as const;
    const result = ledger.reverse(refund(1_000, 'r1'), 'approved', declined);
    expect(result).toMatchObject({ kind: 'answered', answer: { status: 'declined' } });
    expect(ledger.total()).toBe(0);
    expect(ledger.appliedCount()).toBe(0);
  });

  it.each([
    ['an unpaid order', refund(1_000, 'r1'), 'created', 1100],
    ['a fully refunded order', refund(1_000, 'r1'), 'reversed', 1023],
    ['another currency', { ...refund(1_000, 'r1'), currency: 'USD' }, 'approved', 1007],
    ['a zero amount', refund(0, 'r1'), 'approved', 1023],
    ['an amount that is not whole tetri', { ...refund(1, 'r1'), amount: '1.5' }, 'approved', 1023],
  ] as const)('refuses %s', (_name, input, status, code) => {
    expect(aLedger().reverse(input, status, approve)).toMatchObject({ kind: 'refused', code });
  });

  it('refuses a reverse_id reused for another amount', () => {
    const ledger = aLedger();
    ledger.reverse(refund(1_000, 'r1'), 'approved', approve);
    expect(ledger.reverse(refund(2_000, 'r1'), 'approved', approve)).toMatchObject({
      kind: 'refused',
      code: 1007,
    });
    expect(ledger.total()).toBe(1_000);
  });

  it('treats every refund without a reverse_id as new', () => {
    const ledger = aLedger();
    ledger.reverse(refund(1_000), 'approved', approve);
    ledger.reverse(refund(1_000), 'approved', approve);
    expect(ledger.total()).toBe(2_000);
  });
});
