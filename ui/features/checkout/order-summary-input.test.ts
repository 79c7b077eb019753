import { describe, expect, it } from 'vitest';
import { quoteAt } from '../../../core/pricing/price-at';
import { TEST_COHORT } from '../../../tests/support/ui/checkout-test-support';
import { sameOrderSummary } from './order-summary-input';

const cohort = TEST_COHORT;
const early = quoteAt(new Date('2026-12-01T00:00:00+04:00'), cohort);
const regular = quoteAt(new Date('2027-02-10T00:00:00+04:00'), cohort);
const base = { quote: early, cohort, charged: undefined, contact: undefined };

describe('sameOrderSummary', () => {
  it('holds for the same facts in other objects (the catalogue sends its own copy of the cohort)', () => {
    expect(sameOrderSummary(base, { ...base, cohort: { ...cohort, maxCapacity: 12 } })).toBe(true);
  });

  it('fails when the price, the cohort, the charged amount or the contact shown differ', () => {
    expect(sameOrderSummary(base, { ...base, quote: regular })).toBe(false);
    expect(sameOrderSummary(base, { ...base, cohort: { ...cohort, number: 5 } })).toBe(false);
    expect(sameOrderSummary(base, { ...base, charged: { amountTetri: 250_000 } })).toBe(false);
    const contact = {
      firstName: 'Nino',
      lastName: 'Beridze',
      email: 'nino@example.ge',
      phoneNumber: '+995 599 123 456',
    };
    expect(sameOrderSummary(base, { ...base, contact })).toBe(false);
  });
});
