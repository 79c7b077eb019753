import { describe, expect, it } from 'vitest';
import { DESTINATIONS, destinationOf, isAtMostOnce, kindsOf } from './outbox-destinations';

describe('outbox destinations', () => {
  it('groups the kinds by the upstream they go to', () => {
    expect(DESTINATIONS.map(kindsOf)).toEqual([
      ['sheet.lead', 'sheet.customer', 'sheet.refund'],
      [
        'sms.webinar_confirmation',
        'sms.purchase_confirmation',
        'sms.webinar_reminder_day',
        'sms.webinar_reminder_hour',
        'sms.webinar_scheduled',
        'sms.refund_receipt',
        'sms.waitlist_offer',
      ],
      ['conversion.purchase', 'conversion.initiate_checkout'],
      [
        'email.order_receipt',
        'email.webinar_confirmation',
        'email.webinar_reminder_day',
        'email.webinar_reminder_hour',
        'email.refund_receipt',
        'email.waitlist_offer',
        'email.company_invoice',
      ],
    ]);
    expect(destinationOf('email.order_receipt')).toBe('email');
    expect(destinationOf('sms.purchase_confirmation')).toBe('sms');
    expect(destinationOf('toString')).toBeNull();
    expect(destinationOf('sms.unknown')).toBeNull();
  });

  it('delivers SMS at most once (a repeat is a second, paid SMS), everything else at least once (docs/messaging.md "SMS: at most once")', () => {
    expect(isAtMostOnce('sms.webinar_confirmation')).toBe(true);
    expect(isAtMostOnce('sms.purchase_confirmation')).toBe(true);
    expect(isAtMostOnce('sheet.lead')).toBe(false);
    expect(isAtMostOnce('conversion.purchase')).toBe(false);
    // A repeated e-mail carries the same Message-ID (docs/messaging.md "E-mail").
    expect(isAtMostOnce('email.order_receipt')).toBe(false);
    expect(isAtMostOnce('sms.unknown')).toBe(false);
  });
});
