import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';
import { parseCompanyInvoiceForm } from './company-invoice-form';
import { invoiceAmounts } from './invoice-amounts';
import { invoiceDueAt, invoiceDueDay } from './invoice-due';
import { invoiceNumber } from './invoice-number';
import { decideInvoicePayment } from './invoice-payment';
import { invoiceStatus } from './invoice-status';

const cohort = {
  number: 4,
  startDate: new Date('2027-03-01T15:00:00Z'),
  registrationCloseDate: new Date('2027-02-28T19:59:59Z'),
} as Cohort;

const invoice = {
  unitPriceTetri: 250_000,
  seats: [1, 2, 3].map((seat) => ({ seat, registrationId: `r${seat}`, participant: null })),
  payments: [] as { key: string; amountTetri: number; paidOn: string; recordedAt: Date }[],
  dueAt: new Date('2026-11-17T20:00:00Z'),
  cancelledAt: null as Date | null,
};

describe('company invoice rules', () => {
  it('numbers INV-year-sequence with four digits at least', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumber(2026, 12345)).toBe('INV-2026-12345');
  });

  it('is due at the end of the Tbilisi day N days on, never after the sale ends', () => {
    expect(invoiceDueAt(new Date('2026-11-10T10:00:00Z'), 7, cohort).toISOString()).toBe(
      '2026-11-17T20:00:00.000Z',
    );
    expect(invoiceDueAt(new Date('2027-02-26T10:00:00Z'), 7, cohort)).toEqual(
      cohort.registrationCloseDate,
    );
  });

  it('prints as due the last Tbilisi day still on time', () => {
    const dueAt = invoiceDueAt(new Date('2026-11-10T10:00:00Z'), 7, cohort);
    expect(invoiceDueDay(dueAt).toISOString()).toBe('2026-11-17T19:59:59.999Z');
  });

  it('splits VAT like the receipt: 18/118 of the gross', () => {
    expect(invoiceAmounts(750_000 as Money, { vatRegistered: true })).toMatchObject({
      netTetri: 635_593,
      vatTetri: 114_407,
      grossTetri: 750_000,
    });
    expect(invoiceAmounts(750_000 as Money, { vatRegistered: false }).vatTetri).toBeNull();
  });

  it('is open, then overdue at the due instant, paid once the transfers reach the amount', () => {
    expect(invoiceStatus(invoice, new Date('2026-11-17T19:59:59Z'))).toBe('open');
    expect(invoiceStatus(invoice, invoice.dueAt)).toBe('overdue');
    const paid = {
      ...invoice,
      payments: [
        { key: 'k', amountTetri: 750_000, paidOn: '2026-11-18', recordedAt: invoice.dueAt },
      ],
    };
    expect(invoiceStatus(paid, invoice.dueAt)).toBe('paid');
    expect(invoiceStatus({ ...invoice, cancelledAt: invoice.dueAt }, invoice.dueAt)).toBe(
      'cancelled',
    );
  });

  it('records a transfer once: the same amount and day again is a retry, unless `again`', () => {
    const first = decideInvoicePayment(invoice, {
      amountTetri: 250_000,
      paidOn: '2026-11-12',
      again: false,
    });
    expect(first._unsafeUnwrap()).toEqual({
      kind: 'record',
      key: '2026-11-12:250000',
      settles: false,
    });
    const recorded = {
      ...invoice,
      payments: [
        {
          key: '2026-11-12:250000',
          amountTetri: 250_000,
          paidOn: '2026-11-12',
          recordedAt: invoice.dueAt,
        },
      ],
    };
    const retry = { amountTetri: 250_000, paidOn: '2026-11-12', again: false };
    expect(decideInvoicePayment(recorded, retry)._unsafeUnwrap()).toEqual({
      kind: 'already_recorded',
    });
    expect(decideInvoicePayment(recorded, { ...retry, again: true })._unsafeUnwrap()).toEqual({
      kind: 'record',
      key: '2026-11-12:250000:2',
      settles: false,
    });
    const rest = { amountTetri: 500_000, paidOn: '2026-11-13', again: false };
    expect(decideInvoicePayment(recorded, rest)._unsafeUnwrap()).toMatchObject({ settles: true });
    expect(
      decideInvoicePayment(recorded, { ...rest, amountTetri: 500_001 })._unsafeUnwrapErr(),
    ).toBe('INVOICE_AMOUNT_INVALID');
  });

  it('validates the form with the site’s field rules and stable codes', () => {
    const parsed = parseCompanyInvoiceForm({
      companyName: ' შპს  „ტესტი“ ',
      companyCode: '404 123 456',
      contactName: 'ნინო ბერიძე',
      contactEmail: 'Nino@Example.GE',
      contactPhone: '+995 555 123 456',
      seats: '3',
      participants: 'გიორგი ბერიძე, giorgi@example.ge\n\nAna Beridze <ana@example.ge>',
      terms: 'on',
      language: 'ka',
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      companyName: 'შპს „ტესტი“',
      companyCode: '404123456',
      contactEmail: 'nino@example.ge',
      contactPhone: '+995555123456',
      seats: 3,
      participants: [
        { name: 'გიორგი ბერიძე', email: 'giorgi@example.ge' },
        { name: 'Ana Beridze', email: 'ana@example.ge' },
      ],
    });
    const refused = parseCompanyInvoiceForm({
      companyName: '',
      companyCode: '12345678901',
      contactName: 'N',
      contactEmail: 'x',
      contactPhone: '+995 ',
      seats: '0',
      participants: 'no e-mail here',
      language: 'en',
    });
    expect(refused.ok ? [] : refused.issues).toEqual([
      { field: 'companyName', code: 'company_name.required' },
      { field: 'companyCode', code: 'company_code.invalid' },
      { field: 'contactName', code: 'full_name.too_short' },
      { field: 'contactEmail', code: 'email.invalid' },
      { field: 'contactPhone', code: 'phone.required' },
      { field: 'seats', code: 'seats.invalid' },
      { field: 'participants', code: 'participants.invalid' },
      { field: 'terms', code: 'terms.required' },
    ]);
  });
});
