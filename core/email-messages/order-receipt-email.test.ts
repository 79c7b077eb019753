import { describe, expect, it } from 'vitest';
import {
  emailSiteFixture,
  latinWordsIn,
  legalCopiesFixture,
  visibleText,
} from '../../tests/support/email-fixtures';
import type { OrderReceiptEmailPayload } from '../outbox/email-payloads';
import { orderReceiptEmail } from './order-receipt-email';

/** Paid 24 November 2026 at 23:30 in Tbilisi (19:30 UTC), for cohort 4 starting 1 March 2027. */
const PAYLOAD: OrderReceiptEmailPayload = {
  to: 'nino@example.ge',
  language: 'ka',
  firstName: 'ნინო',
  orderId: 'tc-1732476600-ab12',
  amountTetri: 250_000,
  paidAt: '2026-11-24T19:30:00.000Z',
  cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
  maskedCard: '444455XXXXXX1111',
};

const render = (payload: Partial<OrderReceiptEmailPayload> = {}, vatRegistered = true) => {
  const full: OrderReceiptEmailPayload = { ...PAYLOAD, ...payload };
  return orderReceiptEmail({
    payload: full,
    site: emailSiteFixture({ vatRegistered }),
    legalCopies: legalCopiesFixture(full.language),
  });
};

describe('the order confirmation and receipt', () => {
  it('states the receipt, the seller and the VAT split in Georgian', () => {
    const { subject, text, html } = render();
    expect(subject).toBe('გადახდა მიღებულია: შეკვეთა tc-1732476600-ab12');
    for (const fact of [
      'გმადლობთ, ნინო! გადახდა წარმატებით დასრულდა',
      'შეკვეთის ნომერი: tc-1732476600-ab12',
      'გადახდის დრო: 24 ნოემბერი, 2026, 23:30 (თბილისის დროით)',
      'კურსი: კარიერის დაჩქარების კურსი, №4 ნაკადი',
      'ნაკადის დაწყება: 1 მარტი, 2027, 19:00 (თბილისის დროით)',
      'გადახდილი თანხა: 2500\u00a0₾',
      // 18/118 of 2500 ₾, to the tetri.
      'მათ შორის დღგ (18%): 381,36\u00a0₾',
      'გადახდის საშუალება: ბარათი 444455XXXXXX1111, Flitt-ის მეშვეობით',
      'გამყიდველი: შპს „ტექ ქარიერი“ (შეზღუდული პასუხისმგებლობის საზოგადოება)',
      'საიდენტიფიკაციო კოდი: 400000000',
      'იურიდიული მისამართი: საქართველო, თბილისი',
      'ტელეფონი: +995 32 200 00 00',
      'ელფოსტა: support@techcareer.ge',
    ]) {
      expect(text).toContain(fact);
    }
    expect(visibleText(html)).toContain('381,36\u00a0₾');
    expect(html).toContain('<html lang="ka">');
  });

  it('says no VAT is charged when the seller is not registered for it', () => {
    expect(render({}, false).text).toContain(
      'დღგ: არ ვრცელდება (გამყიდველი არ არის დღგ-ს გადამხდელი)',
    );
    expect(render({ language: 'en' }, false).text).toContain(
      'VAT: Not applicable (the seller is not registered for VAT)',
    );
  });

  it('opens access when the withdrawal period ends, unless the buyer asked for an early start', () => {
    const later = render({ language: 'en' }).text;
    expect(later).toContain(
      'Access to the course opens when your 14-day withdrawal period ends (its last day is December 8, 2026).',
    );
    expect(later).toContain('If you want to start earlier, write to support@techcareer.ge');
    expect(later).not.toContain('within 24 hours of payment');
    const express = render({
      language: 'en',
      expressStartRequestedAt: '2026-11-24T19:20:00.000Z',
    }).text;
    expect(express).toContain(
      'At checkout (November 24, 2026) you asked for access to the course before your 14-day withdrawal period ends. Access opens within 24 hours of payment.',
    );
    expect(express).toContain('you pay for the part of the course provided until you told us');
    expect(render({ expressStartRequestedAt: '2026-11-24T19:20:00.000Z' }).text).toContain(
      'წვდომა გადახდიდან 24 საათში გაიხსნება.',
    );
  });

  it('names the bank instalment and returns a withdrawal refund to the bank, in both languages', () => {
    const { maskedCard: _, ...financed } = PAYLOAD;
    const ka = render({ ...financed, paymentMethod: 'instalment' }).text;
    expect(ka).toContain('გადახდის საშუალება: განვადება თიბისი ბანკის მეშვეობით, Flitt-ის გავლით');
    expect(ka).toContain('დავუბრუნებთ თიბისი ბანკს, რომელმაც შენაძენი დააფინანსა');
    const en = render({ ...financed, paymentMethod: 'instalment', language: 'en' }).text;
    expect(en).toContain('Payment method: Bank instalment with TBC Bank, through Flitt');
    expect(en).toContain('to TBC Bank, which financed the purchase');
    expect(en).not.toContain('to the card you paid with');
  });

  it('names a company’s bank transfer and returns a withdrawal refund by transfer', () => {
    const en = render({ paymentMethod: 'invoice', language: 'en' }).text;
    expect(en).toContain('Payment method: Bank transfer against an invoice');
    expect(en).toContain('by bank transfer to the account it was paid from');
    const ka = render({ paymentMethod: 'invoice' }).text;
    expect(ka).toContain('გადახდის საშუალება: საბანკო გადარიცხვა ინვოისის საფუძველზე');
  });

  it('explains the withdrawal, the guarantee and the complaints channel', () => {
    const { text } = render({ language: 'en' });
    expect(text).toContain('The last day is December 8, 2026.');
    expect(text).toContain('write to support@techcareer.ge with the subject “Withdrawal”');
    expect(text).toContain('- attended at least 2 live sessions;');
    expect(text).toContain('- completed less than 50% of the course materials.');
    expect(text).toContain('The 30 days count from the first day of your cohort (March 1, 2027).');
    expect(text).toContain('with the subject “Refund request”');
    expect(text).toContain('If you have a complaint, write to support@techcareer.ge');
    expect(text).toContain('the Georgian Competition and Consumer Agency (gcca.gov.ge)');
    const late = render({ language: 'en', paidAt: '2027-03-03T08:00:00.000Z' }).text;
    expect(late).toContain(
      'Your cohort had already started, so the 30 days count from the day of payment (March 3, 2027).',
    );
  });

  it('attaches the terms and the refund policy named by version; English buyers get the Georgian too', () => {
    const ka = render();
    expect(ka.attachments?.map((file) => file.filename)).toEqual([
      'terms-v2.3-ka.txt',
      'refund-policy-v2.1-ka.txt',
    ]);
    expect(ka.attachments?.[0]?.contentType).toBe('text/plain; charset=utf-8');
    expect(ka.attachments?.[0]?.content.startsWith('მომსახურების პირობები\nვერსია 2.3')).toBe(true);
    expect(ka.text).toContain(
      '- მომსახურების პირობები, ვერსია 2.3 (ძალაში შესვლის თარიღი: 29 ნოემბერი, 2026)',
    );
    const en = render({ language: 'en' });
    expect(en.attachments?.map((file) => file.filename)).toEqual([
      'terms-v2.3-en.txt',
      'refund-policy-v2.1-en.txt',
      'terms-v2.3-ka.txt',
      'refund-policy-v2.1-ka.txt',
    ]);
    expect(en.text).toContain('the Georgian text prevails');
    expect(en.text).toContain('https://techcareer.ge/en/terms-of-service');
  });

  it('escapes the name in the HTML and writes the Georgian message without English', () => {
    const { html, text, subject } = render({ firstName: '<b>ნინო</b>' });
    expect(html).toContain('გმადლობთ, &lt;b&gt;ნინო&lt;/b&gt;!');
    expect(html).not.toContain('<b>');
    const clean = render();
    const codes = ['tc', 'ab', 'XXXXXX'];
    expect(latinWordsIn(clean.text, codes)).toEqual([]);
    expect(latinWordsIn(visibleText(clean.html), [...codes, 'doctype', 'html'])).toEqual([]);
    expect(latinWordsIn(subject, codes)).toEqual([]);
    // The plain text is not HTML: the name stands as typed.
    expect(text).toContain('გმადლობთ, <b>ნინო</b>!');
  });

  it('writes the English message with the same facts', () => {
    const { maskedCard: _, ...withoutCard } = PAYLOAD;
    const { subject, text } = orderReceiptEmail({
      payload: { ...withoutCard, language: 'en', firstName: 'Nino' },
      site: emailSiteFixture(),
      legalCopies: legalCopiesFixture('en'),
    });
    expect(subject).toBe('Payment received: order tc-1732476600-ab12');
    expect(text).toContain('Thank you, Nino! Your payment was successful');
    expect(text).toContain('Course: Career Acceleration Course, cohort 4');
    expect(text).toContain('Cohort starts: March 1, 2027, 19:00 (Tbilisi time)');
    expect(text).toContain('Amount paid: ₾2,500');
    expect(text).toContain('Including VAT (18%): ₾381.36');
    expect(text).toContain('Payment method: Card, through Flitt');
    expect(text).toContain('Seller: Tech Career LLC (Limited Liability Company)');
  });

  describe('bought with a promo code', () => {
    const promo = { amountTetri: 225_000, promo: { code: 'PARTNER10', discountTetri: 25_000 } };
    /** The receipt's lines in order, as the plain text and the HTML show them. */
    const priceLines = (text: string, from: string, to: string) =>
      text
        .slice(text.indexOf(from), text.indexOf(to))
        .trim()
        .split(/\s*\n\s*/);

    it('shows the price without the code, the deduction, and the amount paid with its VAT', () => {
      const { text, html } = render(promo);
      expect(priceLines(text, 'კურსის ფასი', 'გადახდის საშუალება')).toEqual([
        'კურსის ფასი: 2500\u00a0₾',
        'პრომოკოდი PARTNER10: −250\u00a0₾',
        'გადახდილი თანხა: 2250\u00a0₾',
        // 18/118 of the 2250 ₾ paid, to the tetri: not of the 2500 ₾ before the code.
        'მათ შორის დღგ (18%): 343,22\u00a0₾',
      ]);
      // Runs of markup whitespace as one space; the no-break space inside prices stays.
      const visible = visibleText(html).replace(/[ \t\r\n]+/g, ' ');
      expect(visible).toContain('კურსის ფასი 2500\u00a0₾');
      expect(visible).toContain('პრომოკოდი PARTNER10 −250\u00a0₾');
      expect(visible).toContain('გადახდილი თანხა 2250\u00a0₾');
      expect(visible).toContain('343,22\u00a0₾');
      expect(latinWordsIn(text, ['tc', 'ab', 'XXXXXX', 'PARTNER10'])).toEqual([]);
    });

    it('writes the same lines in English', () => {
      const { text, html } = render({ ...promo, language: 'en' });
      expect(priceLines(text, 'Course price', 'Payment method')).toEqual([
        'Course price: ₾2,500',
        'Promo code PARTNER10: −₾250',
        'Amount paid: ₾2,250',
        'Including VAT (18%): ₾343.22',
      ]);
      expect(visibleText(html).replace(/[ \t\r\n]+/g, ' ')).toContain('Promo code PARTNER10 −₾250');
    });

    it('shows the amount paid alone without a code', () => {
      const { text } = render();
      expect(text).not.toContain('კურსის ფასი');
      expect(text).not.toContain('პრომოკოდი');
    });
  });
});
