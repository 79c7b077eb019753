import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceMoney } from './invoice-money';

describe('invoice amounts as accountants write them (docs/purchase.md "Company invoices")', () => {
  it('groups the lari by three and always shows the tetri', () => {
    expect(invoiceMoney(750_000, 'ka')).toBe('7 500,00 ₾');
    expect(invoiceMoney(750_000, 'en')).toBe('₾7,500.00');
    expect(invoiceMoney(1_234_567_805, 'ka')).toBe('12 345 678,05 ₾');
    expect(invoiceMoney(5, 'en')).toBe('₾0.05');
  });

  it('reads back to the same tetri in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (tetri) => {
        const ka = invoiceMoney(tetri, 'ka').replace(/[ ₾]/g, '').replace(',', '');
        const en = invoiceMoney(tetri, 'en').replace(/[₾,]/g, '').replace('.', '');
        expect(Number(ka)).toBe(tetri);
        expect(Number(en)).toBe(tetri);
      }),
    );
  });
});
