import { describe, expect, it } from 'vitest';
import { emailSiteFixture, latinWordsIn, visibleText } from '../../tests/support/email-fixtures';
import type { WaitlistOfferEmailPayload } from '../outbox/email-payloads';
import { waitlistOfferEmail } from './waitlist-offer-email';

const PAYLOAD: WaitlistOfferEmailPayload = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  offerId: 'of-1',
  url: 'https://techcareer.ge/ka/checkout?offer=Zx8_token',
  expiresAt: '2027-02-20T16:00:00.000Z',
  cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
};

const render = (payload: Partial<WaitlistOfferEmailPayload> = {}) =>
  waitlistOfferEmail({ payload: { ...PAYLOAD, ...payload }, site: emailSiteFixture() });

describe('the waiting-list offer', () => {
  it('offers the seat with its link until a Tbilisi instant, in Georgian', () => {
    const { subject, text, html } = render();
    expect(subject).toBe('№4 ნაკადში ადგილი გაჩნდა');
    expect(text).toContain('ნინო, №4 ნაკადში თქვენთვის ადგილი გაჩნდა');
    expect(text).toContain('კურსზე „კარიერის დაჩქარების კურსი“ ადგილი გაჩნდა');
    expect(text).toContain('ნაკადის დაწყება: 1 მარტი, 2027, 19:00 (თბილისის დროით)');
    expect(text).toContain('ადგილი შენახულია: 20 თებერვალი, 2027, 20:00-მდე (თბილისის დროით)');
    expect(text).toContain(PAYLOAD.url);
    expect(html).toContain('href="https://techcareer.ge/ka/checkout?offer=Zx8_token"');
    expect(text).toContain('ადგილი მოლოდინის სიაში შემდეგ ადამიანს გადაეცემა');
    expect(text).toContain('მოგვწერეთ მისამართზე support@techcareer.ge');
    expect(latinWordsIn(text)).toEqual([]);
    expect(latinWordsIn(visibleText(html))).toEqual([]);
  });

  it('says the same in English', () => {
    const { subject, text } = render({ language: 'en', firstName: 'Nino' });
    expect(subject).toBe('A seat in cohort 4 is open for you');
    expect(text).toContain('Held for you until: February 20, 2027, 20:00 (Tbilisi time)');
    expect(text).toContain('the place passes to the next person on the waiting list');
    expect(text).toContain(
      'If you no longer want to be on the waiting list, write to support@techcareer.ge.',
    );
  });

  it('escapes the name in the HTML', () => {
    expect(render({ firstName: '<i>' }).html).toContain('&lt;i&gt;, №4 ნაკადში');
  });
});
