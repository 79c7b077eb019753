import { describe, expect, it } from 'vitest';
import { emailSiteFixture, latinWordsIn, visibleText } from '../../tests/support/email-fixtures';
import type { RefundReceiptEmailPayload } from '../outbox/email-payloads';
import { refundReceiptEmail } from './refund-receipt-email';

const FULL: RefundReceiptEmailPayload = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  orderId: 'tc-1732476600-ab12',
  refundId: 'rf-1',
  amountTetri: 250_000,
  refundedTotalTetri: 250_000,
  paidTetri: 250_000,
  refundedAt: '2026-12-01T08:15:00.000Z',
  cohortNumber: 4,
};

const render = (payload: Partial<RefundReceiptEmailPayload> = {}) =>
  refundReceiptEmail({ payload: { ...FULL, ...payload }, site: emailSiteFixture() });

describe('the refund receipt', () => {
  it('states a full refund to the card and that the seat is released, in Georgian', () => {
    const { subject, text, html } = render();
    expect(subject).toBe('თანხის დაბრუნება: შეკვეთა tc-1732476600-ab12');
    expect(text).toContain('ნინო, 2500\u00a0₾ დაგიბრუნდათ');
    expect(text).toContain('თანხა დაბრუნდა იმ ბარათზე, რომლითაც გადაიხადეთ.');
    expect(text).toContain('შეკვეთის ნომერი: tc-1732476600-ab12');
    expect(text).toContain('დაბრუნების დრო: 1 დეკემბერი, 2026, 12:15 (თბილისის დროით)');
    expect(text).toContain('გადახდილად რჩება: 0\u00a0₾');
    expect(text).toContain('თქვენი ადგილი №4 ნაკადში გათავისუფლდა და კურსზე წვდომა დაიხურა.');
    expect(text).toContain('საიდენტიფიკაციო კოდი: 400000000');
    expect(text).not.toContain('სულ დაბრუნებული');
    expect(latinWordsIn(text, ['tc', 'ab'])).toEqual([]);
    expect(latinWordsIn(visibleText(html), ['tc', 'ab'])).toEqual([]);
  });

  it('states a partial refund, the earlier ones and what is still paid; the place stays', () => {
    const { subject, text } = render({
      language: 'en',
      firstName: 'Nino',
      amountTetri: 50_000,
      refundedTotalTetri: 75_000,
    });
    expect(subject).toBe('Refund to your card: order tc-1732476600-ab12');
    expect(text).toContain('Nino, we have refunded ₾500');
    expect(text).toContain('Amount refunded: ₾500');
    expect(text).toContain('Refunded in total: ₾750');
    expect(text).toContain('Amount paid: ₾2,500');
    expect(text).toContain('Amount still paid: ₾1,750');
    expect(text).toContain('Returned to: the card you paid with (through Flitt)');
    expect(text).toContain('your seat in cohort 4 stays, and so does your access to the course.');
  });

  it('escapes the name in the HTML', () => {
    expect(render({ firstName: '"><script>' }).html).toContain('&quot;&gt;&lt;script&gt;, ');
  });
});
