import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadSink } from '../../core/ports/lead-sink';
import { aCustomerRow, aLeadRow, aRefundRow } from './lead-sink-fixtures';

/** A fresh sink, the rows its spreadsheet holds, and how to dispose of it. */
export interface LeadSinkUnderTest {
  readonly sink: LeadSink;
  readonly rows: () => readonly Readonly<Record<string, unknown>>[];
  readonly cleanup: () => Promise<void>;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What every `LeadSink` shares (the memory twin and the Apps Script adapter against its fake): rows
 * arrive with the spec's columns, every text cell formula-safe, once per idempotency key.
 */
export function describeLeadSink(name: string, make: () => Promise<LeadSinkUnderTest>): void {
  describe(`LeadSink contract: ${name}`, () => {
    let subject: LeadSinkUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('appends a lead row with the spec columns and its idempotency key', async () => {
      const result = await subject.sink.append(aLeadRow(), 'lead-1:sheet.lead');
      expect(result.isOk()).toBe(true);
      expect(subject.rows()).toEqual([
        {
          type: 'lead',
          fullName: 'ნინო ბერიძე',
          email: 'nino@example.ge',
          phoneNumber: "'+995555123456",
          city: 'Tbilisi',
          linkedin: 'https://www.linkedin.com/in/nino-beridze',
          source: 'hero_registration_form',
          timestamp: '2026-09-12T08:00:00.000Z',
          utmSource: 'facebook',
          utmMedium: '',
          utmCampaign: 'cohort-4',
          utmContent: '',
          utmTerm: '',
          marketingOptIn: 'no',
          idempotencyKey: 'lead-1:sheet.lead',
        },
      ]);
    });

    it('appends a customer row with the amount in GEL', async () => {
      await subject.sink.append(aCustomerRow({ marketingOptIn: true }), 'order-1:sheet.customer');
      expect(subject.rows()).toMatchObject([
        {
          type: 'customer',
          firstName: 'გიორგი',
          amount: 2700,
          transactionId: 'tx-1001',
          city: '',
          marketingOptIn: 'yes',
          expressStart: 'no',
        },
      ]);
    });

    it('appends a customer row with its promo code and discount in GEL; empty and 0 without one', async () => {
      await subject.sink.append(
        aCustomerRow({ amount: 243_000, promoCode: 'PARTNER10', promoDiscount: 27_000 }),
        'order-2:sheet.customer',
      );
      await subject.sink.append(aCustomerRow(), 'order-3:sheet.customer');
      expect(subject.rows()).toMatchObject([
        { amount: 2430, promoCode: 'PARTNER10', promoDiscount: 270 },
        { amount: 2700, promoCode: '', promoDiscount: 0 },
      ]);
    });

    it('appends a refund row of its own with the amounts in GEL', async () => {
      await subject.sink.append(aRefundRow(), 'refund-1:sheet.refund');
      expect(subject.rows()).toMatchObject([
        {
          type: 'refund',
          email: 'giorgi@example.ge',
          transactionId: 'tx-1001',
          refundAmount: 500,
          refundedTotal: 500,
          orderStatus: 'partially_refunded',
          refundOrigin: 'console',
          idempotencyKey: 'refund-1:sheet.refund',
        },
      ]);
    });

    it('stores a repeated delivery once and answers it as a success', async () => {
      const first = await subject.sink.append(aLeadRow(), 'lead-2:sheet.lead');
      const again = await subject.sink.append(aLeadRow(), 'lead-2:sheet.lead');
      expect(again.isOk()).toBe(true);
      expect(again._unsafeUnwrap().rowId).toBe(first._unsafeUnwrap().rowId);
      await subject.sink.append(aLeadRow({ email: 'other@example.ge' }), 'lead-3:sheet.lead');
      expect(subject.rows().map((row) => row.idempotencyKey)).toEqual([
        'lead-2:sheet.lead',
        'lead-3:sheet.lead',
      ]);
    });

    it('neutralises cells a spreadsheet would read as formulas', async () => {
      const hostile = aLeadRow({
        fullName: '=HYPERLINK("http://evil.example","click")',
        city: '@SUM(A1:A9)',
        linkedin: '-2+3',
        utm: { source: '\t=1', content: '\r=2', term: '+cmd' },
      });
      await subject.sink.append(hostile, 'lead-4:sheet.lead');
      const [row] = subject.rows();
      for (const value of Object.values(row ?? {})) {
        if (typeof value === 'string') expect(value).not.toMatch(FORMULA_START);
      }
      expect(row?.fullName).toBe('\'=HYPERLINK("http://evil.example","click")');
    });

    it('keeps Georgian text intact', async () => {
      await subject.sink.append(aLeadRow({ city: 'ქუთაისი' }), 'lead-5:sheet.lead');
      expect(subject.rows()[0]?.city).toBe('ქუთაისი');
    });
  });
}
